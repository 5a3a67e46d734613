// Tuning the search by matches (docs/ai.md, "Tuning"): a candidate's settings play another player
// in pairs of games on the same deals with the seats swapped, batch after batch, until a sequential
// probability ratio test accepts one hypothesis, as fishtest does for Stockfish: H0, the candidate
// is `elo0` better, against H1, `elo1` better. A change is kept only when H1 is accepted.
//
//   build/tests/bench/tune_ai --a hard:strong=50 --b greedy [--sprt 0,20] [--games 4000]
//                             [--batch 100] [--seed 1] [--jobs 2] [--seats 2] [--piles]
//
// A player is a level (random, greedy, easy, medium, hard, expert), optionally with its search
// settings changed: level:key=value,... with keys iterations, temperature, exploration, deals,
// sharpness, lean (0 or 1), strong, hand, prior, guide, greedy, slips, overcommit, maxwager, reads
// (0 or 1), the evaluation's quality, scale and urgency, pile and pileshare (pileMarginVp,
// pileMarginShare; -1: none) and guard (0 or 1: guardMarkedKing) (SearchSettings); `contest`, a
// rule-based player that always contests; or `bluffs=N/player`, a player that bluffs in N% of its
// moves. Prints one line a batch and the verdict; with --piles, also how often A's search (a
// searching level) chose a pile, declined one, and what a pile played gained by the search's
// numbers (SearchInfo).

#include "cozen/ai.h"
#include "cozen/match.h"
#include "cozen/strength.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

using namespace cozen;

namespace {

[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "tune_ai: %s\n", message.c_str());
    std::exit(2);
}

// The index of the card of fewest VP among CARDS (not empty), the lowest index among equals.
int cheapestCard(CardMask cards) {
    int cheapest = std::countr_zero(cards);
    for (CardMask m = cards; m; m &= m - 1)
        if (victoryPointsOfIndex(std::countr_zero(m)) < victoryPointsOfIndex(cheapest))
            cheapest = std::countr_zero(m);
    return cheapest;
}

// A rule-based player that always contests (for the study of big wagers, docs/ai.md): every column
// where the other side has cards, or the other side's stake lies alone, gets the fewest of its
// strongest cards that put its side ahead by the greedy baseline's guess (1.5 Strength a card of
// theirs from two cards on), its whole hand if need be; with nothing it can win, it stakes its
// cheapest card.
Move contestMove(const View& view) {
    const int team = teamOfSeat(view.viewer);
    const CardMask hand = view.seats[view.viewer].hand;
    for (int c = 0; c < view.columnCount; ++c) {
        const ColumnView& column = view.columns[std::size_t(c)];
        const bool ours = teamOfSeat(column.stakeOwner) == team;
        const RankTally side = seenSideTally(view, c, team);
        int theirs = 0;
        for (Seat s = 0; s < view.seatCount; ++s)
            if (teamOfSeat(s) != team) theirs += column.hiddenWagers[std::size_t(s)];
        if (ours && theirs == 0) continue;
        const double guess = theirs >= 2 ? 1.5 * theirs : 0.0;
        if (strength(side) > guess && theirs > 0) continue;
        CardMask best = 0;
        int bestStrength = -1;
        for (int k = 1; k <= std::popcount(hand); ++k) {
            for (CardMask sub = hand; sub; sub = (sub - 1) & hand) {
                if (std::popcount(sub) != k) continue;
                RankTally after = side;
                after.addSet(sub);
                const int value = strength(after) * 100 - victoryPoints(sub);
                if (value > bestStrength) {
                    bestStrength = value;
                    best = sub;
                }
            }
            if (bestStrength / 100 > guess) return Move::wager(c, best);
        }
    }
    return Move::stake(cheapestCard(hand));
}

// A bluff (for the study of reads, docs/ai.md): the two cheapest cards of the hand that pair with
// nothing, face down on a column where the other team has cards or owns the stake. None when the
// hand has fewer than two such cards and one to keep, or the row has no such column.
std::optional<Move> bluffMove(const View& view, std::uint64_t seed) {
    const int team = teamOfSeat(view.viewer);
    const CardMask hand = view.seats[view.viewer].hand;
    const std::uint16_t pairs = pairedRanks(hand);
    CardMask loose = hand & ~(CardMask(pairs) | (CardMask(pairs) << kRanks)) & ~kMarkedKingMask;
    if (std::popcount(loose) < 2 || std::popcount(hand) < 3) return std::nullopt;
    CardMask two = 0;
    for (int k = 0; k < 2; ++k) {
        const CardMask cheapest = CardMask{1} << cheapestCard(loose);
        two |= cheapest;
        loose &= ~cheapest;
    }
    std::vector<int> targets;
    for (int c = 0; c < view.columnCount; ++c) {
        const ColumnView& column = view.columns[std::size_t(c)];
        bool theirCards = false;
        for (Seat s = 0; s < view.seatCount; ++s)
            theirCards =
                theirCards || (teamOfSeat(s) != team && column.hiddenWagers[std::size_t(s)]);
        if (theirCards || teamOfSeat(column.stakeOwner) != team) targets.push_back(c);
    }
    if (targets.empty()) return std::nullopt;
    Rng rng(seed ^ 0xb1ffULL);
    return Move::wager(targets[rng.below(std::uint32_t(targets.size()))], two);
}

