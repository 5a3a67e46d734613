#pragma once
// The autosave: the game's Session (core/include/cozen/session.h) written as the position it stands
// at (docs/position-format.md) with the game's settings and its moves beside it, so that
// `cozen-cli` reads a save as a position. (The game's record is the other way of writing a Session
// down.) Written atomically (QSaveFile): a crash while saving leaves the previous save whole.
//
//   { ...the position...,
//     "game": { "seed": 42, "players": [ { "name": "Ann" }, { "computer": "hard" } ],
//               "hints": 0, "endedHere": true, "summaryPending": true },
//     "history": [ ["stake 7H", "wager 1 4S 4C", ...], ...one list per round ] }
//
// "daily" (left out when not) names the day whose daily deal the game is
// (core/include/cozen/daily.h); "dailyPractice": true says it was begun on another day and is not
// counted for it. "players" names who plays each seat, in turn order; the adaptive level with the
// strength it plays at in this game ({ "computer": "adaptive", "strength": 4 }). "endedHere" (a
// game over) says it ended at this table: its statistics and record are due, and are written once
// (by the game's id) however often it is resumed. "summaryPending" says the last round's reveal and
// summary have not been gone through: a resume shows them before the next round. Both are left out
// when false.
//
// "unrecorded" (left out when empty) holds the games that ended here before this one whose record
// or statistics were not yet known to be on disk when this one began (a full disk): each a whole
// save of its own (without "unrecorded"), so that the next start writes them. Written once each,
// by their ids, as "endedHere"; dropped from the save once both are written.

#include "cozen/ai.h"
#include "cozen/session.h"
#include "cozen/state.h"
#include "play/players.h"

#include <QString>

#include <string>
#include <vector>

namespace cozen::app {

struct SavedGame {
    Session session;
    int hints = 0;               // hints asked for in this game, by every person at the screen
    bool endedHere = false;      // over, and ended at this table (not before this Cozen kept it)
    bool summaryPending = false; // the last round's summary is still to be shown
    bool dailyPractice = false;  // a daily deal begun on another day than its own: never counted
    // Games that ended here before this one, their record or result not yet known to be on disk.
    std::vector<SavedGame> unrecorded{};
    static constexpr std::size_t kMaxUnrecorded = 8; // a full disk game after game: the last ones

    // A game standing at `position` with these moves (Session::fromSave; throws Error when there
    // is not one player per seat).
    static SavedGame at(const GameState& position, std::uint64_t seed,
                        const std::vector<Player>& players, MoveHistory history = {});
    const GameState& state() const { return session.state(); }
    std::vector<Player> players() const { return playersOf(session.players()); }
    MoveHistory history() const { return session.history(); }
};

// The save's text, and the save written to `path` (empty on success, otherwise why the file could
// not be written).
QByteArray saveText(const SavedGame& game);
QString writeSave(const QString& path, const SavedGame& game);
// Who may read a file written: the player alone (the game's own files: on Linux and macOS the
// file 0600 and each folder made for it 0700, a file that was 0644 made 0600 as it is written
// again; on Windows the per-user AppData is private already), or whoever the system lets (a copy
// exported where the player chose).
enum class FileAccess { OwnerOnly, Default };
// Writes `text` to `path` whole or not at all (QSaveFile; its folder made if need be): empty on
// success, otherwise why not. The save, the statistics and the game records are written so.
QString writeFileWhole(const QString& path, const QByteArray& text,
                       FileAccess access = FileAccess::OwnerOnly);
// Makes the folder at `path`, when it is one, the player's alone (0700; Linux and macOS): the
// records folder of a Cozen that made it readable to all.
void keepFolderPrivate(const QString& path);
// Throws cozen::Error naming the problem when the file is not a whole, valid save.
SavedGame readSave(const QString& path);
// Moves a save that could not be read out of the way, next to it; returns where it went.
QString setAside(const QString& path);
// Why the game may not keep its save at `path` (--save), in words; empty when it may: nothing is
// there yet (in a folder that exists and may be written in), or a save the game can resume. Any
// other thing is refused, never moved: a folder, a device, a named pipe, an empty file, another
// program's file, and a save the game cannot resume (the player named it: theirs to move).
QString whyNotASaveFile(const QString& path);

} // namespace cozen::app
