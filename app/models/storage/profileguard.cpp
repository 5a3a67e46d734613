#include "storage/profileguard.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace cozen::app {
namespace {

// The request and its answer, one line each.
constexpr char kRequest[] = "cozen come forward\n";
constexpr char kAnswer[] = "cozen "; // then the answering copy's process number

// A socket's path is at most 107 bytes on Linux (103 on macOS): room kept for the system's own.
constexpr qsizetype kMaxSocketPath = 100;

QString hashOf(const QString& text) {
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
}

} // namespace

ProfileGuard::ProfileGuard(const QString& folder, QObject* parent)
    : QObject(parent)
    , lock_(QDir(folder).filePath(QStringLiteral("cozen.lock")))
    , name_(serverNameFor(folder)) {
    lock_.setStaleLockTime(0); // held as long as the game runs: only a dead holder makes it stale
    server_.setSocketOptions(QLocalServer::UserAccessOption);
    server_.setMaxPendingConnections(kMaxPeers);
    connect(&server_, &QLocalServer::newConnection, this, &ProfileGuard::accept);
    watch_.setInterval(10000);
    connect(&watch_, &QTimer::timeout, this, &ProfileGuard::keepListening);
}

ProfileGuard::~ProfileGuard() {
    release();
}

QString ProfileGuard::serverNameFor(const QString& folder) {
#ifdef Q_OS_WIN
    // A pipe's name is seen by every user; the answer's process number, which only the lock in the
    // user's own folder names, tells the copy that answers from one that pretends to.
    return QStringLiteral("cozen-") + hashOf(QDir::cleanPath(folder));
#else
    const QString inFolder = QDir(folder).filePath(QStringLiteral("cozen.socket"));
    if (QFile::encodeName(inFolder).size() <= kMaxSocketPath) return inFolder;
    // Made by Qt for the user alone (XDG_RUNTIME_DIR, checked to be theirs and 0700, or one it
    // makes so); empty when there is none of theirs (another user made the one Qt would use).
    // Never a name in a shared folder, where another user could listen first and answer.
    const QString runtime = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (runtime.isEmpty() || !QDir::isAbsolutePath(runtime)) return {};
    const QString inRuntime =
        QDir(runtime).filePath(QStringLiteral("cozen-%1.socket").arg(hashOf(folder)));
    return QFile::encodeName(inRuntime).size() <= kMaxSocketPath ? inRuntime : QString();
#endif
}

ProfileGuard::Outcome ProfileGuard::take(int answerMs) {
    if (tryLock(200)) return {};
    if (lock_.error() != QLockFile::LockFailedError)
        return {Taken::Unlockable, 0,
                lock_.error() == QLockFile::PermissionError
                    ? QStringLiteral("no permission to write in its folder")
                    : QStringLiteral("an unknown error")};
    qint64 pid = 0;
    QString host, appName;
    lock_.getLockInfo(&pid, &host, &appName);
    const qint64 answered = askToComeForward(name_, answerMs);
    if (answered > 0 && (pid <= 0 || answered == pid)) return {Taken::Answered, pid, {}};
    // No answer. QLockFile removes the lock only when no process holds it open: then it was a
    // crashed copy's, its number since taken by another program.
    if (lock_.removeStaleLockFile() && tryLock(0)) {
        qInfo("Cozen: the lock %s named process %lld, which is no running copy of the game: a "
              "crashed copy's, taken over",
              qPrintable(lock_.fileName()), static_cast<long long>(pid));
        return {};
    }
    return {Taken::Silent, pid, {}};
}

bool ProfileGuard::tryLock(int timeoutMs) {
    if (!lock_.tryLock(timeoutMs)) return false;
    // The user's alone, as every file of the profile (QLockFile makes it as the umask says).
    QFile::setPermissions(lock_.fileName(), QFile::ReadOwner | QFile::WriteOwner);
    return true;
}

qint64 ProfileGuard::askToComeForward(const QString& name, int timeoutMs) {
    if (name.isEmpty()) return 0; // no server can be reached
    const QDeadlineTimer deadline(timeoutMs);
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(int(deadline.remainingTime()))) return 0;
    socket.write(kRequest);
    socket.flush();
    QByteArray answer;
    while (!answer.contains('\n') && answer.size() <= kMaxLine) {
        if (socket.bytesAvailable() == 0 &&
            !socket.waitForReadyRead(int(std::max<qint64>(0, deadline.remainingTime()))))
            break;
        answer += socket.read(kMaxLine + 1 - answer.size());
    }
    socket.abort();
    if (!answer.startsWith(kAnswer) || !answer.endsWith('\n')) return 0;
    bool ok = false;
    const qint64 pid = answer.mid(int(sizeof kAnswer) - 1).trimmed().toLongLong(&ok);
    return ok && pid > 0 ? pid : 0;
}

QString ProfileGuard::listen() {
    if (!lock_.isLocked()) return QStringLiteral("the lock is not this copy's");
    if (name_.isEmpty())
        return QStringLiteral("the data folder's path is too long for a socket, and there is no "
                              "runtime folder of the user's own (XDG_RUNTIME_DIR) to put one in");
    // What is there is a crashed copy's socket (the lock is this copy's, in the user's folder).
    QLocalServer::removeServer(name_);
    watch_.start();
    if (server_.listen(name_)) return {};
    return QStringLiteral("%1: %2").arg(name_, server_.errorString());
}

void ProfileGuard::release() {
    watch_.stop();
    server_.close();
    if (lock_.isLocked()) lock_.unlock();
}

int ProfileGuard::peers() const {
    return int(server_.findChildren<QLocalSocket*>(Qt::FindDirectChildrenOnly).size());
}

void ProfileGuard::accept() {
    while (QLocalSocket* peer = server_.nextPendingConnection()) {
        // The oldest make room: a flood of connections that stay cannot keep a real request out.
        const QList<QLocalSocket*> connected =
            server_.findChildren<QLocalSocket*>(Qt::FindDirectChildrenOnly);
        for (qsizetype i = 0; i + kMaxPeers < connected.size(); ++i) {
            connected[i]->abort();
            delete connected[i];
        }
        peer->setReadBufferSize(kMaxLine + 1);
        connect(peer, &QLocalSocket::readyRead, this, [this, peer] { read(peer); });
        connect(peer, &QLocalSocket::disconnected, peer, &QObject::deleteLater);
        QTimer::singleShot(kPeerMs, peer, [peer] {
            peer->abort();
            peer->deleteLater();
        });
        if (peer->bytesAvailable() > 0) read(peer);
    }
    keepListening();
}

void ProfileGuard::read(QLocalSocket* peer) {
    if (!peer->canReadLine()) {
        if (peer->bytesAvailable() > kMaxLine) { // talkative: dropped, unread
            peer->abort();
            peer->deleteLater();
        }
        return;
    }
    const QByteArray line = peer->readLine(kMaxLine + 1);
    if (line != kRequest) {
        peer->abort();
        peer->deleteLater();
        return;
    }
    peer->write(kAnswer + QByteArray::number(QCoreApplication::applicationPid()) + '\n');
    peer->disconnectFromServer(); // once written
    emit anotherCopyStarted();
}

void ProfileGuard::keepListening() {
    if (server_.isListening() || !lock_.isLocked()) return;
    const QString why = listen();
    if (why.isEmpty())
        qWarning("Cozen: the local server had stopped (too many connections?); listening again");
    else
        qWarning("Cozen: the local server stopped and cannot listen again (%s)", qPrintable(why));
}

} // namespace cozen::app
