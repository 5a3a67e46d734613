// One game per profile (profileguard.h): the lock in the data folder decides; a second copy is
// answered only by a copy that answers the request; a copy that holds its lock and does not answer
// keeps it; a crashed copy's lock is taken over; the server reads and bounds what arrives and
// outlives floods of bytes and of connections. The asking copy runs on a thread of its own, as
// another process would: this one's event loop answers.

#include "storage/profileguard.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocalSocket>
#include <QLockFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtConcurrent>
#include <QtTest>

#include <memory>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif
#include <vector>

using namespace cozen::app;

namespace {

QByteArray read(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

// What `work` returns on a thread of its own (another process, as it were), this thread's events
// running meanwhile (they answer).
template <class Work>
auto meanwhile(Work work) {
    auto done = QtConcurrent::run(std::move(work));
    while (!done.isFinished())
        QTest::qWait(10);
    return done.result();
}

// What a second copy is told.
ProfileGuard::Outcome secondCopy(const QString& folder, int answerMs = 5000) {
    return meanwhile([folder, answerMs] {
        ProfileGuard second(folder);
        return second.take(answerMs);
    });
}

qint64 ask(const QString& name) {
    return meanwhile([name] { return ProfileGuard::askToComeForward(name, 5000); });
}

// The lock taken and the server listening, as a first copy's.
bool holdsAndListens(ProfileGuard& guard) {
    return guard.take().taken == ProfileGuard::Taken::Ours && guard.listen().isEmpty();
}

} // namespace

class ProfileGuardTest : public QObject {
    Q_OBJECT

private slots:
    void aFreeLockIsTakenAndTheServerListensInTheUsersFolder() {
        QTemporaryDir folder;
        ProfileGuard guard(folder.path());
        QVERIFY(holdsAndListens(guard));
        QVERIFY(guard.listening());
#ifdef Q_OS_UNIX
        QCOMPARE(guard.serverName(), folder.filePath(QStringLiteral("cozen.socket")));
        QVERIFY(QFileInfo::exists(guard.serverName()));
        const auto others =
            QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther;
        QCOMPARE(QFile::permissions(guard.serverName()) & others, QFile::Permissions());
        QCOMPARE(QFile::permissions(guard.lockPath()) & others, QFile::Permissions());
#endif
    }

    // Where a socket's path would be too long, the user's runtime folder holds it, by the data
    // folder's hash: never the shared temporary folder.
    void aLongFolderListensInTheRuntimeFolder() {
#ifndef Q_OS_UNIX
        QSKIP("a named pipe has no folder");
#else
        const QString deep = QStringLiteral("/home/") + QString(120, QLatin1Char('x'));
        const QString name = ProfileGuard::serverNameFor(deep);
        QVERIFY2(name.startsWith(QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation) +
                                 '/'),
                 qPrintable(name));
        QVERIFY(!name.startsWith(QDir::tempPath() + QStringLiteral("/cozen")));
        QCOMPARE(ProfileGuard::serverNameFor(deep), name);
        QVERIFY(ProfileGuard::serverNameFor(deep + 'y') != name);
#endif
    }

