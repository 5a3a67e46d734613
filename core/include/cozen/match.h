#pragma once
// Games between two players (AI levels), in pairs on the same deal with the seats swapped, and the
// statistics of the result: score with a 95% confidence interval and the Elo difference. In 2v2
// (four seats, R12) each player is a team: its level plays both of the team's seats.

#include "cozen/ai.h"
#include "cozen/record.h"

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace cozen {

// A game still running after this many rounds counts as a draw.
inline constexpr int kMatchRoundCap = 100;

// How one player (a level, both seats of a team in 2v2) played a game or a match.
struct PlayFigures {
    int moves = 0;
    int stakes = 0;
    int wagers = 0;
    int bigWagers = 0;        // wagers of 4 cards or more
    int wholeHandOpeners = 0; // a seat's first move of a round wagers its whole hand (4+ cards)
    int bluffs = 0;           // wagers that leave their side of the column with no Strength
    int capturedCards = 0;    // cards its team captured
    int capturedVp = 0;
    int markedKingsLost = 0; // its marked kings captured by the other team
    // With a judge (playMatchGame): moves judged, and blunders among them, moves the judge's
    // search values at least kBlunderVp worse than its own best move.
    int judged = 0;
    int blunders = 0;
    void add(const PlayFigures& other);
};

// How the rounds of a game or a match went. A round's length is its count of moves, every seat's.
struct RoundFigures {
    std::vector<int> lengths;       // one a round, in order
    std::vector<int> capturedCards; // cards captured in each round, by both teams
    void add(const RoundFigures& other);
};

struct GameOutcome {
    double scoreA = 0.5; // 1 when A won, 0 when B won, 0.5 for a draw
    int rounds = 0;
    int moves = 0;
    std::array<PlayFigures, 2> players; // A's, B's
    RoundFigures roundFigures;
};

// A player of a match: a level, or for tuning, any way of choosing a move from a seat's view, the
// seed the match gives that move and what its team has read of the other's bluffs (a record names
// the level).
struct MatchPlayer {
    using Choose = std::function<Move(const View& view, std::uint64_t seed, const Reads& reads)>;
    Level level = Level::Random;
    int strength = 0;         // the adaptive level's, held fixed for the match (0: its start)
    Choose choose;            // when set, it plays
    MatchPlayer(Level level_) // NOLINT(google-explicit-constructor): a level is a player
        : level(level_) {}
    MatchPlayer(Level level_, int strength_)
        : level(level_)
        , strength(strength_) {}
    MatchPlayer(Level level_, Choose choose_)
        : level(level_)
        , choose(std::move(choose_)) {}
    Move move(const View& view, std::uint64_t seed, const Reads& reads = {}) const {
        return choose ? choose(view, seed, reads)
                      : chooseMove(view, level, seed, nullptr, nullptr, reads, strength);
    }
};

// A blunder: a move worth at least this many VP less than the judge's best (moveWorthVp).
inline constexpr double kBlunderVp = 10.0;

// Judges every move of a game with the expert's search at a budget of `iterations`:
// its best move, then, where the move played differs, the worth of both (moveWorthVp, the same
// deals for both). A blunder is a move worth kBlunderVp less than the best or worse.
struct Judge {
    int iterations = 0; // 0: no judge
};

// Game `index` of a match with `seats` seats (2 or 4): pair index / 2 picks the deal, index % 2
// whether A plays Red (even) or Black (odd), the team of both Red seats in 2v2. Red (Red 1 in 2v2)
// starts the first round of every game. Each seat chooses from its own view and what its team read
// of the other's bluffs at the game's earlier resolutions (Reads); A's score is its team's result.
// With `record`, the game is also kept as a record (record.h); without, it costs nothing.
GameOutcome playMatchGame(const MatchPlayer& a, const MatchPlayer& b, std::uint64_t seed, int index,
                          int seats = 2, GameRecord* record = nullptr, Judge judge = {});

struct MatchResult {
    int games = 0, aWins = 0, bWins = 0, draws = 0;
    double score = 0.5;                   // A's
    std::array<double, 2> ci95{0.5, 0.5}; // A's score, 95% confidence
    double elo = 0;                       // A's Elo advantage
    std::vector<double> scores;           // A's score in each game, in match order
    std::array<PlayFigures, 2> players;   // A's, B's, over every game
    RoundFigures rounds;                  // every round of every game, game by game
};

// Summaries of RoundFigures.
double medianOf(std::vector<int> values);
double meanOf(const std::vector<int>& values);
// The share of values at most `most`.
double shareAtMost(const std::vector<int>& values, int most);

// The statistics of game scores given in match order (pairs adjacent). The interval counts each
// pair as one sample, since the two games of a pair share a deal.
MatchResult summarize(const std::vector<double>& scores);

// Called on a worker thread with each game's index and record, when records are kept. What it
// throws stops the match and is thrown again by playMatch.
using RecordSink = std::function<void(int index, const GameRecord& record)>;

// Plays `games` games with `seats` seats (2 or 4) on `jobs` threads; `progress(done)` is called
// from the calling thread.
MatchResult playMatch(const MatchPlayer& a, const MatchPlayer& b, int games, std::uint64_t seed,
                      int jobs, const std::function<void(int)>& progress = {}, int seats = 2,
                      const RecordSink& records = {}, Judge judge = {});

} // namespace cozen
