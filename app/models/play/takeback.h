#pragma once
// When a person's wager may be taken back (README, "Taking back a wager"). A wager may be, until
// the next seat has moved or, between two people, until the next one has taken the screen; a
// Stake & Draw may not (a new card was seen), nor a move that ended the round (the row was
// revealed). A value that Game tells what happened; the game's Session takes the move back
// (Session::takeBack). It holds no time: a wager stands when the next seat moves, not after a
// while. The moment a person has to take it back against the computer is the computer's answer
// held back (Game.undoGraceMs), timed by Game's clock (clock.h).

#include "cozen/move.h"

#include <optional>

namespace cozen::app {

class TakeBack {
public:
    // `mover` played `move` (a person's, or not); `roundEnded` when it ended the round.
    void played(Seat mover, const Move& move, bool person, bool roundEnded) {
        wager_.reset();
        if (person && move.kind == MoveKind::Wager && !roundEnded)
            wager_ = Wager{mover, move.cards};
    }
    // The next person has the screen (or the game began again): the wager before stands.
    void stands() { wager_.reset(); }
    // The seat whose wager may be taken back, or -1; and its cards.
    int seat() const { return wager_ ? int(wager_->seat) : -1; }
    CardMask cards() const { return wager_ ? wager_->cards : 0; }
    bool possible() const { return wager_.has_value(); }

private:
    struct Wager {
        Seat seat = 0;
        CardMask cards = 0;
    };
    std::optional<Wager> wager_;
};

} // namespace cozen::app
