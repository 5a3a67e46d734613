#include "play/hints.h"

#include "table/cards.h"

#include "cozen/strength.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <vector>

namespace cozen::app {

SideArrangement sideArrangement(const View& view, int column, int team, CardMask extra) {
    const ColumnView& col = view.columns[std::size_t(column)];
    RankCounts counts = wageredRanks(col.wagers, team, view.seatCount);
    forEachInOrder(extra, [&](int index) { ++counts[std::size_t(rankOfIndex(index))]; });
    int stakeRank = 0;
    if (col.stakeKnown && teamOfSeat(col.stakeOwner) == team) {
        stakeRank = rankOf(col.stake);
        ++counts[std::size_t(stakeRank)];
    }
    return arrangementOf(counts, stakeRank);
}

namespace {

// Whether a rank of the hand pairs with, or runs on from, another card of it (an ace runs both
// ways: A-2 and K-A).
bool belongs(CardMask hand, int rank) {
    int same = 0;
    bool neighbour = false;
    forEachInOrder(hand, [&](int index) {
        const int other = rankOfIndex(index);
        same += other == rank;
        const int gap = other > rank ? other - rank : rank - other;
        neighbour = neighbour || gap == 1 || gap == kKing - kAce;
    });
    return same > 1 || neighbour;
}

} // namespace

Hint hintData(const View& view, const Move& move, const SearchInfo& thought) {
    const Seat viewer = view.viewer;
    const int team = teamOfSeat(viewer);
    const CardMask hand = view.seats[viewer].hand;
    Hint hint;
    hint.known = true;
    hint.cards = cardCodes(viewer, move.cards);
    // Whatever the move, the marked king (70 VP) put on the table is said first.
    forEachInOrder(move.cards, [&](int index) {
        hint.markedKing = hint.markedKing || isMarkedKingIndex(index);
    });
    if (move.kind == MoveKind::Stake) {
        hint.column = -1;
        // A face-down stake is the other side's to win by default: its VP are at risk.
        hint.risk = victoryPoints(move.cards);
        hint.reason.kind = HintKind::Stake;
        const int rank = rankOfIndex(nthIndex(move.cards, 0));
        if (!belongs(hand, rank)) hint.reason.loose = hint.cards;
        return hint;
    }
    const int column = move.column;
    hint.column = column;
    const ColumnView& col = view.columns[std::size_t(column)];
    const int them = 1 - team;
    HintReason& reason = hint.reason;
    int ourVp = 0;
    for (Seat seat = 0; seat < view.seatCount; ++seat) {
        if (teamOfSeat(seat) == them) {
            reason.shown += cardCount(col.wagers[seat]);
            reason.shownVp += victoryPoints(col.wagers[seat]);
            reason.hidden += col.hiddenWagers[seat];
        } else {
            ourVp += victoryPoints(col.wagers[seat]); // the viewer sees its partner's too
        }
    }
    reason.stakeTheirs = teamOfSeat(col.stakeOwner) == them;
    if (col.stakeKnown && reason.stakeTheirs) {
        ++reason.shown;
        reason.shownVp += victoryPoints(col.stake);
    } else if (col.stakeKnown) {
        ourVp += victoryPoints(col.stake);
    }
    // Lost, the column takes every card of the side: those already there and the move's.
    hint.risk = ourVp + victoryPoints(move.cards);
    reason.column = column;
    // A pile is told as one, with the search's reason for it: what it gains over a smaller move.
    reason.pile = std::popcount(move.cards) >= kPileCards;
    reason.wholeHand = reason.pile && move.cards == hand;
    if (reason.pile && thought.pile) reason.pileGainVp = int(std::lround(thought.pileGainVp));
    reason.ours = sideArrangement(view, column, team, move.cards);
    reason.theirs = sideArrangement(view, column, them);
    const int strength = reason.ours.strength;
    if (strength == 0) {
        // Cards that make nothing there: a bluff, said as one.
        reason.kind = HintKind::Bluff;
        return hint;
    }
    reason.kind = HintKind::Wager;
    // Cards of the move that add no Strength (the side is as strong without all of them): said,
    // so a hint never adds a card without a reason (they count only on a tie, on the higher
    // card). Lowest ranks first, so that the side keeps its high cards, as its arrangement does:
    // with a 10 staked, of 4-5-J the 4 and 5 are loose, not the J as well.
    std::vector<int> byRank;
    forEachInOrder(move.cards, [&](int index) { byRank.push_back(index); });
    std::stable_sort(byRank.begin(), byRank.end(),
                     [](int a, int b) { return rankOfIndex(a) < rankOfIndex(b); });
    CardMask loose = 0;
    for (const int index : byRank) {
        const CardMask without = move.cards & ~(loose | (CardMask{1} << index));
        if (sideArrangement(view, column, team, without).strength == strength)
            loose |= CardMask{1} << index;
    }
    if (loose) reason.loose = cardCodes(viewer, loose);
    return hint;
}

} // namespace cozen::app
