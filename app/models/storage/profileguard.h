#pragma once
// One game per profile: two copies of the game on one data folder would write the same save and
// statistics, and one's moves would be lost.
//
// The lock file in the data folder decides (QLockFile, with its own stale detection: a copy that
// died leaves a lock that the next copy takes over). The data folder is the user's alone (0700 on
// Unix), so no other user can make, hold or remove that lock.
//
// A copy that finds the lock held asks the holder to come forward, over a local server that lives
// where only the user can make it (the data folder, or the user's runtime folder when the data
// folder's path is too long for a socket, and none when there is no runtime folder of the user's
// own: never a shared folder; on Windows a named pipe open to the user alone). "The
// other copy answers" means it answered that request, in time, with the process number the lock
// names: a socket that merely accepts (a copy stopped with SIGSTOP, whose kernel still queues
// connections) does not answer.
//
// A lock whose holder does not answer is taken over only when QLockFile can remove it, that is
// when no process holds it open any more (on Unix its flock; on Windows its handle): a crashed
// copy's lock whose process number now runs again in another program (Windows and Wine reuse
// numbers; QLockFile then takes the lock for live). A copy that is alive but stopped or hung keeps
// its lock, and the new copy says so and ends: two copies never write the same files.
//
// The server reads what arrives and bounds it: one line of at most kMaxLine bytes, in kPeerMs, from
// at most kMaxPeers peers at once (the oldest dropped for a new one); a peer that sends anything
// else, or more, is dropped. When the system takes the server away (Qt closes a local server whose
// accept() fails, at the file limit), it listens again.

#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>

namespace cozen::app {

class ProfileGuard : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxPeers = 8;
    static constexpr qint64 kMaxLine = 64;
    static constexpr int kPeerMs = 2000;
    static constexpr int kAnswerMs = 5000; // a busy machine's copy answers in this time

    // The guard of the profile whose data lives in `folder` (made by then).
    explicit ProfileGuard(const QString& folder, QObject* parent = nullptr);
    ~ProfileGuard() override;

    enum class Taken {
        Ours,       // the lock is this copy's: play
        Answered,   // a running copy holds it, and was asked to come forward
        Silent,     // a copy that does not answer (stopped, hung) holds it open
        Unlockable, // no lock can be made here (a read-only folder): play, unguarded
    };
    struct Outcome {
        Taken taken = Taken::Ours;
        qint64 pid = 0;    // the process the lock names (Answered, Silent)
        QString lockError; // why not (Unlockable)
    };
    // Takes the lock, or finds out who holds it (asking it to come forward).
    Outcome take(int answerMs = kAnswerMs);

    // Starts the local server for later copies (once the lock is ours): empty when listening,
    // otherwise why not (main says so: a later copy will then say this one does not answer).
    QString listen();
    bool listening() const { return server_.isListening(); }
    // Stops listening and lets the lock go (a copy that starts again in its place).
    void release();

    QString lockPath() const { return lock_.fileName(); }
    QString serverName() const { return name_; }
    // The peers connected now (tests).
    int peers() const;

    // The server's name for the profile in `folder`: a socket in it, or in the runtime folder;
    // empty when neither is the user's own and short enough (then there is no server).
    static QString serverNameFor(const QString& folder);
    // The request a later copy makes: the process number of the copy at `name` when it answered
    // within `timeoutMs`, otherwise 0. Blocks; needs no event loop.
    static qint64 askToComeForward(const QString& name, int timeoutMs);

signals:
    // A later copy asked this one to come forward (the window raises itself).
    void anotherCopyStarted();

private:
    bool tryLock(int timeoutMs);
    void accept();
    void read(QLocalSocket* peer);
    void keepListening();

    QLockFile lock_;
    QString name_;
    QLocalServer server_;
    QTimer watch_; // listens again when the server was taken away
};

} // namespace cozen::app
