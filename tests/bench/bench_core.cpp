// Engine speed on one core: Strength evaluations, random playouts, views and determinizations,
// reading hostile padded documents, and game codes packed and unpacked.
// Run: build/tests/bench/bench_core  (see docs/performance.md)

#include "cozen/ai.h"
#include "cozen/error.h"
#include "cozen/gamecode.h"
#include "cozen/match.h"
#include "cozen/position.h"
#include "cozen/rules.h"
#include "cozen/session.h"
#include "cozen/strength.h"
#include "cozen/view.h"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

using namespace cozen;

namespace {

// A 1v1 position in the middle of a round: a few moves played, at least four columns.
GameState midRound(std::uint64_t seed) {
    Rng rng(seed);
    for (;;) {
        GameState game = newGame({});
        dealRound(game, rng);
        while (game.phase == Phase::Playing && game.columnCount < 4)
            play(game, randomMove(game, rng));
        if (game.phase == Phase::Playing) return game;
    }
}

// Sides as they occur in play: one to seven cards of one colour, plus sometimes the stake.
std::vector<RankTally> randomSides(std::size_t count) {
    Rng rng(17);
    std::vector<RankTally> sides(count);
    for (RankTally& side : sides) {
        CardMask cards = 0;
        const int n = int(rng.below(7)) + 1;
        while (std::popcount(cards) < n)
            cards |= CardMask{1} << rng.below(kSetSize);
        side.addSet(cards);
    }
    return sides;
}

void strengthEvaluations(benchmark::State& state) {
    const std::vector<RankTally> sides = randomSides(1 << 16);
    strength(sides[0]); // build the table outside the timing
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(strength(sides[i]));
        i = (i + 1) & (sides.size() - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(strengthEvaluations);

// Strength straight from a column's wager masks, the tally included.
void strengthFromMasks(benchmark::State& state) {
    Rng rng(5);
    std::vector<CardMask> masks(1 << 16);
    for (CardMask& m : masks)
        for (int n = int(rng.below(7)) + 1; std::popcount(m) < n;)
            m |= CardMask{1} << rng.below(kSetSize);
    strength(RankTally{});
    std::size_t i = 0;
    for (auto _ : state) {
        RankTally tally;
        tally.addSet(masks[i]);
        benchmark::DoNotOptimize(strength(tally));
        i = (i + 1) & (masks.size() - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(strengthFromMasks);

// Whole random games: every move chosen uniformly, rounds dealt, until someone wins.
void randomGames(benchmark::State& state) {
    const int seats = int(state.range(0));
    Rng rng(1);
    std::int64_t moves = 0, games = 0;
    for (auto _ : state) {
        GameState game = newGame({seats, 0, 0});
        dealRound(game, rng);
        while (game.phase != Phase::GameOver && game.round < 200) {
            if (game.phase == Phase::RoundOver)
                dealRound(game, rng);
            else {
                play(game, randomMove(game, rng));
                ++moves;
            }
        }
        ++games;
    }
    state.counters["moves/s"] = benchmark::Counter(double(moves), benchmark::Counter::kIsRate);
    state.counters["games/s"] = benchmark::Counter(double(games), benchmark::Counter::kIsRate);
}
BENCHMARK(randomGames)->Arg(2)->Arg(4);

// Random play from a round's start to its end, as the AI's simulations do.
void randomRounds(benchmark::State& state) {
    Rng rng(2);
    GameState start = newGame({});
    dealRound(start, rng);
    std::int64_t moves = 0;
    for (auto _ : state) {
        GameState game = start;
        while (game.phase == Phase::Playing) {
            play(game, randomMove(game, rng));
            ++moves;
        }
        benchmark::DoNotOptimize(game);
    }
    state.counters["moves/s"] = benchmark::Counter(double(moves), benchmark::Counter::kIsRate);
}
BENCHMARK(randomRounds);

void viewAndDeterminize(benchmark::State& state) {
    Rng rng(3);
    const GameState game = midRound(3);
    for (auto _ : state) {
        const View view = viewFor(game, game.toMove);
        benchmark::DoNotOptimize(determinize(view, rng));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(viewAndDeterminize);

void legalMoveList(benchmark::State& state) {
    const GameState game = midRound(4);
    std::vector<Move> moves;
    for (auto _ : state) {
        legalMoves(game, moves);
        benchmark::DoNotOptimize(moves.data());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(legalMoveList);

// A position with `state.range(0)` empty objects under a key the loader ignores: the shape that
// cost nlohmann's callback parser O(N^2). 120,000 is read (360 KB); 340,000 (1 MiB) is refused at
// its count of values. Linear: the time per object stays the same.
void paddedPosition(benchmark::State& state) {
    std::string text = formatPosition(midRound(5));
    text.pop_back(); // "\n"
    text.pop_back(); // "}"
    text += ", \"pad\": [";
    for (std::int64_t i = 0; i < state.range(0); ++i)
        text += i ? ",{}" : "{}";
    text += "]}";
    for (auto _ : state) {
        try {
            benchmark::DoNotOptimize(parsePosition(text));
        } catch (const Error&) {
        }
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
    state.SetBytesProcessed(state.iterations() * std::int64_t(text.size()));
}
BENCHMARK(paddedPosition)->Arg(10000)->Arg(120000)->Arg(340000)->Unit(benchmark::kMillisecond);

// A game of the greedy level against itself, to the end: dealt from its seed as the window deals
// (Session, range 0 = 0), or each round from a generator of its own as `cozen-cli match` deals
// (range 0 = 1: every deal written out in the code). About ten rounds either way.
GameRecord codedGame(bool ownDeals) {
    if (ownDeals) {
        GameRecord record;
        playMatchGame(Level::Greedy, Level::Greedy, 9, 0, 2, &record);
        return record;
    }
    Session session({2, 0, 0}, 9 * 7919, {{"Ann", std::nullopt, 0}, {"", Level::Greedy, 0}});
    while (session.state().phase == Phase::Playing)
        session.play(
            chooseMove(viewFor(session.state(), session.state().toMove), Level::Greedy, 9));
    return session.record();
}

void packGameCode(benchmark::State& state) {
    const GameRecord record = codedGame(state.range(0) != 0);
    std::size_t length = 0;
    for (auto _ : state)
        length = encodeGameCode(record).size();
    state.counters["rounds"] = double(record.rounds.size());
    state.counters["chars"] = double(length);
}
BENCHMARK(packGameCode)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void unpackGameCode(benchmark::State& state) {
    const std::string code = encodeGameCode(codedGame(state.range(0) != 0));
    for (auto _ : state)
        benchmark::DoNotOptimize(decodeGameCode(code));
    state.counters["chars"] = double(code.size());
}
BENCHMARK(unpackGameCode)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
