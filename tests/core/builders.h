#pragma once
// Test helpers: tables laid out by hand, in the words of the rulebook.

#include "cozen/error.h"
#include "cozen/rules.h"
#include "cozen/state.h"

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

namespace cozen::test {

// A 1v1 card by its text: red cards belong to Red (seat 0), black cards to Black (seat 1).
inline Card card(const std::string& text) {
    const auto face = parseCardFace(text);
    if (!face) throw std::invalid_argument("test uses an unknown card " + text);
    return makeCard(Seat(face->colour), face->index);
}

inline CardMask cards(std::initializer_list<const char*> texts) {
    CardMask mask = 0;
    for (const char* text : texts)
        mask |= CardMask{1} << indexOf(card(text));
    return mask;
}

struct ColumnSpec {
    const char* stake;
    bool faceUp;
    std::initializer_list<const char*> red;
    std::initializer_list<const char*> black;
};

// A 1v1 round in play with the given row and hands; every other card is in its owner's deck
// (in set order, top card last).
inline GameState table(std::initializer_list<ColumnSpec> columns,
                       std::initializer_list<const char*> redHand = {"QD"},
                       std::initializer_list<const char*> blackHand = {"QC"}) {
    GameState state = newGame({});
    state.round = 1;
    state.phase = Phase::Playing;
    for (const ColumnSpec& spec : columns)
        state.columns[state.columnCount++] =
            Column{card(spec.stake), spec.faceUp, {cards(spec.red), cards(spec.black)}};
    state.seats[0].hand = cards(redHand);
    state.seats[1].hand = cards(blackHand);
    for (Seat s = 0; s < 2; ++s) {
        SeatCards& seat = state.seats[std::size_t(s)];
        int placed = std::popcount(seat.hand);
        for (const Column& column : state.row())
            placed += std::popcount(column.wagers[std::size_t(s)]) + (column.owner() == s);
        if (placed != std::popcount(seat.hand | state.onTable(s)))
            throw std::invalid_argument("test table places a card twice");
        const CardMask elsewhere = seat.hand | seat.jailed | state.onTable(s);
        seat.deckSize = 0;
        for (int index = 0; index < kSetSize; ++index)
            if (!(elsewhere & (CardMask{1} << index))) seat.deck[seat.deckSize++] = Card(index);
    }
    return state;
}

} // namespace cozen::test