// What A's searches said of piles (--piles), over every thread's moves.
struct PileTally {
    std::mutex mutex;
    long moves = 0, piles = 0, declined = 0, wholeHand = 0;
    std::vector<double> gains;  // VP, a pile played's over the best smaller move
    double declinedGainSum = 0; // the same, of the piles declined
    double shareGainSum = 0;    // the piles played's gain in the search's value (a share)

    void add(const View& view, const Move& move, const SearchInfo& info) {
        const std::lock_guard lock(mutex);
        ++moves;
        declined += info.pileDeclined;
        if (info.pileDeclined) declinedGainSum += info.pileGainVp;
        if (!info.pile) return;
        ++piles;
        shareGainSum += info.pileGainShare;
        wholeHand += move.cards == view.seats[view.viewer].hand;
        gains.push_back(info.pileGainVp);
    }

    void print() {
        const std::lock_guard lock(mutex);
        std::sort(gains.begin(), gains.end());
        double sum = 0;
        for (double g : gains)
            sum += g;
        const auto at = [&](double q) {
            return gains.empty() ? 0.0 : gains[std::size_t(q * double(gains.size() - 1))];
        };
        std::printf("A's piles: %ld of %ld moves (%ld the whole hand), %ld declined (by %.1f VP on "
                    "average); gain over the best smaller move: mean %.1f VP, quartiles %.1f / "
                    "%.1f / %.1f; mean %.4f of the search's value (a share of the round)\n",
                    piles, moves, wholeHand, declined,
                    declined ? declinedGainSum / double(declined) : 0.0,
                    gains.empty() ? 0.0 : sum / double(gains.size()), at(0.25), at(0.5), at(0.75),
                    piles ? shareGainSum / double(piles) : 0.0);
    }
};

MatchPlayer parsePlayer(const std::string& text, PileTally* piles = nullptr);

// "bluffs=30/hard": the player after the slash, but in 30% of its moves a bluff (bluffMove).
MatchPlayer parseBluffer(const std::string& text) {
    const std::size_t slash = text.find('/');
    const int percent = std::atoi(text.c_str() + std::strlen("bluffs="));
    if (slash == std::string::npos || percent <= 0 || percent > 100)
        fail("expected bluffs=N/player, not " + text);
    const MatchPlayer inner = parsePlayer(text.substr(slash + 1));
    return MatchPlayer(inner.level,
                       [inner, percent](const View& view, std::uint64_t seed, const Reads& reads) {
                           if (Rng(seed).below(100) < std::uint32_t(percent))
                               if (const std::optional<Move> bluff = bluffMove(view, seed))
                                   return *bluff;
                           return inner.move(view, seed, reads);
                       });
}

// "hard:strong=50,deals=4" as a player, "contest", or "bluffs=30/hard"; a searching level's piles
// told to `piles` when given.
MatchPlayer parsePlayer(const std::string& text, PileTally* piles) {
    if (text == "contest")
        return MatchPlayer(Level::Greedy, [](const View& view, std::uint64_t, const Reads&) {
            return contestMove(view);
        });
    if (text.starts_with("bluffs=")) return parseBluffer(text);
    const std::size_t colon = text.find(':');
    const std::optional<Level> level = parseLevel(text.substr(0, colon));
    if (!level) fail("unknown level in " + text);
    if (*level < Level::Easy) {
        if (colon != std::string::npos) fail(text + ": only a searching level has settings");
        return MatchPlayer(*level);
    }
    SearchSettings settings = settingsFor(*level);
    std::string rest = colon == std::string::npos ? "" : text.substr(colon + 1);
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        const std::string pair = rest.substr(0, comma);
        rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
        const std::size_t equals = pair.find('=');
        if (equals == std::string::npos) fail("expected key=value, not " + pair);
        const std::string key = pair.substr(0, equals);
        const double value = std::atof(pair.substr(equals + 1).c_str());
        if (key == "iterations")
            settings.iterations = int(value);
        else if (key == "temperature")
            settings.temperature = value;
        else if (key == "exploration")
            settings.exploration = value;
        else if (key == "deals")
            settings.beliefDeals = int(value);
        else if (key == "sharpness")
            settings.beliefSharpness = value;
        else if (key == "lean")
            settings.leanToPairs = value != 0;
        else if (key == "strong")
            settings.strongReplies = int(value);
        else if (key == "hand")
            settings.handReplies = int(value);
        else if (key == "prior")
            settings.rootPrior = value;
        else if (key == "guide")
            settings.guidedExpansion = int(value);
        else if (key == "greedy")
            settings.greedyRollouts = int(value);
        else if (key == "slips")
            settings.humanSlips = value != 0;
        else if (key == "overcommit")
            settings.overcommit = int(value);
        else if (key == "maxwager")
            settings.maxRootWager = int(value);
        else if (key == "reads")
            settings.readBluffs = value != 0;
        else if (key == "quality")
            settings.evaluation.vpPerQuality = value;
        else if (key == "scale")
            settings.evaluation.scaleVp = value;
        else if (key == "urgency")
            settings.evaluation.urgency = value;
        else if (key == "pile")
            settings.pileMarginVp = value;
        else if (key == "pileshare")
            settings.pileMarginShare = value;
        else if (key == "guard")
            settings.guardMarkedKing = value != 0;
        else
            fail("unknown setting " + key);
    }
    return MatchPlayer(
        *level, [settings, piles](const View& view, std::uint64_t seed, const Reads& reads) {
            SearchInfo info;
            const Move move = searchMove(view, settings, seed, nullptr, &info, reads);
            if (piles) piles->add(view, move, info);
            return move;
        });
}

