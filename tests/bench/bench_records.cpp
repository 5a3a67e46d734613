// Recent games over a large folder of records: how long RecordStore takes to list it the first
// time (every file parsed), and again after one record was added (only that one parsed; the rest
// from the index by path, size and time), and how the list changed (rows inserted, or a reset).
//
//   build/tests/bench/bench_records [--records 20000]
//
// A plain program (whole-operation timings, on a worker thread as the game does it).

#include "storage/gamerecords.h"
#include "storage/recordstore.h"

#include "cozen/match.h"
#include "cozen/record.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using cozen::app::RecordStore;

namespace {

// Runs events until the store has read its folder; the milliseconds it took.
qint64 timeReading(RecordStore& store) {
    QElapsedTimer clock;
    clock.start();
    QEventLoop loop;
    QObject::connect(&store, &RecordStore::loadingChanged, &loop, [&store, &loop] {
        if (!store.loading()) loop.quit();
    });
    if (store.loading()) loop.exec();
    return clock.elapsed();
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption count(QStringLiteral("records"), QStringLiteral("How many records."),
                                   QStringLiteral("N"), QStringLiteral("20000"));
    parser.addOption(count);
    parser.addHelpOption();
    parser.process(app);
    const int records = std::max(1, parser.value(count).toInt());

    cozen::GameRecord game;
    cozen::playMatchGame(cozen::Level::Greedy, cozen::Level::Random, 5, 0, 2, &game);
    const QByteArray bytes = QByteArray::fromStdString(cozen::formatRecord(game));
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("records"));
    QDir().mkpath(folder);
    const QDateTime now = QDateTime::currentDateTime();
    const auto write = [&](const QString& name, int secondsAgo) {
        QFile file(folder + '/' + name);
        if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(name));
        file.write(bytes);
        file.flush();
        file.setFileTime(now.addSecs(-secondsAgo), QFileDevice::FileModificationTime);
    };
    for (int i = 0; i < records; ++i)
        write(QStringLiteral("game-%1.json").arg(i, 6, 10, QLatin1Char('0')), 10 + i);

    RecordStore store;
    int resets = 0, inserted = 0;
    QObject::connect(&store, &QAbstractItemModel::modelReset, [&resets] { ++resets; });
    QObject::connect(&store, &QAbstractItemModel::rowsInserted, [&inserted] { ++inserted; });
    store.setFolder(folder);
    const qint64 first = timeReading(store);
    resets = inserted = 0;
    write(QStringLiteral("new.json"), 0);
    store.refresh();
    const qint64 again = timeReading(store);
    std::printf("%d records (%d listed): first read %lld ms; after one more, %lld ms (%d row "
                "inserted, %d resets)\n",
                records + 1, store.rowCount(), static_cast<long long>(first),
                static_cast<long long>(again), inserted, resets);
    return store.rowCount() == std::min(records + 1, RecordStore::kMaxListed) && resets == 0 ? 0
                                                                                             : 1;
}
