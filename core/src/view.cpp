#include "cozen/view.h"

#include <algorithm>

namespace cozen {

namespace {
// The fields every seat sees, the same in a state and in its views.
template <typename From, typename To>
void copyPublicFields(const From& from, To& to) {
    to.seatCount = from.seatCount;
    to.phase = from.phase;
    to.winner = from.winner;
    to.toMove = from.toMove;
    to.starter = from.starter;
    to.finalTurnsLeft = from.finalTurnsLeft;
    to.round = from.round;
    to.target = from.target;
    to.columnCount = from.columnCount;
}
} // namespace

int View::jailVp(int team) const {
    return jailVpOf(*this, team);
}

bool View::operator==(const View& other) const {
    return viewer == other.viewer && seatCount == other.seatCount && phase == other.phase &&
           winner == other.winner && toMove == other.toMove && starter == other.starter &&
           finalTurnsLeft == other.finalTurnsLeft && round == other.round &&
           target == other.target && seats == other.seats && columnCount == other.columnCount &&
           std::equal(columns.begin(), columns.begin() + columnCount, other.columns.begin());
}

ColumnView columnViewAs(const Column& column, int seatCount, Eyes eyes) {
    ColumnView out;
    out.stakeOwner = std::uint8_t(column.owner());
    out.faceUp = column.faceUp;
    out.stakeKnown = column.faceUp || eyes.seeTableCardsOf(column.owner());
    if (out.stakeKnown) out.stake = column.stake;
    for (Seat s = 0; s < std::min(seatCount, kMaxSeats); ++s) {
        const CardMask wagered = column.wagers[std::size_t(s)];
        if (eyes.seeTableCardsOf(s))
            out.wagers[std::size_t(s)] = wagered;
        else
            out.hiddenWagers[std::size_t(s)] = std::uint8_t(std::popcount(wagered));
    }
    return out;
}

View viewAs(const GameState& state, Eyes eyes) {
    View view;
    view.viewer = std::uint8_t(eyes.who == Eyes::OneSeat ? eyes.seat : 0);
    copyPublicFields(state, view);

    std::array<CardMask, kMaxSeats> seen{}; // by seat: the cards the viewer can place
    for (int c = 0; c < state.columnCount; ++c) {
        const Column& column = state.columns[std::size_t(c)];
        const ColumnView out = columnViewAs(column, state.seatCount, eyes);
        view.columns[std::size_t(c)] = out;
        if (out.stakeKnown)
            seen[std::size_t(column.owner())] |= CardMask{1} << indexOf(column.stake);
        for (Seat s = 0; s < state.seatCount; ++s)
            seen[std::size_t(s)] |= out.wagers[std::size_t(s)];
    }
    for (Seat s = 0; s < state.seatCount; ++s) {
        const SeatCards& seat = state.seats[std::size_t(s)];
        SeatView& out = view.seats[std::size_t(s)];
        out.handSize = std::uint8_t(std::popcount(seat.hand));
        out.deckSize = seat.deckSize;
        out.hand = eyes.seeHandOf(s) ? seat.hand : 0;
        out.jailed = seat.jailed;
        out.unseen = kFullSet & ~seat.jailed & ~seen[std::size_t(s)] & ~out.hand;
    }
    return view;
}

View viewFor(const GameState& state, Seat viewer) {
    return viewAs(state, Eyes::of(viewer));
}

RankTally seenSideTally(const View& view, int c, int team) {
    const ColumnView& column = view.columns[std::size_t(c)];
    RankTally tally;
    for (Seat s = 0; s < view.seatCount; ++s)
        if (teamOfSeat(s) == team) tally.addSet(column.wagers[std::size_t(s)]);
    if (column.stakeKnown && teamOfSeat(column.stakeOwner) == team)
        tally.addRank(rankOf(column.stake));
    return tally;
}

Refusal whyIllegal(const View& view, const Move& move) {
    // The rules' own check, on a state that holds what the view knows of it.
    GameState known;
    known.seatCount = view.seatCount;
    known.phase = view.phase;
    known.toMove = view.toMove;
    known.columnCount = view.columnCount;
    if (view.viewer == view.toMove) known.seats[view.toMove].hand = view.seats[view.viewer].hand;
    return whyIllegal(known, move);
}

View publicView(const GameState& state) {
    return viewAs(state, Eyes::nobody());
}

GameState determinize(const View& view, Rng& rng) {
    GameState state;
    copyPublicFields(view, state);

    for (Seat s = 0; s < view.seatCount; ++s) {
        const SeatView& seatView = view.seats[std::size_t(s)];
        // Shuffle the cards this seat could have anywhere hidden, then hand them out in a fixed
        // order: hidden stakes, hidden wagers column by column, the rest of the hand, the deck.
        std::array<Card, kSetSize> pool{};
        int poolSize = 0;
        for (CardMask m = seatView.unseen; m; m &= m - 1)
            pool[std::size_t(poolSize++)] = Card(std::countr_zero(m));
        shuffle(std::span<Card>(pool.data(), std::size_t(poolSize)), rng);
        int next = 0;
        auto take = [&] { return pool[std::size_t(next++)]; };

        for (int c = 0; c < view.columnCount; ++c) {
            const ColumnView& columnView = view.columns[std::size_t(c)];
            Column& column = state.columns[std::size_t(c)];
            column.faceUp = columnView.faceUp;
            if (columnView.stakeOwner == s)
                column.stake = columnView.stakeKnown ? columnView.stake : makeCard(s, take());
            column.wagers[std::size_t(s)] = columnView.wagers[std::size_t(s)];
            for (int n = 0; n < columnView.hiddenWagers[std::size_t(s)]; ++n)
                column.wagers[std::size_t(s)] |= CardMask{1} << take();
        }
        SeatCards& seat = state.seats[std::size_t(s)];
        seat.jailed = seatView.jailed;
        seat.hand = seatView.hand;
        while (std::popcount(seat.hand) < seatView.handSize)
            seat.hand |= CardMask{1} << take();
        seat.deckSize = 0;
        while (next < poolSize)
            seat.deck[seat.deckSize++] = take();
    }
    return state;
}

} // namespace cozen
