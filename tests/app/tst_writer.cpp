// The one writer of the game's files (writer.h): a write that fails kept and written after the
// next one that succeeds, a newer write of a file never overwritten by an older one tried again,
// a failure said once per kind to each asker, and one writer shared by the game and the
// statistics.

#include "play/game.h"
#include "storage/statistics.h"
#include "storage/writer.h"
#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace cozen;
using namespace cozen::app;
using namespace cozen::app::testing;

namespace {

// The outcomes a write's asker was given, in order.
struct Outcomes {
    QStringList errors; // "" for written
    QList<Notice> notices;
    Writer::Done done() {
        return [this](const QString& error, const Notice& notice) {
            errors.append(error);
            if (!notice.isEmpty()) notices.append(notice);
        };
    }
};

FileWrite fileWrite(const QString& path, const QByteArray& text,
                    NoticeKind::Value kind = NoticeKind::NotSaved) {
    return {path, "a test file", kind, [text] { return text; }};
}

// Writes and waits for every outcome to be delivered, retries included.
void settle(Writer& writer) {
    for (int i = 0; i < 4; ++i) {
        writer.flush();
        QCoreApplication::processEvents();
    }
}

} // namespace

class TestWriter : public QObject {
    Q_OBJECT

private slots:
    // A file whose folder cannot be made (a file is in its place): the write fails, is kept, and
    // is written after the next write that succeeds, another file's; the asker hears both.
    void aFailedWriteIsWrittenAfterTheNextSuccess() {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("records"));
        QVERIFY(writeFile(blocker, "a file, not a folder"));
        const QString record = blocker + QStringLiteral("/game.json");
        Writer writer;
        QObject asker;
        Outcomes outcomes;
        writer.write(fileWrite(record, "the record", NoticeKind::RecordNotSaved), &asker,
                     outcomes.done());
        settle(writer);
        QCOMPARE(outcomes.errors.size(), 1);
        QVERIFY(!outcomes.errors[0].isEmpty());
        QCOMPARE(writer.waiting(), 1);
        // Still no room: a write that fails brings nothing back.
        Outcomes save;
        writer.write(fileWrite(blocker + QStringLiteral("/other.json"), "x"), &asker, save.done());
        settle(writer);
        QCOMPARE(outcomes.errors.size(), 1);
        // Room again: the next write that succeeds brings the record with it.
        QVERIFY(QFile::remove(blocker));
        writer.write(fileWrite(dir.filePath(QStringLiteral("save.json")), "the save"), &asker,
                     save.done());
        settle(writer);
        QCOMPARE(outcomes.errors, (QStringList{outcomes.errors[0], QString()}));
        QCOMPARE(contentsOf(record), QByteArray("the record"));
        QCOMPARE(writer.waiting(), 0);
    }

    // A file written again while its last write failed: the newer bytes are what is kept, and an
    // older write tried again never replaces them.
    void aNewerWriteReplacesTheOneKept() {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("stats"));
        QVERIFY(writeFile(blocker, "a file, not a folder"));
        const QString path = blocker + QStringLiteral("/statistics.json");
        Writer writer;
        QObject asker;
        Outcomes outcomes;
        writer.write(fileWrite(path, "first"), &asker, outcomes.done());
        writer.write(fileWrite(path, "second"), &asker, outcomes.done());
        settle(writer);
        QCOMPARE(writer.waiting(), 1); // the second only
        QVERIFY(QFile::remove(blocker));
        writer.write(fileWrite(dir.filePath(QStringLiteral("save.json")), "the save"), &asker,
                     outcomes.done());
        settle(writer);
        QCOMPARE(contentsOf(path), QByteArray("second"));
        // Written anew while one failed is kept: the kept one is dropped, not tried over it.
        QVERIFY(QFile::rename(path, dir.filePath(QStringLiteral("moved.json"))));
        QVERIFY(QDir(blocker).removeRecursively());
        QVERIFY(writeFile(blocker, "a file, not a folder"));
        writer.write(fileWrite(path, "third"), &asker, outcomes.done());
        settle(writer);
        QCOMPARE(writer.waiting(), 1);
        QVERIFY(QFile::remove(blocker));
        writer.write(fileWrite(path, "fourth"), &asker, outcomes.done());
        settle(writer);
        QCOMPARE(contentsOf(path), QByteArray("fourth"));
        QCOMPARE(writer.waiting(), 0);
    }

    // A failure is said once to each asker, for each kind, until a write of that kind succeeds;
    // each asker hears of its own.
    void aFailureIsSaidOncePerKindAndAsker() {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("blocked"));
        QVERIFY(writeFile(blocker, "a file, not a folder"));
        const QString failing = blocker + QStringLiteral("/file.json");
        Writer writer;
        QObject game, statistics;
        Outcomes ofGame, ofStatistics;
        writer.write(fileWrite(failing, "1", NoticeKind::NotSaved), &game, ofGame.done());
        writer.write(fileWrite(failing, "2", NoticeKind::NotSaved), &game, ofGame.done());
        writer.write(fileWrite(failing + "2", "r", NoticeKind::RecordNotSaved), &game,
                     ofGame.done());
        writer.write(fileWrite(failing + "3", "s", NoticeKind::StatisticsNotSaved), &statistics,
                     ofStatistics.done());
        settle(writer);
        QCOMPARE(ofGame.notices.size(), 2); // the save once, the record once
        QCOMPARE(ofGame.notices[0].kind, NoticeKind::NotSaved);
        QCOMPARE(ofGame.notices[0].path, failing);
        QVERIFY(!ofGame.notices[0].detail.isEmpty());
        QCOMPARE(ofGame.notices[1].kind, NoticeKind::RecordNotSaved);
        QCOMPARE(ofStatistics.notices.size(), 1);
        QCOMPARE(ofStatistics.notices[0].kind, NoticeKind::StatisticsNotSaved);
        // Failing again: nothing more is said.
        writer.write(fileWrite(failing, "3", NoticeKind::NotSaved), &game, ofGame.done());
        settle(writer);
        QCOMPARE(ofGame.notices.size(), 2);
        // Room again: the save is written, and the record kept with it; a save that fails after
        // that is said again, and so is a record.
        QVERIFY(QFile::remove(blocker));
        writer.write(fileWrite(failing, "4", NoticeKind::NotSaved), &game, ofGame.done());
        settle(writer);
        QCOMPARE(contentsOf(failing + "2"), QByteArray("r"));
        QCOMPARE(ofGame.notices.size(), 2);
        QVERIFY(QDir(blocker).removeRecursively());
        QVERIFY(writeFile(blocker, "a file, not a folder"));
        writer.write(fileWrite(failing, "5", NoticeKind::NotSaved), &game, ofGame.done());
        settle(writer);
        QCOMPARE(ofGame.notices.size(), 3);
        QCOMPARE(ofGame.notices[2].kind, NoticeKind::NotSaved);
        QCOMPARE(ofStatistics.notices.size(), 1); // the statistics' asker: its own, said once
    }

    // Room again with nothing more to write (the game over, its summary being read): the kept
    // write is tried again by itself, and its asker hears it written.
    void aKeptWriteIsTriedAgainByItself() {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("records"));
        QVERIFY(writeFile(blocker, "a file, not a folder"));
        const QString record = blocker + QStringLiteral("/game.json");
        Writer writer;
        writer.setRetryInterval(20);
        QObject asker;
        Outcomes outcomes;
        writer.write(fileWrite(record, "the record", NoticeKind::RecordNotSaved), &asker,
                     outcomes.done());
        settle(writer);
        QCOMPARE(writer.waiting(), 1);
        QCOMPARE(outcomes.notices.size(), 1);
        // Still no room: tried again and again, said once.
        QTest::qWait(100);
        QCOMPARE(writer.waiting(), 1);
        QCOMPARE(outcomes.notices.size(), 1);
        QVERIFY(outcomes.errors.size() > 1);
        QVERIFY(QFile::remove(blocker));
        QTRY_COMPARE(contentsOf(record), QByteArray("the record"));
        QTRY_COMPARE(outcomes.errors.last(), QString());
        QCOMPARE(writer.waiting(), 0);
        QCOMPARE(outcomes.notices.size(), 1);
    }

    // Quit with writes kept: the writer tries each once more as it goes, its asker gone already
    // (the game closed before the statistics); with the disk still refusing, it goes at once.
    void aKeptWriteIsTriedAtExit_data() {
        QTest::addColumn<bool>("room");
        QTest::newRow("room again") << true;
        QTest::newRow("still no room") << false;
    }
    void aKeptWriteIsTriedAtExit() {
        QFETCH(bool, room);
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("records"));
        QVERIFY(writeFile(blocker, "a file, not a folder"));
        const QString record = blocker + QStringLiteral("/game.json");
        const QString stats = blocker + QStringLiteral("/statistics.json");
        auto writer = std::make_unique<Writer>();
        Outcomes outcomes;
        {
            QObject game;
            writer->write(fileWrite(record, "the record", NoticeKind::RecordNotSaved), &game,
                          outcomes.done());
            settle(*writer);
        }
        QObject statistics;
        // Still waiting for its outcome when the writer goes.
        writer->write(fileWrite(stats, "the statistics", NoticeKind::StatisticsNotSaved),
                      &statistics, outcomes.done());
        QCOMPARE(writer->waiting(), 1);
        if (room) QVERIFY(QFile::remove(blocker));
        QElapsedTimer timer;
        timer.start();
        writer.reset();
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(contentsOf(record), room ? QByteArray("the record") : QByteArray());
        QCOMPARE(contentsOf(stats), room ? QByteArray("the statistics") : QByteArray());
        QCOMPARE(outcomes.errors.size(), 1); // nobody is told as the writer goes
    }

    // The game's files and the statistics go through one writer, one thread; it is gone with the
    // last of them.
    void theGameAndTheStatisticsShareOneWriter() {
        std::weak_ptr<Writer> seen;
        {
            Game game;
            Statistics statistics;
            const std::shared_ptr<Writer> writer = Writer::shared();
            seen = writer;
            QCOMPARE(Writer::shared(), writer);
            QVERIFY(writer.use_count() >= 3); // the game's, the statistics', this one
        }
        QVERIFY(seen.expired());
    }

    // A file the system does not let the game read (mode 000) is set aside all the same (nothing
    // is written over it), and said to be unreadable, not damaged: "…Forbidden". Run as root (who
    // reads every file), the test takes the user "nobody"'s identity for the while.
    void aFileThatMayNotBeReadIsNotCalledDamaged() {
#ifndef Q_OS_UNIX
        QSKIP("a file's mode is Unix's");
#else
        QTemporaryDir base;
        const bool root = ::geteuid() == 0;
        constexpr uid_t nobody = 65534;
        if (root) QCOMPARE(::chown(QFile::encodeName(base.path()).constData(), nobody, nobody), 0);
        if (root) QCOMPARE(::setegid(nobody), 0);
        if (root) QCOMPARE(::seteuid(nobody), 0);
        const auto back = qScopeGuard([root] {
            if (root) {
                QCOMPARE(::seteuid(0), 0);
                QCOMPARE(::setegid(0), 0);
            }
        });
        const QString path = base.filePath(QStringLiteral("autosave.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"cozen\": 1}");
        file.close();
        QVERIFY(QFile::setPermissions(path, QFile::Permissions()));
        Writer writer;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("could not be read")));
        const Unreadable kept = writer.setAsideUnreadable(
            "the saved game", path, QStringLiteral("Permission denied"), kUnreadableSave);
        QCOMPARE(kept.notice.kind, NoticeKind::UnreadableSaveForbidden);
        QVERIFY(kept.setAside());
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(QFileInfo::exists(kept.keptAs));
#endif
    }
};

QTEST_MAIN(TestWriter)
#include "tst_writer.moc"
