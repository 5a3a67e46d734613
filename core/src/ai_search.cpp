// The information-set Monte Carlo tree search (cozen/ai.h): the tree of moves shared by every deal
// the search samples, how an iteration walks and grows it, and how the move is chosen from it.

#include "ai_internal.h"

#include "cozen/ai_evaluation.h"
#include "cozen/portable_math.h"
#include "cozen/rules.h"
#include "cozen/strength.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <limits>
#include <vector>

namespace cozen {

namespace {

using detail::Dealer;
using detail::drawWeighted;
using detail::greedyAmong;
using detail::GreedyColumn;
using detail::greedyColumnOf;
using detail::greedyStakeScore;
using detail::greedyWagerScore;
using detail::legalMovesOf;
using detail::looseStake;
using detail::randomIndex;
using detail::randomPair;
using detail::rolloutMove;
using detail::strongestCards;

// ---- The tree ---------------------------------------------------------------------------------
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

struct Node {
    Move move; // the move that led here
    std::uint32_t firstChild = kNone;
    std::uint32_t nextSibling = kNone;
    std::uint32_t visits = 0;
    std::uint32_t available = 0; // iterations in which this move was legal (ISMCTS)
    float reward = 0;            // summed, for the team that made the move
    float margin = 0;            // the round's margin in VP, summed, for the same team
    float prior = 0;             // a root move's, by the greedy baseline's scores (rootPrior)
    std::uint8_t team = 0;
};

// In the tree, the viewer's own moves are kept card by card; another seat's moves are kept as the
// viewer sees them: "stakes a card" or "wagers k cards on column c" (cards holds k). Keying them by
// card would split every reply over the many hands that seat might hold.
bool legalHere(const Move& key, const GameState& state, bool hiddenMover) {
    const CardMask hand = state.seats[state.toMove].hand;
    if (key.kind == MoveKind::Wager && key.column >= state.columnCount) return false;
    return hiddenMover ? int(key.cards) <= std::popcount(hand) : (key.cards & ~hand) == 0;
}

// Another seat's move as the viewer observes it: "stakes a card", "wagers k cards on column c".
Move observedAs(const Move& actual) {
    return actual.kind == MoveKind::Stake
               ? Move{MoveKind::Stake, 0, 1}
               : Move{MoveKind::Wager, actual.column, CardMask(std::popcount(actual.cards))};
}

// A random observed move, each kind of action and count equally likely.
Move randomObserved(const GameState& state, Rng& rng) {
    const int cards = std::popcount(state.seats[state.toMove].hand);
    const std::uint32_t pick = rng.below(1 + std::uint32_t(cards) * state.columnCount);
    if (pick == 0) return Move{MoveKind::Stake, 0, 1};
    return Move{MoveKind::Wager, std::uint8_t((pick - 1) / std::uint32_t(cards)),
                CardMask((pick - 1) % std::uint32_t(cards) + 1)};
}

// The cards of an observed move in this deal: a pair first when two or more are wagered, a card
// that pairs with nothing for a stake, otherwise at random.
Move realize(const Move& key, const GameState& state, Rng& rng, int strongPercent) {
    const CardMask hand = state.seats[state.toMove].hand;
    if (key.kind == MoveKind::Stake) return looseStake(hand, rng);
    if (strongPercent > 0 && int(rng.below(100)) < strongPercent)
        return Move::wager(key.column, strongestCards(state, key.column, hand, int(key.cards)));
    const std::uint16_t pairs = pairedRanks(hand);
    int count = int(key.cards);
    CardMask chosen = 0, left = hand;
    if (count >= 2 && pairs) {
        chosen = randomPair(pairs, rng);
        left &= ~chosen;
        count -= 2;
    }
    for (; count > 0; --count) {
        const CardMask bit = CardMask{1} << randomIndex(left, rng);
        chosen |= bit;
        left &= ~bit;
    }
    return Move::wager(key.column, chosen);
}

// The most cards the viewer may wager at once under `settings` (0: any): maxRootWager, and at a
// person's pace kPacedWager until the round's final turns.
int mostCardsAWager(const SearchSettings& settings, const View& view) {
    int most = settings.maxRootWager;
    if (settings.paced && view.finalTurnsLeft == 0)
        most = most == 0 ? kPacedWager : std::min(most, kPacedWager);
    return most;
}

class Search {
public:
    // With `only`, the root holds that one move (moveWorthVp).
    Search(const View& view, const SearchSettings& settings, std::uint64_t seed, const Reads& reads,
           const Move* only = nullptr)
        : view_(view)
        , settings_(settings)
        , rng_(seed)
        , start_(roundStart(view))
        , dealer_(view, settings, reads) {
        nodes_.reserve(
            std::size_t(std::min(settings.iterations > 0 ? settings.iterations : 200000, 2000000)) +
            256);
        nodes_.push_back(Node{});
        // Every move of the root is always available: the viewer knows its own hand.
        std::int64_t rootMoves = 0;
        const int most = mostCardsAWager(settings, view);
        for (const Move& move : legalMovesOf(view))
            if ((!only || move == *only) &&
                (most == 0 || std::popcount(move.cards) <= most || move.kind == MoveKind::Stake)) {
                addChild(0, move, std::uint8_t(teamOfSeat(view.viewer)));
                ++rootMoves;
            }
        if (settings_.rootPrior > 0) setRootPriors();
        // A long row multiplies the moves every iteration weighs: fewer iterations there.
        if (settings_.work > 0 && settings_.iterations > 0) {
            settings_.iterations = int(std::clamp<std::int64_t>(
                settings_.work / std::max<std::int64_t>(rootMoves, 1), 1000, settings_.iterations));
        }
    }

