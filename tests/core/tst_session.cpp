// A game as a value (core/include/cozen/session.h): played from its seed to its end, written down
// as a save's moves and read back, kept as a record, and a move taken back. Random games in 1v1
// and 2v2; the expectations come from the rules (play, dealRound) and the record's own replay,
// never from the session.

#include "cozen/error.h"
#include "cozen/record.h"
#include "cozen/rules.h"
#include "cozen/session.h"
#include "cozen/view.h"

#include "builders.h"

#include <QtTest>

using namespace cozen;

namespace {

std::vector<RecordPlayer> players(int seats) {
    std::vector<RecordPlayer> list{{"Ann", std::nullopt}};
    for (int s = 1; s < seats; ++s)
        list.push_back({"", Level::Random});
    return list;
}

Move anyLegalMove(const GameState& state, Rng& rng) {
    const std::vector<Move> moves = legalMoves(state);
    return moves[rng.below(std::uint32_t(moves.size()))];
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    // Played to its end from its seed: every round is what dealRng deals after the last one's
    // end, the record replays to the very state the session stands at, and the save's moves read
    // back give the same game at every move.
    void aGamePlayedIsItsSeedAndItsMoves_data() {
        QTest::addColumn<int>("seats");
        QTest::newRow("1v1") << 2;
        QTest::newRow("2v2") << 4;
    }
    void aGamePlayedIsItsSeedAndItsMoves() {
        QFETCH(int, seats);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Session session({seats, 30, Seat(seed % std::uint64_t(seats))}, seed, players(seats));
            GameState expected = newGame({seats, 30, Seat(seed % std::uint64_t(seats))});
            Rng first = dealRng(seed, 1);
            dealRound(expected, first);
            QCOMPARE(session.state(), expected);
            Rng rng(seed * 77);
            int moves = 0;
            while (session.state().phase == Phase::Playing) {
                const Move move = anyLegalMove(session.state(), rng);
                const GameState before = session.state();
                const Session::Played played = session.play(move);
                ++moves;
                QCOMPARE(played.before, before);
                QCOMPARE(played.played.move, move);
                QCOMPARE(played.played.seat, before.toMove);
                play(expected, move);
                QCOMPARE(played.roundEnded, expected.phase != Phase::Playing);
                if (expected.phase == Phase::RoundOver) {
                    Rng next = dealRng(seed, expected.round + 1);
                    dealRound(expected, next);
                    // The round just ended is the one settled last.
                    const auto end = session.lastRoundEnd();
                    QVERIFY(end);
                    QCOMPARE(end->before, before);
                    QCOMPARE(end->move, move);
                }
                QCOMPARE(played.gameEnded, expected.phase == Phase::GameOver);
                QCOMPARE(session.state(), expected);
                if (moves % 7 == 0) {
                    const Session again =
                        Session::fromSave(session.state(), seed, players(seats), session.history());
                    QVERIFY(again.whole());
                    QCOMPARE(again.rounds().size(), session.rounds().size());
                    QCOMPARE(again.history(), session.history());
                }
            }
            QCOMPARE(int(session.rounds().size()), session.state().round);
            QCOMPARE(int(session.history().size()), session.state().round);
            const GameRecord record = session.record();
            const RecordReplay replay(parseRecord(formatRecord(record)));
            QCOMPARE(replay.step(replay.stepCount() - 1).state, session.state());
            QCOMPARE(replay.stepCount() - int(record.rounds.size()), moves);
            QCOMPARE(replay.result(), resultOf(session.state()));
            QCOMPARE(record.players, players(seats));
        }
    }

