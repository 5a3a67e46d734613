#pragma once
// The autosave, written on a thread of its own so that the GUI thread never waits for the disk
// (a save after every move; on a slow disk the commit's sync alone can outlast a frame). Saves
// are written in the order they were asked for; each reports back on the thread that asked. The
// statistics and the game records are written the same way, by write().

#include "savefile.h"

#include <QObject>
#include <QThread>

#include <functional>

namespace cozen::app {

class Autosaver : public QObject {
    Q_OBJECT

public:
    explicit Autosaver(QObject* parent = nullptr);
    ~Autosaver() override; // writes what is still waiting first

    // Writes `game` to `path` (writeSave), after the saves asked for before it; finished() says
    // how it went.
    void save(const QString& path, const SavedGame& game);
    // Runs `write` (it writes a file, and returns why it could not, or nothing) on the writing
    // thread, after what was asked for before it; then `done` with its answer, on this object's
    // thread (not at all once this object is gone).
    void write(std::function<QString()> write, std::function<void(const QString& error)> done);
    // Returns once every save asked for so far is on disk (or has failed); their finished()
    // signals are delivered when the asking thread next handles its events.
    void flush();

signals:
    // One save is done: `error` is empty, or why the file could not be written.
    void finished(const QString& path, const QString& error);

private:
    QThread thread_;
    QObject* writer_; // lives on thread_
};

} // namespace cozen::app
