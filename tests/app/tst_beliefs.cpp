// "What the computer thought you held" (Game::beliefs, beliefs.h): offered after a round against a
// searching computer, with one belief a computer that played against a person, its places those
// where the person's cards lay hidden from it at its last move, made from its view alone (the
// person's hidden cards dealt again, the belief shown is the same), the cards really there shown
// only to eyes that may see them; never offered between people alone.

#include "gametesting.h"
#include "table/cards.h"

#include "cozen/rules.h"
#include "cozen/view.h"

#include <QElapsedTimer>
#include <QtTest>

#include <cmath>

using namespace cozen;
using namespace cozen::app;
using namespace cozen::app::testing;

namespace {

// Plays on until the first round's summary: the person wagers the first card of their hand on
// the first column (a stake when there is none), so that the same shape of move is played
// whatever cards they hold.
void playToTheSummary(Game& game) {
    for (int steps = 0; game.stage() != Game::Summary; ++steps) {
        QVERIFY(steps < 400);
        if (game.stage() == Game::Reveal) {
            game.advance();
            continue;
        }
        if (game.stage() == Game::HandOver) {
            game.confirmHandOver();
            continue;
        }
        if (!game.drawnCard().isEmpty()) {
            game.passOn();
            continue;
        }
        QTRY_VERIFY_WITH_TIMEOUT(game.yourTurn() || game.stage() != Game::Playing, 20000);
        if (!game.yourTurn()) continue;
        const QStringList hand = handCodes(game);
        QVERIFY(game.input()->play(game.row()->rowCount() > 0 ? 0 : -1, {hand.first()}));
    }
}

// The state before each seat's last move in the round the session settled last.
std::array<std::optional<GameState>, kMaxSeats> lastMovesOf(const Session& session, int round) {
    std::array<std::optional<GameState>, kMaxSeats> before;
    for (const RecordRound& played : session.rounds()) {
        if (played.start.round != round) continue;
        GameState state = played.start;
        for (const Move& move : played.moves) {
            before[std::size_t(state.toMove)] = state;
            play(state, move);
        }
    }
    return before;
}

// The places where `person`'s cards lay hidden from `computer` in `state`, worked out here from the
// state: (Wager, column, count), (Stake, column, 1), (Hand, -1, count).
QList<std::tuple<BeliefKind::Value, int, int>> hiddenPlaces(const GameState& state, Seat person) {
    QList<std::tuple<BeliefKind::Value, int, int>> places;
    for (int c = 0; c < state.columnCount; ++c) {
        const Column& column = state.columns[std::size_t(c)];
        if (column.owner() == person && !column.faceUp) places.append({BeliefKind::Stake, c, 1});
        if (const int count = cardCount(column.wagers[std::size_t(person)]))
            places.append({BeliefKind::Wager, c, count});
    }
    if (const int count = cardCount(state.seats[std::size_t(person)].hand))
        places.append({BeliefKind::Hand, -1, count});
    return places;
}

QList<std::tuple<BeliefKind::Value, int, int>> placesOf(const ComputerBelief& belief) {
    QList<std::tuple<BeliefKind::Value, int, int>> places;
    for (const BeliefGroupLine& group : belief.groups)
        places.append({group.kind, group.column, group.cards});
    return places;
}

} // namespace

