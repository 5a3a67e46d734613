#pragma once
// What one seat may know of the game (R11), as a type of its own, and a determinizer that
// deals a full state consistent with a view. The AI is given a View, never a GameState, so it
// cannot use what its seat may not see.
//
// A seat knows its hand; its own face-down cards on the table (in 2v2 its partner's too); every
// face-up card; both jails; every deck and hand size; and which seat played each face-down card.
// It does not know any deck's order, nor the other seats' hands and hidden table cards: of those
// it knows only the set they are drawn from (the seat's 26 cards less what it can see).
// What earlier resolutions revealed does not bear on where cards are now (every round ends with a
// shuffle), so a View does not carry it.

#include "cozen/rng.h"
#include "cozen/rules.h"
#include "cozen/state.h"

namespace cozen {

// Whose eyes a view is for: one seat; nobody (a screen between two people at it, which shows what
// everybody may know); or everybody (a finished game shown face up, where nothing is secret).
struct Eyes {
    enum Who : std::uint8_t { OneSeat, Nobody, Everybody };
    Who who = OneSeat;
    Seat seat = 0; // for OneSeat

    static constexpr Eyes of(Seat seat) { return {OneSeat, seat}; }
    static constexpr Eyes nobody() { return {Nobody, 0}; }
    static constexpr Eyes everybody() { return {Everybody, 0}; }
    // Whether they see the face-down cards `owner` plays: a seat sees its own and, in 2v2, its
    // partner's (R12).
    constexpr bool seeTableCardsOf(Seat owner) const {
        return who == Everybody || (who == OneSeat && teamOfSeat(owner) == teamOfSeat(seat));
    }
    // Whether they see the hand of `owner`: a seat sees only its own.
    constexpr bool seeHandOf(Seat owner) const {
        return who == Everybody || (who == OneSeat && owner == seat);
    }
    bool operator==(const Eyes&) const = default;
};

struct ColumnView {
    bool stakeKnown = false;
    Card stake = 0; // when stakeKnown
    std::uint8_t stakeOwner = 0;
    bool faceUp = false;
    std::array<CardMask, kMaxSeats> wagers{};           // the wagered cards the viewer can see
    std::array<std::uint8_t, kMaxSeats> hiddenWagers{}; // how many more lie face down, by seat
    bool operator==(const ColumnView&) const = default;
};

struct SeatView {
    std::uint8_t handSize = 0;
    std::uint8_t deckSize = 0;
    CardMask hand = 0; // the cards of the hand the viewer can see: all of its own, none of others'
    CardMask jailed = 0; // public
    CardMask unseen =
        0; // the cards whose place the viewer does not know: deck, hidden hand, hidden table
    bool operator==(const SeatView&) const = default;
};

struct View {
    std::uint8_t viewer = 0;
    std::uint8_t seatCount = 2;
    Phase phase = Phase::Playing;
    std::int8_t winner = kNoWinner;
    std::uint8_t toMove = 0;
    std::uint8_t starter = 0;
    std::uint8_t finalTurnsLeft = 0;
    std::uint16_t round = 0;
    std::uint16_t target = 70;
    std::array<SeatView, kMaxSeats> seats{};
    std::uint8_t columnCount = 0;
    std::array<ColumnView, kMaxColumns> columns{};

    std::span<const ColumnView> row() const { return {columns.data(), columnCount}; }
    // Whether `viewer` sees the face-down cards of `seat`: its own, and its partner's (R12).
    bool seesTableCardsOf(Seat seat) const { return Eyes::of(viewer).seeTableCardsOf(seat); }
    int jailVp(int team) const;
    bool operator==(const View& other) const;
};

// What these eyes may know of the state. Every view the app shows is one of these.
View viewAs(const GameState& state, Eyes eyes);
// One seat's view: viewAs(state, Eyes::of(viewer)).
View viewFor(const GameState& state, Seat viewer);
// What everybody may know: the view of no seat (no hand, no face-down card, only how many there
// are), for a screen that belongs to nobody, between two people at it. Its `viewer` means nothing.
View publicView(const GameState& state);
// A column as these eyes see it.
ColumnView columnViewAs(const Column& column, int seatCount, Eyes eyes);

// The cards of `team`'s side of column `c` that the view shows, as Strength counts them: the
// team's wagers in sight, and the stake when the team owns it and it is seen. For the viewer's own
// team that is the whole side (R12: partners see each other's table cards).
RankTally seenSideTally(const View& view, int c, int team);

// Why the viewer may not play `move` now, from their view alone (everything a move's legality
// depends on is theirs to see: the phase, the row's length and their own hand): the same answer as
// whyIllegal(state, move) for every state the view could have come from, when the viewer is to
// move. When another seat is, the cards are not in the hand of the seat to move (NotInHand).
Refusal whyIllegal(const View& view, const Move& move);

// A full state that `view` could have come from, every hidden card dealt at random from the cards
// it could be. viewFor(determinize(v, rng), v.viewer) == v for every view and rng.
GameState determinize(const View& view, Rng& rng);

} // namespace cozen