    // The mean round margin in VP, for the viewer's team, of the root's most visited move.
    double rootWorthVp() const {
        const Node* best = nullptr;
        for (std::uint32_t c = nodes_[0].firstChild; c != kNone; c = nodes_[c].nextSibling)
            if (!best || nodes_[c].visits > best->visits) best = &nodes_[c];
        return best && best->visits ? double(best->margin) / best->visits : 0.0;
    }

    Move run(const std::atomic<bool>* stop, SearchInfo* info) {
        using Clock = std::chrono::steady_clock;
        const auto deadline = Clock::now() + std::chrono::milliseconds(settings_.timeMs);
        int done = 0;
        bool stopped = false;
        while (settings_.iterations <= 0 || done < settings_.iterations) {
            if (stop && stop->load(std::memory_order_relaxed)) {
                stopped = true;
                break;
            }
            if (settings_.timeMs > 0 && done % 16 == 0 && Clock::now() >= deadline) break;
            iterate();
            ++done;
        }
        SearchInfo found{done, stopped};
        const Move move = choose(found);
        if (info) *info = found;
        return move;
    }

private:
    std::uint32_t addChild(std::uint32_t parent, const Move& move, std::uint8_t team) {
        Node child;
        child.move = move;
        child.team = team;
        child.nextSibling = nodes_[parent].firstChild;
        nodes_.push_back(child);
        const auto index = std::uint32_t(nodes_.size() - 1);
        nodes_[parent].firstChild = index;
        return index;
    }

    // Each root move's prior: a softmax of the greedy baseline's scores (two points of score a
    // factor e), so the search's bias goes to the moves a one-ply judge finds likely.
    void setRootPriors() {
        const CardMask hand = view_.seats[view_.viewer].hand;
        std::array<GreedyColumn, kMaxColumns> columns;
        for (int c = 0; c < view_.columnCount; ++c)
            columns[std::size_t(c)] = greedyColumnOf(view_, c);
        double best = -std::numeric_limits<double>::infinity();
        for (std::uint32_t c = nodes_[0].firstChild; c != kNone; c = nodes_[c].nextSibling) {
            const Move& move = nodes_[c].move;
            const double score = move.kind == MoveKind::Stake
                                     ? greedyStakeScore(hand, std::countr_zero(move.cards))
                                     : greedyWagerScore(columns[move.column], move.cards);
            nodes_[c].prior = float(score);
            best = std::max(best, score);
        }
        double total = 0;
        for (std::uint32_t c = nodes_[0].firstChild; c != kNone; c = nodes_[c].nextSibling) {
            nodes_[c].prior = float(portable::exp((nodes_[c].prior - best) / 2.0));
            total += nodes_[c].prior;
        }
        for (std::uint32_t c = nodes_[0].firstChild; c != kNone; c = nodes_[c].nextSibling)
            nodes_[c].prior = float(nodes_[c].prior / total);
    }

