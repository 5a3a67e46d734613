// The moves since the viewer's last turn (Game.sinceLastTurn, movelogmodel.h), read from the
// session as the screen's eyes saw them, changed by rows.

#include "gametesting.h"
#include "table/movelogmodel.h"

#include "cozen/rules.h"

#include <QSignalSpy>
#include <QtTest>

#include <bit>

using namespace cozen;
using namespace cozen::app;

using namespace cozen::app::testing;

class TestMoveLog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // What happened since the viewer's last turn: the other's moves, without their face-down
    // cards, and where a round began.
    void sinceYourLastTurn() {
        TestGame test;
        test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70);
        QCOMPARE(test.game.sinceLastTurn()->lines(), QList<MoveLine>{}); // nobody's screen
        test.game.confirmHandOver();
        QCOMPARE(test.game.sinceLastTurn()->lines(), QList<MoveLine>{roundLine(1)});
        const QString ann = handCodes(test.game).first();
        QVERIFY(test.game.input()->play(0, {ann}));
        QCOMPARE(test.game.sinceLastTurn()->lines(), QList<MoveLine>{}); // nobody's screen
        test.game.confirmHandOver();
        const QList<MoveLine> forBen = test.game.sinceLastTurn()->lines();
        QCOMPARE(forBen.size(), 2);
        const MoveLine annsWager = forBen[1];
        QCOMPARE(annsWager.kind, MoveLineKind::Wager);
        QCOMPARE(annsWager.seat, 0);
        QCOMPARE(annsWager.column, 0);
        QCOMPARE(annsWager.count, 1);
        QVERIFY(annsWager.cards.isEmpty()); // face down: Ben does not see it
        const QString ben = handCodes(test.game).first();
        QVERIFY(test.game.input()->play(-1, {ben}));
        test.game.passOn(); // Ben has seen the card he drew
        test.game.confirmHandOver();
        const QList<MoveLine> forAnn = test.game.sinceLastTurn()->lines();
        QCOMPARE(forAnn.size(), 1);
        QCOMPARE(forAnn[0].kind, MoveLineKind::Stake);
        QCOMPARE(forAnn[0].seat, 1);
        QVERIFY(forAnn[0].cards.isEmpty());
        QCOMPARE(test.game.lastMove().seat, 1);
    }

    // A game set up at a position in the middle of a round (a save made by hand, a tutorial's
    // step) did not see that round begin: its log never says it began, only the moves played
    // since; the next round, dealt here, is said to begin.
    void aPositionSetUpMidRoundSaysNoRoundBegan() {
        TestGame test;
        GameState position;
        for (std::uint64_t seed = 1;; ++seed) { // both hands full enough for a few turns more
            position = positionAfter(2, seed);
            if (std::popcount(position.seats[0].hand) >= 4 &&
                std::popcount(position.seats[1].hand) >= 4)
                break;
        }
        test.game.start(SavedGame::at(position, 3, againstTheComputer(Level::Random)));
        QVERIFY(!test.game.savedGame().session.whole());
        QVERIFY(test.game.yourTurn());
        QCOMPARE(test.game.sinceLastTurn()->lines(), QList<MoveLine>{});
        QRandomGenerator random(5);
        const int round = position.round;
        bool answered = false;
        playOn(test.game, random, [&] {
            if (test.game.round() != round) return test.game.yourTurn();
            // In the round set up: the computer's answers alone, never "Round 1 began".
            if (test.game.yourTurn() &&
                test.game.savedGame().session.rounds().back().moves.size() > 1) {
                const QList<MoveLine> lines = test.game.sinceLastTurn()->lines();
                for (const MoveLine& line : lines)
                    if (line.kind == MoveLineKind::Round) return true;
                answered = answered || !lines.isEmpty();
            }
            return false;
        });
        QVERIFY(answered);
        QCOMPARE(test.game.round(), round + 1);
        QVERIFY(test.game.sinceLastTurn()->lines().contains(roundLine(round + 1)));
        QVERIFY(!test.game.sinceLastTurn()->lines().contains(roundLine(round)));
    }

    // The move log is a model that changes only the rows that differ: a list that moves on drops
    // its oldest rows and adds the new at the end; one that changes all over is made anew.
    void moveLogChangesOnlyItsNewRows() {
        MoveLogModel log;
        QAbstractItemModelTester tester(&log,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto line = [](int seat, int column) {
            MoveLine move;
            move.kind = MoveLineKind::Wager;
            move.seat = seat;
            move.column = column;
            move.count = 1;
            return move;
        };
        const MoveLine a = line(0, 0), b = line(1, 0), c = line(0, 1), d = line(1, 1);
        QSignalSpy inserted(&log, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&log, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&log, &QAbstractItemModel::modelReset);
        QSignalSpy count(&log, &MoveLogModel::countChanged);
        log.setLines({a, b, c});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(count.size(), 1);
        // Moved on: a goes, d comes; b and c stay as they are.
        inserted.clear();
        log.setLines({b, c, d});
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed[0][1].toInt(), 0);
        QCOMPARE(removed[0][2].toInt(), 0);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted[0][1].toInt(), 2);
        QCOMPARE(inserted[0][2].toInt(), 2);
        QCOMPARE(count.size(), 1); // three rows before and after
        QCOMPARE(log.lines(), (QList<MoveLine>{b, c, d}));
        // The same again: nothing.
        removed.clear();
        inserted.clear();
        log.setLines({b, c, d});
        QCOMPARE(removed.size() + inserted.size(), 0);
        // The last row seen otherwise (its cards shown): that row alone is made anew.
        MoveLine seen = d;
        seen.cards = QStringList{QStringLiteral("9H")};
        log.setLines({b, c, seen});
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed[0][1].toInt(), 2);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted[0][1].toInt(), 2);
        QCOMPARE(log.at(2), seen);
        QCOMPARE(log.data(log.index(2), MoveLogModel::CardsRole).toStringList(), seen.cards);
        QCOMPARE(log.at(3), MoveLine{});
        QCOMPARE(reset.size(), 0);
    }

    // In a game, the person's log grows at its end as the others move, and drops what was before
    // their own move: never a row made again that stays.
    void moveLogOfAGameMovesOnRowByRow() {
        TestGame test;
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 3);
        MoveLogModel* log = test.game.sinceLastTurn();
        QCOMPARE(log->lines(), QList<MoveLine>{roundLine(1)});
        QSignalSpy inserted(log, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(log, &QAbstractItemModel::rowsRemoved);
        QVERIFY(test.game.input()->play(-1, {handCodes(test.game).first()}));
        QTRY_VERIFY(test.game.yourTurn());
        // The person moved: what was before it went (the round's line); the computer's answer
        // came, one row.
        QCOMPARE(log->rowCount(), 1);
        QCOMPARE(log->at(0).seat, 1);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed[0][1].toInt(), 0);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted[0][1].toInt(), 0);
        QCOMPARE(inserted[0][2].toInt(), 0);
        // The person's next move, and the answer: the old answer goes, the new one comes.
        removed.clear();
        inserted.clear();
        QVERIFY(test.game.input()->play(-1, {handCodes(test.game).first()}));
        QTRY_VERIFY(test.game.yourTurn());
        QCOMPARE(log->rowCount(), 1);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(inserted.size(), 1);
    }
};

QTEST_MAIN(TestMoveLog)
#include "tst_movelog.moc"
