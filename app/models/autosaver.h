#pragma once
// The autosave, written on a thread of its own so that the GUI thread never waits for the disk
// (a save after every move; on a slow disk the commit's sync alone can outlast a frame). Saves
// are written in the order they were asked for; each reports back on the thread that asked.

#include "savefile.h"

#include <QObject>
#include <QThread>

namespace cozen::app {

class Autosaver : public QObject {
    Q_OBJECT

public:
    explicit Autosaver(QObject* parent = nullptr);
    ~Autosaver() override; // writes what is still waiting first

    // Writes `game` to `path` (writeSave), after the saves asked for before it.
    void save(const QString& path, const SavedGame& game);
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
