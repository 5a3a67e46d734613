#pragma once
// The autosave: the position (SPEC §2) with the game's settings and its move history beside it,
// so that `cozen-cli` reads a save as a position. Written atomically (QSaveFile): a crash while
// saving leaves the previous save whole.
//
//   { ...the position..., "game": { "level": "hard", "seed": 42, "you": "red" },
//     "history": [ ["stake 7H", "wager 1 4S 4C", ...], ...one list per round ] }

#include "cozen/ai.h"
#include "cozen/state.h"

#include <QString>

#include <string>
#include <vector>

namespace cozen::app {

struct SavedGame {
    GameState state;
    Level level = Level::Medium;
    std::uint64_t seed = 0;
    Seat you = 0; // the seat of the person at the screen
    std::vector<std::vector<std::string>> history;
};

// Empty on success, otherwise why the file could not be written.
QString writeSave(const QString& path, const SavedGame& game);
// Throws cozen::Error naming the problem when the file is not a whole, valid save.
SavedGame readSave(const QString& path);
// Moves a save that could not be read out of the way, next to it; returns where it went.
QString setAside(const QString& path);

} // namespace cozen::app
