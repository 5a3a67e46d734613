#pragma once
// The one writer of every file the game keeps: the autosave, the statistics and the games'
// records. Files are written whole (writeFileWhole) on a thread of its own, in the order they were
// asked for, so that the GUI thread never waits for the disk (a save after every move; on a slow
// disk the commit's sync alone can outlast a frame). What the game does when a file cannot be
// read or written is the same for each, and done here:
//   - a file that could not be read is set aside next to it, so that nothing writes over it;
//   - a write that fails is kept (the last one asked for each file) and tried again: after the
//     next write that succeeds (the disk has room again), every few seconds while any is kept
//     (space freed with no further write to bring it back), and once more at exit, when the
//     writer goes, whether or not its asker is still there;
//   - a failure is said once, as a Notice for the table's Words.notice, to whoever asked for the
//     write, until a write of that kind succeeds again; a file's failure is logged once, until it
//     is written again.
// GameStore and Statistics share one (Writer::shared()): one thread, one queue, so that a save and
// the statistics never race for the disk.

#include "table/tabledata.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QThread>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace cozen::app {

// A file that could not be read (`detail` says why; the log says it of `what`, "the saved game"):
// it is set aside next to it, under a new name, so that nothing writes over it.
struct Unreadable {
    QString keptAs; // where it went; empty when it could not be moved, and stays
    Notice notice;  // one of its UnreadableKinds
    bool setAside() const { return !keptAs.isEmpty(); }
};

// The notices of a file that could not be read, one for each way it went: damaged, or not to be
// read by the game (which may be whole); set aside, or staying where it is.
struct UnreadableKinds {
    NoticeKind::Value setAside;
    NoticeKind::Value stays;
    NoticeKind::Value forbidden;
    NoticeKind::Value forbiddenStays;
};
inline constexpr UnreadableKinds kUnreadableSave{
    NoticeKind::UnreadableSave, NoticeKind::UnreadableSaveStays,
    NoticeKind::UnreadableSaveForbidden, NoticeKind::UnreadableSaveForbiddenStays};
inline constexpr UnreadableKinds kUnreadableStatistics{
    NoticeKind::UnreadableStatistics, NoticeKind::UnreadableStatisticsStays,
    NoticeKind::UnreadableStatisticsForbidden, NoticeKind::UnreadableStatisticsForbiddenStays};

// A file to write: its path, what it is for the log ("the game's record"), the notice's kind when
// it fails (RecordNotSaved), and its bytes, made on the writing thread (a save is serialized
// there too).
struct FileWrite {
    QString path;
    const char* what = "a file";
    NoticeKind::Value kind = NoticeKind::None;
    std::function<QByteArray()> contents;
};

class Writer : public QObject, public std::enable_shared_from_this<Writer> {
    Q_OBJECT

public:
    // The writer shared by every file kept in this process: made when first asked for, gone with
    // the last of its users (who keep the pointer).
    static std::shared_ptr<Writer> shared();

    explicit Writer(QObject* parent = nullptr);
    // Writes what is still waiting first, then tries what is kept once more (a disk still full
    // fails at once: nothing waits for room).
    ~Writer() override;

    // The outcome of a write, on the asking thread: `error` empty when written; `notice` the
    // failure to tell (empty when there is nothing new to tell: written, or said already).
    using Done = std::function<void(const QString& error, const Notice& notice)>;
    // Writes `file` after what was asked for before it; `done` is called with the outcome, and
    // again with that of each try when it failed and is written later, unless `asker` is gone.
    // A failure is said once per kind and asker. A later write of the same file replaces one
    // kept to be tried again.
    void write(FileWrite file, QObject* asker, Done done);
    // Returns once every write asked for so far is on disk (or has failed); their outcomes are
    // delivered when the asking thread next handles its events.
    void flush();
    // The file at `path` could not be read: once the writes asked for are done (nothing is set
    // aside under a writer), it is set aside.
    Unreadable setAsideUnreadable(const char* what, const QString& path, const QString& detail,
                                  const UnreadableKinds& kinds);
    // Writes kept to be tried again, counting those being tried again right now (tests).
    int waiting() const;
    // How often kept writes are tried again by themselves (tests; kRetryMs otherwise).
    void setRetryInterval(int ms) { retry_.setInterval(ms); }
    static constexpr int kRetryMs = 5000;

private:
    struct Job {
        FileWrite file;
        QPointer<QObject> asker;
        Done done;
        quint64 number = 0; // the write of its file, counted: a later one replaces it
        bool again = false; // a kept write being tried again
    };
    void start(Job job);
    void tryKeptAgain(); // every kept write, now
    void finished(quint64 id, const QString& error, std::function<QByteArray()> contents);

    QThread thread_;
    QObject* worker_; // lives on thread_
    // Only a write's path and bytes cross to the writing thread; the rest stays here.
    quint64 lastId_ = 0;
    std::map<quint64, Job> writing_;
    QHash<QString, quint64> latest_; // each file's last write asked for
    std::vector<Job> kept_;          // failed, to be tried again
    QTimer retry_;                   // runs while writes are kept
    bool closing_ = false;           // the writer is going: no asker hears an outcome
    // The kinds each asker has been told of failing, until a write of that kind succeeds.
    QHash<QObject*, QList<NoticeKind::Value>> failing_;
    QSet<QString> logged_; // the files whose failure is logged, until one is written again
};

} // namespace cozen::app
