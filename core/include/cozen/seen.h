#pragma once
// What a seat saw of the game beyond the position it stands at (R11): each move as it was
// played before its eyes, and a round's end as it was resolved. Like a View, each is decided here,
// from the state and the eyes that look at it, so that the table, the replay and the tutorial show
// only what the core says those eyes may see.

#include "cozen/move.h"
#include "cozen/rules.h"
#include "cozen/view.h"

#include <array>
#include <cstdint>
#include <vector>

namespace cozen {

// A move as it was played: by whom, in which round, and where (a stake opens the row's next
// column). Everything in it is the mover's; moveAsSeen says what others saw of it.
struct PlayedMove {
    Seat seat = 0;
    std::uint16_t round = 0;
    Move move;
    int column = 0; // the column it went to, from 0: for a stake, the one it opened

    bool isStake() const { return move.kind == MoveKind::Stake; }
    bool operator==(const PlayedMove&) const = default;
};

// `move` about to be played by the seat to move in `before`.
PlayedMove playedMove(const GameState& before, const Move& move);

// A move as some eyes know it now, in round `roundNow`: who played what kind of move where, with
// how many cards, and which cards they were only when those eyes see them (every card goes onto
// the table face down) and the cards still lie there: once a round is over they have gone back
// into decks and hands, and its moves are told without them.
struct MoveSeen {
    Seat seat = 0;
    std::uint16_t round = 0;
    MoveKind kind = MoveKind::Stake;
    int column = 0;
    int count = 0;
    bool cardsSeen = false;
    CardMask cards = 0; // when cardsSeen; else 0

    bool operator==(const MoveSeen&) const = default;
};

MoveSeen moveAsSeen(const PlayedMove& played, Eyes eyes, int roundNow);

// A column of a resolved round. Everything but `asPlayed` is public: at the round's end a column
// where both sides wagered is turned up (R7), and captured cards go to the jail face up.
struct ColumnSettled {
    ColumnView asPlayed; // as the eyes saw it when the round's last move was played
    ColumnView turned;   // after resolution: every card face up where revealed, else asPlayed
    bool revealed = false;
    int winner = kNobody;                       // a team, kTie or kNobody
    std::array<int, kTeams> strength{};         // by team, when revealed
    std::array<int, kTeams> tieBreak{};         // as in ColumnReport, when revealed
    std::array<CardMask, kMaxSeats> captured{}; // by the seat that owned each captured card
    bool stays = false; // its stake stays on the row for the next round (R9)

    bool operator==(const ColumnSettled&) const = default;
};

// A round's end as some eyes saw it: the row as it was resolved, column by column, and the table
// around it just before the last move (the jails, and the decks less the card a Stake & Draw
// draws), so that a reveal can show the captures land one column at a time.
struct RoundView {
    std::uint16_t round = 0;
    std::uint8_t seatCount = 2;
    std::vector<ColumnSettled> columns;
    std::array<CardMask, kMaxSeats> jailedBefore{};
    std::array<int, kMaxSeats> decksBefore{};
    std::array<int, kTeams> gained{}; // each team's VP captured this round
    std::array<int, kTeams> vp{};     // each team's jail after it
    bool stakesStay = false;          // no capture: the face-up stakes stay on the row (R9)
    bool gameOver = false;            // the round ended the game
    View after;                       // the resolved state, as the eyes see it

    bool operator==(const RoundView&) const = default;
};

// The round `lastMove` ends, played in `before` (which it must end), as `eyes` saw it.
RoundView roundView(const GameState& before, const Move& lastMove, Eyes eyes);
// The row of `state` as it would be resolved were the round over now (resolveRow), as `eyes`
// would see it: for lessons and tests. Nothing has been played: the jails and decks before are
// the state's, and `after` is its view.
RoundView roundView(const GameState& state, Eyes eyes);

} // namespace cozen
