#pragma once
// What the table says about a hint: the move as data, and why it is a good one when that can be
// told from what the viewer sees. Only the viewer's View is read, so a reason never rests on a card
// the viewer may not see.

#include "cozen/ai.h"
#include "cozen/move.h"
#include "cozen/view.h"

#include "table/tabledata.h"

namespace cozen::app {

// A team's side of a column as the viewer sees it, `extra` (cards of the viewer's hand) added,
// counted by rank; the team's own stake joins its counting cards when the viewer can see it.
SideArrangement sideArrangement(const View& view, int column, int team, CardMask extra = 0);

// The hint `move` (the viewer's), with what it risks (a stake: the card; a wager: every card of
// the viewer's side in that column with it, the stake when it is theirs) and why (HintReason);
// `thought`, what the search said of it (a pile's gain).
Hint hintData(const View& view, const Move& move, const SearchInfo& thought = {});

} // namespace cozen::app
