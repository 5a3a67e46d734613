#pragma once
// What the AI's files share and the public API (cozen/ai.h) does not show: the search
// (ai_search.cpp) plays its simulations with the quick policy (ai_rollout.cpp), weighs moves with
// the greedy baseline's judgement of a column (ai_greedy.cpp) and samples its states from the
// dealer of the beliefs (ai_beliefs.cpp).

#include "cozen/ai.h"
#include "cozen/move.h"
#include "cozen/rng.h"
#include "cozen/state.h"
#include "cozen/strength.h"
#include "cozen/view.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace cozen::detail {

// ---- Shared by all (ai.cpp) -------------------------------------------------------------------

// The viewer's legal moves (legalMoves' order); none when the viewer is not to move.
std::vector<Move> legalMovesOf(const View& view);

// An index drawn in proportion to `weights`, which sum to `total`; weights.size() when rounding
// walks past the last.
std::size_t drawWeighted(std::span<const double> weights, double total, Rng& rng);

// ---- The quick policy of the simulations, and the cards it picks (ai_rollout.cpp) ------------

// A card of `cards` (not empty), chosen uniformly.
int randomIndex(CardMask cards, Rng& rng);

// Both cards of a rank the hand holds twice, chosen uniformly (`pairs`: pairedRanks of the hand).
CardMask randomPair(std::uint16_t pairs, Rng& rng);

// A stake of a card that pairs with nothing in the hand, if there is one.
Move looseStake(CardMask hand, Rng& rng);

// The `count` cards of `hand` that make the strongest side in `column` for the mover's team, the
// cheapest (in VP) among equals, so a marked king only when nothing else does as well.
CardMask strongestCards(const GameState& state, int column, CardMask hand, int count);

// The quick policy's move for the seat to move in `state`, from that seat's hand and the row's
// shape alone, never the hidden cards of the deal.
Move rolloutMove(const GameState& state, Rng& rng);

// ---- The greedy baseline (ai_greedy.cpp) ------------------------------------------------------
// A one-ply heuristic. It reads of a column only what the mover's team sees: its own cards, the
// stake when it is face up or theirs, and how many cards the other side holds there.

struct GreedyColumn {
    bool ourStake = false;
    bool stakeKnown = false;
    int stakeVp = 0;
    RankTally ours; // our team's cards there, the stake with them when it is ours
    int atRisk = 0; // their VP
    int hidden = 0; // the other side's cards there
};

GreedyColumn greedyColumnOf(const View& view, int c);
double greedyStakeScore(CardMask hand, int index);
double greedyWagerScore(const GreedyColumn& column, CardMask cards);

// The greedy move among `moves` (the viewer's legal moves, legalMoves' order), the first of
// equals.
Move greedyAmong(const View& view, const std::vector<Move>& moves);

// ---- The beliefs (ai_beliefs.cpp) -------------------------------------------------------------

// The states the search deals, consistent with a view: determinize, the lean toward pairs (as
// strong as the other team's bluffs allow, Reads) and, with beliefDeals > 1, one of several deals
// kept by how strong the other sides' hidden wagers are in it. The search and beliefOf deal
// through it, so the belief shown after a round is the one the search sampled from.
class Dealer {
public:
    Dealer(const View& view, const SearchSettings& settings, const Reads& reads)
        : view_(view)
        , settings_(settings)
        , bluffRate_(settings.readBluffs ? reads.bluffRate() : 0.0) {}

    // A state the view could have come from, by the belief (SearchSettings).
    GameState deal(Rng& rng);

private:
    int hiddenStrength(const GameState& state) const;

    const View& view_;
    SearchSettings settings_;
    double bluffRate_; // the other team's, read (Reads)
    std::array<GameState, 16> candidates_{};
};

} // namespace cozen::detail
