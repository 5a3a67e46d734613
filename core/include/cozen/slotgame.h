#pragma once
// A game as one seat plays it when the other seat is on another computer (remote play,
// docs/remote-play.md). The seat knows its own cards. It knows the other seat's hidden cards only
// by their *slot*: at each deal every seat lays its home set (its deck for the round, a public set:
// its 26 cards less those jailed and carried on the row) in slots, one card each, and commits to
// every slot; the draw order, a permutation of the slots, is then fixed by the other side. The
// network carries slots, never a hidden card. A slot is *opened* (its card made known to all) when
// the rules make that card public: a stake flipped at the deal, every card a resolution turns up,
// and at the game's end everything, so that each side can check the other's whole game.
//
// Inside, a full GameState stands for the game. The other seat's cards that this seat has not seen
// are stand-ins there: slot k holds the k-th card of the seat's home set (in index order) until it
// is opened, and an opening swaps the true card in where its stand-in was. A stand-in is never
// public: the game gives out only its seat's View, and a card must be opened before the rules may
// show it (toOpen(), revealedBy()). Checking an opening against its commitment is the caller's
// (app/remote); this class checks that the openings add up: a card opened in two slots, or a slot
// opened as two cards, or a card that is not in the deck that round, is refused with an Error that
// says so.
//
// 1v1 only for now: in 2v2 partners see each other's face-down cards (R12), which would take
// openings meant for one seat only (docs/remote-play.md, "2v2").

#include "cozen/move.h"
#include "cozen/record.h"
#include "cozen/rules.h"
#include "cozen/seen.h"
#include "cozen/state.h"
#include "cozen/view.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace cozen {

// A seat's slot in the round being played.
struct SlotRef {
    Seat seat = 0;
    int slot = 0;
    bool operator==(const SlotRef&) const = default;
};

// A move as the network carries it: the mover's slots (bit k of slotMask: slot k), not its cards.
struct SlotMove {
    MoveKind kind = MoveKind::Stake;
    std::uint8_t column = 0; // wagers: the column, from 0
    std::uint32_t slotMask = 0;
    bool operator==(const SlotMove&) const = default;
};

// A draw order for a deck of `count` slots, fixed by `rng`: slot numbers, the first drawn first.
std::vector<int> drawOrder(int count, Rng& rng);

class SlotGame {
public:
    // A game of `options` (1v1: options.seats must be 2) as seat `me` plays it, before its first
    // deal.
    SlotGame(const GameOptions& options, Seat me);

    Seat me() const { return me_; }
    const GameOptions& options() const { return options_; }
    // What this seat may see (R11), and what everybody may. A flipped stake shows only once it is
    // opened (to this seat, its own at once): until then the game holds a stand-in there.
    View view() const { return hideUnopened(viewFor(state_, me_), false); }
    View publicView() const { return hideUnopened(cozen::publicView(state_), true); }
    // What `eyes` may see: this seat's, or nobody's (a screen that belongs to nobody). Any other
    // eyes would see stand-ins: Error.
    View viewAs(Eyes eyes) const;
    // The round that ended last, as `eyes` (this seat's or nobody's) saw it end: for a reveal.
    // Nothing before any round has ended.
    std::optional<RoundView> lastRoundEnd(Eyes eyes) const;
    // The moves of round `round` (from 1) as `eyes` (this seat's or nobody's) know them in round
    // `roundNow` (moveAsSeen).
    std::vector<MoveSeen> movesSeen(int round, Eyes eyes, int roundNow) const;
    Phase phase() const { return state_.phase; }
    Seat toMove() const { return state_.toMove; }
    int round() const { return state_.round; }

    // ---- The deal ------------------------------------------------------------------------------

    // The cards `seat`'s deck holds at the next deal (the game in Phase::RoundOver): everything
    // but its jailed cards and those carried on the row. Everybody knows it.
    CardMask homeOf(Seat seat) const;
    // Deals the next round. `mine` is this seat's home set in slot order (the order it committed
    // in: card indices within its set); `order` gives each seat's draw order (drawOrder()). Throws
    // Error when they do not fit the home sets. Afterwards the stakes the deal flipped are to be
    // opened (toOpen()) before anybody moves.
    void deal(std::span<const int> mine, const std::array<std::vector<int>, kMaxSeats>& order);
    // The number of slots `seat` laid in the round being played.
    int slotCount(Seat seat) const;

    // ---- Openings ------------------------------------------------------------------------------

