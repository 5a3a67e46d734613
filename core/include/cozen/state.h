#pragma once
// The game state: a value type that holds where every card is. The AI copies it millions of times
// a second, so it is a fixed-size block of small numbers with no pointers.
//
// 1v1 has two seats, Red (0) and Black (1). 2v2 (R12) has four, in turn order Red 1, Black 1,
// Red 2, Black 2 (0..3); a seat's team is its colour (seat % 2). Every seat owns one set of 26
// cards; masks of a seat's cards are indexed within that set (see card.h).

#include "cozen/card.h"

#include <array>
#include <cstdint>
#include <span>

namespace cozen {

inline constexpr int kMaxSeats = 4;
inline constexpr int kTeams = 2;
inline constexpr int kMaxColumns = kMaxSeats * kSetSize; // every card could be a stake

enum class Phase : std::uint8_t {
    Playing,   // toMove chooses an action
    RoundOver, // the round has been resolved; dealRound() starts the next one
    GameOver,  // winner says who won
};

// The round counter's limit: a game still undecided when this round ends is a draw (our ruling; the
// position format counts rounds up to it).
inline constexpr int kLastRound = 65535;

inline constexpr std::int8_t kNoWinner = -1;
inline constexpr std::int8_t kDraw = 2; // nobody can play any more (see dealRound)

// A stake and the cards wagered on each side of it.
struct Column {
    Card stake = 0;
    bool faceUp = false;
    std::array<CardMask, kMaxSeats> wagers{}; // by seat: that seat's cards on its team's side

    Seat owner() const { return ownerOf(stake); }
    int ownerTeam() const { return teamOfSeat(owner()); }
    bool operator==(const Column&) const = default;
};

struct SeatCards {
    std::array<Card, kSetSize> deck{}; // indices in the set; deck[deckSize - 1] is the top card
    std::uint8_t deckSize = 0;
    CardMask hand = 0;
    CardMask jailed = 0; // this seat's cards captured into the other team's jail

    std::span<const Card> deckCards() const { return {deck.data(), deckSize}; }
    CardMask deckMask() const;
    bool operator==(const SeatCards& other) const;
};

struct GameState {
    std::uint8_t seatCount = 2;
    Phase phase = Phase::RoundOver;
    std::int8_t winner = kNoWinner; // team, or kDraw, once phase is GameOver
    std::uint8_t toMove = 0;
    std::uint8_t starter = 0;
    // 0 while the round runs normally. When a seat empties its hand, or is dealt no card, each
    // other seat that holds cards takes one more turn (R6, R12): this counts those turns left,
    // the current one included. Seats without cards are passed over and use none of them.
    std::uint8_t finalTurnsLeft = 0;
    std::uint16_t round = 0; // 1 in the first round; 0 before it is dealt
    std::uint16_t target = 70;
    std::array<SeatCards, kMaxSeats> seats{};
    std::uint8_t columnCount = 0;
    std::array<Column, kMaxColumns> columns{};

    bool isTwoVsTwo() const { return seatCount == 4; }
    Seat nextSeat(Seat seat) const { return (seat + 1) % seatCount; }
    std::span<const Column> row() const { return {columns.data(), columnCount}; }
    std::span<Column> row() { return {columns.data(), columnCount}; }
    // A team's jail: the VP of the other team's cards it has captured.
    int jailVp(int team) const;
    // The cards of `seat` on the stakes row (stakes and wagers).
    CardMask onTable(Seat seat) const;

    // Equal when every card is in the same place (unused columns are ignored).
    bool operator==(const GameState& other) const;
};

// A team's jail, from each seat's captured cards (by the seat that owned them): the VP of the
// other team's.
inline int jailVp(const std::array<CardMask, kMaxSeats>& capturedBySeat, int seatCount, int team) {
    int vp = 0;
    for (Seat s = 0; s < seatCount; ++s)
        if (teamOfSeat(s) != team) vp += victoryPoints(capturedBySeat[std::size_t(s)]);
    return vp;
}

// A team's jail in a GameState or a View.
template <typename Position>
int jailVpOf(const Position& position, int team) {
    std::array<CardMask, kMaxSeats> jailed{};
    for (Seat s = 0; s < position.seatCount; ++s)
        jailed[std::size_t(s)] = position.seats[std::size_t(s)].jailed;
    return jailVp(jailed, position.seatCount, team);
}

struct GameOptions {
    int seats = 2;         // 2 for 1v1, 4 for 2v2
    int target = 0;        // VP to win; 0 means the default, 70 (1v1) or 100 (2v2)
    Seat firstStarter = 0; // the first round's starter (R4)
};

// The rulebook's target for `seats` seats: 70 VP in 1v1, 100 in 2v2.
constexpr int ruleTarget(int seats) {
    return seats == 4 ? 100 : 70;
}

// A game before its first round: every card in its owner's deck. Call dealRound() to start.
GameState newGame(const GameOptions& options);

} // namespace cozen
