#pragma once
// A game as a value, from its first deal to where it stands: who plays each seat, the seed every
// round is dealt from (dealRng), each round as dealt with its moves, and the state they lead to.
// It plays a move, deals the next round when one ends, takes back the round's last move, and
// gives its record (record.h). The game window plays through one; its autosave and its record are
// two ways of writing it down (app/models/storage/savefile.h, recordToJson).
//
// A save made by hand may hold a position its moves do not lead to from the first deal. When they
// lead to what everybody sees of it (its public view), the session knows its rounds as the moves
// played them; when not, it starts at that position and knows no earlier round, keeping the
// save's moves as they were written (history()), the moves played since added to them. Either way
// it has no record (whole() is false), plays on from the position, and takes back no move played
// before it. Which of the two depends on nothing a seat may not see.

#include "cozen/date.h"
#include "cozen/move.h"
#include "cozen/record.h"
#include "cozen/rng.h"
#include "cozen/seen.h"
#include "cozen/state.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cozen {

// The generator round `round` of a game dealt from `seed` is shuffled with: the seed and the
// round's number alone, so that a game is its seed and its moves.
Rng dealRng(std::uint64_t seed, int round);
// Whether `start` is the round after `before` (a state in Phase::RoundOver, or a new game) as
// `seed` deals it: every card in its place, the same seat to move and the same final turns.
bool dealtFromSeed(const GameState& before, std::uint64_t seed, const GameState& start);

// The moves of a game as a save writes them: one list of move texts per round, the first round
// first ("stake 7H", "wager 1 4S 4C", as moveText writes them).
using MoveHistory = std::vector<std::vector<std::string>>;

class Session {
public:
    // No game: no players, nothing dealt.
    Session() = default;
    // A new game with one player per seat, round 1 dealt from `seed`.
    Session(const GameOptions& options, std::uint64_t seed, std::vector<RecordPlayer> players);

    // A game as a save holds it: the position it stands at and its moves. When the moves lead from
    // the first deal to exactly that position, the session holds the whole game; else see above.
    // Throws Error when there is not one player per seat.
    static Session fromSave(const GameState& position, std::uint64_t seed,
                            std::vector<RecordPlayer> players, MoveHistory history);

    const GameState& state() const { return state_; }
    std::uint64_t seed() const { return seed_; }
    const std::vector<RecordPlayer>& players() const { return players_; }
    // The day whose daily deal this game is (daily.h), or none; its record names it.
    const std::optional<Date>& daily() const { return daily_; }
    void setDaily(std::optional<Date> day) { daily_ = day; }
    // Every round since the first deal is known: the session has a record.
    bool whole() const { return whole_; }
    // The rounds known, each as dealt (or, for the first of a session that is not whole, as it
    // stood when the session began) with the moves played in it; the round in progress last.
    const std::vector<RecordRound>& rounds() const { return rounds_; }
    // The moves of rounds()[round] as they were played, in order.
    std::vector<PlayedMove> movesOf(std::size_t round) const;

    // What play() did.
    struct Played {
        GameState before;  // the state the move was played in
        PlayedMove played; // the move as its mover played it
        bool roundEnded = false;
        bool gameEnded = false; // by this move, or by a next round that could deal no card (R10)
    };
    // Plays a legal move for the seat to move (throws Error naming why it is not). A move that
    // ends the round deals the next one, unless it ended the game.
    Played play(const Move& move);

    // The round in progress has a move that may be taken back: one played in it since the session
    // began (not the deal, nor a move a save held).
    bool canTakeBack() const;
    // Takes back the last move of the round in progress, and returns it; the state is the one it
    // was played in. Throws Error when there is none (canTakeBack()).
    Move takeBack();

    // The round settled last, when its end is known: the state before its last move, and that
    // move.
    struct RoundEnd {
        GameState before;
        Move move;
    };
    std::optional<RoundEnd> lastRoundEnd() const;

    // The moves as a save writes them (see MoveHistory): the session's own, after what a save
    // that was not whole held.
    MoveHistory history() const;
    // The record of the game (record.h), finished or not. Throws Error when it is not whole.
    GameRecord record() const;

private:
    GameState state_;
    std::uint64_t seed_ = 0;
    std::vector<RecordPlayer> players_;
    std::optional<Date> daily_;
    std::vector<RecordRound> rounds_;
    bool whole_ = true;
    MoveHistory carried_; // a save's moves, kept as written when they did not lead to its position
    // Where the session began playing: a round (an index into rounds_), the moves it held then,
    // and the state it stood in. A take-back replays from here.
    struct Anchor {
        std::size_t round = 0;
        std::size_t moves = 0;
        GameState state;
    };
    Anchor anchor_;
};

} // namespace cozen
