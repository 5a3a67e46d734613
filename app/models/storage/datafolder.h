#pragma once
// Where the game keeps its data (the autosave, the statistics, the records of finished games):
// the platform's application data folder, `Cozen` under it. Versions before 0.x kept it one
// folder deeper (`Cozen/Cozen`, the organization's and the application's names both "Cozen"); the
// first start after them moves it up.

#include <QString>

namespace cozen::app {

// The folder the game's data lives in, as the application is named (main() names no
// organization: with one, the platform's folder doubles the name).
QString dataFolder();

// The folder earlier versions used: `dataFolder()/Cozen`.
QString oldDataFolder();

// Moves everything in `from` into `to` when `from` exists and `to` holds none of the game's data
// yet (no autosave, statistics or records): copied first, then the old removed, so that a failure
// loses nothing; it is logged, the copies made so far are taken back and the old folder stays as
// it was. True when something was moved.
bool migrateDataFolder(const QString& from, const QString& to);

} // namespace cozen::app

namespace cozen::app {

// Where QSettings("Cozen", "Cozen") keeps the settings as a file (Linux and the other Unix but
// macOS: `Cozen/Cozen.conf` in the configuration folder); empty where it is the registry or a
// property list.
QString settingsFile();

// QSettings opens its file on the GUI thread and would wait forever on a named pipe (or a link to
// one) put there: anything but a regular file at settingsFile() is set aside (renamed, nothing
// lost) before the first QSettings, and the settings start afresh. Returns where it went, or
// empty when nothing was in the way (or it could not be moved: then this session's settings are
// kept in a temporary folder, QSettings::setPath). Either is logged.
QString clearSettingsFileWay();

// Anything but a regular file at `path` (a named pipe that opening would wait on) renamed aside,
// and logged. Returns where it went, or empty.
QString clearFileWay(const QString& path);

// Makes `folder` (and the folders above it that are missing) and keeps it for the user alone: 0700
// on Unix, where a folder is made 0755 by default (on Windows, a user's application data is
// theirs already). Empty when done, otherwise why not.
QString makePrivateFolder(const QString& folder);

} // namespace cozen::app
