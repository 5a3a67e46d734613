#include "table/cards.h"

namespace cozen::app {

QString cardCode(Seat owner, int index) {
    return QString::fromStdString(cardText(colourOfSeat(owner), index));
}

QStringList cardCodes(Seat owner, CardMask cards) {
    QStringList codes;
    forEachInOrder(cards, [&](int index) { codes.append(cardCode(owner, index)); });
    return codes;
}

QString rankText(int rank) {
    static const char* const names[] = {"",  "A", "2", "3",  "4", "5", "6",
                                        "7", "8", "9", "10", "J", "Q", "K"};
    return QString::fromLatin1(names[rank]);
}

QString highCardName(int value) {
    return rankText(value == 14 ? 1 : value);
}

std::optional<int> indexOfCode(const QString& code, Seat owner) {
    const auto face = parseCardFace(code.toStdString());
    if (!face || face->colour != colourOfSeat(owner)) return std::nullopt;
    return face->index;
}

RankCounts wageredRanks(const std::array<CardMask, kMaxSeats>& wagers, int team, int seatCount) {
    RankCounts counts{};
    for (Seat seat = team; seat < seatCount; seat += 2)
        forEachInOrder(wagers[std::size_t(seat)],
                       [&](int index) { ++counts[std::size_t(rankOfIndex(index))]; });
    return counts;
}

SideArrangement arrangementOf(const RankCounts& counts, int stakeRank) {
    const Arrangement best = bestArrangement(counts, stakeRank);
    SideArrangement side;
    side.known = true;
    for (int rank : best.pairs)
        side.pairs.append(rankText(rank));
    for (int rank : best.straight)
        side.straight.append(rankText(rank));
    side.strength = best.strength;
    return side;
}

} // namespace cozen::app
