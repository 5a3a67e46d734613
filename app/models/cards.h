#pragma once
// Cards as QML sees them: their text (SPEC §2, "10D", "KH"), and back again for the seat that
// owns them. A hidden card never gets a code: QML shows it as a back.

#include "cozen/card.h"
#include "cozen/state.h"
#include "cozen/strength.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace cozen::app {

QString cardCode(Seat owner, int index);
inline QString cardCode(Card card) {
    return cardCode(ownerOf(card), indexOf(card));
}
// A seat's cards, by rank then suit.
QStringList cardCodes(Seat owner, CardMask cards);
QString rankText(int rank);

// The index in `owner`'s set of the card `code` names, when it is one of that seat's colour.
std::optional<int> indexOfCode(const QString& code, Seat owner);

// A team's wagered cards in one column (a Column's or a ColumnView's wagers), counted by rank.
RankCounts wageredRanks(const std::array<CardMask, kMaxSeats>& wagers, int team, int seatCount);

// "Pair of 4s + Straight 5-6-7 = 6", for one side's cards (the stake's rank first, when it counts).
QString arrangementText(const RankCounts& counts, int stakeRank = 0);

} // namespace cozen::app
