#include "cozen/state.h"

#include <algorithm>

namespace cozen {

CardMask SeatCards::deckMask() const {
    CardMask mask = 0;
    for (Card index : deckCards())
        mask |= CardMask{1} << index;
    return mask;
}

bool SeatCards::operator==(const SeatCards& other) const {
    return deckSize == other.deckSize && hand == other.hand && jailed == other.jailed &&
           std::equal(deck.begin(), deck.begin() + deckSize, other.deck.begin());
}

int GameState::jailVp(int team) const {
    return jailVpOf(*this, team);
}

CardMask GameState::onTable(Seat seat) const {
    CardMask mask = 0;
    for (const Column& column : row()) {
        mask |= column.wagers[std::size_t(seat)];
        if (column.owner() == seat) mask |= CardMask{1} << indexOf(column.stake);
    }
    return mask;
}

bool GameState::operator==(const GameState& other) const {
    return seatCount == other.seatCount && phase == other.phase && winner == other.winner &&
           toMove == other.toMove && starter == other.starter &&
           finalTurnsLeft == other.finalTurnsLeft && round == other.round &&
           target == other.target && seats == other.seats && columnCount == other.columnCount &&
           std::equal(columns.begin(), columns.begin() + columnCount, other.columns.begin());
}

GameState newGame(const GameOptions& options) {
    GameState state;
    state.seatCount = std::uint8_t(options.seats == 4 ? 4 : 2);
    state.target = std::uint16_t(options.target > 0 ? options.target : ruleTarget(state.seatCount));
    state.starter = std::uint8_t(options.firstStarter % state.seatCount);
    state.toMove = state.starter;
    for (Seat s = 0; s < state.seatCount; ++s) {
        SeatCards& seat = state.seats[std::size_t(s)];
        for (int index = 0; index < kSetSize; ++index)
            seat.deck[std::size_t(index)] = Card(index);
        seat.deckSize = kSetSize;
    }
    return state;
}

} // namespace cozen
