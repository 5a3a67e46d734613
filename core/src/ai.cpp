#include "cozen/ai.h"

#include "ai_internal.h"

#include "cozen/rules.h"

#include <algorithm>
#include <array>
#include <span>
#include <vector>

namespace cozen {

std::string_view levelName(Level level) {
    constexpr std::array<std::string_view, 7> names = {"random", "greedy", "easy",    "medium",
                                                       "hard",   "expert", "adaptive"};
    return names[std::size_t(level)];
}

std::optional<Level> parseLevel(std::string_view name) {
    for (Level level : kLevels)
        if (levelName(level) == name) return level;
    return std::nullopt;
}

SearchSettings settingsFor(Level level) {
    SearchSettings settings;
    // Every searching level expects the other side to wager its best cards (strongReplies);
    // the learning levels slip as people do (humanSlips, overcommit). docs/ai.md, "Levels".
    settings.strongReplies = 100;
    switch (level) {
    case Level::Easy:
        settings.iterations = 300;
        settings.temperature = 1.0;
        settings.humanSlips = true;
        settings.overcommit = 30;
        settings.paced = true;
        break;
    case Level::Medium:
        settings.iterations = 2000;
        settings.temperature = 0.6;
        settings.humanSlips = true;
        settings.overcommit = 15;
        settings.paced = true;
        break;
    case Level::Hard:
        settings.iterations = 5000;
        settings.temperature = 0.1;
        settings.pileMarginShare = kPileMarginShare;
        settings.guidedExpansion = kGuidedExpansion;
        break;
    case Level::Adaptive:
        return adaptiveSettings(kAdaptiveStart);
    default:
        settings.iterations = 110000;
        settings.work = 14600000; // 110,000 iterations up to 132 moves at the root
        settings.temperature = 0;
        settings.pileMarginShare = kPileMarginShare;
        settings.guidedExpansion = kGuidedExpansion;
        break;
    }
    return settings;
}

SearchSettings adaptiveSettings(int strength) {
    // Every strength keeps a person's pace (docs/ai.md, "Pace"): the level is for people, and
    // piles end a round before anything happens. Up the table the budget grows and the
    // temperature and the slips fall; 2 is easy, 3 medium, 5 hard's budget, 6 more than hard.
    // The temperature stays above 0 so that Stake & Draw keeps its weight among the good moves.
    struct Row {
        int iterations;
        double temperature;
        bool slips;
        int overcommit;
    };
    static constexpr std::array<Row, kAdaptiveStrengths> rows{{
        {100, 1.0, true, 40},    // 1: a beginner's
        {300, 1.0, true, 30},    // 2: easy's
        {2000, 0.6, true, 15},   // 3: medium's
        {2500, 0.45, true, 10},  // 4: between medium and hard
        {5000, 0.25, true, 0},   // 5: hard's budget, still keeping its marked king back
        {12000, 0.12, false, 0}, // 6: more than hard's, no slip
    }};
    const Row& row = rows[std::size_t(std::clamp(strength, 1, kAdaptiveStrengths) - 1)];
    SearchSettings settings = settingsFor(Level::Easy);
    settings.iterations = row.iterations;
    settings.temperature = row.temperature;
    settings.humanSlips = row.slips;
    settings.overcommit = row.overcommit;
    settings.paced = true;
    return settings;
}

SearchSettings settingsFor(Level level, int strength) {
    return level == Level::Adaptive && strength > 0 ? adaptiveSettings(strength)
                                                    : settingsFor(level);
}

int nextStrength(int strength, std::span<const AdaptiveGame> recent) {
    strength = std::clamp(strength, 1, kAdaptiveStrengths);
    if (recent.empty()) return strength;
    const AdaptiveGame& last = recent.back();
    if (last.outcome == 0) return strength; // a draw is an even game: just what it aims at
    // One result may be luck; a decisive one, or the same twice running, is not.
    const bool again = recent.size() >= 2 && recent[recent.size() - 2].outcome == last.outcome;
    if (!last.decisive && !again) return strength;
    return std::clamp(strength + (last.outcome > 0 ? 1 : -1), 1, kAdaptiveStrengths);
}

namespace detail {

std::vector<Move> legalMovesOf(const View& view) {
    std::vector<Move> moves;
    if (view.phase == Phase::Playing && view.toMove == view.viewer)
        legalMoves(view.seats[view.viewer].hand, view.columnCount, moves);
    return moves;
}

std::size_t drawWeighted(std::span<const double> weights, double total, Rng& rng) {
    double pick = rng.unit() * total;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (pick < weights[i]) return i;
        pick -= weights[i];
    }
    return weights.size();
}

} // namespace detail

using detail::legalMovesOf;

Move randomLegalMove(const View& view, std::uint64_t seed) {
    const std::vector<Move> moves = legalMovesOf(view);
    Rng rng(seed);
    return moves.empty() ? Move{} : moves[rng.below(std::uint32_t(moves.size()))];
}

Move chooseMove(const View& view, Level level, std::uint64_t seed, const std::atomic<bool>* stop,
                SearchInfo* info, const Reads& reads, int strength) {
    if (info) *info = {};
    switch (level) {
    case Level::Random:
        return randomLegalMove(view, seed);
    case Level::Greedy:
        return greedyMove(view);
    default:
        return searchMove(view, settingsFor(level, strength), seed, stop, info, reads);
    }
}

} // namespace cozen
