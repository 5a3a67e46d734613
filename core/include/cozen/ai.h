#pragma once
// The computer opponent. It is given a seat's View, never the GameState (R11): what it cannot
// see, it samples from what it could be (determinize), so it cannot cheat by construction.
//
// The search is information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012): each
// iteration deals a full state consistent with the view, walks a tree of moves shared by all those
// deals, plays the round out with a quick policy and scores its end (ai_evaluation.h). The move is
// drawn from the root's visit counts with a temperature, so bluffs and traps are not predictable.
// With the same view, seed and iteration budget the choice is the same, so games replay.

#include "cozen/ai_evaluation.h"
#include "cozen/move.h"
#include "cozen/reads.h"
#include "cozen/view.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace cozen {

// Adaptive is the level that meets the player: it plays at one of kAdaptiveStrengths strengths
// (adaptiveSettings), moved after each finished game by the player's results (nextStrength).
enum class Level : std::uint8_t { Random, Greedy, Easy, Medium, Hard, Expert, Adaptive };

inline constexpr Level kLevels[] = {Level::Random, Level::Greedy, Level::Easy,    Level::Medium,
                                    Level::Hard,   Level::Expert, Level::Adaptive};
std::string_view levelName(Level level);
std::optional<Level> parseLevel(std::string_view name);

struct SearchSettings {
    int iterations = 10000;    // the budget; 0 for none (then timeMs must be set)
    int timeMs = 0;            // a time limit as well, 0 for none
    double temperature = 0.25; // 0 plays the most visited move; 1 plays in proportion to visits
    double exploration = 0.7;  // the UCB constant
    // When set, the budget is at most `work` divided by the root's count of moves (at least
    // 1,000): an iteration weighs every move of the root, and a long row has hundreds.
    std::int64_t work = 0;
    // The belief about other seats' face-down cards: each iteration deals `beliefDeals` states
    // consistent with the view and keeps one with a chance that grows with how strong the other
    // sides' hidden wagers are in it (by `beliefSharpness` a point of Strength).
    int beliefDeals = 1;
    double beliefSharpness = 0;
    bool leanToPairs = true; // the older belief: a swap that gives 2+ hidden cards a pair
    bool readBluffs = true;  // ... skipped as often as the other team bluffs (Reads)
    int strongReplies = 0;   // % of other seats' wagers in the tree made with their best cards
    // % of other seats' moves in the tree chosen from the hand the deal gives them (the quick
    // policy of the simulations), rather than by the tree's statistics over every hand they
    // might hold: their answers then depend on their cards, as a person's do.
    int handReplies = 0;
    // An experiment: PUCT's bias at the root, toward the moves the greedy baseline scores higher,
    // this much a move's prior times sqrt(root visits) / (1 + its visits). 0: none.
    double rootPrior = 0;
    // % of the tree's expansions below the root that add the quick policy's move for the mover's
    // hand in the deal (observed as the viewer sees it, for another seat) rather than a random
    // legal move, so the tree grows the plausible moves first: `hard` and `expert` at
    // kGuidedExpansion (docs/ai.md, "A stronger search"). 0: none.
    int guidedExpansion = 0;
    int maxRootWager = 0; // for the study of big wagers: at most this many cards (0: any)
    // A learning player's mistakes (easy, medium): the temperature draws only among moves the
    // search found worth a tenth of the best one's visits, and never puts a marked king at risk
    // where the best move does not; `overcommit` % of wagers get one card more than the search
    // chose.
    bool humanSlips = false;
    int overcommit = 0;
    // A person's pace (easy, medium): at most kPacedWager cards on a column at once until the
    // round's final turns, and Stake & Draw drawn kPacedStakeWeight times as often as its visits
    // say, to build a hand. Piling the whole hand is the strongest play the rules reward, and it
    // ends a round in one or two moves: people build and answer instead (docs/ai.md, "Pace").
    bool paced = false;
    // A pile (kPileCards or more cards on a column at once) is played only when the search finds it
    // worth more than the best smaller move (the most visited move of the root that is not a
    // pile): by `pileMarginShare` of the search's own value (the mean share of the round it
    // scores, 0 to 1) and by `pileMarginVp` of the round's margin in VP, each averaged over the
    // moves' visits; otherwise that smaller move is played. A pile decides a column with one move
    // (docs/ai.md, "Big wagers"): among equals it must not win by a tie-break. Negative: no rule.
    double pileMarginShare = -1;
    double pileMarginVp = -1;
    // The hints': a marked king is never put in a bluff (a side left with no Strength) while the
    // hand holds a pair; the search's best move that does not, instead.
    bool guardMarkedKing = false;
    int greedyRollouts = 0;         // % of the simulations' moves played by the greedy baseline
    EvaluationWeights evaluation{}; // how a simulated round's end is scored
};

