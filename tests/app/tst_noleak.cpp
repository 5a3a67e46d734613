// No card reaches the screen that its eyes may not see (R11), driven through the models for
// whole games against the computer and in hot-seat. After every change the game announces:
//   (a) while the screen belongs to nobody (a hand-over, the reveal between two people), no model
//       role and no Game property names a card that is not public;
//   (b) while it shows seat S, no role or property names a card S may not see, and a game
//       started from the same position with everything S cannot see dealt again shows exactly
//       the same.
// Which cards are hidden is worked out here from the core's state and its own resolution of the
// round, never from the models. Planted leaks show that the checks catch one.

#include "gametesting.h"
#include "table/cards.h"

#include "cozen/move.h"
#include "cozen/rules.h"
#include "cozen/view.h"

#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;
using namespace cozen::app::testing;

namespace {

// The cards a viewer (a seat, or -1: nobody) may not see while a round is played: every hand but
// its own (in 2v2 its partner's too), and the other team's face-down stakes and wagers. A code
// counts only when no card of that code is in view: in 2v2 two seats hold each code.
QSet<QString> hiddenInPlay(const GameState& state, int viewer) {
    const int team = viewer >= 0 ? teamOfSeat(Seat(viewer)) : -1;
    QSet<QString> hidden;
    QSet<QString> seen;
    for (Seat s = 0; s < state.seatCount; ++s) {
        const bool ownTeam = teamOfSeat(s) == team;
        (s == viewer ? seen : hidden) += codesOf(s, state.seats[s].hand);
        seen += codesOf(s, state.seats[s].jailed);
        for (const Column& column : state.row()) {
            (ownTeam ? seen : hidden) += codesOf(s, column.wagers[s]);
            if (column.owner() == s)
                (ownTeam || column.faceUp ? seen : hidden) +=
                    codesOf(s, CardMask{1} << indexOf(column.stake));
        }
    }
    return hidden - seen;
}

// The same while the resolved row is shown (the reveal, the summary, the game's end): the cards of
// the columns that were not turned up and not captured, and the next round's hands, less what
// the reveal made public.
QSet<QString> hiddenAtReveal(const GameState& beforeLastMove, const Move& lastMove,
                             const GameState& next, int viewer) {
    const int team = viewer >= 0 ? teamOfSeat(Seat(viewer)) : -1;
    GameState state = beforeLastMove;
    RoundReport report;
    play(state, lastMove, &report);
    QSet<QString> shown;
    QSet<QString> hidden;
    for (const ColumnReport& resolved : report.columns) {
        const Column& column = resolved.column;
        for (Seat s = 0; s < state.seatCount; ++s) {
            CardMask cards = column.wagers[s];
            if (column.owner() == s) cards |= CardMask{1} << indexOf(column.stake);
            const CardMask faceUp =
                column.faceUp && column.owner() == s ? CardMask{1} << indexOf(column.stake) : 0;
            const CardMask visible = resolved.revealed || teamOfSeat(s) == team
                                         ? cards
                                         : (faceUp | resolved.captured[s]);
            shown += codesOf(s, visible);
            hidden += codesOf(s, cards & ~visible);
        }
    }
    for (Seat s = 0; s < next.seatCount; ++s) {
        shown += codesOf(s, next.seats[s].jailed);
        (s == viewer ? shown : hidden) += codesOf(s, next.seats[s].hand);
    }
    return hidden - shown;
}

// The hidden cards named anywhere in `text`, as a whole word ("4S", not the "4S" of "14S").
QStringList leaked(const QString& text, const QSet<QString>& hidden) {
    QStringList found;
    for (const QString& code : hidden)
        if (namesCard(text, code)) found.append(code);
    found.sort();
    return found;
}

// Follows a game, checking (a) and (b) after every change it announces.
class Watcher {
public:
    explicit Watcher(Game& game)
        : game_(game) {
        QObject::connect(&game, &Game::changed, &game, [this] { check(); });
        QObject::connect(&game, &Game::columnResolved, &game, [this] { check(); });
    }
    int checks = 0;
    int nobodyChecks = 0;
    int redealChecks = 0;
    int revealChecks = 0;
    int beliefChecks = 0; // the places of "What the computer thought you held" checked

