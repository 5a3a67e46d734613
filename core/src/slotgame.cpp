#include "cozen/slotgame.h"

#include "cozen/error.h"
#include "cozen/position.h"

#include <algorithm>
#include <bit>
#include <string>

namespace cozen {

namespace {

std::string slotName(const GameState& state, Seat seat, int slot) {
    return seatName(state, seat) + "'s slot " + std::to_string(slot + 1);
}

std::string cardName(Seat seat, int index) {
    return cardText(colourOfSeat(seat), index);
}

CardMask bit(int index) {
    return CardMask{1} << index;
}

// Swaps bits a and b of `mask`.
CardMask swapBits(CardMask mask, int a, int b) {
    if (((mask >> a) & 1) != ((mask >> b) & 1)) mask ^= bit(a) | bit(b);
    return mask;
}

// The row as it stands once `move` is laid on it, before the turn ends.
GameState placed(const GameState& state, const Move& move) {
    GameState after = state;
    after.seats[std::size_t(state.toMove)].hand &= ~move.cards;
    if (move.kind == MoveKind::Stake)
        after.columns[after.columnCount++] =
            Column{makeCard(state.toMove, std::countr_zero(move.cards)), false, {}};
    else
        after.columns[move.column].wagers[std::size_t(state.toMove)] |= move.cards;
    return after;
}

// The cards of each seat that resolving `state`'s row turns up (R7): everything in a column with
// wagers on both sides, the stake of a column won by default.
std::array<CardMask, kMaxSeats> turnedUp(const GameState& state) {
    std::array<CardMask, kMaxSeats> up{};
    for (const Column& column : state.row()) {
        std::array<bool, kTeams> wagered{};
        for (Seat s = 0; s < state.seatCount; ++s)
            if (column.wagers[std::size_t(s)]) wagered[std::size_t(teamOfSeat(s))] = true;
        const int owner = column.ownerTeam();
        if (!wagered[std::size_t(1 - owner)]) continue; // uncontested: nothing is turned up
        up[std::size_t(column.owner())] |= bit(indexOf(column.stake));
        if (!wagered[std::size_t(owner)]) continue; // won by default: only the stake
        for (Seat s = 0; s < state.seatCount; ++s)
            up[std::size_t(s)] |= column.wagers[std::size_t(s)];
    }
    return up;
}

} // namespace

std::vector<int> drawOrder(int count, Rng& rng) {
    std::vector<int> order(std::size_t(std::max(count, 0)));
    for (int i = 0; i < count; ++i)
        order[std::size_t(i)] = i;
    shuffle(std::span<int>(order), rng);
    return order;
}

SlotGame::SlotGame(const GameOptions& options, Seat me)
    : options_(options)
    , me_(me)
    , state_(newGame(options)) {
    if (options.seats != 2) throw Error("remote play is for two seats (1v1) only");
    if (me < 0 || me >= options.seats) throw Error("there is no seat " + std::to_string(me));
}

CardMask SlotGame::homeOf(Seat seat) const {
    return kFullSet & ~state_.seats[std::size_t(seat)].jailed & ~state_.onTable(seat);
}

int SlotGame::slotCount(Seat seat) const {
    return rounds_.empty() ? 0 : std::popcount(current().home[std::size_t(seat)]);
}

void SlotGame::deal(std::span<const int> mine,
                    const std::array<std::vector<int>, kMaxSeats>& order) {
    if (state_.phase != Phase::RoundOver)
        throw Error("a round is dealt only when the last one is over");
    Round round;
    for (Seat s = 0; s < state_.seatCount; ++s) {
        const CardMask home = homeOf(s);
        const int slots = std::popcount(home);
        round.home[std::size_t(s)] = home;
        const std::vector<int>& drawn = order[std::size_t(s)];
        std::uint32_t seen = 0;
        for (int slot : drawn) {
            if (slot < 0 || slot >= slots || (seen >> slot) & 1)
                throw Error("the draw order of " + seatName(state_, s) +
                            " is not an order of its " + std::to_string(slots) + " slots");
            seen |= 1u << slot;
        }
        if (int(drawn.size()) != slots)
            throw Error("the draw order of " + seatName(state_, s) + " has " +
                        std::to_string(drawn.size()) + " slots, not " + std::to_string(slots));
        round.order[std::size_t(s)] = drawn;
        round.cards[std::size_t(s)].fill(-1);
    }
    const CardMask myHome = round.home[std::size_t(me_)];
    CardMask laid = 0;
    for (int index : mine) {
        if (index < 0 || index >= kSetSize || !(myHome & bit(index)) || (laid & bit(index)))
            throw Error("my slots are not my deck for this round");
        laid |= bit(index);
    }
    if (laid != myHome) throw Error("my slots are not my deck for this round");

    if (!beginRound(state_)) return; // the round cap: the game is drawn
    for (Seat s = 0; s < state_.seatCount; ++s) {
        auto& cards = cardOf_[std::size_t(s)];
        auto& slots = slotOf_[std::size_t(s)];
        cards.fill(-1);
        slots.fill(-1);
        int slot = 0;
        if (s == me_) {
            for (int index : mine) {
                cards[std::size_t(slot)] = index;
                round.cards[std::size_t(s)][std::size_t(slot)] = index;
                ++slot;
            }
        } else {
            for (CardMask m = round.home[std::size_t(s)]; m; m &= m - 1)
                cards[std::size_t(slot++)] = std::countr_zero(m);
        }
        for (int k = 0; k < slot; ++k)
            slots[std::size_t(cards[std::size_t(k)])] = k;
        // The deck's top is its last card: the first slot drawn goes last.
        SeatCards& seat = state_.seats[std::size_t(s)];
        const std::vector<int>& drawn = round.order[std::size_t(s)];
        seat.deckSize = std::uint8_t(drawn.size());
        for (std::size_t i = 0; i < drawn.size(); ++i)
            seat.deck[drawn.size() - 1 - i] = Card(cards[std::size_t(drawn[i])]);
    }
    opened_.fill(0);
    rounds_.push_back(std::move(round));
    dealDecks(state_);
}

void SlotGame::checkEyes(Eyes eyes) const {
    if (!(eyes.who == Eyes::Nobody || (eyes.who == Eyes::OneSeat && eyes.seat == me_)))
        throw Error("a remote game is seen only through its own seat's eyes, or nobody's");
}

View SlotGame::viewAs(Eyes eyes) const {
    checkEyes(eyes);
    return eyes.who == Eyes::Nobody ? publicView() : view();
}

std::optional<RoundView> SlotGame::lastRoundEnd(Eyes eyes) const {
    checkEyes(eyes);
    for (auto round = rounds_.rbegin(); round != rounds_.rend(); ++round)
        if (round->ended) return roundView(round->lastBefore, round->lastMove, eyes);
    return std::nullopt;
}

std::vector<MoveSeen> SlotGame::movesSeen(int round, Eyes eyes, int roundNow) const {
    checkEyes(eyes);
    if (round < 1 || round > roundsDealt())
        throw Error("there is no round " + std::to_string(round));
    std::vector<MoveSeen> seen;
    for (const PlayedMove& played : rounds_[std::size_t(round - 1)].played)
        seen.push_back(moveAsSeen(played, eyes, roundNow));
    return seen;
}

View SlotGame::hideUnopened(View view, bool mineToo) const {
    for (const SlotRef& ref : toOpen()) {
        if (ref.seat == me_ && !mineToo) continue;
        const Card stake =
            makeCard(ref.seat, cardOf_[std::size_t(ref.seat)][std::size_t(ref.slot)]);
        for (int c = 0; c < state_.columnCount; ++c)
            if (state_.columns[std::size_t(c)].stake == stake) {
                view.columns[std::size_t(c)].stakeKnown = false;
                view.columns[std::size_t(c)].stake = 0;
            }
    }
    return view;
}

std::vector<SlotRef> SlotGame::toOpen() const {
    std::vector<SlotRef> open;
    if (rounds_.empty()) return open;
    for (const Column& column : state_.row()) {
        const Seat owner = column.owner();
        const int index = indexOf(column.stake);
        if (!column.faceUp || !(current().home[std::size_t(owner)] & bit(index))) continue;
        const int slot = slotOf_[std::size_t(owner)][std::size_t(index)];
        if (!isOpen(owner, slot)) open.push_back({owner, slot});
    }
    return open;
}

std::vector<SlotRef> SlotGame::revealedBy(const SlotMove& slots) const {
    std::vector<SlotRef> open;
    const Move move = fromSlots(slots);
    GameState after = state_;
    cozen::play(after, move);
    if (after.phase == Phase::Playing) return open;
    const std::array<CardMask, kMaxSeats> up = turnedUp(placed(state_, move));
    for (Seat s = 0; s < state_.seatCount; ++s)
        forEachInOrder(up[std::size_t(s)] & current().home[std::size_t(s)], [&](int index) {
            const int slot = slotOf_[std::size_t(s)][std::size_t(index)];
            if (!isOpen(s, slot)) open.push_back({s, slot});
        });
    std::sort(open.begin(), open.end(), [](const SlotRef& a, const SlotRef& b) {
        return a.seat != b.seat ? a.seat < b.seat : a.slot < b.slot;
    });
    return open;
}

bool SlotGame::isOpen(Seat seat, int slot) const {
    return slot >= 0 && slot < kSetSize && ((opened_[std::size_t(seat)] >> slot) & 1);
}

void SlotGame::open(Seat seat, int slot, int index) {
    if (rounds_.empty() || seat < 0 || seat >= state_.seatCount)
        throw Error("there is nothing to open");
    if (slot < 0 || slot >= slotCount(seat))
        throw Error(seatName(state_, seat) + " has no slot " + std::to_string(slot + 1) +
                    " this round (it has " + std::to_string(slotCount(seat)) + ")");
    if (index < 0 || index >= kSetSize) throw Error("an opening names a card that does not exist");
    auto& cards = cardOf_[std::size_t(seat)];
    auto& slots = slotOf_[std::size_t(seat)];
    if (isOpen(seat, slot)) {
        if (cards[std::size_t(slot)] == index) return;
        throw Error(slotName(state_, seat, slot) + " was opened as " +
                    cardName(seat, cards[std::size_t(slot)]) + ", and now as " +
                    cardName(seat, index));
    }
    if (seat == me_) {
        if (cards[std::size_t(slot)] != index)
            throw Error("my " + slotName(state_, seat, slot) + " holds " +
                        cardName(seat, cards[std::size_t(slot)]) + ", not " +
                        cardName(seat, index));
    } else {
        if (!(current().home[std::size_t(seat)] & bit(index)))
            throw Error(slotName(state_, seat, slot) + " was opened as " + cardName(seat, index) +
                        ", which is not in " + seatName(state_, seat) + "'s deck this round");
        const int other = slots[std::size_t(index)];
        if (isOpen(seat, other))
            throw Error(slotName(state_, seat, slot) + " was opened as " + cardName(seat, index) +
                        ", which was opened already in slot " + std::to_string(other + 1));
        const int standIn = cards[std::size_t(slot)];
        if (standIn != index) {
            swapCards(seat, standIn, index);
            cards[std::size_t(slot)] = index;
            cards[std::size_t(other)] = standIn;
            slots[std::size_t(index)] = slot;
            slots[std::size_t(standIn)] = other;
        }
        current().cards[std::size_t(seat)][std::size_t(slot)] = index;
    }
    opened_[std::size_t(seat)] |= 1u << slot;
}

void SlotGame::swapCards(Seat seat, int a, int b) {
    SeatCards& cards = state_.seats[std::size_t(seat)];
    for (std::size_t i = 0; i < cards.deckSize; ++i) {
        if (cards.deck[i] == a)
            cards.deck[i] = Card(b);
        else if (cards.deck[i] == b)
            cards.deck[i] = Card(a);
    }
    cards.hand = swapBits(cards.hand, a, b);
    for (Column& column : state_.row()) {
        if (column.stake == makeCard(seat, a))
            column.stake = makeCard(seat, b);
        else if (column.stake == makeCard(seat, b))
            column.stake = makeCard(seat, a);
        column.wagers[std::size_t(seat)] = swapBits(column.wagers[std::size_t(seat)], a, b);
    }
}

int SlotGame::myCard(int slot) const {
    if (rounds_.empty() || slot < 0 || slot >= slotCount(me_)) throw Error("no such slot of mine");
    return cardOf_[std::size_t(me_)][std::size_t(slot)];
}

int SlotGame::mySlot(int index) const {
    if (rounds_.empty() || index < 0 || index >= kSetSize ||
        slotOf_[std::size_t(me_)][std::size_t(index)] < 0)
        throw Error("that card is in none of my slots this round");
    return slotOf_[std::size_t(me_)][std::size_t(index)];
}

SlotMove SlotGame::toSlots(const Move& move) const {
    const Seat mover = state_.toMove;
    SlotMove out{move.kind, move.column, 0};
    forEachInOrder(move.cards, [&](int index) {
        const int slot = slotOf_[std::size_t(mover)][std::size_t(index)];
        if (slot < 0) throw Error(cardName(mover, index) + " is in no slot this round");
        out.slotMask |= 1u << slot;
    });
    return out;
}

Move SlotGame::fromSlots(const SlotMove& move) const {
    if (state_.phase != Phase::Playing) throw Error("nobody is to move now");
    const Seat mover = state_.toMove;
    if (move.slotMask == 0) throw Error("a move plays at least one card");
    if (move.kind == MoveKind::Stake && std::popcount(move.slotMask) != 1)
        throw Error("a stake is exactly one card");
    if (move.kind == MoveKind::Wager && move.column >= state_.columnCount)
        throw Error("there is no column " + std::to_string(move.column + 1) + " (the row has " +
                    std::to_string(state_.columnCount) + ")");
    const int slots = slotCount(mover);
    Move out{move.kind, move.column, 0};
    for (std::uint32_t m = move.slotMask; m; m &= m - 1) {
        const int slot = std::countr_zero(m);
        const int index = slot < slots ? cardOf_[std::size_t(mover)][std::size_t(slot)] : -1;
        if (index < 0 || !(state_.seats[std::size_t(mover)].hand & bit(index)))
            throw Error(slotName(state_, mover, slot) + " is not in " + seatName(state_, mover) +
                        "'s hand");
        out.cards |= bit(index);
    }
    return out;
}

SlotGame::Played SlotGame::play(const SlotMove& carried) {
    const Move move = fromSlots(carried);
    if (!toOpen().empty()) throw Error("a card the deal turned up is not opened yet");
    if (!revealedBy(carried).empty()) throw Error("a card this move turns up is not opened yet");
    Played played;
    const GameState before = state_;
    current().played.push_back(playedMove(state_, move));
    cozen::play(state_, move, &played.report);
    current().moves.push_back(carried);
    played.roundEnded = state_.phase != Phase::Playing;
    played.gameEnded = state_.phase == Phase::GameOver;
    if (played.roundEnded) {
        current().ended = true;
        current().end = cozen::publicView(state_);
        current().lastBefore = before;
        current().lastMove = move;
        current().beforeLast.reset();
    } else {
        current().beforeLast = before;
        current().openedBeforeLast = opened_;
    }
    return played;
}

int SlotGame::takeBackSeat() const {
    if (rounds_.empty()) return -1;
    const Round& r = current();
    if (r.ended || !r.beforeLast || r.moves.empty() || opened_ != r.openedBeforeLast) return -1;
    if (state_.phase != Phase::Playing || r.moves.back().kind != MoveKind::Wager) return -1;
    const Seat mover = r.beforeLast->toMove;
    return mover == state_.toMove ? -1 : int(mover);
}

bool SlotGame::canTakeBack() const {
    return takeBackSeat() >= 0;
}

Move SlotGame::takeBack() {
    if (!canTakeBack()) throw Error("there is no wager to take back");
    Round& r = current();
    const Move move = r.played.back().move;
    state_ = *r.beforeLast;
    r.beforeLast.reset(); // one move back at most: the one before is the other seat's
    r.moves.pop_back();
    r.played.pop_back();
    return move;
}

void SlotGame::openRound(Seat seat, int round, std::span<const int> cardsBySlot) {
    if (round < 1 || round > roundsDealt())
        throw Error("there is no round " + std::to_string(round));
    if (seat == me_ || seat < 0 || seat >= options_.seats) throw Error("not another seat's round");
    Round& r = rounds_[std::size_t(round - 1)];
    const CardMask home = r.home[std::size_t(seat)];
    const std::string where = "round " + std::to_string(round) + ": ";
    if (cardsBySlot.size() != std::size_t(std::popcount(home)))
        throw Error(where + seatName(state_, seat) + " laid open " +
                    std::to_string(cardsBySlot.size()) + " slots, not " +
                    std::to_string(std::popcount(home)));
    CardMask laid = 0;
    for (std::size_t slot = 0; slot < cardsBySlot.size(); ++slot) {
        const int index = cardsBySlot[slot];
        if (index < 0 || index >= kSetSize || !(home & bit(index)))
            throw Error(where + seatName(state_, seat) + "'s slot " + std::to_string(slot + 1) +
                        " holds a card that was not in its deck");
        if (laid & bit(index))
            throw Error(where + seatName(state_, seat) + " laid " + cardName(seat, index) +
                        " in two slots");
        laid |= bit(index);
        const int known = r.cards[std::size_t(seat)][slot];
        if (known >= 0 && known != index)
            throw Error(where + seatName(state_, seat) + "'s slot " + std::to_string(slot + 1) +
                        " was opened as " + cardName(seat, known) + " during the round, and as " +
                        cardName(seat, index) + " at the end");
    }
    for (std::size_t slot = 0; slot < cardsBySlot.size(); ++slot)
        r.cards[std::size_t(seat)][slot] = cardsBySlot[slot];
}

bool SlotGame::allOpen() const {
    for (const Round& r : rounds_)
        for (Seat s = 0; s < options_.seats; ++s)
            for (int slot = 0; slot < std::popcount(r.home[std::size_t(s)]); ++slot)
                if (r.cards[std::size_t(s)][std::size_t(slot)] < 0) return false;
    return true;
}

std::vector<int> SlotGame::myRound(int round) const {
    if (round < 1 || round > roundsDealt())
        throw Error("there is no round " + std::to_string(round));
    const Round& r = rounds_[std::size_t(round - 1)];
    const auto& cards = r.cards[std::size_t(me_)];
    return {cards.begin(), cards.begin() + std::popcount(r.home[std::size_t(me_)])};
}

GameRecord SlotGame::record(std::vector<RecordPlayer> players) const {
    if (!allOpen()) throw Error("not every card has been laid open");
    GameRecord record;
    record.seats = options_.seats;
    record.target = state_.target;
    record.players = std::move(players);
    GameState state = newGame(options_);
    for (std::size_t r = 0; r < rounds_.size(); ++r) {
        const Round& round = rounds_[r];
        const std::string where = "round " + std::to_string(r + 1) + ": ";
        if (!beginRound(state)) throw Error(where + "the game was over before it");
        for (Seat s = 0; s < state.seatCount; ++s) {
            SeatCards& seat = state.seats[std::size_t(s)];
            if (seat.deckMask() != round.home[std::size_t(s)])
                throw Error(where + seatName(state, s) + "'s deck is not what the game dealt");
            const std::vector<int>& drawn = round.order[std::size_t(s)];
            for (std::size_t i = 0; i < drawn.size(); ++i)
                seat.deck[drawn.size() - 1 - i] =
                    Card(round.cards[std::size_t(s)][std::size_t(drawn[i])]);
        }
        dealDecks(state);
        RecordRound& played = record.rounds.emplace_back(RecordRound{state, {}});
        for (const SlotMove& slots : round.moves) {
            Move move{slots.kind, slots.column, 0};
            for (std::uint32_t m = slots.slotMask; m; m &= m - 1)
                move.cards |=
                    bit(round.cards[std::size_t(state.toMove)][std::size_t(std::countr_zero(m))]);
            if (const Refusal refusal = whyIllegal(state, move))
                throw Error(where + seatName(state, state.toMove) +
                            " played a card it did not hold: " + refusalText(refusal));
            played.moves.push_back(move);
            cozen::play(state, move);
        }
        if (round.ended && cozen::publicView(state) != round.end)
            throw Error(where + "the cards laid open do not give the round's end that was played");
    }
    record.result = resultOf(state);
    return record;
}

} // namespace cozen