    // The slots whose cards the rules have made public and that are not opened yet: after a deal,
    // the flipped stakes; this seat's own among them (it opens those to the others). Nobody may
    // move while any is left.
    std::vector<SlotRef> toOpen() const;
    // When `move` (a legal move of the seat to move) ends the round: the slots whose cards its
    // resolution turns up (a contested column with cards on both sides: all of it; one won by
    // default: its stake), this seat's own included, that are not opened yet, by seat and slot.
    // Empty when the move does not end the round. They are to be opened before the move is played.
    std::vector<SlotRef> revealedBy(const SlotMove& move) const;
    // Opens `seat`'s slot as its card `index` (within its set). Throws Error when that cannot be:
    // no such slot, the slot opened before as another card, the card opened before in another
    // slot, or a card that is not in the seat's deck this round. Opening a slot again as the same
    // card does nothing.
    void open(Seat seat, int slot, int index);
    bool isOpen(Seat seat, int slot) const;
    // This seat's card in its slot `slot`, and the slot of its card `index`, this round.
    int myCard(int slot) const;
    int mySlot(int index) const;

    // ---- Moves -------------------------------------------------------------------------------

    // A move of the seat to move as the network carries it.
    SlotMove toSlots(const Move& move) const;
    // The move the seat to move means by `move`, as this side stands now (an opening may change the
    // cards that stand in for slots: call it again after one). Throws Error naming what is wrong: a
    // slot it does not hold, a column that is not there, no slot, a stake of several.
    Move fromSlots(const SlotMove& move) const;

    struct Played {
        bool roundEnded = false;
        bool gameEnded = false;
        RoundReport report; // how the round was resolved, when it ended
    };
    // Plays a move of the seat to move. Throws Error when it is not legal (fromSlots()), or when a
    // card that is public or that its resolution turns up is not opened yet (toOpen(),
    // revealedBy()). A round that ends is not dealt: deal() deals the next one.
    Played play(const SlotMove& move);

    // The last move may be taken back (remote play's take-back by consent, docs/remote-play.md):
    // a wager of the seat that is not to move now, the last move of the round in progress, with
    // nothing opened since. Never a Stake & Draw (a card was drawn), nor a move that ended the
    // round (its cards were turned up).
    bool canTakeBack() const;
    // The seat whose wager canTakeBack() would take back, or -1.
    int takeBackSeat() const;
    // Takes that wager back: the game stands as it did before it was played. Returns the move as
    // this side knows it (another seat's cards in it are stand-ins: its column and count alone
    // mean anything to this seat). Throws Error when there is none to take back.
    Move takeBack();
    // The moves played in the round in progress (a take-back lessens them).
    int movesThisRound() const { return rounds_.empty() ? 0 : int(current().moves.size()); }

    // ---- The end -------------------------------------------------------------------------------

    // The rounds dealt so far.
    int roundsDealt() const { return int(rounds_.size()); }
    // Every slot of another seat in round `round` (from 1) laid open at the game's end, as card
    // indices in slot order. Throws Error when they are not that round's home set, or disagree with
    // an opening made during the round.
    void openRound(Seat seat, int round, std::span<const int> cardsBySlot);
    // Every slot of every round is open.
    bool allOpen() const;
    // This seat's cards in slot order in round `round` (from 1), to lay open at the end.
    std::vector<int> myRound(int round) const;
    // The whole game with every card where it truly was: replayed from the openings, and checked
    // against what was played (each round's end as everybody saw it). Throws Error when something
    // does not add up, or when allOpen() is false.
    GameRecord record(std::vector<RecordPlayer> players) const;

private:
    struct Round {
        std::array<CardMask, kMaxSeats> home{};
        std::array<std::vector<int>, kMaxSeats> order;
        // Each seat's card in each slot as far as known: -1 until opened (this seat's own: all).
        std::array<std::array<int, kSetSize>, kMaxSeats> cards{};
        std::vector<SlotMove> moves;
        std::vector<PlayedMove> played; // each move as its mover played it (cards: this side's)
        bool ended = false;
        View end;             // what everybody saw once its last move was played
        GameState lastBefore; // when it ended: the state its last move was played in, every card
        Move lastMove;        // it turned up opened, and that move
        // While the round goes on: the state its last move was played in, and the slots opened
        // then, so that a wager can be taken back (takeBack()).
        std::optional<GameState> beforeLast;
        std::array<std::uint32_t, kMaxSeats> openedBeforeLast{};
    };

    void swapCards(Seat seat, int a, int b);
    // Error unless `eyes` are this seat's or nobody's.
    void checkEyes(Eyes eyes) const;
    // `view` with the face-up stakes not opened yet shown as face-down ones are: the other seats'
    // always, this seat's own too when `mineToo`.
    View hideUnopened(View view, bool mineToo) const;
    Round& current() { return rounds_.back(); }
    const Round& current() const { return rounds_.back(); }

    GameOptions options_;
    Seat me_ = 0;
    GameState state_;
    std::vector<Round> rounds_;
    // The round being played: each seat's card index standing in each slot, and back.
    std::array<std::array<int, kSetSize>, kMaxSeats> cardOf_{};
    std::array<std::array<int, kSetSize>, kMaxSeats> slotOf_{};
    std::array<std::uint32_t, kMaxSeats> opened_{}; // slots opened this round, by seat
};

} // namespace cozen