    // What the screen shows now must hide `hidden`; the first failure is kept.
    QSet<QString> hiddenNow() const {
        const Game::Stage stage = game_.stage();
        const int viewer = game_.viewer();
        const bool atReveal = stage == Game::Reveal || stage == Game::Summary ||
                              (stage == Game::GameOver && sawReveal_);
        if (!atReveal) return hiddenInPlay(game_.savedGame().state(), viewer);
        const auto& history = game_.savedGame().history();
        const std::string& last = history[std::size_t(lastPlaying_.round) - 1].back();
        return hiddenAtReveal(lastPlaying_, parseMove(last, lastPlaying_),
                              game_.savedGame().state(), viewer);
    }

    QString failure;

private:
    void check() {
        const Game::Stage stage = game_.stage();
        if (stage == Game::Playing || stage == Game::HandOver) {
            lastPlaying_ = game_.savedGame().state();
            sawReveal_ = false;
        } else if (stage == Game::Reveal) {
            sawReveal_ = true;
        }
        if (!failure.isEmpty()) return;
        ++checks;
        const QString everything = dump(game_).join(QLatin1Char('\n'));
        const QStringList found = leaked(everything, hiddenNow());
        if (!found.isEmpty()) {
            QStringList where; // the lines that name them
            for (const QString& line : dump(game_))
                if (!leaked(line, QSet<QString>(found.begin(), found.end())).isEmpty())
                    where.append(line);
            failure = QStringLiteral("%1 shown (stage %2, viewer %3):\n%4")
                          .arg(found.join(QLatin1Char(' ')))
                          .arg(int(stage))
                          .arg(game_.viewer())
                          .arg(where.join(QLatin1Char('\n')));
            return;
        }
        checkBeliefs();
        if (!failure.isEmpty()) return;
        if (game_.viewer() < 0) ++nobodyChecks;
        if (stage == Game::Reveal || stage == Game::Summary) ++revealChecks;
        // (Not while a card drawn is looked at: a game started afresh there begins at a hand-over.)
        if (game_.viewer() >= 0 && stage == Game::Playing && game_.drawnCard().isEmpty())
            redealCheck();
    }

    // "What the computer thought you held" (Game::beliefs, read only while its panel is open, so
    // not in the dump): the cards a person held are shown only where these eyes may see them, seat
    // by seat (in 2v2 two seats hold each code, so the scan of codes cannot tell): a column turned
    // up at that round's end, the viewer's team's table cards, the viewer's own hand; and they are
    // the cards that were there, worked out here from the game's record.
    void checkBeliefs() {
        const QList<ComputerBelief> beliefs = game_.beliefs();
        if (beliefs.isEmpty()) return;
        const int viewer = game_.viewer();
        for (const RecordRound& round : game_.savedGame().session.rounds()) {
            if (round.start.round != beliefs.first().round) continue;
            std::array<GameState, kMaxSeats> before{};
            GameState state = round.start;
            RoundReport report;
            for (const Move& move : round.moves) {
                before[std::size_t(state.toMove)] = state;
                play(state, move, &report);
            }
            for (const ComputerBelief& belief : beliefs)
                for (const BeliefGroupLine& group : belief.groups) {
                    ++beliefChecks;
                    const GameState& then = before[std::size_t(belief.seat)];
                    const bool hand = group.kind == BeliefKind::Hand;
                    const bool mayShow =
                        hand
                            ? viewer == group.seat
                            : (viewer >= 0 && teamOfSeat(Seat(viewer)) == teamOfSeat(group.seat)) ||
                                  report.columns[std::size_t(group.column)].revealed;
                    const Column& column = then.columns[std::size_t(std::max(group.column, 0))];
                    const CardMask held = hand ? then.seats[std::size_t(group.seat)].hand
                                          : group.kind == BeliefKind::Stake
                                              ? CardMask{1} << indexOf(column.stake)
                                              : column.wagers[std::size_t(group.seat)];
                    const QStringList expected =
                        mayShow ? cardCodes(group.seat, held) : QStringList{};
                    if (group.actualShown != mayShow || group.actual != expected)
                        failure =
                            QStringLiteral("the computer %1's belief shows %2 of seat %3's %4 "
                                           "(column %5) to viewer %6; expected %7")
                                .arg(belief.seat)
                                .arg(group.actual.join(QLatin1Char(' ')))
                                .arg(group.seat)
                                .arg(
                                    QMetaEnum::fromType<BeliefKind::Value>().valueToKey(group.kind))
                                .arg(group.column)
                                .arg(viewer)
                                .arg(expected.join(QLatin1Char(' ')));
                }
        }
    }

