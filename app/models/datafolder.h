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
