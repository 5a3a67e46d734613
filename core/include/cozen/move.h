#pragma once
// A turn's action (R5) and its text form (docs/position-format.md): "stake 7H", "wager 3 4S 4C"
// (columns from 1).

#include "cozen/card.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace cozen {

struct GameState;

enum class MoveKind : std::uint8_t { Stake, Wager };

struct Move {
    MoveKind kind = MoveKind::Stake;
    std::uint8_t column = 0; // wagers: the column, from 0
    CardMask cards = 0;      // the mover's cards: one for a stake, one or more for a wager

    static Move stake(int index) { return {MoveKind::Stake, 0, CardMask{1} << index}; }
    static Move wager(int column, CardMask cards) {
        return {MoveKind::Wager, std::uint8_t(column), cards};
    }
    bool operator==(const Move&) const = default;
};

// The move as text, for a mover of `colour`. Cards are written by rank, then suit.
std::string moveText(const Move& move, Colour colour);

// Reads one move for the seat to move in `state`. Throws Error naming the problem when the text is
// not a move or names a card the mover does not own; it does not check that the move is legal now.
Move parseMove(std::string_view text, const GameState& state);

} // namespace cozen
