// Hints against the expert: how often the hint (the expert's search at temperature 0 that teaches:
// a pile only when it is worth kHintPileMarginShare more than a smaller move, never the marked king
// bluffed while a pair is in hand; AiInput::hintSettings) plays the move the same search plays
// without those rules, on positions from seeded games, and where the two differ, by how much. A
// move's worth is measured from the mover's own view, as neither search may see more: the mean
// share of the round's outcome (evaluateRoundEnd, 0 to 1, the search's own measure) over deals of
// what the mover cannot see, the move played and the round finished by the greedy baseline on
// every seat; and by the search's own numbers, what each pile given up was worth over the smaller
// move played instead (SearchInfo::pileGainVp).
//
//   build/tests/bench/compare_hints [--positions 200] [--expert-iterations 50000] [--playouts 200]
//
// docs/ai.md ("Hints against the expert") has a run's numbers.

#include "cozen/ai.h"
#include "cozen/ai_evaluation.h"
#include "cozen/move.h"
#include "cozen/rules.h"
#include "cozen/view.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace cozen;

namespace {

// The mover's share of the round's outcome after `move`, over `playouts` deals of what it cannot
// see.
double worth(const View& view, const Move& move, int playouts, std::uint64_t seed) {
    const RoundStart start = roundStart(view);
    const int team = teamOfSeat(view.viewer);
    Rng rng(seed);
    double sum = 0;
    for (int i = 0; i < playouts; ++i) {
        GameState state = determinize(view, rng);
        play(state, move);
        while (state.phase == Phase::Playing)
            play(state, greedyMove(viewFor(state, state.toMove)));
        const double red = evaluateRoundEnd(state, start);
        sum += team == 0 ? red : 1 - red;
    }
    return sum / playouts;
}

// A position of game `seed`: its first round dealt and a few moves played by the greedy baseline.
bool positionOf(std::uint64_t seed, View* view) {
    GameState game = newGame({2, 0, Seat(seed % 2)});
    Rng rng(seed * 7919 + 1);
    dealRound(game, rng);
    const int moves = int(seed % 9);
    for (int i = 0; i < moves && game.phase == Phase::Playing; ++i)
        play(game, greedyMove(viewFor(game, game.toMove)));
    if (game.phase != Phase::Playing) return false;
    *view = viewFor(game, game.toMove);
    return true;
}

int argument(int argc, char** argv, const char* name, int fallback) {
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return std::atoi(argv[i + 1]);
    return fallback;
}

} // namespace

int main(int argc, char** argv) {
    const int positions = argument(argc, argv, "--positions", 200);
    const int expertIterations = argument(argc, argv, "--expert-iterations", 50000);
    const int playouts = argument(argc, argv, "--playouts", 200);
    SearchSettings expert = settingsFor(Level::Expert);
    expert.iterations = expertIterations; // not the game's budget a row: the same on any row
    expert.work = 0;
    expert.timeMs = 0;
    expert.temperature = 0;
    expert.pileMarginVp = -1; // the expert's search as it is, piles and all
    SearchSettings hint = expert;
    hint.pileMarginShare = kHintPileMarginShare;
    hint.guardMarkedKing = true;

    const auto began = std::chrono::steady_clock::now();
    int compared = 0, same = 0, worse = 0, muchWorse = 0, better = 0, declined = 0, piles = 0;
    double lossSum = 0, worstLoss = 0, declinedVp = 0, declinedShare = 0;
    for (std::uint64_t seed = 1; compared < positions; ++seed) {
        View view;
        if (!positionOf(seed, &view)) continue;
        ++compared;
        SearchInfo thought;
        const Move hinted = searchMove(view, hint, seed, nullptr, &thought);
        const Move best = searchMove(view, expert, seed);
        piles += thought.pile;
        if (thought.pileDeclined) {
            ++declined;
            declinedVp += thought.pileGainVp;
            declinedShare += thought.pileGainShare;
        }
        if (hinted == best) {
            ++same;
            continue;
        }
        const double hintWorth = worth(view, hinted, playouts, seed);
        const double bestWorth = worth(view, best, playouts, seed);
        const double loss = bestWorth - hintWorth;
        lossSum += loss;
        if (loss > worstLoss) worstLoss = loss;
        if (loss > 0.01) ++worse;
        if (loss > 0.05) ++muchWorse;
        if (loss < -0.01) ++better;
        std::printf("position %3d (seed %llu): hint %-18s expert %-18s worth %.3f against %.3f\n",
                    compared, (unsigned long long)seed,
                    moveText(hinted, colourOfSeat(view.viewer)).c_str(),
                    moveText(best, colourOfSeat(view.viewer)).c_str(), hintWorth, bestWorth);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    const int differ = compared - same;
    std::printf("\n%d positions: the hint plays the expert's move in %d (%.1f%%), another in %d.\n",
                compared, same, 100.0 * same / compared, differ);
    if (differ > 0)
        std::printf(
            "Where they differ, the hint's move is worth %.3f less on average (of the round's "
            "outcome, 0 to 1), %.3f at worst; worse by over 0.01 in %d, over 0.05 in %d, "
            "better by over 0.01 in %d.\n",
            lossSum / differ, worstLoss, worse, muchWorse, better);
    std::printf(
        "The hint piled in %d positions and gave up the search's pile for a smaller move in "
        "%d: by the search's own numbers the pile was worth %.4f more of the round's value and "
        "%.1f VP more on average.\n",
        piles, declined, declined ? declinedShare / declined : 0.0,
        declined ? declinedVp / declined : 0.0);
    std::printf("(%d iterations each; %d playouts a move; %.0f s)\n", expertIterations, playouts,
                seconds);
    return 0;
}
