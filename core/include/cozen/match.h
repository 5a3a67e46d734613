#pragma once
// Games between two players (AI levels), in pairs on the same deal with the seats swapped, and the
// statistics of the result: score with a 95% confidence interval and the Elo difference.

#include "cozen/ai.h"

#include <array>
#include <cstdint>
#include <functional>

namespace cozen {

// A game still running after this many rounds counts as a draw.
inline constexpr int kMatchRoundCap = 100;

struct GameOutcome {
    double scoreA = 0.5; // 1 when A won, 0 when B won, 0.5 for a draw
    int rounds = 0;
    int moves = 0;
};

// Game `index` of a match: pair index / 2 picks the deal, index % 2 whether A sits at Red (even)
// or Black (odd). Red starts the first round of every game.
GameOutcome playMatchGame(Level a, Level b, std::uint64_t seed, int index);

struct MatchResult {
    int games = 0, aWins = 0, bWins = 0, draws = 0;
    double score = 0.5;                   // A's
    std::array<double, 2> ci95{0.5, 0.5}; // A's score, 95% confidence
    double elo = 0;                       // A's Elo advantage
};

// The statistics of game scores given in match order (pairs adjacent). The interval counts each
// pair as one sample, since the two games of a pair share a deal.
MatchResult summarize(const std::vector<double>& scores);

// Plays `games` games on `jobs` threads; `progress(done)` is called from the calling thread.
MatchResult playMatch(Level a, Level b, int games, std::uint64_t seed, int jobs,
                      const std::function<void(int)>& progress = {});

} // namespace cozen
