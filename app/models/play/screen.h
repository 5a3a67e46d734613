#pragma once
// Whose eyes the screen is. With one person at it, theirs throughout. With two or more (hot-seat;
// 2v2 with people on both sides) it is nobody's between turns: a person sees their cards only
// after the screen has been handed to them, and everything public (the reveal, the summary, a
// computer's move between two people) is shown to nobody in particular. The seat shown along the
// bottom of the table is the viewer, or the last one. A value: Game asks it, and it calls nobody.

#include "cozen/view.h"

#include "play/players.h"

#include <vector>

namespace cozen::app {

class Screen {
public:
    Screen() = default;
    // A game's start: the first person's seat along the bottom, theirs when they are alone.
    explicit Screen(const std::vector<Player>& players);

    int viewer() const { return viewer_; } // -1: nobody's
    int bottomSeat() const { return bottomSeat_; }
    // (Where the other seats sit from it is the presenter's Seating, as in the replay.)
    int handOverSeat() const { return handOverSeat_; } // -1 unless being handed over
    Eyes eyes() const { return viewer_ >= 0 ? Eyes::of(Seat(viewer_)) : Eyes::nobody(); }
    // More than one person shares it.
    bool shared() const { return persons_ > 1; }

    // `seat` is to move, played by a person or not: true when the screen must first be handed to
    // it (handOverSeat() says to whom), false when the turn can be shown as it is. (So too for the
    // person whose wager was taken back: whoever pressed "take back" may be the next person.)
    bool turnOf(Seat seat, bool person);
    // The person it was being handed to has taken it.
    void handedOver();
    // What everybody may see is shown: nobody's, when shared.
    void showEverybody();

private:
    void setViewer(int seat);

    int persons_ = 0;
    int viewer_ = -1;
    int bottomSeat_ = 0;
    int handOverSeat_ = -1;
};

} // namespace cozen::app
