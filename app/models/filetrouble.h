#pragma once
// What the game does when a file it keeps (the autosave, the statistics, a game's record) cannot be
// read or written, the same for each: nothing is lost, and the player is told once, as data for
// the table's Words.notice (a Notice).

#include "tabledata.h"

#include <QString>

namespace cozen::app {

// A file that could not be read (`detail` says why; the log says it of `what`, "the saved game"):
// it is set aside next to it, under a new name, so that nothing writes over it.
struct Unreadable {
    QString keptAs; // where it went; empty when it could not be moved, and stays
    Notice notice;  // `kind` when set aside, `kind` + "Stays" when it stays
    bool setAside() const { return !keptAs.isEmpty(); }
};
Unreadable setAsideUnreadable(const char* what, const QString& path, const QString& detail,
                              const QString& kind);

// Writes that may fail, said once: the first failure gives a notice, later ones nothing until a
// write succeeds again.
class FailureOnce {
public:
    // How the write of `what` ("the game's record") to `path` went (`error` empty: it
    // succeeded). Returns the notice to give (`kind`), or an empty map when there is nothing new
    // to tell. Every failure is logged.
    Notice written(const char* what, const QString& kind, const QString& path,
                   const QString& error);
    bool failing() const { return failing_; }
    void reset() { failing_ = false; }

private:
    bool failing_ = false;
};

} // namespace cozen::app
