#pragma once
// The rules as functions of the state: dealing a round (R3, R4, R9), the legal moves and playing
// one (R5), the end of the round (R6), resolution (R7, R8), the carry-over (R9) and winning (R10).

#include "cozen/move.h"
#include "cozen/rng.h"
#include "cozen/state.h"
#include "cozen/strength.h"

#include <array>
#include <string>
#include <vector>

namespace cozen {

// ---- Dealing ---------------------------------------------------------------------------------

// Starts the next round of a state in Phase::RoundOver: the starter passes on (after round 1),
// every seat shuffles the cards that are neither jailed nor carried on the row, the starter and the
// next seat flip a stake each, and every seat draws five.
// Our rulings where the rulebook is silent: a seat whose deck runs short flips or draws what it
// has; a seat dealt no card at all counts as having emptied its hand at the deal (R6), so every
// seat that holds cards takes one more turn, from the starter on; when no seat is dealt a card,
// nothing can ever be played again and the game ends in a draw, as it does after round
// kLastRound.
void dealRound(GameState& state, Rng& rng);

// dealRound in its two halves, for a game whose decks are ordered by the seats themselves (remote
// play: core/include/cozen/slotgame.h). beginRound passes the starter on and gathers every seat's
// deck, in index order, unshuffled. It returns false when there is no round to deal: the state is
// not in Phase::RoundOver (nothing changes), or round kLastRound has been played (the game ends in
// a draw). dealDecks then deals from the decks as they stand, the last card of each on top: the two
// stakes flipped, five cards each.
bool beginRound(GameState& state);
void dealDecks(GameState& state);

// ---- Moves ------------------------------------------------------------------------------------

// Every legal move of the seat to move: each card of the hand staked, then each non-empty subset
// of the hand wagered on each column.
std::vector<Move> legalMoves(const GameState& state);
void legalMoves(const GameState& state, std::vector<Move>& out);
// The same for a hand and a row of `columns` columns, whoever holds them.
void legalMoves(CardMask hand, int columns, std::vector<Move>& out);
int legalMoveCount(const GameState& state);

// One legal move, chosen uniformly among all of them, without listing them. Only while a seat is
// to move (phase Playing).
Move randomMove(const GameState& state, Rng& rng);

// Why a move is not legal now, as data: the reason and what it concerns. The app puts it into a
// person's words in their language; refusalText() says it in English for the command line.
struct Refusal {
    enum Reason : std::uint8_t {
        None,         // the move is legal
        GameOver,     // the game is over
        RoundOver,    // the round is over and the next one not dealt
        NoCard,       // the move plays no card
        NoSuchCard,   // the move names a card outside the set
        StakeOneCard, // a stake is exactly one card
        NoSuchColumn, // `column` (from 0) is not on the row of `columns` columns
        NotInHand,    // `cards` are not in the hand of `seat`, the seat to move
    };
    Reason reason = None;
    Seat seat = 0;
    int column = 0;
    int columns = 0;
    CardMask cards = 0;

    explicit operator bool() const { return reason != None; }
    bool operator==(const Refusal&) const = default;
};

// Refusal::None when `move` is legal for the seat to move; otherwise why not.
Refusal whyIllegal(const GameState& state, const Move& move);
inline bool isLegal(const GameState& state, const Move& move) {
    return !whyIllegal(state, move);
}
// The refusal in English, as the command line says it: "KH is not in red's hand".
std::string refusalText(const Refusal& refusal);

// ---- Resolution -------------------------------------------------------------------------------

inline constexpr int kNobody = -1; // an uncontested column
inline constexpr int kTie = 2;     // a contested column that nobody captures

struct ColumnReport {
    Column column;                          // as it stood before resolution
    bool contested = false;                 // cards of both colours in the column
    bool revealed = false;                  // both sides had wagered, so everything was turned up
    std::array<int, kTeams> strength{};     // by team, when revealed
    std::array<bool, kTeams> stakeCounts{}; // the stake joined its owner's counting cards
    int winner = kNobody;                   // a team, kTie, or kNobody
    // On equal Strength, the high-card values by team where the tie-break decided (tieBreakCards):
    // {0, 0} when it did not come to a tie-break, or the lists were entirely equal.
    std::array<int, kTeams> tieBreak{};
    std::array<CardMask, kMaxSeats> captured{}; // by the seat that owned each captured card
};

struct RoundReport {
    std::vector<ColumnReport> columns;
    std::array<int, kTeams> vp{}; // each team's jail after the captures
    bool stakesStay = false;      // no capture: the face-up stakes stay on the row (R9)
    int gameWinner = kNobody;     // a team, once the game is won (R10)
};

// Plays a legal move for the seat to move (check with whyIllegal first: this does not). When the
// move ends the round it is resolved, and `report`, if given, tells how.
void play(GameState& state, const Move& move, RoundReport* report = nullptr);

// One team's side of a column as Strength counts it (R8): the team's wagered cards, and the stake
// when the team owns it.
RankTally sideTally(const GameState& state, const Column& column, int team);

// Resolves the row as it stands, as at the end of a round, without changing the state.
RoundReport resolveRow(const GameState& state);

} // namespace cozen
