#include "hints.h"

#include "cards.h"

#include "cozen/strength.h"

namespace cozen::app {

QVariantMap sideArrangement(const View& view, int column, int team, CardMask extra) {
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

QVariantMap hintData(const View& view, const Move& move) {
    const Seat viewer = view.viewer;
    const int team = teamOfSeat(viewer);
    const CardMask hand = view.seats[viewer].hand;
    QVariantMap hint{{QStringLiteral("cards"), cardCodes(viewer, move.cards)}};
    // Whatever the move, the marked king (70 VP) put on the table is said first.
    bool markedKing = false;
    forEachInOrder(move.cards,
                   [&](int index) { markedKing = markedKing || isMarkedKingIndex(index); });
    if (markedKing) hint.insert(QStringLiteral("markedKing"), true);
    if (move.kind == MoveKind::Stake) {
        hint.insert(QStringLiteral("column"), -1);
        // A face-down stake is the other side's to win by default: its VP are at risk.
        hint.insert(QStringLiteral("risk"), victoryPoints(move.cards));
        const int rank = rankOfIndex(nthIndex(move.cards, 0));
        hint.insert(QStringLiteral("reason"),
                    QVariantMap{{QStringLiteral("kind"), QStringLiteral("stake")},
                                {QStringLiteral("loose"), !belongs(hand, rank)}});
        return hint;
    }
    const int column = move.column;
    hint.insert(QStringLiteral("column"), column);
    const ColumnView& col = view.columns[std::size_t(column)];
    const int them = 1 - team;
    int shown = 0, hidden = 0, shownVp = 0, ourVp = 0;
    for (Seat seat = 0; seat < view.seatCount; ++seat) {
        if (teamOfSeat(seat) == them) {
            shown += cardCount(col.wagers[seat]);
            shownVp += victoryPoints(col.wagers[seat]);
            hidden += col.hiddenWagers[seat];
        } else {
            ourVp += victoryPoints(col.wagers[seat]); // the viewer sees its partner's too
        }
    }
    const bool stakeTheirs = teamOfSeat(col.stakeOwner) == them;
    if (col.stakeKnown && stakeTheirs) {
        ++shown;
        shownVp += victoryPoints(col.stake);
    } else if (col.stakeKnown) {
        ourVp += victoryPoints(col.stake);
    }
    // Lost, the column takes every card of the side: those already there and the move's.
    hint.insert(QStringLiteral("risk"), ourVp + victoryPoints(move.cards));
    const QVariantMap ours = sideArrangement(view, column, team, move.cards);
    const int strength = ours.value(QStringLiteral("strength")).toInt();
    QVariantMap reason{{QStringLiteral("kind"), QStringLiteral("wager")},
                       {QStringLiteral("column"), column},
                       {QStringLiteral("ours"), ours},
                       {QStringLiteral("theirs"), sideArrangement(view, column, them)},
                       {QStringLiteral("shown"), shown},
                       {QStringLiteral("shownVp"), shownVp},
                       {QStringLiteral("hidden"), hidden},
                       {QStringLiteral("stakeTheirs"), stakeTheirs}};
    if (strength == 0) {
        // Cards that make nothing there: a bluff, said as one.
        reason.insert(QStringLiteral("kind"), QStringLiteral("bluff"));
    } else {
        // Cards of the move that add no Strength (the side is as strong without them): said, so
        // a hint never adds a card without a reason (they count only on a tie, on the high card).
        CardMask loose = 0;
        forEachInOrder(move.cards, [&](int index) {
            const CardMask without = move.cards & ~(CardMask{1} << index);
            if (sideArrangement(view, column, team, without)
                    .value(QStringLiteral("strength"))
                    .toInt() == strength)
                loose |= CardMask{1} << index;
        });
        if (loose) reason.insert(QStringLiteral("loose"), cardCodes(viewer, loose));
    }
    hint.insert(QStringLiteral("reason"), reason);
    return hint;
}

} // namespace cozen::app
