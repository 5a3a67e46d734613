// The greedy baseline (ai_internal.h): the level `greedy`, the search's judge of root moves
// (rootPrior) and of simulated moves (greedyRollouts).

#include "ai_internal.h"

#include "cozen/rules.h"
#include "cozen/strength.h"

#include <array>
#include <bit>
#include <limits>

namespace cozen {

namespace detail {

GreedyColumn greedyColumnOf(const View& view, int c) {
    const int team = teamOfSeat(view.viewer);
    const ColumnView& column = view.columns[std::size_t(c)];
    GreedyColumn seen;
    seen.ourStake = teamOfSeat(column.stakeOwner) == team;
    seen.stakeKnown = column.stakeKnown;
    seen.stakeVp = column.stakeKnown ? victoryPoints(column.stake) : 0;
    seen.ours = seenSideTally(view, c, team);
    for (Seat s = 0; s < view.seatCount; ++s) {
        if (teamOfSeat(s) == team)
            seen.atRisk += victoryPoints(column.wagers[std::size_t(s)]);
        else
            seen.hidden += column.hiddenWagers[std::size_t(s)];
    }
    if (seen.ourStake && seen.stakeKnown) seen.atRisk += seen.stakeVp;
    return seen;
}

double greedyStakeScore(CardMask hand, int index) {
    const bool breaksPair = (pairedRanks(hand) >> (rankOfIndex(index) - 1)) & 1;
    return 0.5 - 0.08 * victoryPointsOfIndex(index) - (breaksPair ? 1.5 : 0.0);
}

double greedyWagerScore(const GreedyColumn& column, CardMask cards) {
    RankTally after = column.ours;
    after.addSet(cards);
    const int strengthAfter = strength(after);
    const double theirs = column.hidden >= 2 ? 1.5 * column.hidden : 0.0; // a guess
    const double cost = 0.05 * victoryPoints(cards);
    if (column.ourStake && column.hidden == 0) return -1.0 - cost; // nothing to defend yet
    const double prize = 6.0 * column.hidden + (column.ourStake     ? 0.0
                                                : column.stakeKnown ? column.stakeVp
                                                                    : 6.0);
    if (strengthAfter > theirs || (column.hidden == 0 && !column.ourStake))
        return 0.5 * prize + (strengthAfter - strength(column.ours)) - cost;
    return -0.3 * (column.atRisk + victoryPoints(cards));
}

Move greedyAmong(const View& view, const std::vector<Move>& moves) {
    const CardMask hand = view.seats[view.viewer].hand;
    std::array<GreedyColumn, kMaxColumns> columns;
    for (int c = 0; c < view.columnCount; ++c)
        columns[std::size_t(c)] = greedyColumnOf(view, c);
    Move best{};
    double bestScore = -std::numeric_limits<double>::infinity();
    for (const Move& move : moves) {
        const double score = move.kind == MoveKind::Stake
                                 ? greedyStakeScore(hand, std::countr_zero(move.cards))
                                 : greedyWagerScore(columns[move.column], move.cards);
        if (score > bestScore) {
            bestScore = score;
            best = move;
        }
    }
    return best;
}

} // namespace detail

Move greedyMove(const View& view) {
    return detail::greedyAmong(view, detail::legalMovesOf(view));
}

} // namespace cozen
