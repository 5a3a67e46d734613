// Taking back a person's wager (Game::undo, Session::takeBack): until the next seat moves or the
// next person takes the screen, never a Stake & Draw nor a move that ended the round.

#include "gametesting.h"
#include "play/takeback.h"
#include "system/clock.h"

#include "core/builders.h"

#include "cozen/rules.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;

using namespace cozen::app::testing;

class TestTakeBack : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The rule alone (takeback.h): only a person's wager that left the round going.
    void onlyAPersonsWagerMayBeTakenBack() {
        TakeBack rule;
        QCOMPARE(rule.seat(), -1);
        rule.played(1, Move::wager(0, 0b110), true, false);
        QCOMPARE(rule.seat(), 1);
        QCOMPARE(rule.cards(), CardMask(0b110));
        rule.played(0, Move::wager(0, 0b1), false, false); // the computer answered
        QVERIFY(!rule.possible());
        rule.played(0, Move::stake(3), true, false); // a Stake & Draw: a new card was seen
        QVERIFY(!rule.possible());
        rule.played(0, Move::wager(1, 0b1), true, true); // the row was revealed
        QVERIFY(!rule.possible());
        rule.played(2, Move::wager(1, 0b1), true, false);
        rule.stands(); // the next person took the screen
        QCOMPARE(rule.seat(), -1);
    }

    void aWagerIsTakenBackBeforeTheComputerAnswers() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        ManualClock clock; // the game's time passes only when the test says so
        TestGame test(path);
        test.game.setClock(&clock);
        test.game.setProperty("undoGraceMs", 3000); // as the window has it
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 7);
        QVERIFY(test.game.yourTurn());
        const SavedGame before = test.game.savedGame();
        const QStringList hand = handCodes(test.game);
        QVERIFY(test.game.input()->play(0, {hand[0], hand[1]}));
        QCOMPARE(test.game.undoSeat(), 0);
        // The computer (the random level answers at once) holds its answer three seconds at
        // least, with animations off too (computerDelayMs 0): a clear moment to take it back.
        QTRY_VERIFY(test.game.moveHeld()); // its answer has come (from its thread)
        clock.advance(2999);
        QVERIFY(test.game.moveHeld());
        QVERIFY(test.game.thinking());
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(1));
        QCOMPARE(test.game.undoSeat(), 0);
        QCOMPARE(test.game.hand()->rowCount(), 3);
        QVERIFY(test.game.undo());
        // As it was, the cards back in the hand and chosen, the computer's answer forgotten.
        QCOMPARE(test.game.savedGame().state(), before.state());
        QCOMPARE(test.game.savedGame().history(), before.history());
        QCOMPARE(handCodes(test.game), hand);
        QCOMPARE(test.game.hand()->selection(), (QStringList{hand[0], hand[1]}));
        QVERIFY(test.game.yourTurn());
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
        QVERIFY(!test.game.moveHeld());
        QCOMPARE(clock.waiting(), 0); // nothing waits for the clock: the answer held is forgotten
        clock.advance(3300);          // it would have landed by now
        QCoreApplication::processEvents();
        QCOMPARE(test.game.savedGame().state(), before.state());
        // The autosave follows the undo.
        test.game.flushSave();
        QCOMPARE(readSave(path).state(), before.state());
        QCOMPARE(readSave(path).history(), before.history());

        // Once the computer has moved, three seconds after the wager to the millisecond, the
        // wager stands.
        QVERIFY(test.game.input()->play(0, {hand[0]}));
        QCOMPARE(test.game.undoSeat(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(test.game.moveHeld(), 10000);
        clock.advance(2999);
        QVERIFY(test.game.thinking());
        QCOMPARE(test.game.undoSeat(), 0);
        clock.advance(1);
        QVERIFY(test.game.yourTurn());
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(2));
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(2));
    }

    void aStakeAndDrawIsNeverTakenBack() {
        TestGame test;
        test.game.setProperty("computerDelayMs", 300);
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 7);
        QVERIFY(test.game.input()->play(-1, {handCodes(test.game)[0]}));
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(1));
        // Asked again at the person's next turn (Ctrl+Z): refused, and why, rather than nothing.
        QTRY_VERIFY(test.game.yourTurn());
        QSignalSpy refused(test.game.input(), &HumanInput::refused);
        QVERIFY(!test.game.undo());
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.first().first().value<MoveRefusal>().reason,
                 RefusalReason::NothingToTakeBack);
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(2));
    }

    // A wager that ends the round is revealed at once: it stands.
    void aWagerThatEndsTheRoundStands() {
        GameState state = test::table({{"6D", true, {}, {}}, {"9S", true, {}, {"4S"}}}, {"3H"}, {});
        state.finalTurnsLeft = 1; // Black emptied its hand: Red's is the round's last turn
        TestGame test;
        test.game.start(SavedGame::at(state, 1, againstTheComputer(Level::Random)));
        QVERIFY(test.game.yourTurn());
        QVERIFY(test.game.input()->play(1, {QStringLiteral("3H")}));
        QCOMPARE(test.game.stage(), Game::Summary); // revealMs 0: straight to the summary
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
    }

    // Between two people: until the next one has taken the screen.
    void hotSeatUndoUntilTheScreenIsHandedOver() {
        TestGame test;
        test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70, 3);
        test.game.confirmHandOver();
        const GameState before = test.game.savedGame().state();
        const QStringList hand = handCodes(test.game);
        QVERIFY(test.game.input()->play(0, {hand[2]}));
        QCOMPARE(test.game.stage(), Game::HandOver);
        QCOMPARE(test.game.undoSeat(), 0);
        QVERIFY(test.game.undo());
        // Whoever pressed it (Ben may have, at "Pass to Ben"), Ann's hand is not shown until she
        // has the screen again: "Pass to Ann".
        QCOMPARE(test.game.stage(), Game::HandOver);
        QCOMPARE(test.game.handOverSeat(), 0);
        QCOMPARE(test.game.viewer(), -1);
        QCOMPARE(test.game.hand()->rowCount(), 0);
        QCOMPARE(test.game.undoSeat(), -1);
        QCOMPARE(test.game.savedGame().state(), before);
        test.game.confirmHandOver();
        QCOMPARE(test.game.stage(), Game::Playing);
        QCOMPARE(test.game.viewer(), 0); // Ann's screen again, Ben never had it
        QCOMPARE(handCodes(test.game), hand);
        QCOMPARE(test.game.hand()->selection(), QStringList{hand[2]});
        QVERIFY(test.game.input()->play(0, {hand[2]}));
        test.game.confirmHandOver();
        QCOMPARE(test.game.viewer(), 1);
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
        QCOMPARE(test.game.viewer(), 1);
    }

    // ---- Hints ----
};

QTEST_MAIN(TestTakeBack)
#include "tst_takeback.moc"
