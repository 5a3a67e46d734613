// Generic random play, the way OpenSpiel tests its games: thousands of random games, 1v1 and 2v2,
// with the invariants checked after every move.

#include "cozen/error.h"
#include "cozen/position.h"
#include "cozen/rules.h"
#include "cozen/view.h"

#include "testscale.h"

#include <QTest>

#include <algorithm>

using namespace cozen;

namespace {

// Random players can in principle keep a game going; a game still running after this many rounds
// counts as a draw (it has never happened in the seeds below).
constexpr int kRoundCap = 200;

// Every card is in exactly one place, hands and the row are well formed.
QString cardsProblem(const GameState& state) {
    for (Seat s = 0; s < state.seatCount; ++s) {
        const SeatCards& seat = state.seats[std::size_t(s)];
        const CardMask deck = seat.deckMask();
        if (std::popcount(deck) != seat.deckSize)
            return QString("seat %1: a card twice in the deck").arg(s);
        std::array<CardMask, 3> places{deck, seat.hand, seat.jailed};
        CardMask all = 0;
        int count = 0;
        for (CardMask place : places) {
            all |= place;
            count += std::popcount(place);
        }
        for (const Column& column : state.row()) {
            const CardMask wagered = column.wagers[std::size_t(s)];
            all |= wagered;
            count += std::popcount(wagered);
            if (column.owner() == s) {
                all |= CardMask{1} << indexOf(column.stake);
                ++count;
            }
        }
        if (all != kFullSet || count != kSetSize)
            return QString("seat %1: %2 card placements covering %3 cards")
                .arg(s)
                .arg(count)
                .arg(std::popcount(all));
        if (std::popcount(seat.hand) > kHandLimit)
            return QString("seat %1 holds %2 cards").arg(s).arg(std::popcount(seat.hand));
    }
    for (const Column& column : state.row()) {
        if (column.owner() >= state.seatCount) return "a stake of a seat not in the game";
        for (Seat s = state.seatCount; s < kMaxSeats; ++s)
            if (column.wagers[std::size_t(s)]) return "a wager of a seat not in the game";
    }
    for (int c = 1; c < state.columnCount; ++c)
        if (state.columns[std::size_t(c)].faceUp && !state.columns[std::size_t(c - 1)].faceUp)
            return "a face-up stake right of a face-down one";
    if (state.phase == Phase::Playing && state.seats[state.toMove].hand == 0)
        return "the seat to move has no card";
    if (state.phase != Phase::Playing)
        for (Seat s = 0; s < state.seatCount; ++s)
            if (state.seats[std::size_t(s)].hand) return "cards in hand between rounds";
    return {};
}

struct GameRecord {
    std::vector<Move> moves;
    GameState final;
    int rounds = 0;
    bool capped = false;
};

// What the engine plays, the loader loads: saving a position and loading it gives it back.
void checkRoundTrip(const GameState& state, std::uint64_t seed, std::size_t moves) {
    const std::string text = formatPosition(state);
    try {
        if (parsePosition(text) == state) return;
        qFatal("seed %llu after move %zu: the position loads as another:\n%s",
               (unsigned long long)seed, moves, text.c_str());
    } catch (const Error& e) {
        qFatal("seed %llu after move %zu: the loader refuses the position: %s\n%s",
               (unsigned long long)seed, moves, e.what(), text.c_str());
    }
}

// Plays one random game; with `check`, checks everything after every move and fails the test at
// the first problem. `target` 0 is the default.
GameRecord playRandomGame(int seats, std::uint64_t seed, bool check, int target = 0) {
    GameRecord record;
    Rng rng(seed);
    Rng checkRng(seed ^ 0x5eed);
    GameState state = newGame({seats, target, Seat(rng.below(std::uint32_t(seats)))});
    dealRound(state, rng);
    if (check) checkRoundTrip(state, seed, 0);
    std::vector<Move> legal;
    std::array<int, kTeams> jail{};
    while (state.phase != Phase::GameOver) {
        if (state.phase == Phase::RoundOver) {
            if (state.round >= kRoundCap) {
                record.capped = true;
                break;
            }
            dealRound(state, rng);
            if (check) checkRoundTrip(state, seed, record.moves.size());
            continue;
        }
        const Move move = randomMove(state, rng);
        if (check) {
            if (!isLegal(state, move))
                qFatal("seed %llu: random move is illegal: %s", (unsigned long long)seed,
                       refusalText(whyIllegal(state, move)).c_str());
            if (record.moves.size() % 7 == 0) {
                legalMoves(state, legal);
                if (int(legal.size()) != legalMoveCount(state) ||
                    std::find(legal.begin(), legal.end(), move) == legal.end())
                    qFatal("seed %llu: random move not among the legal moves",
                           (unsigned long long)seed);
            }
            // Every determinization of a view agrees with that view, for the mover and another
            // seat.
            for (Seat seat : {Seat(state.toMove), Seat(checkRng.below(state.seatCount))}) {
                const View view = viewFor(state, seat);
                const GameState guess = determinize(view, checkRng);
                if (!(viewFor(guess, seat) == view))
                    qFatal("seed %llu: a determinization disagrees with its view",
                           (unsigned long long)seed);
                if (const QString problem = cardsProblem(guess); !problem.isEmpty())
                    qFatal("seed %llu: determinization: %s", (unsigned long long)seed,
                           qPrintable(problem));
            }
        }
        RoundReport report;
        play(state, move, &report);
        record.moves.push_back(move);
        if (check) {
            if (const QString problem = cardsProblem(state); !problem.isEmpty())
                qFatal("seed %llu after move %zu: %s", (unsigned long long)seed,
                       record.moves.size(), qPrintable(problem));
            if (state.phase != Phase::RoundOver) checkRoundTrip(state, seed, record.moves.size());
            if (state.phase != Phase::Playing) {
                for (int t = 0; t < kTeams; ++t) {
                    if (report.vp[std::size_t(t)] != state.jailVp(t) ||
                        state.jailVp(t) < jail[std::size_t(t)])
                        qFatal("seed %llu: jail VP and score disagree", (unsigned long long)seed);
                    jail[std::size_t(t)] = state.jailVp(t);
                }
                const bool captured = std::any_of(
                    report.columns.begin(), report.columns.end(), [](const ColumnReport& c) {
                        return std::any_of(c.captured.begin(), c.captured.end(),
                                           [](CardMask m) { return m != 0; });
                    });
                if (captured == report.stakesStay || (captured && state.columnCount != 0))
                    qFatal("seed %llu: the row after resolution breaks R9",
                           (unsigned long long)seed);
                const int red = state.jailVp(0), black = state.jailVp(1);
                const bool won = (red >= state.target || black >= state.target) && red != black;
                if (won != (state.phase == Phase::GameOver) ||
                    (won && state.winner != (red > black ? 0 : 1)))
                    qFatal("seed %llu: the winner breaks R10", (unsigned long long)seed);
            }
        }
    }
    record.final = state;
    record.rounds = state.round;
    return record;
}

} // namespace

