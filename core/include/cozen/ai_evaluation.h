#pragma once
// How good the end of a round is, for the search's simulations. It counts the Victory Points each
// team jailed during the round, and how much each team's deck lost: a deck is strong while it
// holds both cards of many ranks (pairs are the cheapest Strength), so losing the second card of
// a rank costs less than breaking up a full pair (the rulebook's strategy tips).

#include "cozen/state.h"

#include <array>

namespace cozen {

// Deck quality of one seat's set: each rank with both cards left counts 1, with one card 0.4.
double deckQuality(CardMask jailed);

struct RoundStart {
    std::array<int, kTeams> vp{};
    std::array<double, kTeams> quality{};
};

template <typename Position> // GameState or View
RoundStart roundStart(const Position& position) {
    RoundStart start;
    for (int t = 0; t < kTeams; ++t)
        start.vp[std::size_t(t)] = position.jailVp(t);
    for (Seat s = 0; s < position.seatCount; ++s)
        start.quality[std::size_t(teamOfSeat(s))] +=
            deckQuality(position.seats[std::size_t(s)].jailed);
    return start;
}

// The evaluation's weights, tuned by matches (docs/ai.md, "Tuning"): what a point of deck quality
// is worth in VP; the round's margin that makes a clear win of it (the logistic's scale); and how
// much more the same margin weighs as the leader nears the target (at the target, 1 + urgency
// times as much).
inline constexpr double kVpPerQuality = 6.0;
struct EvaluationWeights {
    double vpPerQuality = kVpPerQuality;
    double scaleVp = 12.0;
    double urgency = 1.0;
};

// Red's (team 0's) margin over Black in the round that ended in `end`, in VP: the VP each team
// jailed, less the deck quality each lost (weights.vpPerQuality VP a point of quality).
double roundMarginVp(const GameState& end, const RoundStart& start,
                     const EvaluationWeights& weights = {});

// Red's (team 0's) share of the outcome, from 0 (Black wins) to 1 (Red wins), for a state whose
// round is over.
double evaluateRoundEnd(const GameState& end, const RoundStart& start);
// The same from Red's margin in the round (roundMarginVp).
double shareOfRound(const GameState& end, double redMarginVp,
                    const EvaluationWeights& weights = {});

} // namespace cozen