    // The runtime folder another user made (Qt gives none then): no server at all, said when
    // listening, rather than a name in the shared temporary folder, where that user could listen
    // first and answer for the game; the lock still keeps a second copy out.
    void noRuntimeFolderOfTheUsersOwnMeansNoServer() {
#ifndef Q_OS_UNIX
        QSKIP("a named pipe has no folder");
#else
        if (::geteuid() != 0) QSKIP("making a folder another user's needs root");
        // As Qt would make it: `runtime-root` in the temporary folder, made first by another user.
        QTemporaryDir base;
        const QString theirs = base.filePath(QStringLiteral("tmp/runtime-root"));
        QVERIFY(QDir().mkpath(theirs));
        QCOMPARE(::chown(QFile::encodeName(theirs).constData(), 65534, 65534), 0);
        const QByteArray runtimeBefore = qgetenv("XDG_RUNTIME_DIR");
        const QByteArray tmpBefore = qgetenv("TMPDIR");
        qunsetenv("XDG_RUNTIME_DIR");
        qputenv("TMPDIR", QFile::encodeName(base.filePath(QStringLiteral("tmp"))));
        const auto back = qScopeGuard([&] {
            if (!runtimeBefore.isEmpty()) qputenv("XDG_RUNTIME_DIR", runtimeBefore);
            if (tmpBefore.isEmpty())
                qunsetenv("TMPDIR");
            else
                qputenv("TMPDIR", tmpBefore);
        });
        const QString deep = base.filePath(QString(120, QLatin1Char('x')));
        QVERIFY(QDir().mkpath(deep));
        QCOMPARE(ProfileGuard::serverNameFor(deep), QString());
        ProfileGuard first(deep);
        QCOMPARE(first.take().taken, ProfileGuard::Taken::Ours);
        QVERIFY(first.listen().contains(QStringLiteral("no runtime folder of the user's own")));
        QVERIFY(QDir(base.filePath(QStringLiteral("tmp")))
                    .entryList({QStringLiteral("cozen-*")}, QDir::AllEntries | QDir::System)
                    .isEmpty());
        QCOMPARE(secondCopy(deep, 300).taken, ProfileGuard::Taken::Silent);
#endif
    }

    // A running copy answers the second, which learns its process number; the first is told.
    void aSecondCopyIsAnsweredByTheFirst() {
        QTemporaryDir folder;
        ProfileGuard first(folder.path());
        QVERIFY(holdsAndListens(first));
        QSignalSpy comeForward(&first, &ProfileGuard::anotherCopyStarted);
        const QByteArray lock = read(first.lockPath());

        const ProfileGuard::Outcome second = secondCopy(folder.path());
        QCOMPARE(second.taken, ProfileGuard::Taken::Answered);
        QCOMPARE(second.pid, QCoreApplication::applicationPid());
        QCOMPARE(comeForward.count(), 1);
        QCOMPARE(read(first.lockPath()), lock);
    }

    // A copy that holds its lock and does not answer (stopped, or hung: here its event loop does
    // not run while it is asked) keeps it: the second copy is told so, and takes nothing.
    void aCopyThatDoesNotAnswerKeepsItsLock() {
        QTemporaryDir folder;
        ProfileGuard first(folder.path());
        QVERIFY(holdsAndListens(first));
        const QByteArray lock = read(first.lockPath());

        ProfileGuard second(folder.path());
        const ProfileGuard::Outcome outcome = second.take(300); // this thread: no answer
        QCOMPARE(outcome.taken, ProfileGuard::Taken::Silent);
        QCOMPARE(outcome.pid, QCoreApplication::applicationPid());
        QCOMPARE(read(first.lockPath()), lock);
        QCOMPARE(second.listen(), QStringLiteral("the lock is not this copy's"));
        QVERIFY(first.listening());
    }