class TestRandomPlay : public QObject {
    Q_OBJECT

private slots:
    void randomGamesKeepEveryInvariant_data() {
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("games");
        using cozen::testing::scaled;
        QTest::newRow("1v1") << 2 << 0 << scaled(4000);
        QTest::newRow("2v2") << 4 << 0 << scaled(3000);
        // High targets play long games whose decks run short, down to seats dealt no card (R6).
        QTest::newRow("1v1 to 230") << 2 << 230 << scaled(300);
        QTest::newRow("2v2 to 460") << 4 << 460 << scaled(300);
    }

    void randomGamesKeepEveryInvariant() {
        QFETCH(int, seats);
        QFETCH(int, target);
        QFETCH(int, games);
        int capped = 0, rounds = 0;
        std::size_t moves = 0;
        for (int game = 0; game < games; ++game) {
            const GameRecord record = playRandomGame(
                seats, std::uint64_t(game) * 7919 + std::uint64_t(seats), true, target);
            capped += record.capped;
            rounds += record.rounds;
            moves += record.moves.size();
        }
        qInfo("%d games, %zu moves, %.1f rounds a game, %d reached the %d-round cap", games, moves,
              double(rounds) / games, capped, kRoundCap);
        if (target == 0) QCOMPARE(capped, 0);
    }

    void aSeedReplaysTheSameGame() {
        for (int seats : {2, 4})
            for (std::uint64_t seed = 1; seed <= 50; ++seed) {
                const GameRecord first = playRandomGame(seats, seed, false);
                const GameRecord second = playRandomGame(seats, seed, false);
                QVERIFY(first.moves == second.moves);
                QVERIFY(first.final == second.final);
                QVERIFY(first.moves != playRandomGame(seats, seed + 1000, false).moves);
            }
    }

    void positionsRoundTripThroughTheFormat() {
        // Every position of some random games survives save and load unchanged.
        for (int seats : {2, 4}) {
            Rng rng{std::uint64_t(seats)};
            GameState state = newGame({seats, 0, 0});
            dealRound(state, rng);
            for (int move = 0; move < 2000 && state.phase != Phase::GameOver; ++move) {
                if (state.phase == Phase::RoundOver) {
                    dealRound(state, rng);
                    continue;
                }
                const std::string text = formatPosition(state);
                const GameState loaded = parsePosition(text);
                QVERIFY2(loaded == state, text.c_str());
                QCOMPARE(formatPosition(loaded), text);
                play(state, randomMove(state, rng));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRandomPlay)
#include "tst_randomplay.moc"
