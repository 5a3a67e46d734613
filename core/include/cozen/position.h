#pragma once
// The position format (docs/position-format.md): a game state as UTF-8 JSON, for save files,
// analysis and tests. Loading validates in full and throws Error with a message that names the
// field and the card. Saving writes cards of hands, jails and wagers by rank then suit (their order
// carries no meaning), decks top card first; load(save(s)) == s for every state that is not between
// rounds.
//
// 1v1 (as in docs/position-format.md):
//   { "cozen": 1, "target": 70, "round": 3, "starter": "black", "toMove": "red",
//     "finalTurn": false,
//     "red":   { "deck": [...], "hand": [...], "jail": [captured black cards] },
//     "black": { ... },
//     "stakes": [ { "card": "QH", "faceUp": true, "red": [...], "black": [...] } ] }
//
// 2v2: "mode": "2v2"; the seats red1, black1, red2, black2 in turn order, each with "deck" and
// "hand"; "finalTurns": the final turns left in the round (3, 2 or 1, counting the current one;
// 0 while the round goes on); the team jails listed by the seat each captured card belongs to,
//   "jails": { "red": { "black1": [...], "black2": [...] }, "black": { "red1": [...], "red2": [...]
//   } }
// and each column with "seat" (who staked it) and the wagers by seat:
//   { "card": "QH", "seat": "red1", "faceUp": true, "red1": [], "black1": [], "red2": [], "black2":
//   [] }
//
// A finished game adds "phase": "gameOver" and "winner": "red", "black" or "draw".
// Other top-level keys are ignored, so that a save file can wrap a position with its history
// (parseDocument bounds how many there can be).

#include "cozen/state.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace cozen {

GameState positionFromJson(const nlohmann::ordered_json& json);
// The text as parseDocument (document.h) reads it, then the position; malformed or hostile text is
// an Error too.
GameState parsePosition(std::string_view text);

// Throws std::logic_error for a state between rounds (deal the next round first).
nlohmann::ordered_json positionToJson(const GameState& state);
std::string formatPosition(const GameState& state);

// "red"/"black" in 1v1, "red1", "black1", "red2", "black2" in 2v2.
std::string seatName(const GameState& state, Seat seat);
std::string_view teamName(int team);

} // namespace cozen
