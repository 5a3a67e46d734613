#include "cozen/rules.h"

#include "cozen/strength.h"

#include <bit>
#include <cassert>

namespace cozen {

namespace {

SeatCards& seatOf(GameState& state, Seat seat) {
    return state.seats[std::size_t(seat)];
}

void drawCard(SeatCards& seat) {
    if (seat.deckSize > 0) seat.hand |= CardMask{1} << seat.deck[--seat.deckSize];
}

// Spreads the low bits of `subset` over the set bits of `cards`, lowest first.
CardMask spread(CardMask cards, std::uint32_t subset) {
    CardMask result = 0;
    for (; cards && subset; cards &= cards - 1, subset >>= 1)
        if (subset & 1) result |= cards & (0u - cards);
    return result;
}

// `detailed` fills in stakeCounts even when the tie-break does not need it.
void resolveColumn(const GameState& state, const Column& column, ColumnReport& out, bool detailed) {
    out.column = column;
    const int ownerTeam = column.ownerTeam();
    std::array<bool, kTeams> wagered{};
    for (Seat s = 0; s < state.seatCount; ++s)
        if (column.wagers[std::size_t(s)]) wagered[std::size_t(teamOfSeat(s))] = true;

    out.contested = wagered[std::size_t(1 - ownerTeam)];
    if (!out.contested) return; // one colour only: everything goes home unrevealed
    const Seat stakeOwner = column.owner();
    const CardMask stakeBit = CardMask{1} << indexOf(column.stake);
    if (!wagered[std::size_t(ownerTeam)]) { // won by default: the attacker takes the stake
        out.winner = 1 - ownerTeam;
        out.captured[std::size_t(stakeOwner)] = stakeBit;
        return;
    }

    out.revealed = true;
    std::array<RankTally, kTeams> tally{};
    for (int t = 0; t < kTeams; ++t) {
        tally[std::size_t(t)] = sideTally(state, column, t);
        out.strength[std::size_t(t)] = strength(tally[std::size_t(t)]);
    }
    const int stakeRank = rankOf(column.stake);
    if (detailed || out.strength[0] == out.strength[1])
        out.stakeCounts[std::size_t(ownerTeam)] =
            (ranksInBestArrangements(tally[std::size_t(ownerTeam)]) >> (stakeRank - 1)) & 1;

    if (out.strength[0] != out.strength[1]) {
        out.winner = out.strength[0] > out.strength[1] ? 0 : 1;
    } else {
        std::array<HighCards, kTeams> high{};
        for (Seat s = 0; s < state.seatCount; ++s)
            high[std::size_t(teamOfSeat(s))].addSet(column.wagers[std::size_t(s)]);
        if (out.stakeCounts[std::size_t(ownerTeam)])
            high[std::size_t(ownerTeam)].addRank(stakeRank);
        out.winner = high[0] == high[1] ? kTie : (high[0] > high[1] ? 0 : 1);
        out.tieBreak = tieBreakCards(high[0], high[1]);
    }
    if (out.winner == kTie) return;
    const int loser = 1 - out.winner;
    for (Seat s = 0; s < state.seatCount; ++s)
        if (teamOfSeat(s) == loser) out.captured[std::size_t(s)] = column.wagers[std::size_t(s)];
    if (ownerTeam == loser) out.captured[std::size_t(stakeOwner)] |= stakeBit;
}

// Every card that is not jailed or carried on the row goes back to its owner's deck (unshuffled:
// dealRound shuffles).
void gatherDecks(GameState& state) {
    for (Seat s = 0; s < state.seatCount; ++s) {
        SeatCards& seat = seatOf(state, s);
        const CardMask home = kFullSet & ~seat.jailed & ~state.onTable(s);
        seat.hand = 0;
        seat.deckSize = 0;
        for (CardMask m = home; m; m &= m - 1)
            seat.deck[seat.deckSize++] = Card(std::countr_zero(m));
    }
}

void resolveRound(GameState& state, RoundReport* report) {
    std::array<CardMask, kMaxSeats> captured{};
    if (report) report->columns.resize(state.columnCount);
    for (int c = 0; c < state.columnCount; ++c) {
        ColumnReport local;
        ColumnReport& out = report ? report->columns[std::size_t(c)] : local;
        resolveColumn(state, state.columns[std::size_t(c)], out, report != nullptr);
        for (int s = 0; s < kMaxSeats; ++s)
            captured[std::size_t(s)] |= out.captured[std::size_t(s)];
    }

    bool anyCapture = false;
    for (Seat s = 0; s < state.seatCount; ++s) {
        seatOf(state, s).jailed |= captured[std::size_t(s)];
        anyCapture = anyCapture || captured[std::size_t(s)];
    }

    // R9: with no capture the face-up stakes stay, in order, without their wagers.
    int kept = 0;
    if (!anyCapture)
        for (int c = 0; c < state.columnCount; ++c)
            if (state.columns[std::size_t(c)].faceUp)
                state.columns[std::size_t(kept++)] =
                    Column{state.columns[std::size_t(c)].stake, true, {}};
    for (int c = kept; c < state.columnCount; ++c)
        state.columns[std::size_t(c)] = Column{};
    state.columnCount = std::uint8_t(kept);
    gatherDecks(state);

    // R10: at or over the target wins; both over: the higher total; equal totals play on.
    const int red = state.jailVp(0), black = state.jailVp(1);
    state.finalTurnsLeft = 0;
    state.phase = Phase::RoundOver;
    const bool redReached = red >= state.target, blackReached = black >= state.target;
    if ((redReached || blackReached) && red != black) {
        state.phase = Phase::GameOver;
        state.winner = std::int8_t(redReached && (!blackReached || red > black) ? 0 : 1);
    }
    if (report) {
        report->vp = {red, black};
        report->stakesStay = !anyCapture;
        report->gameWinner = state.phase == Phase::GameOver ? state.winner : kNobody;
    }
}

int seatsHoldingCards(const GameState& state) {
    int holding = 0;
    for (Seat s = 0; s < state.seatCount; ++s)
        holding += state.seats[std::size_t(s)].hand != 0;
    return holding;
}

// Passes the turn to the next seat that holds cards, starting with `seat` itself. A seat with no
// card (only a short deal leaves one so during the round, see dealRound) has no turn to take.
void moveTo(GameState& state, Seat seat) {
    while (seatOf(state, seat).hand == 0)
        seat = state.nextSeat(seat);
    state.toMove = std::uint8_t(seat);
}

// Ends the turn of the seat to move (R6, R12). During the final turns it counts one down and
// resolves the round after the last; a seat left with an empty hand starts them, so that every
// other seat that holds cards moves once more.
void endTurn(GameState& state, RoundReport* report) {
    const bool finalTurns = state.finalTurnsLeft > 0 || seatOf(state, state.toMove).hand == 0;
    if (state.finalTurnsLeft > 0)
        --state.finalTurnsLeft;
    else if (finalTurns)
        state.finalTurnsLeft = std::uint8_t(seatsHoldingCards(state));
    if (finalTurns && state.finalTurnsLeft == 0) {
        resolveRound(state, report);
        return;
    }
    moveTo(state, state.nextSeat(state.toMove));
}

} // namespace

bool beginRound(GameState& state) {
    if (state.phase != Phase::RoundOver) return false;
    if (state.round == kLastRound) { // nobody has won in all these rounds: call it a draw
        state.phase = Phase::GameOver;
        state.winner = kDraw;
        return false;
    }
    if (state.round > 0) state.starter = std::uint8_t(state.nextSeat(state.starter));
    ++state.round;
    gatherDecks(state);
    return true;
}

void dealDecks(GameState& state) {
    for (Seat s : {Seat(state.starter), state.nextSeat(state.starter)}) {
        SeatCards& seat = seatOf(state, s);
        if (seat.deckSize > 0)
            state.columns[state.columnCount++] =
                Column{makeCard(s, seat.deck[--seat.deckSize]), true, {}};
    }
    for (Seat s = 0; s < state.seatCount; ++s)
        for (int n = 0; n < kHandLimit; ++n)
            drawCard(seatOf(state, s));
    state.finalTurnsLeft = 0;
    state.toMove = state.starter;
    const int holding = seatsHoldingCards(state);
    if (holding == 0) {
        state.phase = Phase::GameOver;
        state.winner = kDraw;
        return;
    }
    state.phase = Phase::Playing;
    // A seat dealt no card has emptied its hand at the deal (R6): every seat that holds cards
    // takes one more turn, from the starter (or the first seat after it that holds cards) on.
    if (holding < state.seatCount) state.finalTurnsLeft = std::uint8_t(holding);
    moveTo(state, state.starter);
}

void dealRound(GameState& state, Rng& rng) {
    if (!beginRound(state)) return;
    for (Seat s = 0; s < state.seatCount; ++s) {
        SeatCards& seat = seatOf(state, s);
        shuffle(std::span<Card>(seat.deck.data(), seat.deckSize), rng);
    }
    dealDecks(state);
}

int legalMoveCount(const GameState& state) {
    if (state.phase != Phase::Playing) return 0;
    const int hand = std::popcount(state.seats[state.toMove].hand);
    return hand + ((1 << hand) - 1) * state.columnCount;
}

void legalMoves(CardMask hand, int columns, std::vector<Move>& out) {
    out.clear();
    forEachInOrder(hand, [&](int index) { out.push_back(Move::stake(index)); });
    // Hand cards in written order, so that subsets come out in a readable order.
    std::array<CardMask, kSetSize> ordered{};
    int count = 0;
    forEachInOrder(hand, [&](int index) { ordered[std::size_t(count++)] = CardMask{1} << index; });
    for (int c = 0; c < columns; ++c)
        for (std::uint32_t subset = 1; subset < (1u << count); ++subset) {
            CardMask cards = 0;
            for (int i = 0; i < count; ++i)
                if (subset & (1u << i)) cards |= ordered[std::size_t(i)];
            out.push_back(Move::wager(c, cards));
        }
}

void legalMoves(const GameState& state, std::vector<Move>& out) {
    if (state.phase != Phase::Playing) {
        out.clear();
        return;
    }
    legalMoves(state.seats[state.toMove].hand, state.columnCount, out);
}

std::vector<Move> legalMoves(const GameState& state) {
    std::vector<Move> moves;
    legalMoves(state, moves);
    return moves;
}

Move randomMove(const GameState& state, Rng& rng) {
    assert(state.phase == Phase::Playing);
    const CardMask hand = state.seats[state.toMove].hand;
    const int cards = std::popcount(hand);
    const std::uint32_t subsets = (1u << cards) - 1;
    const std::uint32_t pick = rng.below(std::uint32_t(legalMoveCount(state)));
    if (pick < std::uint32_t(cards)) return Move::stake(nthIndex(hand, int(pick)));
    const std::uint32_t wager = pick - std::uint32_t(cards);
    return Move::wager(int(wager / subsets), spread(hand, wager % subsets + 1));
}

Refusal whyIllegal(const GameState& state, const Move& move) {
    if (state.phase == Phase::GameOver) return {Refusal::GameOver};
    if (state.phase == Phase::RoundOver) return {Refusal::RoundOver};
    const Seat mover = state.toMove;
    if (move.cards == 0) return {Refusal::NoCard, mover};
    if (move.cards & ~kFullSet) return {Refusal::NoSuchCard, mover};
    if (move.kind == MoveKind::Stake && std::popcount(move.cards) != 1)
        return {Refusal::StakeOneCard, mover};
    if (move.kind == MoveKind::Wager && move.column >= state.columnCount)
        return {Refusal::NoSuchColumn, mover, move.column, state.columnCount};
    if (const CardMask missing = move.cards & ~state.seats[mover].hand)
        return {Refusal::NotInHand, mover, 0, 0, missing};
    return {};
}

std::string refusalText(const Refusal& refusal) {
    switch (refusal.reason) {
    case Refusal::None:
        return {};
    case Refusal::GameOver:
        return "the game is over";
    case Refusal::RoundOver:
        return "the round is over; the next one has not been dealt";
    case Refusal::NoCard:
        return "a move plays at least one card";
    case Refusal::NoSuchCard:
        return "the move names a card that does not exist";
    case Refusal::StakeOneCard:
        return "a stake is exactly one card";
    case Refusal::NoSuchColumn:
        return "there is no column " + std::to_string(refusal.column + 1) + " (the row has " +
               std::to_string(refusal.columns) + ")";
    case Refusal::NotInHand: {
        const Colour colour = colourOfSeat(refusal.seat);
        std::string names;
        forEachInOrder(refusal.cards, [&](int index) {
            names += (names.empty() ? "" : ", ") + cardText(colour, index);
        });
        return names + (std::popcount(refusal.cards) == 1 ? " is" : " are") + " not in " +
               std::string(colourName(colour)) + "'s hand";
    }
    }
    return {};
}

void play(GameState& state, const Move& move, RoundReport* report) {
    SeatCards& seat = seatOf(state, state.toMove);
    seat.hand &= ~move.cards;
    if (move.kind == MoveKind::Stake) {
        state.columns[state.columnCount++] =
            Column{makeCard(state.toMove, std::countr_zero(move.cards)), false, {}};
        drawCard(seat); // with an empty deck the stake is made without a draw (R5)
    } else {
        state.columns[move.column].wagers[state.toMove] |= move.cards;
    }

    endTurn(state, report);
}

RankTally sideTally(const GameState& state, const Column& column, int team) {
    RankTally tally;
    for (Seat s = 0; s < state.seatCount; ++s)
        if (teamOfSeat(s) == team) tally.addSet(column.wagers[std::size_t(s)]);
    if (column.ownerTeam() == team) tally.addRank(rankOf(column.stake));
    return tally;
}

RoundReport resolveRow(const GameState& state) {
    GameState copy = state;
    RoundReport report;
    resolveRound(copy, &report);
    return report;
}

} // namespace cozen
