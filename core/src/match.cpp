#include "cozen/match.h"

#include "cozen/error.h"
#include "cozen/portable_math.h"
#include "cozen/rules.h"
#include "cozen/strength.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <exception>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace cozen {

namespace {

void checkSeats(int seats) {
    if (seats != 2 && seats != 4)
        throw Error("a match is played with 2 seats (1v1) or 4 (2v2), not " +
                    std::to_string(seats));
}

} // namespace

namespace {

// The Strength of the mover's side of the wager's column with the wager: its team's cards there,
// and the stake when it is the team's (R8).
int sideStrengthWith(const GameState& state, const Move& wager) {
    RankTally side = sideTally(state, state.columns[wager.column], teamOfSeat(state.toMove));
    side.addSet(wager.cards);
    return strength(side);
}

// Whether `move` is a blunder by the judge (Judge).
bool isBlunder(const View& view, const Move& move, const Judge& judge, std::uint64_t seed,
               const Reads& reads) {
    SearchSettings settings = settingsFor(Level::Expert); // its model, at the judge's budget
    settings.iterations = judge.iterations;
    settings.work = 0;
    settings.temperature = 0;
    const Move best = searchMove(view, settings, seed, nullptr, nullptr, reads);
    if (best == move) return false;
    return moveWorthVp(view, best, settings, seed, reads) -
               moveWorthVp(view, move, settings, seed, reads) >=
           kBlunderVp;
}

} // namespace

GameOutcome playMatchGame(const MatchPlayer& a, const MatchPlayer& b, std::uint64_t seed, int index,
                          int seats, GameRecord* record, Judge judge) {
    checkSeats(seats);
    const std::uint64_t deal = seed * 0x9e3779b97f4a7c15ULL + std::uint64_t(index / 2);
    const int aTeam = index % 2;
    Rng dealer(deal);
    // Target 0: the game's default, 70 in 1v1 and 100 in 2v2 (R10, R12).
    GameState state = newGame({seats, 0, 0});
    dealRound(state, dealer);
    std::optional<RecordWriter> writer;
    if (record) {
        std::vector<RecordPlayer> players;
        for (Seat s = 0; s < seats; ++s) {
            const MatchPlayer& player = teamOfSeat(s) == aTeam ? a : b;
            const int strength = player.level == Level::Adaptive
                                     ? (player.strength > 0 ? player.strength : kAdaptiveStart)
                                     : 0;
            players.push_back({{}, player.level, strength});
        }
        writer.emplace(seats, state.target, seed, std::move(players));
        writer->startRound(state);
    }
    GameOutcome outcome;
    int roundMoves = 0;
    std::array<bool, kMaxSeats> movedThisRound{};
    std::array<CardMask, kMaxSeats> jailedAtStart{};
    std::array<Reads, kTeams> reads{}; // each team's of the other
    const auto startRound = [&] {
        roundMoves = 0;
        movedThisRound = {};
        for (Seat s = 0; s < seats; ++s)
            jailedAtStart[std::size_t(s)] = state.seats[std::size_t(s)].jailed;
    };
    startRound();
    while (state.phase != Phase::GameOver && state.round <= kMatchRoundCap) {
        if (state.phase == Phase::RoundOver) {
            if (state.round == kMatchRoundCap) break;
            dealRound(state, dealer);
            if (writer) writer->startRound(state);
            startRound();
            continue;
        }
        const Seat seat = state.toMove;
        const bool isA = teamOfSeat(seat) == aTeam;
        const MatchPlayer& player = isA ? a : b;
        const std::uint64_t moveSeed =
            deal ^ (std::uint64_t(outcome.moves) << 32) ^ std::uint64_t(seat);
        const View view = viewFor(state, seat);
        const Reads& read = reads[std::size_t(teamOfSeat(seat))];
        const Move move = player.move(view, moveSeed, read);
        if (writer) writer->addMove(move);
        PlayFigures& figures = outcome.players[isA ? 0 : 1];
        if (judge.iterations > 0 && legalMoveCount(state) > 1) {
            ++figures.judged;
            figures.blunders +=
                isBlunder(view, move, judge, moveSeed ^ 0x6a09e667f3bcc909ULL, read);
        }
        ++figures.moves;
        if (move.kind == MoveKind::Stake) {
            ++figures.stakes;
        } else {
            const int cards = std::popcount(move.cards);
            ++figures.wagers;
            figures.bigWagers += cards >= 4;
            figures.wholeHandOpeners +=
                cards >= 4 && !movedThisRound[seat] && move.cards == state.seats[seat].hand;
            figures.bluffs += sideStrengthWith(state, move) == 0;
        }
        movedThisRound[seat] = true;
        RoundReport report;
        play(state, move, &report);
        ++outcome.moves;
        ++roundMoves;
        if (state.phase != Phase::Playing) { // the round is resolved
            for (int team = 0; team < kTeams; ++team)
                readResolution(reads[std::size_t(team)], report, team);
            int captured = 0;
            for (Seat s = 0; s < seats; ++s) {
                const CardMask taken =
                    state.seats[std::size_t(s)].jailed & ~jailedAtStart[std::size_t(s)];
                // Seat s's cards went to the other team's jail.
                PlayFigures& taker = outcome.players[teamOfSeat(s) == aTeam ? 1 : 0];
                taker.capturedCards += std::popcount(taken);
                taker.capturedVp += victoryPoints(taken);
                outcome.players[teamOfSeat(s) == aTeam ? 0 : 1].markedKingsLost +=
                    (taken & kMarkedKingMask) != 0;
                captured += std::popcount(taken);
            }
            outcome.roundFigures.lengths.push_back(roundMoves);
            outcome.roundFigures.capturedCards.push_back(captured);
        }
    }
    if (record && writer)
        *record = std::move(*writer).finish(state, RecordMatchGame{index + 1, aTeam});
    outcome.rounds = state.round;
    if (state.phase == Phase::GameOver && state.winner != kDraw)
        outcome.scoreA = state.winner == aTeam ? 1.0 : 0.0;
    return outcome;
}

