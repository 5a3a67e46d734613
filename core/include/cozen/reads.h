#pragma once
// What a seat reads of the other team's play from the resolutions it has seen (R11: what earlier
// resolutions revealed is known to every seat). The search's belief about face-down wagers leans
// toward pairs (two or more cards put on one side usually hold one); a side that was turned up
// with two or more wagered cards and no pair among them shows how often the other team bluffs, and
// the belief leans that much less.

#include "cozen/rules.h"

#include <vector>

namespace cozen {

struct RecordRound; // a game record's round (record.h, which includes this header through ai.h)

struct Reads {
    int revealed = 0; // the other team's sides turned up holding two or more of its wagered cards
    int bluffs = 0;   // those of them with no pair among the wagered cards

    // The share of bluffs, shrunk toward none by kReadsPrior sides that held a pair: two sides seen
    // are not yet a habit.
    double bluffRate() const;
    bool operator==(const Reads&) const = default;
};

inline constexpr int kReadsPrior = 4;

// Adds what the resolution `report` revealed of the team other than `team`.
void readResolution(Reads& reads, const RoundReport& report, int team);

// What `team` has read of the other team's bluffs from the rounds whose moves ended them.
Reads readsOf(const std::vector<RecordRound>& rounds, int team);

} // namespace cozen
