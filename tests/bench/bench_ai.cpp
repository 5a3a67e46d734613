// AI speed on one core: search iterations per second, and each level's move time (p50, p95 and
// the slowest) over every move of whole games against the same level.
// Run: taskset -c 1 build/tests/bench/bench_ai  (see docs/performance.md)

#include "cozen/ai.h"
#include "cozen/rules.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

using namespace cozen;

namespace {

// A 1v1 position a few moves into the first round.
View earlyPosition() {
    Rng rng(3);
    GameState game = newGame({});
    dealRound(game, rng);
    for (int i = 0; i < 3; ++i)
        play(game, randomMove(game, rng));
    return viewFor(game, game.toMove);
}

void searchIterations(benchmark::State& state) {
    const View view = earlyPosition();
    const int budget = int(state.range(0));
    std::int64_t iterations = 0;
    std::uint64_t seed = 0;
    for (auto _ : state) {
        SearchInfo info;
        benchmark::DoNotOptimize(searchMove(view, {budget, 0, 0.0, 0.7}, ++seed, nullptr, &info));
        iterations += info.iterations;
    }
    state.counters["iterations/s"] =
        benchmark::Counter(double(iterations), benchmark::Counter::kIsRate);
}
BENCHMARK(searchIterations)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

// From setting the stop flag to having the move, for a search that has grown a large tree.
void stopLatency(benchmark::State& state) {
    const View view = earlyPosition();
    std::vector<double> seconds;
    for (auto _ : state) {
        std::atomic<bool> stop{false};
        std::chrono::steady_clock::time_point returned;
        std::thread search([&] {
            benchmark::DoNotOptimize(searchMove(view, {0, 0, 0.0, 0.7}, 1, &stop));
            returned = std::chrono::steady_clock::now();
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        const auto stopped = std::chrono::steady_clock::now();
        stop = true;
        search.join();
        seconds.push_back(std::chrono::duration<double>(returned - stopped).count());
    }
    std::sort(seconds.begin(), seconds.end());
    state.counters["max_stop_ms"] = seconds.back() * 1000.0;
}
BENCHMARK(stopLatency)->Iterations(10)->Unit(benchmark::kMillisecond);

// Every move of `games` whole games of `level` against itself, timed one by one.
void moveTimes(benchmark::State& state) {
    const auto level = Level(state.range(0));
    const int games = int(state.range(1));
    std::vector<double> seconds;
    for (auto _ : state) {
        for (int g = 0; g < games; ++g) {
            Rng dealer(std::uint64_t(g) + 100);
            GameState game = newGame({2, 0, g % 2});
            dealRound(game, dealer);
            std::uint64_t seed = std::uint64_t(g) << 20;
            while (game.phase != Phase::GameOver && game.round < 100) {
                if (game.phase == Phase::RoundOver) {
                    dealRound(game, dealer);
                    continue;
                }
                const View view = viewFor(game, game.toMove);
                const auto start = std::chrono::steady_clock::now();
                const Move move = chooseMove(view, level, ++seed);
                seconds.push_back(
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
                        .count());
                play(game, move);
            }
        }
    }
    std::sort(seconds.begin(), seconds.end());
    auto at = [&](double q) {
        return seconds[std::size_t(q * double(seconds.size() - 1))] * 1000.0;
    };
    state.counters["moves"] = double(seconds.size());
    state.counters["p50_ms"] = at(0.50);
    state.counters["p95_ms"] = at(0.95);
    state.counters["max_ms"] = seconds.back() * 1000.0;
    state.SetLabel(std::string(levelName(level)));
}
BENCHMARK(moveTimes)
    ->Args({int(Level::Easy), 20})
    ->Args({int(Level::Medium), 20})
    ->Args({int(Level::Hard), 10})
    ->Args({int(Level::Expert), 6})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

} // namespace

BENCHMARK_MAIN();