    // The moves of `node` in the tree that are legal in `state` were available in this iteration,
    // though another was taken there (ISMCTS availability).
    void countAvailable(std::uint32_t node, const GameState& state, bool hiddenMover) {
        for (std::uint32_t c = nodes_[node].firstChild; c != kNone; c = nodes_[c].nextSibling)
            if (legalHere(nodes_[c].move, state, hiddenMover)) ++nodes_[c].available;
    }

    std::uint32_t findChild(std::uint32_t parent, const Move& move) const {
        for (std::uint32_t c = nodes_[parent].firstChild; c != kNone; c = nodes_[c].nextSibling)
            if (nodes_[c].move == move) return c;
        return kNone;
    }

    // log(n), looked up: the selection takes one for every child it weighs, and n never exceeds
    // the iterations done, so each is worked out once (a fifth of the search's time before).
    double logOf(std::uint32_t n) {
        while (logs_.size() <= n)
            logs_.push_back(portable::log(double(logs_.size())));
        return logs_[n];
    }

    std::uint32_t selectChild(std::uint32_t parent, const GameState& state, bool hiddenMover) {
        std::uint32_t best = kNone;
        double bestScore = -1;
        for (std::uint32_t c = nodes_[parent].firstChild; c != kNone; c = nodes_[c].nextSibling) {
            Node& child = nodes_[c];
            if (!legalHere(child.move, state, hiddenMover)) continue;
            ++child.available;
            if (child.visits == 0) { // an untried root move; the others still count as available
                if (bestScore < 1e9) {
                    bestScore = 1e9;
                    best = c;
                }
                continue;
            }
            if (bestScore >= 1e9) continue;
            double score = child.reward / child.visits +
                           settings_.exploration * std::sqrt(logOf(child.available) / child.visits);
            if (parent == 0 && settings_.rootPrior > 0) // PUCT's bias toward the likelier moves
                score += settings_.rootPrior * child.prior * std::sqrt(double(nodes_[0].visits)) /
                         (1.0 + child.visits);
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    void iterate() {
        GameState state = dealer_.deal(rng_);
        path_.clear();
        std::uint32_t node = 0;
        while (state.phase == Phase::Playing) {
            const auto team = std::uint8_t(teamOfSeat(state.toMove));
            const bool hiddenMover = state.toMove != view_.viewer;
            if (hiddenMover && settings_.handReplies > 0 &&
                int(rng_.below(100)) < settings_.handReplies) {
                if (answerFromTheHand(state, node, team)) break;
                continue;
            }
            std::uint32_t next = kNone;
            if (node != 0) {
                // Expand a random legal move the tree does not have yet (a natural widening: the
                // more moves a node has, the rarer a new one), or, `guidedExpansion` % of the
                // time, the quick policy's move for the mover's hand in this deal.
                const Move candidate = expansionCandidate(state, hiddenMover);
                if (findChild(node, candidate) == kNone) {
                    countAvailable(node, state, hiddenMover);
                    next = addChild(node, candidate, team);
                    nodes_[next].available = 1;
                }
            }
            const bool expanded = next != kNone;
            if (!expanded) next = selectChild(node, state, hiddenMover);
            if (next == kNone) // cannot happen: some legal move is always a child or new
                break;
            play(state, hiddenMover
                            ? realize(nodes_[next].move, state, rng_, settings_.strongReplies)
                            : nodes_[next].move);
            path_.push_back(next);
            node = next;
            if (expanded || nodes_[next].visits == 0) break;
        }
        while (state.phase == Phase::Playing) {
            if (settings_.greedyRollouts > 0 && int(rng_.below(100)) < settings_.greedyRollouts) {
                moves_.clear();
                legalMoves(state.seats[state.toMove].hand, state.columnCount, moves_);
                play(state, greedyAmong(viewFor(state, state.toMove), moves_));
            } else {
                play(state, rolloutMove(state, rng_));
            }
        }
        const double redMargin = roundMarginVp(state, start_, settings_.evaluation);
        const double red = shareOfRound(state, redMargin, settings_.evaluation);
        for (std::uint32_t n : path_) {
            nodes_[n].visits += 1;
            nodes_[n].reward += float(nodes_[n].team == 0 ? red : 1.0 - red);
            nodes_[n].margin += float(nodes_[n].team == 0 ? redMargin : -redMargin);
        }
        nodes_[0].visits += 1;
    }

    Move expansionCandidate(const GameState& state, bool hiddenMover) {
        if (settings_.guidedExpansion > 0 && int(rng_.below(100)) < settings_.guidedExpansion) {
            const Move guided = rolloutMove(state, rng_);
            return hiddenMover ? observedAs(guided) : guided;
        }
        return hiddenMover ? randomObserved(state, rng_) : randomMove(state, rng_);
    }

    // Another seat's move at `node`, chosen from the hand this deal gives it by the quick policy
    // (handReplies), filed under the move as the viewer observes it; whether the walk ends there
    // (a move new to the tree, or never visited).
    bool answerFromTheHand(GameState& state, std::uint32_t& node, std::uint8_t team) {
        const Move actual = rolloutMove(state, rng_);
        const Move key = observedAs(actual);
        countAvailable(node, state, true);
        std::uint32_t child = findChild(node, key);
        const bool added = child == kNone;
        if (added) {
            child = addChild(node, key, team);
            nodes_[child].available = 1;
        }
        play(state, actual);
        path_.push_back(child);
        node = child;
        return added || nodes_[child].visits == 0;
    }

    Move choose(SearchInfo& info) {
        const Node* picked = drawn();
        if (!picked) return Move{};
        picked = pileWorthIt(guardingTheKing(picked), info);
        Move chosen = picked->move;
        if (settings_.overcommit > 0 && chosen.kind == MoveKind::Wager &&
            int(rng_.below(100)) < settings_.overcommit)
            chosen = overcommitted(chosen);
        return chosen;
    }

    // The root's move drawn by its visits to the power 1/temperature (the most visited at a
    // temperature near 0); none when the root has no move.
    const Node* drawn() {
        double most = 0;
        const Node* mostVisited = nullptr;
        for (std::uint32_t c = nodes_[0].firstChild; c != kNone; c = nodes_[c].nextSibling) {
            const Node& child = nodes_[c];
            const bool better =
                !mostVisited || child.visits > mostVisited->visits ||
                (child.visits == mostVisited->visits && child.reward > mostVisited->reward);
            if (better) mostVisited = &child;
            most = std::max(most, double(child.visits));
        }
        if (!mostVisited || settings_.temperature < 0.02 || most == 0) return mostVisited;
        // A person's slips are among the moves that look good: not the ones the search tried a
        // few times and dropped, nor a marked king put at risk where the best move keeps it back.
        const bool kingInBest = (mostVisited->move.cards & kMarkedKingMask) != 0;
        std::vector<const Node*> drawable;
        std::vector<double> weights;
        double total = 0;
        for (std::uint32_t c = nodes_[0].firstChild; c != kNone; c = nodes_[c].nextSibling) {
            const Node& child = nodes_[c];
            if (settings_.humanSlips && (child.visits < 0.1 * most ||
                                         (!kingInBest && (child.move.cards & kMarkedKingMask))))
                continue;
            double w = portable::pow(child.visits / most, 1.0 / settings_.temperature);
            if (settings_.paced && child.move.kind == MoveKind::Stake) w *= kPacedStakeWeight;
            if (w > 1e-9) {
                drawable.push_back(&child);
                weights.push_back(w);
                total += w;
            }
        }
        const std::size_t drawn = drawWeighted(weights, total, rng_);
        return drawn < drawable.size() ? drawable[drawn] : mostVisited;
    }

    // The most visited move of the root for which `skip` is false; none when there is none.
    template <typename Skip>
    const Node* mostVisitedBut(Skip skip) const {
        const Node* best = nullptr;
        for (std::uint32_t c = nodes_[0].firstChild; c != kNone; c = nodes_[c].nextSibling)
            if (!skip(nodes_[c].move) && (!best || nodes_[c].visits > best->visits))
                best = &nodes_[c];
        return best;
    }

    // A wager that puts the viewer's marked king in a bluff (its side left with no Strength, as
    // far as the viewer sees it) while the hand holds a pair (guardMarkedKing).
    bool riskyKingBluff(const Move& move) const {
        if (!settings_.guardMarkedKing || move.kind != MoveKind::Wager ||
            !(move.cards & kMarkedKingMask) || !pairedRanks(view_.seats[view_.viewer].hand))
            return false;
        RankTally side = seenSideTally(view_, move.column, teamOfSeat(view_.viewer));
        side.addSet(move.cards);
        return strength(side) == 0;
    }

    const Node* guardingTheKing(const Node* picked) const {
        if (!riskyKingBluff(picked->move)) return picked;
        const Node* other = mostVisitedBut([this](const Move& m) { return riskyKingBluff(m); });
        return other ? other : picked;
    }

    static bool isPile(const Move& move) {
        return move.kind == MoveKind::Wager && std::popcount(move.cards) >= kPileCards;
    }

    static double meanMargin(const Node& node) {
        return node.visits ? double(node.margin) / node.visits : 0.0;
    }

    static double meanReward(const Node& node) {
        return node.visits ? double(node.reward) / node.visits : 0.0;
    }

    // `picked`, unless it is a pile the search does not find worth the settings' margins more than
    // the best smaller move: then that move. What the pile gains goes in `info`.
    const Node* pileWorthIt(const Node* picked, SearchInfo& info) const {
        if (!isPile(picked->move)) return picked;
        const Node* smaller =
            mostVisitedBut([this](const Move& m) { return isPile(m) || riskyKingBluff(m); });
        if (!smaller || smaller->visits == 0) {
            info.pile = true; // nothing smaller was weighed: no gain to tell
            return picked;
        }
        info.pileGainShare = meanReward(*picked) - meanReward(*smaller);
        info.pileGainVp = meanMargin(*picked) - meanMargin(*smaller);
        if ((settings_.pileMarginShare >= 0 && info.pileGainShare <= settings_.pileMarginShare) ||
            (settings_.pileMarginVp >= 0 && info.pileGainVp < settings_.pileMarginVp)) {
            info.pileDeclined = true;
            return smaller;
        }
        info.pile = true;
        return picked;
    }

    // A wager with one more card of the hand, the one that adds the most Strength there (the
    // cheapest among equals, never the marked king), as a learning player puts more on a column
    // than it needs. The wager as it is when the hand has no other card, or no card to spare.
    Move overcommitted(const Move& wager) const {
        const CardMask hand = view_.seats[view_.viewer].hand;
        const CardMask spare = hand & ~wager.cards & ~kMarkedKingMask;
        // Keep a card in hand: a wager of the whole hand ends the round, another kind of move.
        if (!spare || std::popcount(hand & ~wager.cards) < 2) return wager;
        // At a person's pace, no more than the pace allows.
        const int most = mostCardsAWager(settings_, view_);
        if (most > 0 && std::popcount(wager.cards) >= most) return wager;
        RankTally side = seenSideTally(view_, wager.column, teamOfSeat(view_.viewer));
        side.addSet(wager.cards);
        int best = -1, bestScore = std::numeric_limits<int>::min();
        for (CardMask m = spare; m; m &= m - 1) {
            const int index = std::countr_zero(m);
            RankTally after = side;
            after.addRank(rankOfIndex(index));
            const int score = strength(after) * 100 - victoryPointsOfIndex(index);
            if (score > bestScore) {
                bestScore = score;
                best = index;
            }
        }
        return Move::wager(wager.column, wager.cards | (CardMask{1} << best));
    }

    const View& view_;
    SearchSettings settings_;
    Rng rng_;
    RoundStart start_;
    Dealer dealer_;
    std::vector<Node> nodes_;
    std::vector<std::uint32_t> path_;
    std::vector<Move> moves_;
    std::vector<double> logs_;
};

} // namespace

Move searchMove(const View& view, const SearchSettings& settings, std::uint64_t seed,
                const std::atomic<bool>* stop, SearchInfo* info, const Reads& reads) {
    const std::vector<Move> moves = legalMovesOf(view);
    if (moves.size() <= 1) {
        if (info) *info = {};
        return moves.empty() ? Move{} : moves.front();
    }
    return Search(view, settings, seed, reads).run(stop, info);
}

double moveWorthVp(const View& view, const Move& move, const SearchSettings& settings,
                   std::uint64_t seed, const Reads& reads) {
    Search search(view, settings, seed, reads, &move);
    search.run(nullptr, nullptr);
    return search.rootWorthVp();
}

} // namespace cozen
