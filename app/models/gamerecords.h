#pragma once
// The game window's records (core/include/cozen/record.h): every game played to its end at the
// table is kept in a `records` folder beside the autosave. A record is rebuilt from the save's seed
// and history, since the window deals each round from the seed and the round's number alone
// (dealRng): the save need not hold every round's start.

#include "cozen/record.h"
#include "cozen/rng.h"

#include "savefile.h"

#include <QString>

#include <optional>

namespace cozen::app {

// The generator the window deals round `round` of a game with.
Rng dealRng(std::uint64_t seed, int round);

// The record of a saved game, every round from the first. Throws cozen::Error when the save's
// history does not lead from a first deal to its position (a save that does not hold the whole
// game, or one changed by hand): such a game has no record.
GameRecord recordOfGame(const SavedGame& game);
// The round in progress as the save's history plays it from the first deal: as dealt, and its
// moves. Only what the position shows everyone is read from it (its round, starter and target),
// so what a screen learns of the moves never depends on cards it may not see. Throws cozen::Error
// when the history is not a game.
RecordRound lastRoundPlayed(const SavedGame& game);
// Every round the save's history plays, the one in progress last (the same reading as above).
std::vector<RecordRound> roundsPlayed(const SavedGame& game);

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