    // A lock that names a running process (here this one) that does not hold it: a crashed copy's
    // whose number runs again in another program. Taken over, and logged.
    void aCrashedCopysLockIsTakenOver() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("cozen.lock"));
        QByteArray contents;
        {
            QLockFile crashed(path);
            QVERIFY(crashed.tryLock(0));
            contents = read(path);
        }
        QFile left(path);
        QVERIFY(left.open(QIODevice::WriteOnly));
        left.write(contents);
        left.close();

        ProfileGuard next(folder.path());
        QTest::ignoreMessage(QtInfoMsg, QRegularExpression(QStringLiteral("taken over")));
        QCOMPARE(next.take(300).taken, ProfileGuard::Taken::Ours);
        QCOMPARE(next.listen(), QString());
    }

    // Something else at the server's name (a plain file, a socket nobody answers on): the copy
    // that holds the lock listens there all the same.
    void whatIsAtTheServersNameIsReplacedByTheLocksHolder() {
#ifndef Q_OS_UNIX
        QSKIP("a named pipe has no file");
#else
        QTemporaryDir folder;
        QFile squatter(folder.filePath(QStringLiteral("cozen.socket")));
        QVERIFY(squatter.open(QIODevice::WriteOnly));
        squatter.close();
        ProfileGuard guard(folder.path());
        QVERIFY(holdsAndListens(guard));
        QCOMPARE(ask(guard.serverName()), QCoreApplication::applicationPid());
#endif
    }

    // Bytes without end are not kept: the peer is dropped after a line's worth, and the server
    // answers the next request.
    void aFloodOfBytesIsDropped() {
        QTemporaryDir folder;
        ProfileGuard guard(folder.path());
        QVERIFY(holdsAndListens(guard));
        QSignalSpy comeForward(&guard, &ProfileGuard::anotherCopyStarted);
        const QString name = guard.serverName();
        const bool dropped = meanwhile([name] {
            QLocalSocket socket;
            socket.connectToServer(name);
            if (!socket.waitForConnected(5000)) return false;
            const QByteArray block(64 * 1024, 'x');
            for (int i = 0; i < 160 && socket.state() == QLocalSocket::ConnectedState; ++i) {
                socket.write(block);
                socket.waitForBytesWritten(100);
            }
            // Dropped by the server: the socket is closed before 10 MB are taken.
            return socket.state() != QLocalSocket::ConnectedState ||
                   socket.waitForDisconnected(5000);
        });
        QVERIFY(dropped);
        QCOMPARE(comeForward.count(), 0);
        QTRY_COMPARE(guard.peers(), 0);
        QCOMPARE(ask(name), QCoreApplication::applicationPid());
        QVERIFY(guard.listening());
    }

    // A wrong request is dropped unanswered; the window is not asked to come forward.
    void aWrongRequestIsDropped() {
        QTemporaryDir folder;
        ProfileGuard guard(folder.path());
        QVERIFY(holdsAndListens(guard));
        QSignalSpy comeForward(&guard, &ProfileGuard::anotherCopyStarted);
        const QString name = guard.serverName();
        const QByteArray answer = meanwhile([name] {
            QLocalSocket socket;
            socket.connectToServer(name);
            if (!socket.waitForConnected(5000)) return QByteArray("(no connection)");
            socket.write("raise\n");
            socket.flush();
            socket.waitForDisconnected(5000);
            return socket.readAll();
        });
        QCOMPARE(answer, QByteArray());
        QCOMPARE(comeForward.count(), 0);
    }

    // Connections that are held open and say nothing: at most kMaxPeers kept (the oldest make
    // room), each for kPeerMs; a real request among them is answered, and the server listens on.
    void heldConnectionsAreBoundedAndARequestGetsThrough() {
        QTemporaryDir folder;
        ProfileGuard guard(folder.path());
        QVERIFY(holdsAndListens(guard));
        const QString name = guard.serverName();
        std::vector<std::unique_ptr<QLocalSocket>> held;
        for (int i = 0; i < 200; ++i) {
            auto socket = std::make_unique<QLocalSocket>();
            socket->connectToServer(name);
            held.push_back(std::move(socket));
            if (i % 20 == 0) QCoreApplication::processEvents();
        }
        QTRY_VERIFY(guard.peers() > 0);
        QVERIFY2(guard.peers() <= ProfileGuard::kMaxPeers,
                 qPrintable(QString::number(guard.peers())));
        QCOMPARE(ask(name), QCoreApplication::applicationPid());
        QVERIFY(guard.peers() <= ProfileGuard::kMaxPeers);
        // Those that stay silent are let go.
        QTRY_COMPARE_WITH_TIMEOUT(guard.peers(), 0, ProfileGuard::kPeerMs * 3);
        QVERIFY(guard.listening());
    }

    // A copy that lets its lock go (starting again with the software renderer) leaves it free.
    void aReleasedLockIsFree() {
        QTemporaryDir folder;
        ProfileGuard first(folder.path());
        QVERIFY(holdsAndListens(first));
        first.release();
        QVERIFY(!first.listening());
        QCOMPARE(secondCopy(folder.path(), 300).taken, ProfileGuard::Taken::Ours);
    }
};

QTEST_GUILESS_MAIN(ProfileGuardTest)
#include "tst_profileguard.moc"
