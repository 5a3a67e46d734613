#pragma once
// Reading a file of the player's disk, which may hold anything: a save, the statistics, a record
// may have been replaced by a folder, a link, a named pipe or a device. Only a regular file (a link
// is followed to what it points at) is opened, and opening never waits: a named pipe would block
// open() until something wrote to it, forever, with the game frozen at 0 % CPU.

#include <QByteArray>
#include <QString>

namespace cozen::app {

// At most `limit` + 1 bytes of the file at `path` (one more than a caller allows, so that it can
// tell a file too large), or empty with `why` set to the reason in words ("not a regular file (a
// named pipe)", the system's error). Resource paths (":/...") are read as they are.
QByteArray readRegularFile(const QString& path, qint64 limit, QString* why);

// What is at `path` when it is neither missing nor a regular file: "a folder", "a named pipe",
// "a device", "a socket" or "not a regular file"; empty otherwise. Links are followed.
QString notARegularFile(const QString& path);

// Whether the system refuses to let this process read the file at `path` (its mode, its owner): a
// file that may be whole, not a damaged one. Opening never waits.
bool readingForbidden(const QString& path);

} // namespace cozen::app