class TestBeliefs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // After a round against the computer (each searching level): one belief, the computer's, its
    // places the person's hidden ones at its last move, the weights summing to each place's cards,
    // and beside them what the person held (theirs to see: the screen is theirs alone).
    void aBeliefIsOfferedAfterARound_data() {
        QTest::addColumn<QString>("level");
        QTest::newRow("easy") << "easy";
        QTest::newRow("medium") << "medium";
        QTest::newRow("hard") << "hard";
    }
    void aBeliefIsOfferedAfterARound() {
        QFETCH(QString, level);
        TestGame test;
        Game& game = test.game;
        game.newGame(againstTheComputer(*parseLevel(level.toStdString())), 0, 70, 21);
        QVERIFY(!game.beliefsOffered()); // no round settled yet
        QVERIFY(game.beliefs().isEmpty());
        playToTheSummary(game);
        QVERIFY(game.beliefsOffered());
        QElapsedTimer clock;
        clock.start();
        const QList<ComputerBelief> beliefs = game.beliefs();
        qInfo("%s: the belief worked out in %lld ms (%d deals)", qPrintable(level), clock.elapsed(),
              kBeliefDeals);
        QCOMPARE(beliefs.size(), 1);
        const ComputerBelief& belief = beliefs.first();
        QCOMPARE(belief.seat, 1);
        QCOMPARE(belief.round, game.summary().round);
        QCOMPARE(belief.deals, kBeliefDeals);
        const auto before = lastMovesOf(game.savedGame().session, belief.round);
        QVERIFY(before[1].has_value());
        QCOMPARE(placesOf(belief), hiddenPlaces(*before[1], 0));
        for (const BeliefGroupLine& group : belief.groups) {
            QCOMPARE(group.seat, 0);
            QCOMPARE(group.ranks.size(), kRanks);
            double sum = 0;
            for (const qreal weight : group.ranks)
                sum += weight;
            QVERIFY(std::abs(sum - group.cards) < 1e-9);
            QVERIFY(group.actualShown); // the person's own cards, to the person
            CardMask held =
                group.kind == BeliefKind::Hand ? before[1]->seats[0].hand
                : group.kind == BeliefKind::Wager
                    ? before[1]->columns[std::size_t(group.column)].wagers[0]
                    : CardMask{1} << indexOf(before[1]->columns[std::size_t(group.column)].stake);
            QCOMPARE(group.actual, cardCodes(0, held));
        }
        // Asked again: the same, worked out once.
        QCOMPARE(game.beliefs(), beliefs);
        QCOMPARE(game.beliefList().size(), 1);
        // On to the next round: still the last round's, for Last round.
        game.advance();
        game.advance();
        QCOMPARE(game.stage(), Game::Playing);
        QVERIFY(game.beliefsOffered());
        QCOMPARE(game.beliefs(), beliefs);
    }

    // The belief is the computer's own: the person's hand and face-down cards (and their deck)
    // dealt again, consistently with what the computer sees, and the same moves played as the
    // computer sees them, it believed the same, to the last bit; only what the person really
    // held differs.
    void theBeliefIsTheSameWhenThePersonsCardsAreDealtAgain() {
        int compared = 0, heldDiffered = 0;
        for (int i = 0; i < 10; ++i) {
            const GameState state = positionAfter(3 + i % 4, 700 + std::uint64_t(i));
            if (state.columnCount == 0) continue;
            Rng rng(40 + std::uint64_t(i));
            GameState redealt = determinize(viewFor(state, 1), rng);
            redealt.seats[1].deck = state.seats[1].deck; // the computer's own draws as they were
            QVERIFY(viewFor(redealt, 1) == viewFor(state, 1));
            QList<ComputerBelief> shown[2];
            int k = 0;
            for (const GameState* position : {&state, static_cast<const GameState*>(&redealt)}) {
                TestGame test;
                test.game.start(SavedGame::at(*position, 5, againstTheComputer(Level::Easy)));
                playToTheSummary(test.game);
                if (QTest::currentTestFailed()) return;
                shown[k++] = test.game.beliefs();
            }
            QCOMPARE(shown[0].size(), shown[1].size());
            if (shown[0].isEmpty()) continue; // the person's first move ended the round
            QCOMPARE(shown[0].size(), 1);
            QCOMPARE(shown[1].size(), 1);
            const ComputerBelief& a = shown[0].first();
            const ComputerBelief& b = shown[1].first();
            QCOMPARE(a.seat, b.seat);
            QCOMPARE(a.round, b.round);
            QCOMPARE(a.groups.size(), b.groups.size());
            for (qsizetype g = 0; g < a.groups.size(); ++g) {
                BeliefGroupLine x = a.groups[g], y = b.groups[g];
                if (x.actual != y.actual) ++heldDiffered;
                x.actual.clear();
                y.actual.clear();
                QCOMPARE(x, y);
            }
            ++compared;
        }
        QVERIFY(compared >= 5);
        QVERIFY(heldDiffered > 0); // the person really held other cards
    }

    // Between people alone there is no computer to ask, and a computer that does not search
    // (greedy, random) has no belief to show.
    void noBeliefBetweenPeopleOrFromTheBaselines_data() {
        QTest::addColumn<QString>("players");
        QTest::newRow("hot-seat") << "Ann,Ben";
        QTest::newRow("greedy") << "Ann,computer:greedy";
        QTest::newRow("2v2 of people") << "Ann,Ben,Cy,Di";
        QTest::newRow("2v2, the computers partners") << "Ann,Ben,computer:hard,computer:easy";
    }
    void noBeliefBetweenPeopleOrFromTheBaselines() {
        QFETCH(QString, players);
        TestGame test;
        test.game.newGame(parsePlayers(players), 0, 100, 3);
        playToTheSummary(test.game);
        // (In the last row each computer plays against the other team's person: offered.)
        const bool partners = players.contains(QLatin1String("hard"));
        QCOMPARE(test.game.beliefsOffered(), partners);
        if (!partners) QVERIFY(test.game.beliefs().isEmpty());
    }

    // 2v2: one belief a computer that played against the person, each about the person alone;
    // the partner's belief (about the other team, computers) is none.
    void twoVsTwoHasOneBeliefAComputer() {
        TestGame test;
        Game& game = test.game;
        game.newGame(
            parsePlayers(QStringLiteral("Ann,computer:easy,computer:medium,computer:hard")), 0, 100,
            11);
        playToTheSummary(game);
        QVERIFY(game.beliefsOffered());
        const QList<ComputerBelief> beliefs = game.beliefs();
        const auto before = lastMovesOf(game.savedGame().session, game.summary().round);
        QList<int> seats;
        for (const ComputerBelief& belief : beliefs) {
            seats.append(belief.seat);
            QCOMPARE(placesOf(belief), hiddenPlaces(*before[std::size_t(belief.seat)], 0));
            for (const BeliefGroupLine& group : belief.groups)
                QCOMPARE(group.seat, 0);
        }
        QList<int> moved;
        for (const int seat : {1, 3})
            if (before[std::size_t(seat)]) moved.append(seat);
        QCOMPARE(seats, moved);
        QCOMPARE(seats.size(), 2);
    }

    // Between two people and the computers (2v2), the summary is nobody's: what a person held is
    // shown only where it was turned up, never a hand; once a person has the screen, their own.
    void whatWasHeldIsShownOnlyToEyesThatMaySeeIt() {
        TestGame test;
        Game& game = test.game;
        game.newGame(parsePlayers(QStringLiteral("Ann,computer:easy,Bob,computer:easy")), 0, 100,
                     17);
        playToTheSummary(game);
        QCOMPARE(game.viewer(), -1);
        const int round = game.summary().round;
        const RoundView settled = [&] {
            const auto end = game.savedGame().session.lastRoundEnd();
            return roundView(end->before, end->move, Eyes::nobody());
        }();
        QVERIFY(!game.beliefs().isEmpty());
        int shown = 0;
        for (const ComputerBelief& belief : game.beliefs())
            for (const BeliefGroupLine& group : belief.groups) {
                if (group.kind == BeliefKind::Hand)
                    QVERIFY(!group.actualShown);
                else
                    QCOMPARE(group.actualShown,
                             settled.columns[std::size_t(group.column)].revealed);
                QCOMPARE(group.actual.isEmpty(), !group.actualShown);
                shown += group.actualShown;
            }
        // On to the next round: Ann (seat 0) takes the screen, and sees her own hand as it was.
        game.advance();
        game.advance();
        QTRY_COMPARE_WITH_TIMEOUT(game.stage(), Game::HandOver, 20000); // a computer may start it
        game.confirmHandOver();
        QVERIFY(game.viewer() >= 0);
        const Seat viewer = Seat(game.viewer());
        QCOMPARE(game.summary().round, round);
        for (const ComputerBelief& belief : game.beliefs())
            for (const BeliefGroupLine& group : belief.groups)
                if (group.kind == BeliefKind::Hand)
                    QCOMPARE(group.actualShown, group.seat == viewer);
                else
                    QCOMPARE(group.actualShown,
                             teamOfSeat(group.seat) == teamOfSeat(viewer) ||
                                 settled.columns[std::size_t(group.column)].revealed);
        qInfo("%d places shown at the summary", shown);
    }
};

QTEST_GUILESS_MAIN(TestBeliefs)
#include "tst_beliefs.moc"
