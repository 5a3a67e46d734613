#include "cozen/gamecode.h"

#include "cozen/daily.h"
#include "cozen/error.h"
#include "cozen/rules.h"
#include "cozen/session.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

namespace cozen {

namespace {

// Crockford's base 32: digits and letters without I, L, O and U; read without regard to case, with
// I and L read as 1 and O as 0.
constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::string_view kPrefix = "CZ";

// ASCII alone, whatever the C library's locale (a Turkish one upper-cases i to İ).
char upper(char c) {
    return c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c;
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isWordChar(char c) {
    return isDigit(c) || (upper(c) >= 'A' && upper(c) <= 'Z');
}

int digitOf(char c) {
    c = upper(c);
    if (c == 'I' || c == 'L') return 1;
    if (c == 'O') return 0;
    const std::size_t at = kAlphabet.find(c);
    return at == std::string_view::npos ? -1 : int(at);
}

std::uint32_t crc32(const std::vector<std::uint8_t>& bytes, std::size_t count) {
    std::uint32_t crc = 0xFFFFFFFFu;
    for (std::size_t i = 0; i < count; ++i) {
        crc ^= bytes[i];
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

// Bits written most significant first.
class BitWriter {
public:
    void bits(std::uint64_t value, int count) {
        for (int i = count - 1; i >= 0; --i) {
            if (used_ % 8 == 0) bytes_.push_back(0);
            if ((value >> i) & 1u) bytes_.back() |= std::uint8_t(0x80u >> (used_ % 8));
            ++used_;
        }
    }
    // Seven bits at a time, the low ones first, each group after a bit that says whether more come.
    void number(std::uint64_t value) {
        do {
            const std::uint64_t group = value & 0x7Fu;
            value >>= 7;
            bits(value ? 1 : 0, 1);
            bits(group, 7);
        } while (value);
    }
    std::vector<std::uint8_t> finish() && {
        const std::uint32_t crc = crc32(bytes_, bytes_.size());
        used_ = bytes_.size() * 8;
        bits(crc, 32);
        return std::move(bytes_);
    }

private:
    std::vector<std::uint8_t> bytes_;
    std::size_t used_ = 0;
};

class BitReader {
public:
    BitReader(const std::vector<std::uint8_t>& bytes, std::size_t size)
        : bytes_(bytes)
        , size_(size * 8) {}
    std::uint64_t bits(int count) {
        std::uint64_t value = 0;
        for (int i = 0; i < count; ++i) {
            if (at_ >= size_) throw Error("the game code is cut short: it ends inside the game");
            value = (value << 1) | ((bytes_[at_ / 8] >> (7 - at_ % 8)) & 1u);
            ++at_;
        }
        return value;
    }
    std::uint64_t number(const char* what) {
        std::uint64_t value = 0;
        for (int shift = 0;; shift += 7) {
            const bool more = bits(1) != 0;
            const std::uint64_t group = bits(7);
            if (shift > 63 || (shift == 63 && group > 1))
                throw Error(std::string("the game code is damaged: its ") + what +
                            " is too large a number");
            value |= group << shift;
            if (!more && group == 0 && shift > 0) // a number written longer than it is
                throw Error(std::string("the game code is damaged: its ") + what +
                            " is written in too many groups");
            if (!more) return value;
        }
    }
    std::size_t bitsLeft() const { return size_ - at_; }

private:
    const std::vector<std::uint8_t>& bytes_;
    std::size_t size_;
    std::size_t at_ = 0;
};

int widthFor(std::uint64_t choices) {
    return choices <= 1 ? 0 : int(std::bit_width(choices - 1));
}

// ---- Moves: a number among the legal moves of the seat to move -------------------------------
// Stakes first, one for each card of the hand from the lowest; then, column by column, every
// non-empty subset of the hand (bit j: the hand's j-th lowest card). There are legalMoveCount.

std::uint64_t moveCount(const GameState& state) {
    return std::uint64_t(legalMoveCount(state));
}

std::uint64_t moveNumber(const GameState& state, const Move& move) {
    const CardMask hand = state.seats[state.toMove].hand;
    const int size = std::popcount(hand);
    std::uint64_t subset = 0;
    int j = 0;
    for (CardMask m = hand; m; m &= m - 1, ++j)
        if (move.cards & (m & (0u - m))) subset |= std::uint64_t{1} << j;
    if (move.kind == MoveKind::Stake) return std::uint64_t(std::countr_zero(subset));
    return std::uint64_t(size) + std::uint64_t(move.column) * ((std::uint64_t{1} << size) - 1) +
           subset - 1;
}

Move moveOfNumber(const GameState& state, std::uint64_t number) {
    const CardMask hand = state.seats[state.toMove].hand;
    const int size = std::popcount(hand);
    const auto cardsOf = [&](std::uint64_t subset) {
        CardMask cards = 0;
        int j = 0;
        for (CardMask m = hand; m; m &= m - 1, ++j)
            if ((subset >> j) & 1u) cards |= m & (0u - m);
        return cards;
    };
    if (number < std::uint64_t(size))
        return {MoveKind::Stake, 0, cardsOf(std::uint64_t{1} << number)};
    number -= std::uint64_t(size);
    const std::uint64_t subsets = (std::uint64_t{1} << size) - 1;
    return Move::wager(int(number / subsets), cardsOf(number % subsets + 1));
}

// ---- Deals ------------------------------------------------------------------------------------
// A round's deal, unless the seed dealt it: each seat's cards (gathered as beginRound gathers
// them) in the order the deal takes them from the top: its flipped stake, its hand from the lowest
// card, then its deck from the top. Each is a number among the cards not yet named.

std::vector<Card> dealOrder(const GameState& before, const GameState& start, Seat seat) {
    std::vector<Card> order;
    for (int c = before.columnCount; c < start.columnCount; ++c)
        if (start.columns[std::size_t(c)].owner() == seat)
            order.push_back(Card(start.columns[std::size_t(c)].stake % kSetSize));
    const SeatCards& cards = start.seats[std::size_t(seat)];
    for (CardMask m = cards.hand; m; m &= m - 1)
        order.push_back(Card(std::countr_zero(m)));
    for (int i = cards.deckSize - 1; i >= 0; --i)
        order.push_back(cards.deck[std::size_t(i)]);
    return order;
}

void writeDeal(BitWriter& out, const GameState& gathered, const GameState& start) {
    for (Seat s = 0; s < gathered.seatCount; ++s) {
        const SeatCards& pool = gathered.seats[std::size_t(s)];
        std::vector<Card> left(pool.deck.begin(), pool.deck.begin() + pool.deckSize);
        const std::vector<Card> order = dealOrder(gathered, start, s);
        if (order.size() != left.size())
            throw Error("this record cannot be packed: round " + std::to_string(start.round) +
                        " deals " + std::to_string(order.size()) + " of a seat's " +
                        std::to_string(left.size()) + " cards");
        for (Card card : order) {
            const auto at = std::find(left.begin(), left.end(), card);
            if (at == left.end())
                throw Error("this record cannot be packed: round " + std::to_string(start.round) +
                            " deals a card twice");
            out.bits(std::uint64_t(at - left.begin()), widthFor(left.size()));
            left.erase(at);
        }
    }
}

// Deals the round after `state` (in Phase::RoundOver) in the order the code gives.
void readDeal(BitReader& in, GameState& state) {
    for (Seat s = 0; s < state.seatCount; ++s) {
        SeatCards& seat = state.seats[std::size_t(s)];
        std::vector<Card> left(seat.deck.begin(), seat.deck.begin() + seat.deckSize);
        for (int i = seat.deckSize - 1; i >= 0; --i) {
            const std::uint64_t at = in.bits(widthFor(left.size()));
            if (at >= left.size())
                throw Error("the game code is damaged: a deal names a card that is not there");
            seat.deck[std::size_t(i)] = left[std::size_t(at)];
            left.erase(left.begin() + std::ptrdiff_t(at));
        }
    }
    dealDecks(state);
}

// ---- Text -------------------------------------------------------------------------------------

// A name as a code may carry it: UTF-8, one line, with no control character or direction mark.
bool plainName(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        int extra = 0;
        std::uint32_t code = 0;
        if (byte < 0x20 || byte == 0x7F) return false; // a control character (a line break...)
        if (byte < 0x80) {
            ++i;
            continue;
        } else if ((byte & 0xE0) == 0xC0) {
            extra = 1;
            code = byte & 0x1Fu;
        } else if ((byte & 0xF0) == 0xE0) {
            extra = 2;
            code = byte & 0x0Fu;
        } else if ((byte & 0xF8) == 0xF0) {
            extra = 3;
            code = byte & 0x07u;
        } else {
            return false;
        }
        if (i + std::size_t(extra) >= text.size()) return false;
        for (int k = 1; k <= extra; ++k) {
            const auto next = static_cast<unsigned char>(text[i + std::size_t(k)]);
            if ((next & 0xC0) != 0x80) return false;
            code = (code << 6) | (next & 0x3Fu);
        }
        static constexpr std::uint32_t least[] = {0, 0x80, 0x800, 0x10000};
        if (code < least[extra] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return false;
        // No control character (C1), and none of the marks that turn the text's direction.
        if ((code >= 0x80 && code <= 0x9F) || (code >= 0x202A && code <= 0x202E) ||
            (code >= 0x2066 && code <= 0x2069))
            return false;
        i += std::size_t(extra) + 1;
    }
    return true;
}

std::string encodeText(const std::vector<std::uint8_t>& bytes) {
    std::string text = std::string(kPrefix) + std::to_string(kGameCodeFormat) + "-";
    std::uint32_t buffer = 0;
    int held = 0;
    for (std::uint8_t byte : bytes) {
        buffer = (buffer << 8) | byte;
        held += 8;
        while (held >= 5) {
            text += kAlphabet[(buffer >> (held - 5)) & 31u];
            held -= 5;
        }
        buffer &= (1u << held) - 1;
    }
    if (held > 0) text += kAlphabet[(buffer << (5 - held)) & 31u];
    return text;
}

// The first word of `text` that begins "CZ", a format number and "-": its format and the letters
// after it (a word ends at a space or any character outside the code's).
struct Found {
    long long format = 0;
    std::string_view body;
};

Found findCode(std::string_view text) {
    for (std::size_t i = 0; i + kPrefix.size() < text.size(); ++i) {
        if ((i > 0 && isWordChar(text[i - 1])) || upper(text[i]) != 'C' ||
            upper(text[i + 1]) != 'Z')
            continue;
        std::size_t j = i + kPrefix.size();
        long long format = 0;
        const std::size_t digits = j;
        while (j < text.size() && j - digits < 6 && isDigit(text[j]))
            format = format * 10 + (text[j++] - '0');
        if (j == digits || j >= text.size() || text[j] != '-') continue;
        const std::size_t from = ++j;
        while (j < text.size() && (isWordChar(text[j]) || text[j] == '-'))
            ++j;
        return {format, text.substr(from, j - from)};
    }
    throw GameCodeError(GameCodeError::NoCode, "no game code here: a game code begins with CZ1-");
}

} // namespace

std::string encodeGameCode(const GameRecord& record) {
    if (record.rounds.empty()) throw Error("this record cannot be packed: it holds no round");
    if (record.rounds.size() > std::size_t(kMaxGameCodeRounds))
        throw Error("this record cannot be packed: a game code holds at most " +
                    std::to_string(kMaxGameCodeRounds) + " rounds, and this game has " +
                    std::to_string(record.rounds.size()));
    BitWriter out;
    out.bits(record.seats == 4 ? 1 : 0, 1);
    out.number(std::uint64_t(record.target));
    out.bits(record.daily ? 1 : 0, 1);
    if (record.daily)
        out.number(std::uint64_t(dayNumber(*record.daily)));
    else {
        out.bits(record.seed, 64);
        out.bits(std::uint64_t(record.rounds.front().start.starter), 2);
    }
    for (const RecordPlayer& player : record.players) {
        out.bits(player.computer ? 1 : 0, 1);
        if (player.computer) {
            out.bits(std::uint64_t(*player.computer), 3);
            out.bits(std::uint64_t(player.strength), 3);
        } else {
            out.number(player.name.size());
            for (char c : player.name)
                out.bits(static_cast<unsigned char>(c), 8);
        }
    }
    out.bits(record.match ? 1 : 0, 1);
    if (record.match) {
        out.number(std::uint64_t(record.match->game));
        out.bits(std::uint64_t(record.match->aTeam), 1);
    }
    out.number(record.rounds.size());
    GameState before = newGame({record.seats, record.target, record.rounds.front().start.starter});
    for (const RecordRound& round : record.rounds) {
        const bool bySeed = dealtFromSeed(before, record.seed, round.start);
        out.bits(bySeed ? 1 : 0, 1);
        if (!bySeed) {
            GameState gathered = before;
            if (!beginRound(gathered))
                throw Error("this record cannot be packed: round " +
                            std::to_string(round.start.round) + " follows the game's end");
            writeDeal(out, gathered, round.start);
        }
        out.number(round.moves.size());
        GameState state = round.start;
        for (const Move& move : round.moves) {
            if (state.phase != Phase::Playing || !isLegal(state, move))
                throw Error("this record cannot be packed: round " +
                            std::to_string(round.start.round) + " has a move that is not legal");
            out.bits(moveNumber(state, move), widthFor(moveCount(state)));
            play(state, move);
        }
        before = state;
    }
    std::string code = encodeText(std::move(out).finish());
    // What goes out must come back: a record the code does not hold exactly is not shared.
    GameRecord back = decodeGameCode(code);
    back.result = record.result;
    if (!(back.rounds.size() == record.rounds.size() && back.players == record.players &&
          back.seed == record.seed && back.match == record.match && back.daily == record.daily))
        throw Error("this record cannot be packed: its code does not give it back");
    for (std::size_t r = 0; r < record.rounds.size(); ++r)
        if (!(back.rounds[r].start == record.rounds[r].start) ||
            back.rounds[r].moves != record.rounds[r].moves)
            throw Error("this record cannot be packed: its code does not give round " +
                        std::to_string(r + 1) + " back");
    return code;
}

namespace {

GameRecord decode(std::string_view text) {
    if (text.size() > kMaxGameCodeChars * 2)
        throw GameCodeError(GameCodeError::NoCode,
                            "this is not a game code: it is longer than any code (" +
                                std::to_string(kMaxGameCodeChars) + " characters)");
    const Found found = findCode(text);
    if (found.format > kGameCodeFormat)
        throw GameCodeError(GameCodeError::Newer,
                            "this game code is in format " + std::to_string(found.format) +
                                ", made by a newer Cozen: this one reads format " +
                                std::to_string(kGameCodeFormat) + " (update Cozen to watch it)",
                            int(found.format));
    if (found.format != kGameCodeFormat)
        throw Error("this game code's format " + std::to_string(found.format) +
                    " never existed: codes begin with CZ1-");
    if (found.body.size() > kMaxGameCodeChars)
        throw Error("this game code is too long: a code holds at most " +
                    std::to_string(kMaxGameCodeChars) + " characters");
    std::vector<std::uint8_t> bytes;
    std::uint32_t buffer = 0;
    int held = 0;
    for (char c : found.body) {
        if (c == '-') continue;
        const int digit = digitOf(c);
        if (digit < 0)
            throw Error(std::string("the game code is damaged: '") + c +
                        "' is not one of its letters");
        buffer = (buffer << 5) | std::uint32_t(digit);
        held += 5;
        if (held >= 8) {
            bytes.push_back(std::uint8_t(buffer >> (held - 8)));
            held -= 8;
            buffer &= (1u << held) - 1;
        }
    }
    if (buffer != 0 || held >= 5)
        throw Error("the game code is damaged: it is cut or has letters too many");
    if (bytes.size() < 5) throw Error("the game code is cut short: it holds no game");
    const std::size_t body = bytes.size() - 4;
    const std::uint32_t stated = std::uint32_t(bytes[body]) << 24 |
                                 std::uint32_t(bytes[body + 1]) << 16 |
                                 std::uint32_t(bytes[body + 2]) << 8 | bytes[body + 3];
    if (stated != crc32(bytes, body))
        throw Error("the game code is damaged: its check does not match (a letter is wrong, "
                    "missing or added)");

    BitReader in(bytes, body);
    GameRecord record;
    record.seats = in.bits(1) ? 4 : 2;
    const std::uint64_t target = in.number("target");
    if (target < 1 || target > 1000)
        throw Error("the game code is damaged: a target of " + std::to_string(target) + " VP");
    record.target = int(target);
    Seat starter = 0;
    if (in.bits(1)) {
        const std::uint64_t day = in.number("day");
        if (day > std::uint64_t(dayNumber(kLastDate)))
            throw Error("the game code is damaged: its day is past " + dateText(kLastDate));
        record.daily = dateOfDay(std::int64_t(day));
        record.seed = dailySeed(*record.daily);
        starter = dailyStarter(*record.daily);
    } else {
        record.seed = in.bits(64);
        starter = Seat(in.bits(2));
        if (starter >= record.seats)
            throw Error("the game code is damaged: seat " + std::to_string(starter + 1) +
                        " starts a game of " + std::to_string(record.seats));
    }
    for (int s = 0; s < record.seats; ++s) {
        RecordPlayer player;
        if (in.bits(1)) {
            const std::uint64_t level = in.bits(3);
            if (level >= std::size(kLevels))
                throw Error("the game code is damaged: an unknown computer level");
            player.computer = kLevels[level];
            player.strength = int(in.bits(3));
            if (player.strength > kAdaptiveStrengths ||
                (player.strength > 0 && player.computer != Level::Adaptive))
                throw Error("the game code is damaged: a computer's strength of " +
                            std::to_string(player.strength));
        } else {
            const std::uint64_t length = in.number("name's length");
            if (length > kMaxRecordNameBytes)
                throw Error("the game code is damaged: a name of " + std::to_string(length) +
                            " bytes");
            for (std::uint64_t i = 0; i < length; ++i)
                player.name += char(in.bits(8));
            if (!plainName(player.name))
                throw Error("the game code is damaged: a name that is not plain text (UTF-8, no "
                            "control character or direction mark)");
        }
        record.players.push_back(std::move(player));
    }
    if (in.bits(1)) {
        const std::uint64_t game = in.number("match game");
        if (game < 1 || game > std::uint64_t(std::numeric_limits<int>::max()))
            throw Error("the game code is damaged: game " + std::to_string(game) + " of a match");
        record.match = RecordMatchGame{int(game), int(in.bits(1))};
    }
    const std::uint64_t rounds = in.number("count of rounds");
    if (rounds < 1 || rounds > std::uint64_t(kMaxGameCodeRounds) || rounds > in.bitsLeft())
        throw Error("the game code is damaged: it says the game has " + std::to_string(rounds) +
                    " rounds");
    GameState state = newGame({record.seats, record.target, starter});
    for (std::uint64_t r = 0; r < rounds; ++r) {
        if (state.phase != Phase::RoundOver)
            throw Error("the game code is damaged: round " + std::to_string(r + 1) +
                        " follows the game's end");
        if (in.bits(1)) {
            Rng rng = dealRng(record.seed, state.round + 1);
            dealRound(state, rng);
        } else {
            if (!beginRound(state))
                throw Error("the game code is damaged: round " + std::to_string(r + 1) +
                            " follows the game's last round");
            readDeal(in, state);
        }
        if (state.phase == Phase::GameOver && r + 1 < rounds)
            throw Error("the game code is damaged: no card could be dealt in round " +
                        std::to_string(r + 1) + ", yet more rounds follow");
        RecordRound round{state, {}};
        const std::uint64_t moves = in.number("count of moves");
        if (moves > std::uint64_t(kMaxSeats * kSetSize))
            throw Error("the game code is damaged: a round of " + std::to_string(moves) + " moves");
        for (std::uint64_t m = 0; m < moves; ++m) {
            if (state.phase != Phase::Playing)
                throw Error("the game code is damaged: round " + std::to_string(r + 1) +
                            " has moves after its end");
            const std::uint64_t count = moveCount(state);
            const std::uint64_t number = in.bits(widthFor(count));
            if (number >= count)
                throw Error("the game code is damaged: move " + std::to_string(m + 1) +
                            " of round " + std::to_string(r + 1) + " is not one of the " +
                            std::to_string(count) + " legal moves");
            const Move move = moveOfNumber(state, number);
            if (!isLegal(state, move))
                throw Error("the game code is damaged: move " + std::to_string(m + 1) +
                            " of round " + std::to_string(r + 1) + " is not legal");
            round.moves.push_back(move);
            play(state, move);
        }
        if (state.phase == Phase::Playing && r + 1 < rounds)
            throw Error("the game code is damaged: round " + std::to_string(r + 1) +
                        " is not over, yet another follows");
        record.rounds.push_back(std::move(round));
    }
    // Only the zeros that fill the last byte may follow: one game, one code.
    if (in.bitsLeft() >= 8 || in.bits(int(in.bitsLeft())) != 0)
        throw Error("the game code is damaged: it goes on after the game's last move");
    record.result = resultOf(state);
    // Checked in full as a record file is (the daily deal's seed and players among the rest).
    try {
        return recordFromJson(recordToJson(record));
    } catch (const Error& e) {
        throw Error(std::string("the game code holds a game that is not valid: ") + e.what());
    }
}

} // namespace

GameRecord decodeGameCode(std::string_view text) {
    try {
        return decode(text);
    } catch (const GameCodeError&) {
        throw;
    } catch (const Error& e) {
        throw GameCodeError(GameCodeError::Damaged, e.what());
    }
}

} // namespace cozen
