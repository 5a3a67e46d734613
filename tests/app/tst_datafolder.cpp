// The data folder: `Cozen`, not `Cozen/Cozen`, and the data of a version that kept it there moved
// up once (autosave, statistics, records), a failure logged with nothing lost; the profile's lock,
// taken over from a crashed copy when no running copy answers.

#include "datafolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLockFile>
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

    // A lock held (here by another QLockFile: held as a live copy's is) whose holder does not
    // answer is a crashed copy's: taken over, logged, and held; one whose holder answers is left.
    void aLockWhoseHolderDoesNotAnswerIsTakenOver() {
        QTemporaryDir base;
        const QString path = base.filePath(QStringLiteral("cozen.lock"));
        QLockFile holder(path);
        QVERIFY(holder.tryLock(0));
        const QByteArray held = read(path);

        QLockFile second(path);
        int asked = 0;
        QVERIFY(!takeProfileLock(second, 0, [&asked] { return ++asked, true; }));
        QCOMPARE(asked, 1);
        QCOMPARE(second.error(), QLockFile::LockFailedError);
        QCOMPARE(read(path), held);

        QLockFile third(path);
        QTest::ignoreMessage(QtInfoMsg, QRegularExpression(QStringLiteral("taken over")));
        QVERIFY(takeProfileLock(third, 0, [] { return false; }));
        QVERIFY(third.isLocked());
    }

    // A free lock is taken without asking anyone.
    void aFreeLockIsTakenWithoutAsking() {
        QTemporaryDir base;
        QLockFile lock(base.filePath(QStringLiteral("cozen.lock")));
        bool asked = false;
        QVERIFY(takeProfileLock(lock, 0, [&asked] { return asked = true; }));
        QVERIFY(!asked);
    }
};

QTEST_GUILESS_MAIN(DataFolderTest)
#include "tst_datafolder.moc"