inline constexpr int kPacedWager = 3;
inline constexpr int kPileCards = 4;
// What a pile must be worth over the best smaller move, by the search's own value
// (SearchSettings::pileMarginShare): for `hard` and `expert`, more, not a tie-break; for a hint,
// which teaches building, clearly more (a smaller move within 0.02 of the round's value is as
// good).
inline constexpr double kPileMarginShare = 0.0;
inline constexpr double kHintPileMarginShare = 0.02;
inline constexpr double kPacedStakeWeight = 5.0;
// Half of the expansions guided (SearchSettings::guidedExpansion): accepted by the sequential test
// against the unguided search on two seeds; all of them guided lost to half.
inline constexpr int kGuidedExpansion = 50;

// The search settings of the searching levels (easy to expert; the adaptive level's at its
// starting strength).
SearchSettings settingsFor(Level level);

// The adaptive level (docs/ai.md, "The adaptive level"): strengths 1 to 6, every one at a person's
// pace; 2 plays as easy, 3 as medium, 5 and 6 with the hard level's budget and more.
inline constexpr int kAdaptiveStrengths = 6;
inline constexpr int kAdaptiveStart = 3;       // a first game, and after statistics are reset
SearchSettings adaptiveSettings(int strength); // held to 1..kAdaptiveStrengths
// A level's settings at a strength: the adaptive level's at `strength`, any other's own.
SearchSettings settingsFor(Level level, int strength);

// A finished game against the adaptive level, from the side of the person or people.
struct AdaptiveGame {
    int strength = kAdaptiveStart; // the computer's, in that game
    int outcome = 0;               // 1 the people won, -1 they lost, 0 a draw
    bool decisive = false;         // the losing side's jail held less than half the target
    bool operator==(const AdaptiveGame&) const = default;
};
// The strength after the last game of `recent` (oldest first; the game just finished last),
// aiming at even games: one up after a decisive win or two wins in a row, one down after a
// decisive loss or two losses in a row, else (a draw, a narrow result after the other one) where
// it is; always within 1..kAdaptiveStrengths.
int nextStrength(int strength, std::span<const AdaptiveGame> recent);

struct SearchInfo {
    int iterations = 0;
    bool stopped = false; // by the stop flag
    // The search's choice was a pile (kPileCards or more cards): played (`pile`), or declined for
    // a smaller move (`pileDeclined`, SearchSettings::pileMarginShare and pileMarginVp); either
    // way what the search found it worth over the best smaller move, in its value (share of the
    // round) and in VP of the round's margin.
    bool pile = false;
    bool pileDeclined = false;
    double pileGainShare = 0;
    double pileGainVp = 0;
};

// The AI's move for the seat to move, which must be the view's viewer. `stop`, when set from
// another thread, ends the search at once with the best move found so far. `reads`: what the
// viewer's team has seen of the other team's bluffs in this game (none: it expects no bluff).
// `strength`: the adaptive level's (0: its start); other levels have none.
Move chooseMove(const View& view, Level level, std::uint64_t seed,
                const std::atomic<bool>* stop = nullptr, SearchInfo* info = nullptr,
                const Reads& reads = {}, int strength = 0);
Move searchMove(const View& view, const SearchSettings& settings, std::uint64_t seed,
                const std::atomic<bool>* stop = nullptr, SearchInfo* info = nullptr,
                const Reads& reads = {});

// What `move` (legal for the viewer, who is to move) is worth to the viewer's team, in VP: the
// round's margin as the evaluation counts it (VP jailed, and deck quality lost, by each team),
// averaged over a search that must play it first. Two moves judged with the same settings and seed
// are compared on the same deals.
double moveWorthVp(const View& view, const Move& move, const SearchSettings& settings,
                   std::uint64_t seed, const Reads& reads = {});

// What the search believes about the cards its viewer cannot see, in its own view's words: for
// every seat of the other team, each place where some of its cards lie hidden from the viewer (a
// face-down wager on a column, a face-down stake, the hand), with how many of each rank that place
// holds on average over the deals the search samples (Dealer in core/src/ai_beliefs.cpp, the same
// code: determinize, the lean toward pairs as strong as `reads` allow, the belief's weighting).
// Made from the view alone (R11) and deterministic from the seed: the panel "What the computer
// thought you held".
struct BeliefGroup {
    enum class Kind : std::uint8_t { Wager, Stake, Hand };
    Kind kind = Kind::Hand;
    Seat seat = 0;
    int column = -1; // from 0; -1 for the hand
    int cards = 0;   // how many cards lie there
    // Expected count of each rank, ace (index 0) to king (12); they sum to `cards`.
    std::array<double, kRanks> ranks{};
    double pair = 0; // the share of deals in which it held two cards of a rank (or more)
    bool operator==(const BeliefGroup&) const = default;
};

struct Belief {
    Seat viewer = 0;
    int deals = 0;
    std::vector<BeliefGroup> groups; // seat by seat in turn order: columns left to right, the hand
    bool operator==(const Belief&) const = default;
};

Belief beliefOf(const View& view, const SearchSettings& settings, std::uint64_t seed,
                const Reads& reads, int deals);

// The cards in `group`'s place in `state` (a deal of the belief, or the state its view was taken
// from: what was really there).
CardMask cardsIn(const BeliefGroup& group, const GameState& state);

// The baselines: the best move by a one-ply heuristic, and a uniformly random legal move.
Move greedyMove(const View& view);
Move randomLegalMove(const View& view, std::uint64_t seed);

} // namespace cozen
