#pragma once
// A game record packed into a game code (docs/game-codes.md): a short, checksummed line of letters
// and digits that survives any chat or address bar, from which the whole record comes back: who
// played, the seed, every round's deal and every move. "CZ1-" names the code's format (1); the
// rest is the record as bits in Crockford's base 32, read without regard to case.
//
// A round dealt from the game's seed (as every game at one screen is) costs one bit; a round
// dealt otherwise (a game over the network, whose decks the two ends ordered) is written out as
// each seat's order. A move is its number among the mover's legal moves, in a fixed order. The
// last 32 bits are a CRC-32 of the rest.
//
// Decoding treats the code as hostile: its length is bounded before anything is read, every
// number is checked as it is read, the game is replayed and its record validated as a record file
// is, and any fault is an Error with a sentence naming it.

#include "cozen/error.h"
#include "cozen/record.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace cozen {

// The format this version writes and reads.
inline constexpr int kGameCodeFormat = 1;
// The longest code read, in characters (about 40 KB of record bits: far more than any game that
// was played takes; a 30-round game takes under a thousand).
inline constexpr std::size_t kMaxGameCodeChars = 65536;
// The most rounds a code holds.
inline constexpr int kMaxGameCodeRounds = 1000;

// Why a code was refused, as data (the game window words it in the player's language), beside
// the sentence: no code in the text; a code of a newer format (`format`), which this version does
// not read; or a code that is damaged, cut, or holds no valid game.
class GameCodeError : public Error {
public:
    enum Kind { NoCode, Newer, Damaged };
    GameCodeError(Kind kind, const std::string& what, int format = 0)
        : Error(what)
        , kind_(kind)
        , format_(format) {}
    Kind kind() const { return kind_; }
    int format() const { return format_; }

private:
    Kind kind_;
    int format_;
};

// The code of a record (valid: one that loaded or was written by a game). Throws Error when the
// record cannot be packed (more than kMaxGameCodeRounds rounds).
std::string encodeGameCode(const GameRecord& record);

// The record a code holds. The code may stand among other text (a shared line): the first word
// that begins "CZ" and a format number is read. Throws Error naming the problem: no code, a
// format this version does not read (and which it needs), a damaged or cut code, or a game that
// does not replay. What it throws is a GameCodeError.
GameRecord decodeGameCode(std::string_view text);

} // namespace cozen
