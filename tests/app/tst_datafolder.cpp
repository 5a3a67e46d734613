// The data folder: `Cozen`, not `Cozen/Cozen`, and the data of a version that kept it there moved
// up once (autosave, statistics, records), a failure logged with nothing lost; the folder kept
// for its user alone.

#include "storage/datafolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace cozen::app;

namespace {

void write(const QString& path, const QByteArray& text) {
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}
QByteArray read(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

// An old folder as earlier versions left it, in `base/Cozen/Cozen`.
QString makeOld(const QString& base) {
    const QString old = base + QStringLiteral("/Cozen/Cozen");
    write(old + QStringLiteral("/autosave.json"), "save");
    write(old + QStringLiteral("/statistics.json"), "statistics");
    write(old + QStringLiteral("/records/2026-11-23_21-55-03.json"), "record");
    return old;
}

} // namespace

class DataFolderTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // As main() names the application: one `Cozen`, and the old folder under it.
    void theFolderIsNotDoubled() {
        QCoreApplication::setOrganizationName(QString());
        QCoreApplication::setApplicationName(QStringLiteral("Cozen"));
        QVERIFY2(dataFolder().endsWith(QStringLiteral("/Cozen")), qPrintable(dataFolder()));
        QVERIFY2(!dataFolder().endsWith(QStringLiteral("Cozen/Cozen")), qPrintable(dataFolder()));
        QCOMPARE(oldDataFolder(), dataFolder() + QStringLiteral("/Cozen"));
    }

    void theOldFolderIsMovedUp() {
        QTemporaryDir base;
        const QString old = makeOld(base.path());
        const QString now = base.path() + QStringLiteral("/Cozen");
        QVERIFY(migrateDataFolder(old, now));
        QCOMPARE(read(now + QStringLiteral("/autosave.json")), QByteArray("save"));
        QCOMPARE(read(now + QStringLiteral("/statistics.json")), QByteArray("statistics"));
        QCOMPARE(read(now + QStringLiteral("/records/2026-11-23_21-55-03.json")),
                 QByteArray("record"));
        QVERIFY(!QFileInfo::exists(old));
        // Once only: there is nothing left to move.
        QVERIFY(!migrateDataFolder(old, now));
    }

    // A new folder in use is never overwritten: the old stays as it is.
    void aFolderInUseIsLeftAlone() {
        QTemporaryDir base;
        const QString old = makeOld(base.path());
        const QString now = base.path() + QStringLiteral("/Cozen");
        write(now + QStringLiteral("/autosave.json"), "newer save");
        QVERIFY(!migrateDataFolder(old, now));
        QCOMPARE(read(now + QStringLiteral("/autosave.json")), QByteArray("newer save"));
        QVERIFY(!QFileInfo::exists(now + QStringLiteral("/statistics.json")));
        QCOMPARE(read(old + QStringLiteral("/autosave.json")), QByteArray("save"));
    }

    // The new folder cannot be made (a file is in its place): logged, the old folder kept whole.
    void aFailureKeepsTheOld() {
        QTemporaryDir base;
        const QString old = makeOld(base.path());
        const QString now = base.path() + QStringLiteral("/elsewhere");
        write(now, "a file where the folder would go");
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("could not be moved")));
        QVERIFY(!migrateDataFolder(old, now));
        QCOMPARE(read(old + QStringLiteral("/autosave.json")), QByteArray("save"));
        QCOMPARE(read(old + QStringLiteral("/statistics.json")), QByteArray("statistics"));
        QCOMPARE(read(old + QStringLiteral("/records/2026-11-23_21-55-03.json")),
                 QByteArray("record"));
        QCOMPARE(read(now), QByteArray("a file where the folder would go"));
    }

    // The data folder is its user's alone: made 0700, and an existing one (0755, as the system
    // makes folders) made so.
    void theDataFolderIsTheUsersAlone() {
#ifndef Q_OS_UNIX
        QSKIP("a folder's mode is Unix's");
#else
        QTemporaryDir base;
        const QString made = base.filePath(QStringLiteral("data/Cozen"));
        QCOMPARE(makePrivateFolder(made), QString());
        const auto alone = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner;
        const auto others = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup |
                            QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
        QCOMPARE(QFile::permissions(made) & (alone | others), alone);
        QVERIFY(QFile::setPermissions(made, alone | QFile::ReadGroup | QFile::ExeGroup |
                                                QFile::ReadOther | QFile::ExeOther));
        QCOMPARE(makePrivateFolder(made), QString());
        QCOMPARE(QFile::permissions(made) & (alone | others), alone);
#endif
    }
};

QTEST_GUILESS_MAIN(DataFolderTest)
#include "tst_datafolder.moc"
