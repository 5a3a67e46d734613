#pragma once
// The game window's records (core/include/cozen/record.h): every game played to its end at the
// table is kept in a `records` folder beside the autosave, written from the game's Session
// (Session::record()).

#include "storage/savefile.h"

#include <QString>

namespace cozen::app {

// What tells one finished game from another for its statistics and its record, so that each is
// written once however often its save is resumed: 16 hex digits from its seed and its moves (two
// games dealt from one seed differ in their moves; the same moves are the same game).
QString gameId(const SavedGame& game);

// The folder the records of the game saved at `savePath` go to: `records` beside it.
QString recordsFolder(const QString& savePath);

// A new file name in `folder` for a record kept at `when`: "2026-11-23_21-55-03.json", then
// "…-2.json" if that is taken.
QString newRecordPath(const QString& folder, const QString& stem);

} // namespace cozen::app
