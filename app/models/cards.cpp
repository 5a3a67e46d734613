#include "cards.h"

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

QString arrangementText(const RankCounts& counts, int stakeRank) {
    const Arrangement best = bestArrangement(counts, stakeRank);
    QStringList parts;
    for (int rank : best.pairs)
        parts.append(QStringLiteral("Pair of %1s").arg(rankText(rank)));
    if (!best.straight.empty()) {
        QStringList ranks;
        for (int rank : best.straight)
            ranks.append(rankText(rank));
        parts.append(QStringLiteral("Straight %1").arg(ranks.join(QLatin1Char('-'))));
    }
    if (parts.isEmpty()) parts.append(QStringLiteral("No combination"));
    return QStringLiteral("%1 = %2").arg(parts.join(QStringLiteral(" + "))).arg(best.strength);
}

} // namespace cozen::app
