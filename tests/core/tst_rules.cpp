// The rules, ruling by ruling (R1-R12), and the rulebook's worked examples.

#include "builders.h"

#include "cozen/position.h"
#include "cozen/rules.h"
#include "cozen/strength.h"
#include "cozen/view.h"

#include <QTest>

using namespace cozen;
using namespace cozen::test;

namespace {

CardMask allCardsOf(const GameState& state, Seat seat) {
    const SeatCards& cards = state.seats[std::size_t(seat)];
    return cards.deckMask() | cards.hand | cards.jailed | state.onTable(seat);
}

// Plays a move that must be legal.
void playLegal(GameState& state, const Move& move, RoundReport* report = nullptr) {
    const std::string why = refusalText(whyIllegal(state, move));
    QVERIFY2(why.empty(), why.c_str());
    play(state, move, report);
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    // R3: the deal.
    void dealStartsARound() {
        GameState state = newGame({2, 0, 1});
        Rng rng(7);
        dealRound(state, rng);
        QCOMPARE(state.round, 1);
        QCOMPARE(state.phase, Phase::Playing);
        QCOMPARE(int(state.starter), 1);
        QCOMPARE(int(state.toMove), 1);
        QCOMPARE(int(state.columnCount), 2);
        QCOMPARE(state.columns[0].owner(), 1); // the starter flips first
        QCOMPARE(state.columns[1].owner(), 0);
        QVERIFY(state.columns[0].faceUp && state.columns[1].faceUp);
        for (Seat s = 0; s < 2; ++s) {
            QCOMPARE(std::popcount(state.seats[std::size_t(s)].hand), 5);
            QCOMPARE(int(state.seats[std::size_t(s)].deckSize), 20);
            QCOMPARE(allCardsOf(state, s), kFullSet);
        }
        QCOMPARE(state.jailVp(0), 0);
    }

    void dealIsDeterministicFromTheSeed() {
        GameState a = newGame({}), b = newGame({}), c = newGame({});
        Rng ra(99), rb(99), rc(100);
        dealRound(a, ra);
        dealRound(b, rb);
        dealRound(c, rc);
        QVERIFY(a == b);
        QVERIFY(!(a == c));
    }

    // R4: the starter alternates (1v1) or rotates (2v2).
    void starterAlternates() {
        GameState state = newGame({2, 0, 0});
        Rng rng(1);
        dealRound(state, rng);
        QCOMPARE(int(state.starter), 0);
        state.phase = Phase::RoundOver;
        dealRound(state, rng);
        QCOMPARE(int(state.starter), 1);
        QCOMPARE(state.round, 2);
        state.phase = Phase::RoundOver;
        dealRound(state, rng);
        QCOMPARE(int(state.starter), 0);
    }

    // Our rulings for short decks (rulebook silent): a seat dealt no card counts as having emptied
    // its hand, so the others take their last turns; when nobody is dealt a card, the game is a
    // draw.
    void aSeatDealtNoCardHasEmptiedItsHand() {
        GameState state = newGame({2, 0, 0});
        // 25 red cards carried face up on the row after rounds without captures: Red's deck holds
        // one card, which Red flips as the starter, and draws nothing.
        for (int index = 0; index < 25; ++index)
            state.columns[state.columnCount++] = Column{makeCard(0, index), true, {}};
        Rng rng(6);
        dealRound(state, rng);
        QCOMPARE(state.phase, Phase::Playing);
        QCOMPARE(state.seats[0].hand, CardMask{0});
        QCOMPARE(std::popcount(state.seats[1].hand), 5);
        QCOMPARE(int(state.toMove), 1);
        QCOMPARE(int(state.finalTurnsLeft), 1);
        playLegal(state, Move::stake(std::countr_zero(state.seats[1].hand)));
        QCOMPARE(state.phase, Phase::RoundOver);
    }

    // The starter is dealt cards but the other seat is not: the starter takes the one last turn,
    // and the position says so, so that it saves and loads (R6).
    void aNonStarterDealtNoCardLeavesTheStarterOneLastTurn() {
        // Black's 26 cards carried face up on the row after 20 rounds without captures; Red starts
        // round 21.
        GameState state = newGame({2, 0, 1});
        state.round = 20;
        for (int index = 0; index < kSetSize; ++index)
            state.columns[state.columnCount++] = Column{makeCard(1, index), true, {}};
        Rng rng(6);
        dealRound(state, rng);
        QCOMPARE(state.phase, Phase::Playing);
        QCOMPARE(int(state.toMove), 0);
        QCOMPARE(std::popcount(state.seats[0].hand), 5);
        QCOMPARE(state.seats[1].hand, CardMask{0});
        QCOMPARE(int(state.finalTurnsLeft), 1);
        QVERIFY(parsePosition(formatPosition(state)) == state);
        playLegal(state, Move::stake(std::countr_zero(state.seats[0].hand)));
        QCOMPARE(state.phase, Phase::RoundOver);
    }

    // 2v2: Red 2, between the starter and Black 2, is dealt nothing; Red 1, Black 1 and Black 2
    // each take one last turn, and Red 2 is passed over.
    void twoVsTwoASeatDealtNoCardIsPassedOver() {
        GameState state = newGame({4, 0, 3});
        state.round = 20; // Red 1 starts round 21
        for (int index = 0; index < kSetSize; ++index)
            state.columns[state.columnCount++] = Column{makeCard(2, index), true, {}};
        Rng rng(6);
        dealRound(state, rng);
        QCOMPARE(state.phase, Phase::Playing);
        QCOMPARE(state.seats[2].hand, CardMask{0});
        QCOMPARE(int(state.finalTurnsLeft), 3);
        for (Seat s : {0, 1, 3}) {
            QCOMPARE(int(state.toMove), int(s));
            QVERIFY(parsePosition(formatPosition(state)) == state);
            playLegal(state, Move::stake(std::countr_zero(state.seats[std::size_t(s)].hand)));
        }
        QCOMPARE(state.phase, Phase::RoundOver);
    }

    // The round counter stops at kLastRound: a game still undecided then is a draw.
    void aGameUndecidedAfterTheLastRoundIsADraw() {
        GameState state = newGame({2, 0, 0});
        state.round = kLastRound;
        Rng rng(6);
        dealRound(state, rng);
        QCOMPARE(state.phase, Phase::GameOver);
        QCOMPARE(int(state.winner), int(kDraw));
        QCOMPARE(int(state.round), kLastRound);
    }

    void nobodyDealtACardIsADraw() {
        GameState state = newGame({2, 0, 0});
        for (Seat s = 0; s < 2; ++s)
            for (int index = 0; index < kSetSize; ++index)
                state.columns[state.columnCount++] = Column{makeCard(s, index), true, {}};
        Rng rng(6);
        dealRound(state, rng);
        QCOMPARE(state.phase, Phase::GameOver);
        QCOMPARE(int(state.winner), int(kDraw));
    }

    // R5: Stake & Draw, and Wager.
    void stakeAndDraw() {
        GameState state = table({{"6H", true, {}, {}}, {"9S", true, {}, {}}},
                                {"2H", "3H", "4H", "5H", "7D"}, {"2S", "3S", "4S", "5S", "7C"});
        const int deckBefore = state.seats[0].deckSize;
        const Card top = makeCard(0, state.seats[0].deck[deckBefore - 1]);
        playLegal(state, Move::stake(indexOf(card("7D"))));
        QCOMPARE(int(state.columnCount), 3);
        QCOMPARE(state.columns[2].stake, card("7D"));
        QVERIFY(!state.columns[2].faceUp);
        QCOMPARE(int(state.seats[0].deckSize), deckBefore - 1);
        QCOMPARE(std::popcount(state.seats[0].hand), 5);
        QVERIFY(state.seats[0].hand & (CardMask{1} << indexOf(top))); // drew the top card
        QCOMPARE(int(state.toMove), 1);
    }

    void stakeWithAnEmptyDeckDrawsNothing() {
        GameState state =
            table({{"6H", true, {}, {}}, {"9S", true, {}, {}}}, {"2H", "3H"}, {"2S", "3S"});
        state.seats[0].deckSize = 0; // the deck's cards vanish from this test, which is fine here
        playLegal(state, Move::stake(indexOf(card("2H"))));
        QCOMPARE(state.seats[0].hand, cards({"3H"}));
        QCOMPARE(int(state.columnCount), 3);
    }

    void wagerMovesCardsWithoutDrawing() {
        GameState state =
            table({{"6H", true, {}, {}}, {"9S", false, {}, {}}}, {"2H", "3H", "4H"}, {"2S", "3S"});
        const int deckBefore = state.seats[0].deckSize;
        playLegal(state, Move::wager(1, cards({"2H", "4H"}))); // on the opponent's face-down stake
        QCOMPARE(state.columns[1].wagers[0], cards({"2H", "4H"}));
        QCOMPARE(state.seats[0].hand, cards({"3H"}));
        QCOMPARE(int(state.seats[0].deckSize), deckBefore);
        // Black adds to the same column on its side; Red may add more later.
        playLegal(state, Move::wager(1, cards({"3S"})));
        playLegal(state, Move::wager(1, cards({"3H"})));
        QCOMPARE(state.columns[1].wagers[0], cards({"2H", "3H", "4H"}));
    }

    void legalMovesAreEveryStakeAndEverySubsetOnEveryColumn() {
        GameState state = table({{"6H", true, {}, {}}, {"9S", true, {}, {}}, {"KS", false, {}, {}}},
                                {"2H", "3H", "4H", "5H"}, {"2S"});
        const std::vector<Move> moves = legalMoves(state);
        QCOMPARE(int(moves.size()), 4 + 15 * 3);
        QCOMPARE(legalMoveCount(state), 4 + 15 * 3);
        QCOMPARE(moveText(moves.front(), Colour::Red), std::string("stake 2H"));
        QCOMPARE(moveText(moves.back(), Colour::Red), std::string("wager 3 2H 3H 4H 5H"));
        for (const Move& move : moves)
            QVERIFY(isLegal(state, move));
        // Every move is distinct.
        for (std::size_t i = 0; i < moves.size(); ++i)
            for (std::size_t j = i + 1; j < moves.size(); ++j)
                QVERIFY(!(moves[i] == moves[j]));
    }

    void illegalMovesAreRefusedWithAReason() {
        GameState state = table({{"6H", true, {}, {}}, {"9S", true, {}, {}}}, {"2H", "3H"}, {"2S"});
        // The reason as data, and as the command line says it.
        const auto refusal = [&](const Move& move, Refusal expected, const char* text) {
            const Refusal why = whyIllegal(state, move);
            QCOMPARE(why, expected);
            QCOMPARE(refusalText(why), std::string(text));
        };
        refusal(Move::stake(indexOf(card("KH"))), {Refusal::NotInHand, 0, 0, 0, cards({"KH"})},
                "KH is not in red's hand");
        refusal(Move::wager(2, cards({"2H"})), {Refusal::NoSuchColumn, 0, 2, 2},
                "there is no column 3 (the row has 2)");
        refusal(Move::wager(0, 0), {Refusal::NoCard, 0}, "a move plays at least one card");
        refusal(Move{MoveKind::Stake, 0, cards({"2H", "3H"})}, {Refusal::StakeOneCard, 0},
                "a stake is exactly one card");
        refusal(parseMove("wager 1 2H 7D 9D", state),
                {Refusal::NotInHand, 0, 0, 0, cards({"7D", "9D"})}, "7D, 9D are not in red's hand");
        QVERIFY(!whyIllegal(state, Move::wager(1, cards({"2H", "3H"}))));
        QVERIFY_THROWS_EXCEPTION(Error,
                                 parseMove("wager 1 2S", state)); // a black card, red to move
        QVERIFY_THROWS_EXCEPTION(Error, parseMove("pass", state));
        QVERIFY_THROWS_EXCEPTION(Error, parseMove("wager 0 2H", state)); // columns count from 1
        QVERIFY_THROWS_EXCEPTION(Error, parseMove("wager 1 2H 2H", state));
    }

    // R6: the end of the round.
    void emptyingTheHandGivesTheOtherPlayerOneLastTurn() {
        GameState state =
            table({{"6H", true, {}, {}}, {"9S", true, {}, {}}}, {"2H", "3H"}, {"2S", "3S", "4S"});
        playLegal(state, Move::wager(0, cards({"2H", "3H"})));
        QCOMPARE(int(state.toMove), 1);
        QCOMPARE(int(state.finalTurnsLeft), 1);
        QCOMPARE(state.phase, Phase::Playing);
        playLegal(state, Move::stake(indexOf(card("2S"))));
        QCOMPARE(state.phase, Phase::RoundOver); // Black still held cards: they go home
        QCOMPARE(std::popcount(state.seats[1].hand), 0);
    }

    void aLastTurnThatEmptiesTheHandEndsTheRoundAtOnce() {
        GameState state = table({{"6H", true, {}, {}}, {"9S", true, {}, {}}}, {"2H"}, {"2S"});
        playLegal(state, Move::wager(1, cards({"2H"})));
        playLegal(state, Move::wager(0, cards({"2S"})));
        QCOMPARE(state.phase, Phase::RoundOver);
    }

    // R7: resolution.
    void uncontestedColumnsGoHomeUnrevealed() {
        const GameState state = table({{"AS", true, {}, {"AC"}}, {"6H", true, {"7H"}, {}}});
        const RoundReport report = resolveRow(state);
        for (const ColumnReport& column : report.columns) {
            QVERIFY(!column.contested);
            QVERIFY(!column.revealed);
            QCOMPARE(column.winner, kNobody);
        }
        QVERIFY(report.stakesStay);
    }

    void anAttackerAloneWinsByDefault() {
        // Tie-break example 1: Red's stake, nothing of Red's behind it, one black card: Black
        // takes the stake without revealing anything.
        const GameState state = table({{"QH", true, {}, {"2S"}}});
        const ColumnReport column = resolveRow(state).columns[0];
        QVERIFY(column.contested);
        QVERIFY(!column.revealed);
        QCOMPARE(column.winner, 1);
        QCOMPARE(column.captured[0], cards({"QH"}));
        QCOMPARE(column.captured[1], CardMask{0});
    }

    void theStrongerSideCapturesTheOthersCards() {
        // "Black 4,4 vs Red 3,4,5 on a red 6 stake": 3 against 4, Red captures both 4s.
        const ColumnReport column =
            resolveRow(table({{"6D", true, {"3H", "4H", "5H"}, {"4S", "4C"}}})).columns[0];
        QVERIFY(column.revealed);
        QCOMPARE(column.strength[0], 4);
        QCOMPARE(column.strength[1], 3);
        QCOMPARE(column.winner, 0);
        QCOMPARE(column.captured[1], cards({"4S", "4C"}));
        QCOMPARE(column.captured[0], CardMask{0});
    }

    void theLoserLosesItsOwnStakeToo() {
        const ColumnReport column =
            resolveRow(table({{"9S", false, {"JH", "JD"}, {"2S"}}})).columns[0];
        QCOMPARE(column.winner, 0);
        QCOMPARE(column.captured[1], cards({"9S", "2S"}));
    }

    void tieBreaks_data() {
        QTest::addColumn<QString>("stake");
        QTest::addColumn<QStringList>("red");
        QTest::addColumn<QStringList>("black");
        QTest::addColumn<int>("winner");
        // The high-card values where the lists first differ, Red's and Black's (0: run out).
        QTest::addColumn<int>("redCard");
        QTest::addColumn<int>("blackCard");
        // The rulebook's second example: both a pair with J high; Red's next card is J, Black's 4.
        QTest::newRow("pair of jacks beats 4,4,J")
            << "9S" << QStringList{"JH", "JD"} << QStringList{"4S", "4C", "JS"} << 0 << 11 << 4;
        // The third: Red's queen stake is not in a combination, so Black's loose jack decides.
        QTest::newRow("loose stake does not count")
            << "QH" << QStringList{"5H", "5D"} << QStringList{"3S", "3C", "JS"} << 1 << 5 << 11;
        QTest::newRow("ace is high") << "9S" << QStringList{"AH", "2H", "2D"}
                                     << QStringList{"KS", "3S", "3C"} << 0 << 14 << 13;
        QTest::newRow("marked king is a king") << "9H" << QStringList{"KH", "4H", "4D"}
                                               << QStringList{"KC", "4S", "4C"} << kTie << 0 << 0;
        QTest::newRow("running out first loses")
            << "9S" << QStringList{"7H", "7D"} << QStringList{"7S", "7C", "2S"} << 1 << 0 << 2;
        QTest::newRow("entirely equal") << "QS" << QStringList{"5H", "5D", "8H"}
                                        << QStringList{"5S", "5C", "8S"} << kTie << 0 << 0;
        // The stake in a pair counts: Red 5,5 (stake 5) + 9 equals Black 9,5,5.
        QTest::newRow("stake in a pair counts")
            << "5H" << QStringList{"5D", "9H"} << QStringList{"9S", "5S", "5C"} << kTie << 0 << 0;
        // R8: several best arrangements; one (the straight 3-4-5) brings in the stake 3, so it
        // counts.
        QTest::newRow("stake in an equal arrangement counts")
            << "3H" << QStringList{"4H", "4D", "5H"} << QStringList{"5S", "4S", "4C"} << 0 << 3
            << 0;
    }

    void tieBreaks() {
        QFETCH(QString, stake);
        QFETCH(QStringList, red);
        QFETCH(QStringList, black);
        QFETCH(int, winner);
        QFETCH(int, redCard);
        QFETCH(int, blackCard);
        GameState state = table({});
        state.columns[0] = Column{card(stake.toStdString()), true, {}};
        for (const QString& c : red)
            state.columns[0].wagers[0] |= CardMask{1} << indexOf(card(c.toStdString()));
        for (const QString& c : black)
            state.columns[0].wagers[1] |= CardMask{1} << indexOf(card(c.toStdString()));
        state.columnCount = 1;
        const ColumnReport column = resolveRow(state).columns[0];
        QVERIFY(column.revealed);
        QCOMPARE(column.strength[0], column.strength[1]);
        QCOMPARE(column.winner, winner);
        QCOMPARE(column.tieBreak[0], redCard);
        QCOMPARE(column.tieBreak[1], blackCard);
        if (winner == kTie) {
            QCOMPARE(column.captured[0] | column.captured[1], CardMask{0});
        }
    }

    // The rulebook's sample end-of-round resolution. Red bluffed 2 and 8 on Black's face-down 10;
    // Black's ace trap behind its own ace stake stays unrevealed; Red's 3,4,5 on its 6 beats
    // Black's pair of 4s; Black staked its marked king face down as its last move.
    void sampleEndOfRoundResolution() {
        GameState state = table({{"AS", true, {}, {"AC"}},
                                 {"6H", true, {"3H", "4D", "5H"}, {"4S", "4C"}},
                                 {"10S", false, {}, {}}},
                                {"2D", "8H"}, {"3S", "KS"});
        playLegal(state, Move::wager(2, cards({"2D", "8H"}))); // Red's final two cards
        QCOMPARE(int(state.finalTurnsLeft), 1);
        RoundReport report;
        playLegal(state, Move::stake(indexOf(card("KS"))), &report); // Black "folds"
        QCOMPARE(state.phase, Phase::RoundOver);
        QCOMPARE(int(report.columns.size()), 4);
        QVERIFY(!report.columns[0].contested); // the ace trap
        QCOMPARE(report.columns[1].winner, 0);
        QCOMPARE(report.columns[1].strength[0], 4);
        QCOMPARE(report.columns[1].strength[1], 3);
        QVERIFY(!report.columns[2].revealed); // Red's bluff is never shown
        QCOMPARE(report.columns[2].winner, 0);
        QVERIFY(!report.columns[3].contested); // the marked king goes home
        QCOMPARE(state.seats[1].jailed, cards({"10S", "4S", "4C"}));
        QCOMPARE(report.vp[0], 18); // R2: the rulebook's "5 Points" is an erratum
        QCOMPARE(state.jailVp(0), 18);
        QVERIFY(!report.stakesStay);
        QCOMPARE(int(state.columnCount), 0);
        // Everything not jailed is back in its owner's deck.
        QCOMPARE(int(state.seats[0].deckSize), 26);
        QCOMPARE(int(state.seats[1].deckSize), 23);
    }

    // R9: no captures, stakes stay.
    void withoutCapturesTheFaceUpStakesStay() {
        GameState state =
            table({{"6H", true, {"7H"}, {}}, {"9S", true, {}, {}}, {"2S", false, {}, {}}}, {"3H"},
                  {"3S"});
        playLegal(state, Move::wager(0, cards({"3H"})));
        RoundReport report;
        playLegal(state, Move::wager(1, cards({"3S"})), &report);
        QVERIFY(report.stakesStay);
        QCOMPARE(int(state.columnCount), 2);
        QCOMPARE(state.columns[0].stake, card("6H"));
        QCOMPARE(state.columns[1].stake, card("9S"));
        QCOMPARE(state.columns[0].wagers[0], CardMask{0});
        Rng rng(3);
        dealRound(state, rng);
        QCOMPARE(int(state.columnCount), 4); // 4, then 6, ...
        QCOMPARE(state.columns[0].stake, card("6H"));
        QCOMPARE(state.columns[1].stake, card("9S"));
        for (int c = 0; c < 4; ++c)
            QVERIFY(state.columns[std::size_t(c)].faceUp);
        QCOMPARE(int(state.seats[0].deckSize), 26 - 2 - 5);
        QVERIFY(!(state.seats[0].deckMask() & cards({"6H"}))); // a carried stake is not shuffled in
    }

    void aCaptureClearsTheRow() {
        GameState state = table({{"6H", true, {}, {"7S"}}, {"9S", true, {}, {}}}, {"3H"}, {"3S"});
        playLegal(state, Move::stake(indexOf(card("3H"))));
        playLegal(state, Move::stake(indexOf(card("3S"))));
        playLegal(state, Move::wager(1, state.seats[0].hand));
        RoundReport report;
        playLegal(state, Move::wager(1, state.seats[1].hand), &report);
        QCOMPARE(state.phase, Phase::RoundOver);
        QVERIFY(!report.stakesStay);
        QCOMPARE(int(state.columnCount), 0);
    }

    // R10: winning.
    void reachingTheTargetWins_data() {
        QTest::addColumn<QStringList>("redJail"); // black cards Red holds
        QTest::addColumn<QStringList>("blackJail");
        QTest::addColumn<int>("phase");
        QTest::addColumn<int>("winner");
        // Red captures the 9S stake (9 VP) at the end of the round.
        QTest::newRow("red reaches 70")
            << QStringList{"KS"} << QStringList{} << int(Phase::GameOver) << 0;
        QTest::newRow("red short of 70") << QStringList{"QS", "JS", "10C"} << QStringList{}
                                         << int(Phase::RoundOver) << int(kNoWinner);
        QTest::newRow("both over, higher wins")
            << QStringList{"KS"} << QStringList{"KH", "10H"} << int(Phase::GameOver) << 1;
        QTest::newRow("both over, equal plays on") << QStringList{"KS"} << QStringList{"KH", "9H"}
                                                   << int(Phase::RoundOver) << int(kNoWinner);
    }

    void reachingTheTargetWins() {
        QFETCH(QStringList, redJail);
        QFETCH(QStringList, blackJail);
        QFETCH(int, phase);
        QFETCH(int, winner);
        GameState state = table({{"9S", false, {"JH", "JD"}, {}}}, {"3H"}, {"3S"});
        for (const QString& c : redJail)
            state.seats[1].jailed |= CardMask{1} << indexOf(card(c.toStdString()));
        for (const QString& c : blackJail)
            state.seats[0].jailed |= CardMask{1} << indexOf(card(c.toStdString()));
        state.seats[0].deckSize = 0; // keep the test's cards unique: decks play no part here
        state.seats[1].deckSize = 0;
        playLegal(state, Move::stake(indexOf(card("3H"))));
        RoundReport report;
        playLegal(state, Move::stake(indexOf(card("3S"))), &report);
        QCOMPARE(int(state.phase), phase);
        QCOMPARE(int(state.winner), winner);
        QCOMPARE(report.gameWinner, winner == kNoWinner ? kNobody : winner);
    }

    // R11: what a seat sees.
    void aViewHidesWhatTheSeatCannotKnow() {
        const GameState state =
            table({{"6H", true, {"7H"}, {"8S"}}, {"2S", false, {}, {}}, {"2H", false, {}, {}}},
                  {"3H", "4H"}, {"3S", "4S", "5S"});
        const View red = viewFor(state, 0);
        QCOMPARE(red.seats[0].hand, cards({"3H", "4H"}));
        QCOMPARE(red.seats[1].hand, CardMask{0});
        QCOMPARE(int(red.seats[1].handSize), 3);
        QCOMPARE(red.columns[0].stake, card("6H"));
        QCOMPARE(red.columns[0].wagers[0], cards({"7H"}));
        QCOMPARE(red.columns[0].wagers[1], CardMask{0});
        QCOMPARE(int(red.columns[0].hiddenWagers[1]), 1);
        QVERIFY(!red.columns[1].stakeKnown); // Black's face-down stake
        QCOMPARE(int(red.columns[1].stakeOwner), 1);
        QVERIFY(red.columns[2].stakeKnown); // Red's own
        // Black's unseen cards: all but none jailed, i.e. everything of Black not face up.
        QCOMPARE(red.seats[1].unseen, kFullSet);
        QCOMPARE(red.seats[0].unseen, state.seats[0].deckMask());
    }

    void aDeterminizationMatchesTheView() {
        const GameState state = table({{"6H", true, {"7H"}, {"8S"}}, {"2S", false, {}, {}}},
                                      {"3H", "4H"}, {"3S", "4S", "5S"});
        const View view = viewFor(state, 0);
        Rng rng(5);
        int differentHands = 0;
        for (int i = 0; i < 50; ++i) {
            const GameState guess = determinize(view, rng);
            QVERIFY(viewFor(guess, 0) == view);
            QCOMPARE(guess.seats[0].hand, state.seats[0].hand);
            QCOMPARE(guess.columns[0].wagers[0], state.columns[0].wagers[0]);
            differentHands += guess.seats[1].hand != state.seats[1].hand;
        }
        QVERIFY(differentHands > 40); // Black's hand is really re-dealt
    }

    // A person's move is checked from their own view (the table's input knows no more): the same
    // answer as from the state, for legal moves and for every kind of illegal one, in 1v1 and 2v2,
    // through the whole game; another seat's view never finds the cards in the hand to move.
    void aMoveIsCheckedFromTheMoversViewAsFromTheState() {
        int refused = 0;
        for (const int seats : {2, 4}) {
            GameState state = newGame({seats, 40, 0});
            Rng rng(std::uint64_t(seats) * 31);
            dealRound(state, rng);
            while (state.phase != Phase::GameOver) {
                if (state.phase == Phase::RoundOver) {
                    dealRound(state, rng);
                    continue;
                }
                const View mover = viewFor(state, state.toMove);
                const View other = viewFor(state, Seat((state.toMove + 1) % seats));
                for (int i = 0; i < 12; ++i) {
                    Move move = randomMove(state, rng);
                    // Some moves made illegal: cards of no hand, a column past the row, two
                    // cards staked, none at all.
                    switch (rng.below(5)) {
                    case 0:
                        move.cards |= CardMask{1} << rng.below(kSetSize);
                        break;
                    case 1:
                        move = Move::wager(state.columnCount + int(rng.below(3)), move.cards);
                        break;
                    case 2:
                        move = Move{MoveKind::Stake, 0, state.seats[state.toMove].hand};
                        break;
                    case 3:
                        move.cards = 0;
                        break;
                    default:
                        break;
                    }
                    const Refusal truth = whyIllegal(state, move);
                    refused += bool(truth);
                    QCOMPARE(whyIllegal(mover, move), truth);
                    if (!truth) QCOMPARE(whyIllegal(other, move).reason, Refusal::NotInHand);
                }
                play(state, randomMove(state, rng));
            }
            QCOMPARE(whyIllegal(viewFor(state, 0), Move::stake(0)).reason, Refusal::GameOver);
        }
        QVERIFY(refused > 100);
    }

    // R12: 2v2.
    void twoVsTwoDealsFourSeats() {
        GameState state = newGame({4, 0, 2});
        QCOMPARE(state.target, 100);
        Rng rng(11);
        dealRound(state, rng);
        QCOMPARE(int(state.toMove), 2);
        QCOMPARE(int(state.columnCount), 2); // only the starter and the next seat flip
        QCOMPARE(state.columns[0].owner(), 2);
        QCOMPARE(state.columns[1].owner(), 3);
        for (Seat s = 0; s < 4; ++s)
            QCOMPARE(std::popcount(state.seats[std::size_t(s)].hand), 5);
        playLegal(state, Move::stake(std::countr_zero(state.seats[2].hand)));
        QCOMPARE(int(state.toMove), 3); // red2, black2, red1, black1
        state.phase = Phase::RoundOver;
        dealRound(state, rng);
        QCOMPARE(int(state.starter), 3); // rotates one seat
    }

    void twoVsTwoPartnersCountTogetherAndCardsGoHomeToTheirOwner() {
        GameState state = newGame({4, 0, 0});
        state.round = 1;
        state.phase = Phase::Playing;
        const int six = indexOf(card("6H")), seven = indexOf(card("7H"));
        const int four = indexOf(card("4S")), five = indexOf(card("5S"));
        // Red 1's 6 stake; Red 1 and Red 2 each wager their own 7H: together a pair (3).
        // Black 1 wagers a 4, Black 2 a 5: together a straight (2).
        state.columns[0] = Column{
            makeCard(0, six),
            true,
            {CardMask{1} << seven, CardMask{1} << four, CardMask{1} << seven, CardMask{1} << five}};
        state.columnCount = 1;
        for (Seat s = 0; s < 4; ++s) {
            SeatCards& seat = state.seats[std::size_t(s)];
            seat.deckSize = 0;
            for (int i = 0; i < kSetSize; ++i)
                if (!(state.onTable(s) & (CardMask{1} << i))) seat.deck[seat.deckSize++] = Card(i);
        }
        RoundReport report;
        GameState resolved = state;
        resolved.finalTurnsLeft = 1;
        resolved.toMove = 3;
        resolved.seats[3].hand = CardMask{1}
                                 << resolved.seats[3].deck[--resolved.seats[3].deckSize];
        play(resolved, Move::stake(std::countr_zero(resolved.seats[3].hand)), &report);
        const ColumnReport& column = report.columns[0];
        QCOMPARE(column.strength[0], 3);
        QCOMPARE(column.strength[1], 2);
        QCOMPARE(column.winner, 0);
        QCOMPARE(column.captured[1], CardMask{1} << four);
        QCOMPARE(column.captured[3], CardMask{1} << five);
        // The captured cards stay Black 1's and Black 2's; Red 2's 7 goes home to Red 2.
        QCOMPARE(resolved.seats[1].jailed, CardMask{1} << four);
        QCOMPARE(resolved.seats[3].jailed, CardMask{1} << five);
        QVERIFY(resolved.seats[2].deckMask() & (CardMask{1} << seven));
        QCOMPARE(resolved.jailVp(0), 9);
    }

    void twoVsTwoGivesTheOtherThreeALastTurn() {
        GameState state = newGame({4, 0, 0});
        Rng rng(4);
        dealRound(state, rng);
        // Red 1 wagers its whole hand on column 1.
        playLegal(state, Move::wager(0, state.seats[0].hand));
        QCOMPARE(int(state.finalTurnsLeft), 3);
        for (Seat s = 1; s <= 3; ++s) {
            QCOMPARE(int(state.toMove), s);
            QCOMPARE(state.phase, Phase::Playing);
            playLegal(state, Move::stake(std::countr_zero(state.seats[std::size_t(s)].hand)));
        }
        QCOMPARE(state.phase, Phase::RoundOver);
    }

    void twoVsTwoPartnersSeeEachOthersTableCardsButNotHands() {
        GameState state = newGame({4, 0, 0});
        Rng rng(8);
        dealRound(state, rng);
        playLegal(state,
                  Move::stake(std::countr_zero(state.seats[0].hand))); // Red 1 stakes face down
        playLegal(state, Move::wager(2, state.seats[1].hand &
                                            (0u - state.seats[1].hand))); // Black 1 wagers one
        const View red2 = viewFor(state, 2);
        QVERIFY(red2.columns[2].stakeKnown); // the partner's face-down stake
        QCOMPARE(red2.columns[2].stake, state.columns[2].stake);
        QCOMPARE(red2.seats[0].hand, CardMask{0}); // never the partner's hand
        QCOMPARE(int(red2.columns[2].hiddenWagers[1]), 1);
        const View black2 = viewFor(state, 3);
        QVERIFY(!black2.columns[2].stakeKnown);
        QCOMPARE(black2.columns[2].wagers[1], state.columns[2].wagers[1]);
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
