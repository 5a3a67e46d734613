// The hints (adviser.h): fair (from the person's view alone), never waited for, counted and saved,
// and said from what shows.

#include "gametesting.h"
#include "play/hints.h"

#include "core/builders.h"

#include "cozen/rules.h"
#include "cozen/view.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;

using namespace cozen::app::testing;

class TestAdviser : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The hard level's move from the person's own view: asked on the GUI thread, it is searched
    // elsewhere and arrives later; re-dealing every card the person cannot see gives the same
    // hint. Each hint is counted in the save.
    void aHintIsFairAndNeverWaitedFor() {
        const GameState state = positionAfter(4, 31);
        const View view = viewFor(state, 0);
        Rng rng(77);
        GameState redealt = determinize(view, rng);
        QVERIFY(!(redealt == state)); // other cards where the person cannot see
        QCOMPARE(viewFor(redealt, 0), view);

        Hint hints[2];
        for (int i = 0; i < 2; ++i) {
            TestGame test;
            test.game.start(
                SavedGame::at(i == 0 ? state : redealt, 5, againstTheComputer(Level::Random)));
            QVERIFY(test.game.yourTurn());
            QSignalSpy changed(&test.game, &Game::hintChanged);
            test.game.askHint();
            QVERIFY(test.game.hintPending());
            QVERIFY(test.game.hint().isEmpty()); // not searched on this thread
            QTRY_VERIFY_WITH_TIMEOUT(!test.game.hint().isEmpty(), 60000);
            QVERIFY(!test.game.hintPending());
            QCOMPARE(test.game.hintsUsed(), 1);
            hints[i] = test.game.hint();
            // Shown on the table: its cards chosen in the hand, and a legal move.
            const QStringList cards = hints[i].cards;
            QCOMPARE(test.game.hand()->selection(), cards);
            QVERIFY(test.game.input()->whyNot(hints[i].column, cards).isEmpty());
            // Asked again while shown: nothing more is counted.
            test.game.askHint();
            QCOMPARE(test.game.hintsUsed(), 1);
            // A move clears it.
            QVERIFY(test.game.input()->play(hints[i].column, cards));
            QVERIFY(test.game.hint().isEmpty());
            QCOMPARE(test.game.savedGame().hints, 1);
        }
        QCOMPARE(hints[1], hints[0]);
    }

    // The hint's count survives the save.
    void hintsUsedAreSaved() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        TestGame test(path);
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 9);
        test.game.askHint();
        QTRY_VERIFY_WITH_TIMEOUT(!test.game.hint().isEmpty(), 60000);
        test.game.flushSave();
        QCOMPARE(readSave(path).hints, 1);
        TestGame second(path);
        QVERIFY(second.game.resume());
        QCOMPARE(second.game.hintsUsed(), 1);
    }

    // The reason, from what the person sees: a pair of 7s against Black's face-up 9 with one card
    // face down beside it; a loose card to stake; a card that runs on from another, no reason.
    void aHintSaysWhyFromWhatShows() {
        const GameState state = test::table({{"6D", true, {}, {}}, {"9S", true, {}, {"4S"}}},
                                            {"2H", "7H", "7D", "QH", "KD"}, {"QC"});
        const View view = viewFor(state, 0);
        const Hint wager = hintData(view, Move::wager(1, test::cards({"7H", "7D"})));
        QCOMPARE(wager.column, 1);
        QCOMPARE(wager.cards, (QStringList{"7H", "7D"})); // by rank, then suit
        const HintReason& why = wager.reason;
        QCOMPARE(why.kind, HintKind::Wager);
        QCOMPARE(why.ours.strength, 3);
        QCOMPARE(why.ours.pairs, QStringList{"7"});
        QCOMPARE(why.theirs.strength, 0);
        QCOMPARE(why.shown, 1);  // the 9♠ stake
        QCOMPARE(why.hidden, 1); // the 4♠, face down to Red
        QCOMPARE(why.stakeTheirs, true);
        // On Red's own 6♦: the stake joins the 7s' side (no pair, a run 6-7).
        const HintReason own = hintData(view, Move::wager(0, test::cards({"7H"}))).reason;
        QCOMPARE(own.ours.straight, (QStringList{"6", "7"}));
        QCOMPARE(own.shown, 0);
        QCOMPARE(own.stakeTheirs, false);

        // A wager that makes nothing (the Q♥ on Black's 9♠) is said to be a bluff.
        QCOMPARE(hintData(view, Move::wager(1, test::cards({"QH"}))).reason.kind, HintKind::Bluff);

        const Hint loose = hintData(view, Move{MoveKind::Stake, 0, test::cards({"2H"})});
        QCOMPARE(loose.column, -1);
        QCOMPARE(loose.reason.loose, QStringList{"2H"});
        // The Q♥ runs on to the K♦; a 7 pairs: staking either is not loose.
        for (const char* code : {"QH", "7H"})
            QCOMPARE(hintData(view, Move{MoveKind::Stake, 0, test::cards({code})}).reason.loose,
                     QStringList{});
    }
};

QTEST_MAIN(TestAdviser)
#include "tst_adviser.moc"