    // (b): the same position with everything the viewer cannot see dealt again shows the same.
    void redealCheck() {
        const int viewer = game_.viewer();
        const GameState& state = game_.savedGame().state();
        Rng rng(std::uint64_t(7919) * std::uint64_t(++redealChecks));
        const GameState redealt = determinize(viewFor(state, Seat(viewer)), rng);
        QStringList shown[2];
        int i = 0;
        for (const GameState* position : {&state, &redealt}) {
            const SavedGame& game = game_.savedGame();
            SavedGame copy =
                SavedGame::at(*position, game.session.seed(), game.players(), game.history());
            copy.hints = game.hints;
            TestGame fresh;
            fresh.game.start(copy);
            if (fresh.game.stage() == Game::HandOver) fresh.game.confirmHandOver();
            shown[i++] = dump(fresh.game);
        }
        if (shown[0] != shown[1]) {
            QStringList differences;
            for (int line = 0; line < std::min(shown[0].size(), shown[1].size()); ++line)
                if (shown[0][line] != shown[1][line])
                    differences << shown[0][line] + QStringLiteral("  /  ") + shown[1][line];
            failure = QStringLiteral("re-dealing what seat %1 cannot see changed the table:\n%2")
                          .arg(viewer)
                          .arg(differences.join(QLatin1Char('\n')));
        }
        // The live game's table is the fresh one's: nothing the moves left behind differs.
        const QStringList live = dump(game_, true);
        if (live != [&] {
                QStringList table = shown[0];
                table.erase(std::remove_if(table.begin(), table.end(),
                                           [](const QString& line) {
                                               return line.startsWith(QLatin1String("game."));
                                           }),
                            table.end());
                return table;
            }())
            failure = QStringLiteral("the live table differs from the same position started "
                                     "afresh:\n%1\n---\n%2")
                          .arg(live.join(QLatin1Char('\n')), shown[0].join(QLatin1Char('\n')));
    }

    Game& game_;
    GameState lastPlaying_;
    bool sawReveal_ = false;
};

} // namespace

