#pragma once
// Cards, the two decks and Victory Points (R1, R2).
//
// A card is a small number: the seat whose set it belongs to, times 26, plus its index in that set.
// In 1v1 the seats are Red (0) and Black (1); in 2v2 Red 1, Black 1, Red 2, Black 2 (0..3), so
// every card exists twice and the seat tells which partner's set it came from (R12).
// Within a set, index = suit slot * 13 + rank - 1, where slot 0 is hearts or spades (the slot of
// the marked king) and slot 1 is diamonds or clubs.

#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cozen {

using Card = std::uint8_t;      // seat * 26 + index in that seat's set
using CardMask = std::uint32_t; // a set of one seat's cards: bit i = index i of the set
using Seat = int;

inline constexpr int kSetSize = 26;
inline constexpr int kRanks = 13;
inline constexpr int kAce = 1;
inline constexpr int kKing = 13;
inline constexpr CardMask kFullSet = (CardMask{1} << kSetSize) - 1;
inline constexpr int kHandLimit = 5;

enum class Colour : std::uint8_t { Red = 0, Black = 1 };

constexpr Colour colourOfSeat(Seat seat) {
    return Colour(seat % 2);
}
constexpr int teamOfSeat(Seat seat) {
    return seat % 2;
} // team 0 is Red, team 1 is Black
// In 2v2 a seat's number within its colour (Red 1, Black 1, Red 2, Black 2: R12); 0 in 1v1, where
// each colour has one seat.
constexpr int numberInColour(Seat seat, int seatCount) {
    return seatCount == 4 ? seat / 2 + 1 : 0;
}

constexpr Card makeCard(Seat seat, int index) {
    return Card(seat * kSetSize + index);
}
constexpr Seat ownerOf(Card card) {
    return card / kSetSize;
}
constexpr int indexOf(Card card) {
    return card % kSetSize;
}
constexpr int rankOf(Card card) {
    return card % kRanks + 1;
} // 1 = ace ... 13 = king
constexpr int rankOfIndex(int index) {
    return index % kRanks + 1;
}
constexpr Colour colourOf(Card card) {
    return colourOfSeat(ownerOf(card));
}
constexpr int indexFor(int rank, int slot) {
    return slot * kRanks + rank - 1;
}
constexpr bool isMarkedKingIndex(int index) {
    return index == indexFor(kKing, 0);
}
// The marked king in a mask of one seat's set.
inline constexpr CardMask kMarkedKingMask = CardMask{1} << indexFor(kKing, 0);

// Victory Points (R2): A = 1, 2..10 face value, J/Q/K = 10, a marked king 70.
constexpr int victoryPointsOfIndex(int index) {
    if (isMarkedKingIndex(index)) return 70;
    const int rank = rankOfIndex(index);
    return rank > 10 ? 10 : rank;
}
constexpr int victoryPoints(Card card) {
    return victoryPointsOfIndex(indexOf(card));
}
int victoryPoints(CardMask cards);

// The tie-break's high-card value (R7): the ace is high, a marked king is a king.
constexpr int highCardValue(int rank) {
    return rank == kAce ? 14 : rank;
}

// The two 13-bit halves of a set mask: bit r-1 stands for rank r in that suit slot.
constexpr std::uint16_t ranksOfSlot(CardMask cards, int slot) {
    return std::uint16_t((cards >> (slot * kRanks)) & 0x1FFF);
}

constexpr int cardCount(CardMask cards) {
    return std::popcount(cards);
}

// The ranks of which a mask holds both cards (bit r-1 for rank r).
constexpr std::uint16_t pairedRanks(CardMask cards) {
    return ranksOfSlot(cards, 0) & ranksOfSlot(cards, 1);
}

// Both cards of a rank, as a mask.
constexpr CardMask bothOfRank(int rank) {
    return (CardMask{1} << indexFor(rank, 0)) | (CardMask{1} << indexFor(rank, 1));
}

// The n-th (from 0) index of a mask, lowest first.
constexpr int nthIndex(CardMask cards, int n) {
    for (; n > 0; --n)
        cards &= cards - 1;
    return std::countr_zero(cards);
}

// Iterate a mask's indices in the order cards are written: by rank, then by suit slot.
template <typename F>
void forEachInOrder(CardMask cards, F&& f) {
    for (int rank = 1; rank <= kRanks; ++rank)
        for (int slot = 0; slot < 2; ++slot)
            if (cards & (CardMask{1} << indexFor(rank, slot))) f(indexFor(rank, slot));
}

// Text (docs/position-format.md): rank then suit, e.g. "10D", "KH". Text names a card's face; which
// seat's copy it is comes from the context (always the colour's seat in 1v1).
struct CardFace {
    Colour colour;
    int index; // index within a set of that colour
    bool operator==(const CardFace&) const = default;
};
std::string cardText(Colour colour, int index);
inline std::string cardText(Card card) {
    return cardText(colourOf(card), indexOf(card));
}
std::optional<CardFace> parseCardFace(std::string_view text);
std::string_view colourName(Colour colour); // "red" or "black"

} // namespace cozen
