#include "cozen/ai_evaluation.h"

#include "cozen/portable_math.h"

#include <algorithm>

namespace cozen {

double deckQuality(CardMask jailed) {
    const std::uint16_t first = ranksOfSlot(jailed, 0), second = ranksOfSlot(jailed, 1);
    const int bothGone = std::popcount(pairedRanks(jailed));
    const int oneGone = std::popcount(std::uint16_t(first ^ second));
    return (kRanks - bothGone - oneGone) * 1.0 + oneGone * 0.4;
}

double roundMarginVp(const GameState& end, const RoundStart& start,
                     const EvaluationWeights& weights) {
    // VP gained this round, and deck quality lost, each in VP: a broken pair is worth ~4 VP.
    const RoundStart now = roundStart(end);
    const double red =
        (now.vp[0] - start.vp[0]) + weights.vpPerQuality * (now.quality[0] - start.quality[0]);
    const double black =
        (now.vp[1] - start.vp[1]) + weights.vpPerQuality * (now.quality[1] - start.quality[1]);
    return red - black;
}

double shareOfRound(const GameState& end, double redMarginVp, const EvaluationWeights& weights) {
    if (end.phase == Phase::GameOver) return end.winner == 0 ? 1.0 : end.winner == 1 ? 0.0 : 0.5;
    // Nearer the target, the same VP matter more: scale by how close the leader is.
    const int leader = std::max(jailVpOf(end, 0), jailVpOf(end, 1));
    const double urgency = 1.0 + weights.urgency * (leader / double(end.target));
    return 1.0 / (1.0 + portable::exp(-redMarginVp * urgency / weights.scaleVp));
}

double evaluateRoundEnd(const GameState& end, const RoundStart& start) {
    return shareOfRound(end, roundMarginVp(end, start));
}

} // namespace cozen