const char* option(int argc, char** argv, const char* name, const char* fallback) {
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return argv[i + 1];
    return fallback;
}

// The expected score of a player `elo` stronger.
double scoreOfElo(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

} // namespace

int main(int argc, char** argv) {
    const char* a = option(argc, argv, "--a", nullptr);
    const char* b = option(argc, argv, "--b", nullptr);
    if (!a || !b) fail("usage: tune_ai --a PLAYER --b PLAYER [--sprt ELO0,ELO1] [--games N] ...");
    bool countPiles = false;
    for (int i = 1; i < argc; ++i)
        countPiles = countPiles || std::strcmp(argv[i], "--piles") == 0;
    PileTally piles;
    const MatchPlayer playerA = parsePlayer(a, countPiles ? &piles : nullptr),
                      playerB = parsePlayer(b);
    double elo0 = 0, elo1 = 20;
    if (std::sscanf(option(argc, argv, "--sprt", "0,20"), "%lf,%lf", &elo0, &elo1) != 2)
        fail("--sprt: give ELO0,ELO1");
    const int most = std::atoi(option(argc, argv, "--games", "4000"));
    const int batch = std::atoi(option(argc, argv, "--batch", "100")) / 2 * 2;
    const std::uint64_t seed = std::strtoull(option(argc, argv, "--seed", "1"), nullptr, 10);
    const int jobs = std::atoi(option(argc, argv, "--jobs", "2"));
    const int seats = std::atoi(option(argc, argv, "--seats", "2"));
    if (batch < 2 || most < batch || jobs < 1) fail("--batch, --games and --jobs must be positive");

    // The test's bounds at 5% errors of both kinds.
    const double alpha = 0.05, beta = 0.05;
    const double lower = std::log(beta / (1 - alpha)), upper = std::log((1 - beta) / alpha);
    const double s0 = scoreOfElo(elo0), s1 = scoreOfElo(elo1);
    std::vector<double> pairs; // A's mean score in each pair of games (they share a deal)
    for (int played = 0; played < most; played += batch) {
        const MatchResult result = playMatch(
            playerA, playerB, batch, seed * 1000003 + std::uint64_t(played), jobs, {}, seats);
        for (std::size_t i = 0; i + 1 < result.scores.size(); i += 2)
            pairs.push_back((result.scores[i] + result.scores[i + 1]) / 2);
        const double count = double(pairs.size());
        double mean = 0, var = 0;
        for (double p : pairs)
            mean += p / count;
        for (double p : pairs)
            var += (p - mean) * (p - mean) / count;
        var = std::max(var, 1e-6);
        // Fishtest's normal approximation of the log-likelihood ratio, over the pairs.
        const double llr = count * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
        std::printf("%5d games: score %.4f, LLR %+.2f [%.2f, %.2f]\n", played + batch, mean, llr,
                    lower, upper);
        std::fflush(stdout);
        if (countPiles && (llr >= upper || llr <= lower || played + batch >= most)) piles.print();
        if (llr >= upper) {
            std::printf("H1 accepted: A is %.0f Elo better rather than %.0f\n", elo1, elo0);
            return 0;
        }
        if (llr <= lower) {
            std::printf("H0 accepted: A is %.0f Elo better rather than %.0f\n", elo0, elo1);
            return 1;
        }
    }
    std::printf("no verdict after %d games\n", most);
    return 3;
}
