#include "play/screen.h"

#include <algorithm>

namespace cozen::app {

Screen::Screen(const std::vector<Player>& players)
    : persons_(personCount(players)) {
    const auto person = std::find_if(players.begin(), players.end(),
                                     [](const Player& player) { return player.isHere(); });
    bottomSeat_ = person == players.end() ? 0 : int(person - players.begin());
    viewer_ = persons_ == 1 ? bottomSeat_ : -1;
}

bool Screen::turnOf(Seat seat, bool person) {
    handOverSeat_ = -1;
    if (!shared()) return false;
    if (!person) {
        setViewer(-1); // a computer moving between two people: nobody's screen
        return false;
    }
    if (viewer_ == int(seat)) return false; // the same person plays on
    setViewer(-1);
    handOverSeat_ = int(seat);
    return true;
}

void Screen::handedOver() {
    if (handOverSeat_ < 0) return;
    setViewer(handOverSeat_);
    handOverSeat_ = -1;
}

void Screen::showEverybody() {
    if (shared()) setViewer(-1);
}

void Screen::setViewer(int seat) {
    viewer_ = seat;
    if (seat >= 0) bottomSeat_ = seat;
}

} // namespace cozen::app
