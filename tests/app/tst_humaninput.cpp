// The person's input as the table uses it (Game.input, movecheck.h): refused moves say why and
// change nothing, a chosen move is checked as the game changes, and a side's strength is previewed.

#include "gametesting.h"
#include "play/movecheck.h"

#include "core/builders.h"

#include "cozen/rules.h"

#include <QSignalSpy>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;

using namespace cozen::app::testing;

class TestHumanInput : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void refusedMovesSayWhyAndChangeNothing_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<RefusalReason::Value>("reason");
        QTest::addColumn<QVariantMap>("arguments");
        QTest::newRow("nothing chosen")
            << 0 << QStringList{} << RefusalReason::ChooseCard << QVariantMap{};
        QTest::newRow("not a column") << 40 << QStringList{QStringLiteral("first")}
                                      << RefusalReason::NoSuchColumn << QVariantMap{{"column", 40}};
        QTest::newRow("not yours") << 0 << QStringList{QStringLiteral("4S")}
                                   << RefusalReason::NotYourCard << QVariantMap{{"card", "4S"}};
        QTest::newRow("not a card") << 0 << QStringList{QStringLiteral("XX")}
                                    << RefusalReason::NotYourCard << QVariantMap{{"card", "XX"}};
        QTest::newRow("stake two")
            << -1 << QStringList{QStringLiteral("first"), QStringLiteral("second")}
            << RefusalReason::StakeOneCard << QVariantMap{};
    }
    void refusedMovesSayWhyAndChangeNothing() {
        QFETCH(int, column);
        QFETCH(QStringList, cards);
        QFETCH(RefusalReason::Value, reason);
        QFETCH(QVariantMap, arguments);
        TestGame test;
        test.game.newGame(againstTheComputer(Level::Random), 0, 70);
        QVERIFY(test.game.yourTurn());
        const QStringList hand = handCodes(test.game);
        for (QString& card : cards) {
            if (card == QLatin1String("first")) card = hand[0];
            if (card == QLatin1String("second")) card = hand[1];
        }
        const GameState before = test.game.savedGame().state();
        QSignalSpy refused(test.game.input(), &HumanInput::refused);
        QCOMPARE(test.game.input()->whyNot(column, cards).reason, reason);
        QVERIFY(!test.game.input()->play(column, cards));
        QCOMPARE(refused.count(), 1);
        const MoveRefusal why = refused.first().first().value<MoveRefusal>();
        QCOMPARE(why.reason, reason);
        QCOMPARE(why, test.game.input()->whyNot(column, cards));
        const QMetaObject& fields = MoveRefusal::staticMetaObject;
        for (auto it = arguments.begin(); it != arguments.end(); ++it)
            QCOMPARE(
                fields.property(fields.indexOfProperty(qPrintable(it.key()))).readOnGadget(&why),
                it.value());
        QCOMPARE(test.game.savedGame().state(), before);
        QCOMPARE(handCodes(test.game), hand);
    }

    // The table's chosen move, checked as properties: right again when the game changes under an
    // unchanged choice (the turn passes: refused, and why), not only when the choice changes.
    void aChosenMoveIsCheckedAsTheGameChanges() {
        TestGame test;
        test.game.setProperty("computerDelayMs", 200);
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 3);
        MoveCheck check;
        check.setGame(&test.game);
        const QStringList hand = handCodes(test.game);
        check.setColumn(0);
        check.setCards({hand[0]});
        QVERIFY(check.refusal().isEmpty());
        QCOMPARE(check.arrangement(), test.game.input()->preview(0, {hand[0]}));
        QVERIFY(check.arrangement().known);
        QVERIFY(!check.endsRound()); // one card of the hand
        check.setCards(hand);        // the whole hand: the others' last turns, then the reveal
        QVERIFY(check.refusal().isEmpty());
        QVERIFY(check.endsRound());
        check.setColumn(-1); // a stake of them all is refused: nothing ends
        QVERIFY(!check.endsRound());
        check.setColumn(-1);
        check.setCards({hand[0], hand[1]});
        QCOMPARE(check.refusal().reason, RefusalReason::StakeOneCard);
        QVERIFY(!check.arrangement().known); // nothing to show for a stake
        check.setCards({hand[1]});
        QVERIFY(check.refusal().isEmpty());
        // The person plays another card: the computer is to move, and the choice (unchanged) is
        // refused; once the computer has answered, it may be played again.
        QSignalSpy checked(&check, &MoveCheck::checked);
        QVERIFY(test.game.input()->play(0, {hand[0]}));
        QCOMPARE(check.refusal().reason, RefusalReason::NotYourTurn);
        QCOMPARE(check.refusal().seat, 1);
        QVERIFY(checked.size() >= 1);
        QTRY_VERIFY(test.game.yourTurn());
        QCOMPARE(check.refusal(), test.game.input()->whyNot(-1, {hand[1]}));
        QVERIFY(check.refusal().isEmpty());
    }

    // Not the person's turn, or not the person's screen: refused, and the refusal names whose
    // turn it is.
    void refusedOutOfTurn() {
        TestGame test;
        test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70);
        QCOMPARE(test.game.stage(), Game::HandOver);
        QCOMPARE(test.game.input()->whyNot(0, {QStringLiteral("AH")}).reason,
                 RefusalReason::RoundOver);
        test.game.confirmHandOver();
        const QStringList hand = handCodes(test.game);
        QVERIFY(test.game.input()->play(-1, {hand[0]}));
        QVERIFY(
            !test.game.input()->play(-1, {hand[1]})); // Ann, looking at the card she drew: not hers
        test.game.passOn();
        QCOMPARE(test.game.stage(), Game::HandOver);
        QCOMPARE(test.game.handOverSeat(), 1);
        QVERIFY(!test.game.input()->play(-1, {hand[1]}));
    }

    // The rulebook's example: on a red 6 stake of Red's own, 3-4-5 make the straight 3-4-5-6.
    void previewShowsTheSideStrength_data() {
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<QStringList>("pairs");
        QTest::addColumn<QStringList>("straight");
        QTest::addColumn<int>("strength");
        QTest::newRow("straight with the stake") << QStringList{"3H", "4D", "5H"} << QStringList{}
                                                 << QStringList{"3", "4", "5", "6"} << 4;
        QTest::newRow("pair with the stake")
            << QStringList{"6H"} << QStringList{"6"} << QStringList{} << 3;
        QTest::newRow("loose") << QStringList{"QD"} << QStringList{} << QStringList{} << 0;
        QTest::newRow("the wager already there")
            << QStringList{"8H"} << QStringList{} << QStringList{"6", "7", "8"} << 3;
    }
    void previewShowsTheSideStrength() {
        QFETCH(QStringList, cards);
        QFETCH(QStringList, pairs);
        QFETCH(QStringList, straight);
        QFETCH(int, strength);
        // Column 1: Red's face-up 6D, with Red's 7D already wagered there; column 2: Black's.
        const GameState state = test::table({{"6D", true, {}, {}}, {"9S", true, {}, {}}},
                                            {"3H", "4D", "5H", "6H", "QD"}, {"QC"});
        GameState withWager = state;
        withWager.columns[0].wagers[0] |= test::cards({"7D"});
        withWager.seats[0].deckSize = 0; // rebuild the deck without the 7D
        for (int index = 0; index < kSetSize; ++index)
            if (!((withWager.seats[0].hand | withWager.onTable(0)) & (CardMask{1} << index)))
                withWager.seats[0].deck[withWager.seats[0].deckSize++] = Card(index);
        TestGame test;
        const bool wagerCase = QTest::currentDataTag() == QLatin1String("the wager already there");
        test.game.start(
            SavedGame::at(wagerCase ? withWager : state, 1, againstTheComputer(Level::Random)));
        const SideArrangement preview = test.game.input()->preview(0, cards);
        QVERIFY(preview.known);
        QCOMPARE(preview.pairs, pairs);
        QCOMPARE(preview.straight, straight);
        QCOMPARE(preview.strength, strength);
        // On Black's stake, the stake does not count for Red; a stake has no preview.
        const SideArrangement onBlack = test.game.input()->preview(1, {"6H"});
        QVERIFY(onBlack.known);
        QCOMPARE(onBlack.strength, 0);
        QCOMPARE(onBlack.pairs, QStringList{});
        QVERIFY(!test.game.input()->preview(-1, cards).known);
    }
};

QTEST_MAIN(TestHumanInput)
#include "tst_humaninput.moc"