void PlayFigures::add(const PlayFigures& other) {
    moves += other.moves;
    stakes += other.stakes;
    wagers += other.wagers;
    bigWagers += other.bigWagers;
    wholeHandOpeners += other.wholeHandOpeners;
    bluffs += other.bluffs;
    judged += other.judged;
    blunders += other.blunders;
    capturedCards += other.capturedCards;
    capturedVp += other.capturedVp;
    markedKingsLost += other.markedKingsLost;
}

void RoundFigures::add(const RoundFigures& other) {
    lengths.insert(lengths.end(), other.lengths.begin(), other.lengths.end());
    capturedCards.insert(capturedCards.end(), other.capturedCards.begin(),
                         other.capturedCards.end());
}

double medianOf(std::vector<int> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t half = values.size() / 2;
    return values.size() % 2 ? values[half] : (values[half - 1] + values[half]) / 2.0;
}

double meanOf(const std::vector<int>& values) {
    if (values.empty()) return 0;
    double total = 0;
    for (int v : values)
        total += v;
    return total / double(values.size());
}

double shareAtMost(const std::vector<int>& values, int most) {
    if (values.empty()) return 0;
    return double(
               std::count_if(values.begin(), values.end(), [most](int v) { return v <= most; })) /
           double(values.size());
}

MatchResult summarize(const std::vector<double>& scores) {
    MatchResult result;
    result.games = int(scores.size());
    if (scores.empty()) return result;
    double total = 0;
    for (double s : scores) {
        total += s;
        result.aWins += s == 1.0;
        result.bWins += s == 0.0;
        result.draws += s == 0.5;
    }
    result.score = total / double(scores.size());
    // Each pair (or a lone last game) is one sample of A's score.
    std::vector<double> samples;
    for (std::size_t i = 0; i < scores.size(); i += 2)
        samples.push_back(i + 1 < scores.size() ? (scores[i] + scores[i + 1]) / 2 : scores[i]);
    double variance = 0;
    for (double s : samples)
        variance += (s - result.score) * (s - result.score);
    const double n = double(samples.size());
    const double error = n > 1 ? std::sqrt(variance / (n - 1) / n) : 0.5;
    result.ci95 = {std::max(0.0, result.score - 1.96 * error),
                   std::min(1.0, result.score + 1.96 * error)};
    // Elo from the score; a clean sweep is clamped to half a game from perfect.
    const double half = 0.5 / double(scores.size());
    const double clamped = std::clamp(result.score, half, 1.0 - half);
    result.elo = -400.0 * portable::log10(1.0 / clamped - 1.0);
    return result;
}

MatchResult playMatch(const MatchPlayer& a, const MatchPlayer& b, int games, std::uint64_t seed,
                      int jobs, const std::function<void(int)>& progress, int seats,
                      const RecordSink& records, Judge judge) {
    checkSeats(seats); // here, since a worker thread must not throw
    std::vector<GameOutcome> outcomes(std::size_t(std::max(games, 0)));
    std::atomic<int> next{0}, done{0};
    // The first failure to keep a record stops the match; it is thrown once the workers are done.
    std::mutex failureLock;
    std::exception_ptr failure;
    // A worker that fails (a record not kept, or no memory left for its game) stops the others.
    auto worker = [&] {
        try {
            for (int i = next++; i < games; i = next++) {
                GameRecord record;
                outcomes[std::size_t(i)] =
                    playMatchGame(a, b, seed, i, seats, records ? &record : nullptr, judge);
                if (records) records(i, record);
                ++done;
            }
        } catch (...) {
            const std::lock_guard lock(failureLock);
            if (!failure) failure = std::current_exception();
            next = games;
            done = games; // the progress loop stops waiting
        }
    };
    // More workers than games would only wait; a worker that cannot start (no memory, a thread
    // limit) stops the others and ends the match with a message.
    std::vector<std::thread> threads;
    const int workers = std::clamp(jobs, 1, std::max(games, 1));
    for (int j = 0; j < workers; ++j) {
        try {
            threads.emplace_back(worker);
        } catch (const std::exception& e) {
            next = games;
            for (std::thread& t : threads)
                t.join();
            throw Error("cannot start worker " + std::to_string(j + 1) + " of " +
                        std::to_string(workers) + " (" + e.what() + "); try a smaller --jobs");
        }
    }
    if (progress)
        while (done.load() < games) {
            progress(done.load());
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
    for (std::thread& t : threads)
        t.join();
    if (failure) {
        try {
            std::rethrow_exception(failure);
        } catch (const std::bad_alloc&) {
            throw Error("a worker ran out of memory; try a smaller --jobs");
        }
    }
    if (progress) progress(games);
    std::vector<double> scores;
    for (const GameOutcome& outcome : outcomes)
        scores.push_back(outcome.scoreA);
    MatchResult result = summarize(scores);
    result.scores = std::move(scores);
    for (const GameOutcome& outcome : outcomes) {
        result.players[0].add(outcome.players[0]);
        result.players[1].add(outcome.players[1]);
        result.rounds.add(outcome.roundFigures);
    }
    return result;
}

} // namespace cozen