class TestNoLeak : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void wholeGames_data() {
        QTest::addColumn<QString>("players");
        QTest::addColumn<int>("seed");
        // Whether a searching computer plays against a person: then "What the computer thought
        // you held" has places to check.
        QTest::addColumn<bool>("beliefs");
        QTest::newRow("against the computer, Red") << "Ann,computer:greedy" << 1 << false;
        QTest::newRow("against the computer, Black") << "computer:easy,Ann" << 2 << true;
        QTest::newRow("against the computer, medium") << "Ann,computer:medium" << 11 << true;
        QTest::newRow("unnamed against the computer") << ",computer:random" << 3 << false;
        QTest::newRow("hot-seat 1") << "Ann,Ben" << 4 << false;
        QTest::newRow("hot-seat 2") << "Ann,Ben" << 5 << false;
        QTest::newRow("hot-seat 3") << "Ben,Ann" << 6 << false;
        QTest::newRow("2v2, one person") // (the searching computer is the person's partner)
            << "Ann,computer:greedy,computer:easy,computer:greedy" << 7 << false;
        QTest::newRow("2v2, partners") << "Ann,computer:greedy,Bob,computer:easy" << 8 << true;
        QTest::newRow("2v2, opponents") << "Ann,Ben,computer:greedy,computer:easy" << 9 << true;
        QTest::newRow("2v2, four people") << "Ann,Ben,Cy,Di" << 10 << false;
    }
    void wholeGames() {
        QFETCH(QString, players);
        QFETCH(int, seed);
        QFETCH(bool, beliefs);
        std::vector<Player> seats;
        if (players.startsWith(QLatin1Char(','))) // the lone person unnamed ("you")
            seats = againstTheComputer(*parseLevel(players.mid(10).toStdString()), 0);
        else
            seats = parsePlayers(players);
        TestGame test;
        test.game.setProperty("revealMs", 1); // the reveal column by column
        Watcher watcher(test.game);
        test.game.newGame(seats, -1, 120, std::uint64_t(seed)); // the same deals every run
        QRandomGenerator random{std::uint32_t(seed)};
        playOn(test.game, random, [] { return false; });
        QVERIFY2(watcher.failure.isEmpty(), qPrintable(watcher.failure.left(6000)));
        qInfo("%d checks, %d while nobody's, %d re-dealt, %d at a reveal, %d places of beliefs",
              watcher.checks, watcher.nobodyChecks, watcher.redealChecks, watcher.revealChecks,
              watcher.beliefChecks);
        QCOMPARE(test.game.stage(), Game::GameOver);
        QVERIFY(watcher.checks > 25);
        QVERIFY(watcher.redealChecks > 15);
        QVERIFY(watcher.revealChecks > 5);
        if (personCount(seats) > 1) QVERIFY(watcher.nobodyChecks > 10);
        if (beliefs)
            QVERIFY(watcher.beliefChecks > 20);
        else
            QCOMPARE(watcher.beliefChecks, 0);
    }

    // A card planted in a model while the screen belongs to nobody is caught...
    void aPlantedCardIsCaught() {
        TestGame test;
        Watcher watcher(test.game);
        test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70);
        QCOMPARE(test.game.stage(), Game::HandOver);
        QVERIFY(watcher.failure.isEmpty());
        const GameState& state = test.game.savedGame().state();
        QVERIFY(leaked(dump(test.game).join(QLatin1Char('\n')), watcher.hiddenNow()).isEmpty());
        test.game.hand()->setCards(1, state.seats[1].hand); // Ben's hand on the hand-over screen
        const QStringList found =
            leaked(dump(test.game).join(QLatin1Char('\n')), watcher.hiddenNow());
        QCOMPARE(found.size(), 5);
    }

    // ...and so is the sentence the game once kept as its last move ("You played: wager 1 4S"),
    // shown to the next person, both by the scan and by the re-deal.
    void theOldLastMoveSentenceIsCaught() {
        TestGame test;
        Watcher watcher(test.game);
        test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70);
        test.game.confirmHandOver();
        const QString card = handCodes(test.game).first();
        QVERIFY(test.game.input()->play(0, {card}));
        QCOMPARE(test.game.stage(), Game::HandOver);
        QVERIFY2(watcher.failure.isEmpty(), qPrintable(watcher.failure));
        const QString sentence = QStringLiteral("game.lastMove=You played: wager 1 %1").arg(card);
        QStringList shown = dump(test.game);
        QVERIFY(leaked(shown.join(QLatin1Char('\n')), watcher.hiddenNow()).isEmpty());
        shown.append(sentence);
        QCOMPARE(leaked(shown.join(QLatin1Char('\n')), watcher.hiddenNow()), QStringList{card});

        // Ben at the screen: the sentence would change when Ann's wager is dealt again.
        test.game.confirmHandOver();
        QCOMPARE(test.game.viewer(), 1);
        const GameState state = test.game.savedGame().state();
        Rng rng(3);
        GameState redealt = determinize(viewFor(state, 1), rng);
        for (int tries = 0; redealt.columns[0].wagers[0] == state.columns[0].wagers[0]; ++tries) {
            QVERIFY(tries < 50);
            redealt = determinize(viewFor(state, 1), rng);
        }
        const auto sentenceFor = [](const GameState& position) {
            return QStringLiteral("You played: wager 1 %1")
                .arg(cardCodes(0, position.columns[0].wagers[0]).join(QLatin1Char(' ')));
        };
        QVERIFY(sentenceFor(state) != sentenceFor(redealt));
        QCOMPARE(leaked(sentenceFor(state), hiddenInPlay(state, 1)), QStringList{card});
    }
};

QTEST_GUILESS_MAIN(TestNoLeak)
#include "tst_noleak.moc"
