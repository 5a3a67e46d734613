#pragma once
// What a listener on the wire may learn of a remote game's cards: every card named in a message
// before the game's end (the `end` messages lay everything open) must have been public in that
// message's round when it was named: a stake the deal flipped, or a card the round's resolution
// turned up (every card of a column with wagers on both sides; the stake of a column won by
// default). The true game, to judge by, is the record both ends agreed on.

#include "cozen/record.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace cozen::testing {

// The first card named on the wire before it was public, as a sentence; empty when there is none.
// `bodies` are the messages' bodies (JSON, without the MAC), in any order.
QString cardNamedTooSoon(const QList<QByteArray>& bodies, const GameRecord& record);

} // namespace cozen::testing
