// Game codes (gamecode.h) and today's deal (daily.h, date.h): hundreds of records packed and
// unpacked to the same bytes, codes damaged every way a chat or a hand can damage them refused
// with a sentence, and the calendar and the day's deal pinned to values worked out apart from the
// code (Python's datetime for the days).

#include "cozen/daily.h"
#include "cozen/error.h"
#include "cozen/gamecode.h"
#include "cozen/position.h"
#include "cozen/rules.h"
#include "cozen/session.h"

#include <QTest>

#include <set>

using namespace cozen;

namespace {

// A game of random moves through a Session: every round dealt from the seed, as the game window
// deals them. `players` one a seat.
GameRecord seededGame(int seats, std::uint64_t seed, std::vector<RecordPlayer> players,
                      int roundCap = 60) {
    Session session({seats, 0, Seat(seed % std::uint64_t(seats))}, seed, std::move(players));
    Rng rng(seed * 7 + 1);
    while (session.state().phase == Phase::Playing && session.state().round <= roundCap)
        session.play(randomMove(session.state(), rng));
    return session.record();
}

// A game whose rounds are not dealt from its seed (as a game over the network is not): dealt from
// a generator of its own, so that the code must write every deal out.
GameRecord shuffledGame(int seats, std::uint64_t seed, int roundCap = 40) {
    Rng rng(seed);
    std::vector<RecordPlayer> players;
    for (int s = 0; s < seats; ++s)
        players.push_back(s == 0 ? RecordPlayer{"Zoë 🂡", {}, 0}
                                 : RecordPlayer{"", Level::Random, 0});
    RecordWriter writer(seats, ruleTarget(seats), seed, players);
    GameState state = newGame({seats, 0, Seat(seed % std::uint64_t(seats))});
    while (state.phase != Phase::GameOver && state.round < roundCap) {
        dealRound(state, rng);
        if (state.phase == Phase::GameOver) break;
        writer.startRound(state);
        while (state.phase == Phase::Playing) {
            const Move move = randomMove(state, rng);
            writer.addMove(move);
            play(state, move);
        }
    }
    return std::move(writer).finish(state);
}

std::vector<RecordPlayer> people(int seats) {
    std::vector<RecordPlayer> players;
    for (int s = 0; s < seats; ++s)
        players.push_back(s % 2 ? RecordPlayer{"", Level::Adaptive, 1 + s}
                                : RecordPlayer{"Ann" + std::to_string(s), {}, 0});
    return players;
}

// The record a code gives back is the same record, to the byte of its file.
void checkRoundTrip(const GameRecord& record) {
    const std::string code = encodeGameCode(record);
    QVERIFY2(code.rfind("CZ1-", 0) == 0, code.c_str());
    for (char c : code.substr(4))
        QVERIFY2((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z'), code.c_str());
    const GameRecord back = decodeGameCode(code);
    QCOMPARE(formatRecord(back), formatRecord(record));
    QCOMPARE(encodeGameCode(back), code);
}

QString refusal(std::string_view code) {
    try {
        decodeGameCode(code);
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestGameCode : public QObject {
    Q_OBJECT

private slots:
    void daysAreCountedAsTheCalendarCountsThem() {
        QCOMPARE(dayNumber({1970, 1, 1}), 0);
        QCOMPARE(dayNumber({2000, 2, 29}), 11016);
        QCOMPARE(dayNumber({2024, 12, 31}), 20088);
        QCOMPARE(dayNumber({2026, 12, 7}), 20794);
        QCOMPARE(dayNumber({2038, 1, 19}), 24855);
        QCOMPARE(dayNumber({9999, 12, 31}), 2932896);
        for (std::int64_t day = 0; day < 2932897; day += 97)
            QCOMPARE(dayNumber(dateOfDay(day)), day);
        // A UTC day ends at midnight UTC, whatever the clock's zone.
        QCOMPARE(dateText(utcDateOf(1765065599)), std::string("2025-12-06"));
        QCOMPARE(dateText(utcDateOf(1765065600)), std::string("2025-12-07"));
        QCOMPARE(dateText(utcDateOf(-5)), std::string("1970-01-01"));
    }

    void aDateIsReadInOneFormOnly() {
        QCOMPARE(parseDate("2024-02-29"), (Date{2024, 2, 29}));
        const auto why = [](std::string_view text) {
            try {
                parseDate(text);
            } catch (const Error& e) {
                return std::string(e.what());
            }
            return std::string();
        };
        QCOMPARE(why("2025-02-29"),
                 std::string("date \"2025-02-29\": month 2 of 2025 has 28 days"));
        QCOMPARE(why("2025-13-01"), std::string("date \"2025-13-01\": there is no month 13"));
        QCOMPARE(why("1969-12-31"),
                 std::string("date \"1969-12-31\": the first day counted is 1970-01-01"));
        for (const char* bad :
             {"", "2025-1-01", "2025/01/01", "20250101", "2025-01-01x", "२०२५-01-01"})
            QVERIFY2(why(bad).find("expected the form YYYY-MM-DD") != std::string::npos, bad);
    }

    void everyDayHasADealOfItsOwn() {
        std::set<std::uint64_t> seeds;
        int redStarts = 0;
        for (std::int64_t day = dayNumber({2026, 1, 1}); day < dayNumber({2027, 1, 1}); ++day) {
            const Date date = dateOfDay(day);
            seeds.insert(dailySeed(date));
            redStarts += dailyStarter(date) == 0;
            const GameOptions options = dailyOptions(date);
            QCOMPARE(options.seats, 2);
            QCOMPARE(options.target, 70);
        }
        QCOMPARE(seeds.size(), std::size_t(365));
        QVERIFY2(redStarts > 140 && redStarts < 225, std::to_string(redStarts).c_str());
        // The same seed on every platform: pinned (the command line's golden files pin the deals).
        QCOMPARE(dailySeed({2026, 12, 7}), std::uint64_t(1488018428361872725ull));
        QCOMPARE(dailyPlayers("Ann")[1].computer, std::optional<Level>(Level::Medium));
    }

    void aDailyRecordMustBeTheDaysDeal() {
        const Date day{2026, 12, 7};
        Session session(dailyOptions(day), dailySeed(day), dailyPlayers("Ann"));
        Rng rng(3);
        while (session.state().phase == Phase::Playing)
            session.play(randomMove(session.state(), rng));
        GameRecord record = session.record();
        record.daily = day;
        const GameRecord back = parseRecord(formatRecord(record));
        QCOMPARE(back.daily, std::optional<Date>(day));
        checkRoundTrip(record);
        // A deal of the day's seed changed by hand (two cards at the bottom of red's deck swapped,
        // a deal the rules allow) is not the day's.
        GameRecord forged = record;
        SeatCards& red = forged.rounds.front().start.seats[0];
        std::swap(red.deck[0], red.deck[1]);
        try {
            parseRecord(formatRecord(forged));
            QFAIL("a forged daily deal was taken");
        } catch (const Error& e) {
            QVERIFY2(std::string(e.what()).find("dealt otherwise") != std::string::npos, e.what());
        }
        // Another day's date on this deal is refused, naming the seed.
        record.daily = Date{2026, 12, 8};
        try {
            parseRecord(formatRecord(record));
            QFAIL("another day's deal was taken");
        } catch (const Error& e) {
            QVERIFY2(std::string(e.what()).find("daily: the deal of 2026-12-08 has the seed") == 0,
                     e.what());
        }
    }

    void hundredsOfRecordsComeBackToTheSameBytes() {
        int codes = 0;
        std::size_t longest = 0;
        for (std::uint64_t seed = 1; seed <= 150; ++seed) {
            const int seats = seed % 3 == 0 ? 4 : 2;
            GameRecord record = seededGame(seats, seed * 0x9E3779B97F4A7C15ull, people(seats));
            if (seed % 5 == 0) record.match = RecordMatchGame{int(seed), int(seed % 2)};
            checkRoundTrip(record);
            longest = std::max(longest, encodeGameCode(record).size());
            ++codes;
            const GameRecord shuffled = shuffledGame(seats, seed);
            checkRoundTrip(shuffled);
            ++codes;
        }
        QCOMPARE(codes, 300);
        qInfo("longest code of a seeded game: %zu characters", longest);
    }

    void aSeededGameIsShort() {
        // A finished 1v1 game of random moves dealt from its seed: its moves and players only.
        const GameRecord record = seededGame(2, 42, people(2));
        QVERIFY(record.result.winner != kNobody);
        const std::string code = encodeGameCode(record);
        QVERIFY2(code.size() < 400, code.c_str());
        QVERIFY2(code.size() < formatRecord(record).size() / 20, code.c_str());
    }

    void theCodeIsReadFromAnyLineThatHoldsIt() {
        const GameRecord record = seededGame(2, 7, people(2));
        const std::string code = encodeGameCode(record);
        QString lower = QString::fromStdString(code).toLower();
        QCOMPARE(formatRecord(decodeGameCode(lower.toStdString())), formatRecord(record));
        const std::string line = "Cozen, round by round: ▲▽ — watch it: " + code + " (good game!)";
        QCOMPARE(formatRecord(decodeGameCode(line)), formatRecord(record));
        // Grouped by hand with hyphens, and with O and I typed for 0 and 1.
        std::string grouped = code.substr(0, 4);
        for (std::size_t i = 4; i < code.size(); ++i) {
            grouped += code[i] == '0' ? 'O' : code[i] == '1' ? 'I' : code[i];
            if ((i - 3) % 5 == 0 && i + 1 < code.size()) grouped += '-';
        }
        QCOMPARE(formatRecord(decodeGameCode(grouped)), formatRecord(record));
    }

    void everyDamagedCodeIsRefusedWithASentence() {
        const GameRecord record = seededGame(2, 11, people(2));
        const std::string code = encodeGameCode(record);
        static constexpr std::string_view alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
        int refused = 0;
        // Every letter changed to every other (CRC-32 finds every burst of up to 32 bits).
        for (std::size_t i = 4; i < code.size(); ++i)
            for (char c : alphabet) {
                if (c == code[i]) continue;
                std::string bad = code;
                bad[i] = c;
                QVERIFY2(!refusal(bad).isEmpty(), bad.c_str());
                ++refused;
            }
        // Cut anywhere, and a letter dropped or added anywhere.
        for (std::size_t n = 0; n < code.size(); ++n) {
            QVERIFY2(!refusal(code.substr(0, n)).isEmpty(), code.substr(0, n).c_str());
            QVERIFY(!refusal(code.substr(0, n) + code.substr(n + 1)).isEmpty());
            if (n >= 4) QVERIFY(!refusal(code.substr(0, n) + "7" + code.substr(n)).isEmpty());
            refused += 3;
        }
        QVERIFY(refused > 1000);
        QVERIFY(refusal(code.substr(0, code.size() - 3)).contains("damaged") ||
                refusal(code.substr(0, code.size() - 3)).contains("cut"));
        QCOMPARE(refusal(""), QString("no game code here: a game code begins with CZ1-"));
        QCOMPARE(refusal("hello CZ-123"),
                 QString("no game code here: a game code begins with CZ1-"));
        QVERIFY(refusal("CZ1-U" + code.substr(5)).contains("'U' is not one of its letters"));
        QCOMPARE(refusal("CZ2-" + code.substr(4)),
                 QString("this game code is in format 2, made by a newer Cozen: this one reads "
                         "format 1 (update Cozen to watch it)"));
        QVERIFY(refusal("CZ0-" + code.substr(4)).contains("never existed"));
        // The kind of each, for the window's words.
        const auto kind = [](std::string_view text) {
            try {
                decodeGameCode(text);
            } catch (const GameCodeError& e) {
                return std::pair(int(e.kind()), e.format());
            }
            return std::pair(-1, 0);
        };
        QCOMPARE(kind("CZ12-" + code.substr(4)), std::pair(int(GameCodeError::Newer), 12));
        QCOMPARE(kind("gg"), std::pair(int(GameCodeError::NoCode), 0));
        QCOMPARE(kind(code.substr(0, code.size() - 1)), std::pair(int(GameCodeError::Damaged), 0));
        QCOMPARE(kind(code), std::pair(-1, 0));
        QVERIFY(refusal("CZ1-" + std::string(kMaxGameCodeChars + 1, 'A')).contains("too long"));
        QVERIFY(refusal(std::string(3 * kMaxGameCodeChars, ' ')).contains("longer than any code"));
    }

    void aHostileCodeThatChecksOutIsStillRefused() {
        // Codes made by hand with a right checksum: an impossible count of rounds, a move that is
        // not one of the legal ones, a name that is not text. Built through the decoder's own
        // form: a seeded game's code with its bits changed and its check made again is no test of
        // the check, so these are written from scratch.
        const auto make = [](const std::vector<std::pair<std::uint64_t, int>>& fields) {
            std::vector<std::uint8_t> bytes;
            std::size_t used = 0;
            for (auto [value, count] : fields)
                for (int i = count - 1; i >= 0; --i) {
                    if (used % 8 == 0) bytes.push_back(0);
                    if ((value >> i) & 1u) bytes.back() |= std::uint8_t(0x80u >> (used % 8));
                    ++used;
                }
            std::uint32_t crc = 0xFFFFFFFFu;
            for (std::uint8_t b : bytes) {
                crc ^= b;
                for (int k = 0; k < 8; ++k)
                    crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
            }
            crc = ~crc;
            for (int k = 3; k >= 0; --k)
                bytes.push_back(std::uint8_t(crc >> (8 * k)));
            static constexpr std::string_view alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
            std::string text = "CZ1-";
            std::uint32_t buffer = 0;
            int held = 0;
            for (std::uint8_t b : bytes) {
                buffer = (buffer << 8) | b;
                held += 8;
                while (held >= 5) {
                    text += alphabet[(buffer >> (held - 5)) & 31u];
                    held -= 5;
                }
                buffer &= (1u << held) - 1;
            }
            if (held) text += alphabet[(buffer << (5 - held)) & 31u];
            return text;
        };
        // 1v1, target 70 (a number: no more, 70), no daily, seed 5, red starts; then the two
        // players (each a computer at `random` unless given) and no match; then `rest`.
        using Fields = std::vector<std::pair<std::uint64_t, int>>;
        const auto game = [](const Fields& red, const Fields& rest) {
            Fields fields = {{0, 1}, {0, 1}, {70, 7}, {0, 1}, {5, 64}, {0, 2}};
            for (const Fields& part : {red, Fields{{1, 1}, {0, 3}, {0, 3}, {0, 1}}, rest})
                for (const auto& field : part)
                    fields.push_back(field);
            return fields;
        };
        const Fields computer = {{1, 1}, {0, 3}, {0, 3}};
        // 999 rounds, in one group: more rounds than the bits left.
        QVERIFY(refusal(make(game(computer, {{0, 1}, {999, 7}}))).contains("damaged"));
        // One round dealt from the seed, one move numbered 127 of its 67 legal (5 stakes, and 31
        // wagers on each of 2 columns: 7 bits).
        const QString move =
            refusal(make(game(computer, {{0, 1}, {1, 7}, {1, 1}, {0, 1}, {1, 7}, {127, 7}})));
        QVERIFY2(move.contains("not one of the"), qPrintable(move));
        // A person named by two bytes that are not UTF-8.
        const QString name =
            refusal(make(game({{0, 1}, {0, 1}, {2, 7}, {0xC3, 8}, {0x28, 8}}, {})));
        QVERIFY2(name.contains("not plain text"), qPrintable(name));
        // A name with a line break, and one with a right-to-left override (U+202E).
        const QString lineBreak =
            refusal(make(game({{0, 1}, {0, 1}, {3, 7}, {'A', 8}, {'\n', 8}, {'B', 8}}, {})));
        QVERIFY2(lineBreak.contains("not plain text"), qPrintable(lineBreak));
        const QString override_ =
            refusal(make(game({{0, 1}, {0, 1}, {3, 7}, {0xE2, 8}, {0x80, 8}, {0xAE, 8}}, {})));
        QVERIFY2(override_.contains("not plain text"), qPrintable(override_));
        // One game, one code: a round of one move (the first wager, number 5 of 67) decodes; the
        // same with a bit after its last move, or its target written in two groups, does not.
        const Fields oneMove = {{0, 1}, {1, 7}, {1, 1}, {0, 1}, {1, 7}, {5, 7}};
        QCOMPARE(refusal(make(game(computer, oneMove))), QString());
        Fields trailing = oneMove;
        trailing.push_back({1, 1});
        QVERIFY(
            refusal(make(game(computer, trailing))).contains("goes on after the game's last move"));
        Fields longTarget = game(computer, oneMove);
        longTarget[1] = {1, 1}; // "more follows" before 70, and then a group of nothing
        longTarget.insert(longTarget.begin() + 3, {{0, 1}, {0, 7}});
        QVERIFY2(refusal(make(longTarget)).contains("written in too many groups"),
                 qPrintable(refusal(make(longTarget))));
        // No eighth level.
        const QString level = refusal(make(game({{1, 1}, {7, 3}, {0, 3}}, {})));
        QVERIFY2(level.contains("unknown computer level"), qPrintable(level));
    }
};

QTEST_APPLESS_MAIN(TestGameCode)
#include "tst_gamecode.moc"
