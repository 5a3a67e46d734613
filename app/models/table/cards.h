#pragma once
// Cards as QML sees them: their text (docs/position-format.md, "10D", "KH"), and back again for the
// seat that owns them. A hidden card never gets a code: QML shows it as a back.

#include "cozen/card.h"
#include "cozen/state.h"
#include "cozen/strength.h"

#include "table/tabledata.h"
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
// A high-card value (2 to 14, the ace high: the tie-break's) as its rank is written; 0 (no card)
// "".
QString highCardName(int value);

// The index in `owner`'s set of the card `code` names, when it is one of that seat's colour.
std::optional<int> indexOfCode(const QString& code, Seat owner);

// A team's wagered cards in one column (a Column's or a ColumnView's wagers), counted by rank.
RankCounts wageredRanks(const std::array<CardMask, kMaxSeats>& wagers, int team, int seatCount);

// One side's best arrangement as data, put into words where it is shown.
SideArrangement arrangementOf(const RankCounts& counts, int stakeRank = 0);

} // namespace cozen::app
