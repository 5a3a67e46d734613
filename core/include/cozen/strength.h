#pragma once
// Strength (R8): the best arrangement of one side of a column into pairs and at most one
// straight, and the tie-break's high-card comparison (R7).
//
// Pairs are worth 3 and a straight 1 a card, so with c cards of a rank a side always scores
// floor(c/2) pairs there, unless its one straight takes a card of that rank: that costs a pair when
// c is even and nothing when c is odd. Strength therefore depends only on which ranks are present,
// which are odd, and how many cards there are; the best straight is looked up in a table indexed by
// the 3^13 present/odd patterns.

#include "cozen/card.h"

#include <array>
#include <cstdint>
#include <vector>

namespace cozen {

// The ranks of one side's cards, as the strength computation needs them.
struct RankTally {
    std::uint16_t present = 0; // bit r-1: at least one card of rank r
    std::uint16_t odd = 0;     // bit r-1: an odd number of cards of rank r
    std::uint16_t twoPlus = 0; // bit r-1: two or more cards of rank r
    int cards = 0;

    // Adds one card of each rank in `ranks` (bit r-1 stands for rank r).
    constexpr void add(std::uint16_t ranks) {
        twoPlus |= std::uint16_t(present & ranks);
        present |= ranks;
        odd ^= ranks;
        cards += std::popcount(ranks);
    }
    constexpr void addRank(int rank) {
        const auto bit = std::uint16_t(1u << (rank - 1));
        twoPlus |= std::uint16_t(present & bit);
        present |= bit;
        odd ^= bit;
        ++cards;
    }
    constexpr void addSet(CardMask cards_) {
        add(ranksOfSlot(cards_, 0));
        add(ranksOfSlot(cards_, 1));
    }
};

// The Strength of a side's best arrangement: a table lookup, each entry worked out on first use.
int strength(const RankTally& tally);

// The ranks that at least one best arrangement uses in a combination. A side's own stake counts for
// the tie-break when its rank is among them (R8).
std::uint16_t ranksInBestArrangements(const RankTally& tally);

// Count of cards of each rank, indexed by rank 1..13 (index 0 unused).
using RankCounts = std::array<std::uint8_t, kRanks + 1>;

// One best arrangement, spelled out for people.
struct Arrangement {
    int strength = 0;
    std::vector<int> pairs;    // the rank of each pair, low to high (four of a rank: two pairs)
    std::vector<int> straight; // the straight's ranks, low to high (an ace high comes last)
};

// A best arrangement. When a best arrangement uses a card of `preferredRank` (the side's own
// stake), the one returned does; otherwise it prefers no straight over a straight that adds
// nothing, then the longest straight, then the highest.
Arrangement bestArrangement(const RankCounts& counts, int preferredRank = 0);

RankTally tallyOf(const RankCounts& counts);

// The tie-break (R7) compares the counting cards from the highest down; a side that runs out first
// loses. HighCards packs the count of each high-card value into a nibble, highest value in the
// most significant one, so that comparing two keys as numbers compares the sorted lists.
struct HighCards {
    std::uint64_t key = 0;
    void addRank(int rank) { key += std::uint64_t{1} << (4 * (highCardValue(rank) - 2)); }
    void addSet(CardMask cards);
    auto operator<=>(const HighCards&) const = default;
    // How many counting cards of a high-card value (2 to 14) the side has.
    int count(int value) const { return int((key >> (4 * (value - 2))) & 0xF); }
};

// Where the tie-break decided (R7): the high-card values (2 to 14, an ace 14) of the two sides'
// cards at the first place their sorted lists differ, 0 for a side that has run out there ("a
// higher card beats nothing"); {0, 0} when the lists are entirely equal.
std::array<int, 2> tieBreakCards(const HighCards& a, const HighCards& b);

} // namespace cozen
