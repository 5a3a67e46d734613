#include "cozen/strength.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <memory>

namespace cozen {

namespace {

// A straight runs over positions 0..13: position p < 13 is rank p + 1 (the ace low at 0), position
// 13 is the ace high. No straight uses the ace at both ends, so none is longer than 13.
constexpr int kPositions = 14;
constexpr int rankAtPosition(int p) {
    return p == 13 ? kAce : p + 1;
}
constexpr int kNoRun = std::numeric_limits<int>::min() / 2;

// What a straight gains from one card of rank r: +1, or -2 when the card breaks up a pair.
constexpr int runGain(std::uint16_t odd, int rank) {
    return (odd >> (rank - 1)) & 1 ? 1 : -2;
}
constexpr bool hasRank(std::uint16_t ranks, int rank) {
    return (ranks >> (rank - 1)) & 1;
}

// The best gain of a straight (two or more cards) lying inside positions [first, last].
int bestRunIn(std::uint16_t present, std::uint16_t odd, int first, int last) {
    int best = kNoRun;
    int endingHere = kNoRun; // best run of one or more cards ending at the previous position
    for (int p = first; p <= last; ++p) {
        const int rank = rankAtPosition(p);
        if (!hasRank(present, rank)) {
            endingHere = kNoRun;
            continue;
        }
        const int gain = runGain(odd, rank);
        if (endingHere != kNoRun) best = std::max(best, endingHere + gain);
        endingHere = gain + std::max(0, endingHere == kNoRun ? 0 : endingHere);
    }
    return best;
}

int bestRunGain(std::uint16_t present, std::uint16_t odd) {
    return std::max(bestRunIn(present, odd, 0, 12), bestRunIn(present, odd, 1, 13));
}

// base3[m]: the number whose base-3 digits are the bits of the 13-bit mask m, split in two halves.
struct Base3 {
    std::array<std::uint32_t, 128> low{};
    std::array<std::uint32_t, 64> high{};
    Base3() {
        for (std::uint32_t m = 0; m < 128; ++m) {
            std::uint32_t value = 0, power = 1;
            for (int bit = 0; bit < 7; ++bit, power *= 3)
                if (m & (1u << bit)) value += power;
            low[m] = value;
            if (m < 64) high[m] = value * 2187; // 3^7
        }
    }
    std::uint32_t operator()(std::uint16_t mask) const { return low[mask & 127] + high[mask >> 7]; }
};

constexpr std::uint32_t kPatterns = 1594323; // 3^13

// The best straight's gain of every present/odd pattern, worked out the first time it is asked for
// (a process meets only a small share of the 3^13 patterns, and building them all up front took
// 0.13 s at every start). Entries are atomic bytes read and written relaxed, so searches on several
// threads may fill the same entry with the same value without a data race.
class RunTable {
public:
    RunTable()
        : gain_(new std::atomic<std::uint8_t>[kPatterns]) {
        for (std::uint32_t i = 0; i < kPatterns; ++i)
            gain_[i].store(kUnknown, std::memory_order_relaxed);
    }