    // A move of the round in progress may be taken back, one after another down to the deal;
    // the move that ended a round (and dealt the next) may not.
    void aMoveIsTakenBackToTheStateItWasPlayedIn() {
        Session session({2, 70, 0}, 11, players(2));
        Rng rng(5);
        QVERIFY(!session.canTakeBack());
        QVERIFY_THROWS_EXCEPTION(Error, session.takeBack());
        std::vector<GameState> before;
        std::vector<Move> played;
        while (session.state().phase == Phase::Playing) {
            before.push_back(session.state());
            played.push_back(anyLegalMove(session.state(), rng));
            if (session.play(played.back()).roundEnded) break;
        }
        QCOMPARE(session.state().round, 2);
        QVERIFY(played.size() > 3);
        QVERIFY(!session.canTakeBack()); // round 2 as dealt: nothing of it to take back

        Session again({2, 70, 0}, 11, players(2));
        for (std::size_t i = 0; i + 1 < played.size(); ++i)
            again.play(played[i]);
        for (std::size_t i = played.size() - 1; i-- > 0;) {
            QVERIFY(again.canTakeBack());
            QCOMPARE(again.takeBack(), played[i]);
            QCOMPARE(again.state(), before[i]);
            QCOMPARE(again.rounds().back().moves.size(), i);
        }
        QVERIFY(!again.canTakeBack());
    }

    // A save changed by hand: cards the moves never dealt. It plays on from its position, knows
    // its rounds (what everybody saw of them is the same), has no record, and takes back none of
    // the moves it held.
    void aSaveChangedInItsHiddenCardsPlaysOnWithoutARecord() {
        Session game({2, 70, 0}, 21, players(2));
        Rng rng(3);
        for (int i = 0; i < 3; ++i)
            game.play(anyLegalMove(game.state(), rng));
        Rng redeal(9);
        const GameState changed = determinize(viewFor(game.state(), game.state().toMove), redeal);
        QVERIFY(!(changed == game.state()));
        Session session = Session::fromSave(changed, 21, players(2), game.history());
        QVERIFY(!session.whole());
        QVERIFY_THROWS_EXCEPTION(Error, session.record());
        QCOMPARE(session.state(), changed);
        QCOMPARE(session.rounds().front().moves, game.rounds().front().moves);
        QVERIFY(!session.canTakeBack());
        // A move that does not end the round (which would deal the next).
        Move move;
        for (const Move& candidate : legalMoves(changed)) {
            GameState after = changed;
            play(after, candidate);
            if (after.phase == Phase::Playing) move = candidate;
        }
        QVERIFY(move.cards != 0);
        QVERIFY(!session.play(move).roundEnded);
        QVERIFY(session.canTakeBack());
        QCOMPARE(session.takeBack(), move);
        QCOMPARE(session.state(), changed);
        QVERIFY(!session.canTakeBack());
    }

    // Moves that are not this game's (another seed's, or no moves at all): the session starts at
    // the position, and writes the moves back as they were, its own after them.
    void movesThatDoNotLeadToThePositionAreKeptAsWritten() {
        const GameState position =
            test::table({{"6D", true, {}, {}}, {"9S", true, {}, {"4S"}}}, {"3H", "5D"}, {"2C"});
        const MoveHistory written{{"nonsense"}, {"stake 7H"}};
        Session session = Session::fromSave(position, 4, players(2), written);
        QVERIFY(!session.whole());
        QCOMPARE(session.rounds().size(), std::size_t(1));
        QCOMPARE(session.rounds().front().start, position);
        QVERIFY(!session.lastRoundEnd());
        session.play(Move::wager(0, test::cards({"3H"})));
        QCOMPARE(session.history(), (MoveHistory{{"nonsense"}, {"stake 7H", "wager 1 3H"}}));
        QCOMPARE(Session::fromSave(position, 4, players(2), {}).history(), MoveHistory{{}});
        QVERIFY_THROWS_EXCEPTION(Error, Session::fromSave(position, 4, players(4), {}));
    }

    void anIllegalMoveIsRefused() {
        Session session({2, 70, 0}, 8, players(2));
        const GameState before = session.state();
        QVERIFY_THROWS_EXCEPTION(Error,
                                 session.play(Move::wager(9, session.state().seats[0].hand &
                                                                 -session.state().seats[0].hand)));
        QCOMPARE(session.state(), before);
        QCOMPARE(session.rounds().front().moves.size(), std::size_t(0));
    }
};

QTEST_APPLESS_MAIN(TestSession)
#include "tst_session.moc"
