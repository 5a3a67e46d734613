#pragma once
// What the table says about a hint: the move as data, and why it is a good one when that can be
// told from what the viewer sees. Only the viewer's View is read, so a reason never rests on a card
// the viewer may not see.

#include "cozen/move.h"
#include "cozen/view.h"

#include <QVariantMap>

namespace cozen::app {

// A team's side of a column as the viewer sees it, `extra` (cards of the viewer's hand) added,
// counted by rank; the team's own stake joins its counting cards when the viewer can see it.
QVariantMap sideArrangement(const View& view, int column, int team, CardMask extra = 0);

// The hint `move` (the viewer's) as { "column" (from 0; -1 to stake), "cards": codes, "risk": the
// VP the move leaves to be captured (a stake: the card; a wager: every card of the viewer's side
// in that column with it, the stake when it is theirs), "markedKing": true when the move puts the
// viewer's marked king (70 VP) on the table, "reason" }. The reason:
//   a wager: { "kind": "wager", or "bluff" when the side makes nothing there with it, "column",
//     "ours": the viewer's side with the move (arrangementOf), "theirs": the other team's side as
//     far as it shows, "shown": its cards that show there, the stake included when it is theirs
//     and face up, "shownVp": their VP, "hidden": its cards face down there, "stakeTheirs": whether
//     the stake is the other team's, "loose": the move's cards that add no Strength (codes; absent
//     when none) };
//   a stake: { "kind": "stake", "loose": whether the card makes no pair and no run with any other
//     card of the hand, so staking it costs no combination }.
QVariantMap hintData(const View& view, const Move& move);

} // namespace cozen::app