    int gain(std::uint16_t present, std::uint16_t odd) const {
        std::atomic<std::uint8_t>& entry =
            gain_[base3_(odd) + 2 * base3_(std::uint16_t(present & ~odd))];
        std::uint8_t value = entry.load(std::memory_order_relaxed);
        if (value == kUnknown) {
            value = std::uint8_t(std::max(0, bestRunGain(present, odd)));
            entry.store(value, std::memory_order_relaxed);
        }
        return value;
    }

private:
    static constexpr std::uint8_t kUnknown = 0xFF;
    Base3 base3_;
    std::unique_ptr<std::atomic<std::uint8_t>[]> gain_;
};

const RunTable& runTable() {
    static const RunTable table;
    return table;
}

int pairCount(const RankTally& t) {
    return (t.cards - std::popcount(t.odd)) / 2;
}

// Every straight, as [first, last] positions, with its gain; calls f(first, last, gain).
template <typename F>
void forEachRun(std::uint16_t present, std::uint16_t odd, F&& f) {
    for (int first = 0; first < kPositions; ++first) {
        int gain = 0;
        for (int last = first; last < kPositions && last - first < kRanks; ++last) {
            const int rank = rankAtPosition(last);
            if (!hasRank(present, rank)) break;
            gain += runGain(odd, rank);
            if (last > first) f(first, last, gain);
        }
    }
}

std::uint16_t ranksOfRun(int first, int last) {
    std::uint16_t ranks = 0;
    for (int p = first; p <= last; ++p)
        ranks |= std::uint16_t(1u << (rankAtPosition(p) - 1));
    return ranks;
}

} // namespace

int strength(const RankTally& tally) {
    return 3 * pairCount(tally) + runTable().gain(tally.present, tally.odd);
}

std::uint16_t ranksInBestArrangements(const RankTally& tally) {
    const int best = bestRunGain(tally.present, tally.odd);
    std::uint16_t used = tally.twoPlus; // a rank with two cards is in a pair or in the straight
    if (best >= 0)
        forEachRun(tally.present, tally.odd, [&](int first, int last, int gain) {
            if (gain == best) used |= ranksOfRun(first, last);
        });
    return used;
}

RankTally tallyOf(const RankCounts& counts) {
    RankTally tally;
    for (int rank = 1; rank <= kRanks; ++rank)
        for (int n = 0; n < counts[std::size_t(rank)]; ++n)
            tally.addRank(rank);
    return tally;
}

Arrangement bestArrangement(const RankCounts& counts, int preferredRank) {
    const RankTally tally = tallyOf(counts);
    const int best = bestRunGain(tally.present, tally.odd);

    // Choose the straight to show, if any.
    int chosenFirst = -1, chosenLast = -1;
    auto better = [&](int first, int last) {
        if (chosenFirst < 0) return true;
        const bool usesPreferred = preferredRank && hasRank(ranksOfRun(first, last), preferredRank);
        const bool chosenUsesPreferred =
            preferredRank && hasRank(ranksOfRun(chosenFirst, chosenLast), preferredRank);
        if (usesPreferred != chosenUsesPreferred) return usesPreferred;
        if (last - first != chosenLast - chosenFirst)
            return last - first > chosenLast - chosenFirst;
        return last > chosenLast;
    };
    if (best >= 0)
        forEachRun(tally.present, tally.odd, [&](int first, int last, int gain) {
            if (gain == best && better(first, last)) {
                chosenFirst = first;
                chosenLast = last;
            }
        });
    // A straight that gains nothing is shown only when it brings in the preferred rank that no
    // pair already uses.
    if (chosenFirst >= 0 && best == 0) {
        const bool needed = preferredRank && !hasRank(tally.twoPlus, preferredRank) &&
                            hasRank(ranksOfRun(chosenFirst, chosenLast), preferredRank);
        if (!needed) chosenFirst = chosenLast = -1;
    }

    Arrangement arrangement;
    RankCounts left = counts;
    for (int p = chosenFirst; chosenFirst >= 0 && p <= chosenLast; ++p) {
        arrangement.straight.push_back(rankAtPosition(p));
        --left[std::size_t(rankAtPosition(p))];
    }
    for (int rank = 1; rank <= kRanks; ++rank)
        for (int n = 0; n < left[std::size_t(rank)] / 2; ++n)
            arrangement.pairs.push_back(rank);
    arrangement.strength = 3 * int(arrangement.pairs.size()) + int(arrangement.straight.size());
    return arrangement;
}

void HighCards::addSet(CardMask cards) {
    for (; cards; cards &= cards - 1)
        addRank(rankOfIndex(std::countr_zero(cards)));
}

std::array<int, 2> tieBreakCards(const HighCards& a, const HighCards& b) {
    // The next counting card of a side below `value`, or 0 when it has none.
    const auto nextBelow = [](const HighCards& side, int value) {
        for (int v = value - 1; v >= 2; --v)
            if (side.count(v) > 0) return v;
        return 0;
    };
    for (int value = 14; value >= 2; --value) {
        const int ca = a.count(value), cb = b.count(value);
        if (ca == cb) continue;
        // Both sides have min(ca, cb) cards of this value in the same places; the next place
        // holds this value on the side with more, and the other side's next card below it.
        return ca > cb ? std::array<int, 2>{value, nextBelow(b, value)}
                       : std::array<int, 2>{nextBelow(a, value), value};
    }
    return {0, 0};
}

} // namespace cozen
