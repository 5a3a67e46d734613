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
    if (move.kind == MoveKind::Stake) {
        hint.insert(QStringLiteral("column"), -1);
        const int rank = rankOfIndex(nthIndex(move.cards, 0));
        if (!belongs(hand, rank))
            hint.insert(QStringLiteral("reason"),
                        QVariantMap{{QStringLiteral("kind"), QStringLiteral("stake")},
                                    {QStringLiteral("loose"), true}});
        return hint;
    }
    const int column = move.column;
    hint.insert(QStringLiteral("column"), column);
    const ColumnView& col = view.columns[std::size_t(column)];
    const int them = 1 - team;
    int shown = 0, hidden = 0;
    for (Seat seat = Seat(them); seat < view.seatCount; seat += 2) {
        shown += cardCount(col.wagers[seat]);
        hidden += col.hiddenWagers[seat];
    }
    const bool stakeTheirs = teamOfSeat(col.stakeOwner) == them;
    if (stakeTheirs && col.stakeKnown) ++shown;
    const QVariantMap ours = sideArrangement(view, column, team, move.cards);
    // A side that makes no combination is not a reason anybody can see (a bluff, or cards kept
    // for later): the hint then names the move alone.
    if (ours.value(QStringLiteral("strength")).toInt() == 0) return hint;
    hint.insert(
        QStringLiteral("reason"),
        QVariantMap{{QStringLiteral("kind"), QStringLiteral("wager")},
                    {QStringLiteral("column"), column},
                    {QStringLiteral("ours"), sideArrangement(view, column, team, move.cards)},
                    {QStringLiteral("theirs"), sideArrangement(view, column, them)},
                    {QStringLiteral("shown"), shown},
                    {QStringLiteral("hidden"), hidden},
                    {QStringLiteral("stakeTheirs"), stakeTheirs}});
    return hint;
}

} // namespace cozen::app
