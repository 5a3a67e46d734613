// The window's remote game (Game.remote, remotematch.h), driven through the models as the table
// drives them, over a real link on this computer (TCP on 127.0.0.1): a Game hosting against a
// cozen-cli-like bot (a Session and its ComputerPlayer), a Game joining one, and two Games playing
// each other. Whole games, checked from outside:
//   - the person's moves go through Game.input as the table's do, and both ends' records are the
//     same game, played to the same result;
//   - no model role and no Game property ever names a card of the other seat that was not public
//     at that point (worked out afterwards from the true game, the record both ends agree on),
//     so no stand-in the remote game holds for a hidden card ever reaches the screen;
//   - the result is counted in the statistics apart from games at the screen, and the record kept.

#include "../remote/broker.h"
#include "gametesting.h"
#include "storage/statistics.h"
#include "table/cards.h"

#include "remote/computerplayer.h"
#include "remote/invite.h"
#include "remote/links.h"
#include "remote/session.h"

#include "cozen/ai.h"
#include "cozen/record.h"
#include "cozen/rules.h"

#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;
using namespace cozen::app::testing;

namespace {

// What a screen showed at one moment, and where the game stood: the round, how many of its moves
// had been played, and whether its end was being shown.
struct Shown {
    int round = 0;
    int moves = 0;
    bool atReveal = false;
    QString text;
};

// Plays the person's moves of `game` through its input, as the table would: a legal move chosen
// at random from what the seat sees.
class Person : public QObject {
public:
    Person(Game& game, std::uint64_t seed)
        : game_(game)
        , seed_(seed) {
        connect(&game, &Game::changed, this,
                [this] { QTimer::singleShot(0, this, [this] { act(); }); });
    }
    std::vector<Shown> shown; // after every change
    int moves = 0;

private:
    void act() {
        if (game_.stage() == Game::Reveal || game_.stage() == Game::Summary) {
            game_.advance();
            return;
        }
        if (!game_.yourTurn()) return;
        const SlotGame* table = game_.remote()->session()->game();
        const View view = table->view();
        const Move move = randomLegalMove(view, seed_ + std::uint64_t(++moves));
        QStringList cards = cardCodes(view.toMove, move.cards);
        const bool played =
            game_.input()->play(move.kind == MoveKind::Stake ? -1 : move.column, cards);
        if (!played) qWarning("the person's move was refused");
    }
    Game& game_;
    std::uint64_t seed_;
};

// Keeps what `game` shows after every change.
void watch(Game& game, std::vector<Shown>& shown) {
    const auto keep = [&game, &shown] {
        const remote::Session* session = game.remote()->session();
        if (!game.remoteGame() || !session || !session->game()) return;
        const SlotGame& table = *session->game();
        Shown s;
        s.atReveal = game.stage() == Game::Reveal || game.stage() == Game::Summary ||
                     game.stage() == Game::GameOver;
        s.round = s.atReveal ? game.round() : table.round();
        s.moves = int(table.movesSeen(s.round, Eyes::of(table.me()), s.round).size());
        s.text = dump(game).join(QLatin1Char('\n'));
        shown.push_back(std::move(s));
    };
    QObject::connect(&game, &Game::changed, &game, keep);
    QObject::connect(&game, &Game::columnResolved, &game, keep);
}

// The cards of `other` the true game had made public once `moves` moves of round `round` were
// played (at the round's end: all its reveal turned up).
QSet<QString> publicCards(const GameRecord& record, int round, int moves, bool atReveal,
                          Seat other) {
    const RecordRound& r = record.rounds[std::size_t(round - 1)];
    GameState state = r.start;
    QSet<QString> shown;
    for (int m = 0; m < moves && m < int(r.moves.size()); ++m) {
        RoundReport report;
        const bool last = m + 1 == int(r.moves.size());
        if (last && atReveal) {
            const GameState before = state;
            play(state, r.moves[std::size_t(m)], &report);
            for (const ColumnReport& resolved : report.columns) {
                const Column& column = resolved.column;
                CardMask cards = column.wagers[other];
                if (column.owner() == other) cards |= CardMask{1} << indexOf(column.stake);
                const CardMask faceUp = column.faceUp && column.owner() == other
                                            ? CardMask{1} << indexOf(column.stake)
                                            : 0;
                shown +=
                    codesOf(other, resolved.revealed ? cards : faceUp | resolved.captured[other]);
            }
            Q_UNUSED(before)
        } else {
            play(state, r.moves[std::size_t(m)], &report);
        }
    }
    shown += codesOf(other, state.seats[other].jailed);
    for (const Column& column : state.row())
        if (column.owner() == other && column.faceUp)
            shown += codesOf(other, CardMask{1} << indexOf(column.stake));
    return shown;
}

// Every card of `other` named in what was shown was public then; returns the first that was not.
QString firstLeak(const std::vector<Shown>& shown, const GameRecord& record, Seat other) {
    const QSet<QString> all = codesOf(other, CardMask((std::uint64_t{1} << kSetSize) - 1));
    for (const Shown& s : shown) {
        const QSet<QString> hidden = all - publicCards(record, s.round, s.moves, s.atReveal, other);
        for (const QString& code : hidden) {
            if (namesCard(s.text, code))
                return QStringLiteral("%1 shown in round %2 after %3 moves%4")
                    .arg(code)
                    .arg(s.round)
                    .arg(s.moves)
                    .arg(s.atReveal ? QStringLiteral(" (at its end)") : QString());
        }
    }
    return {};
}

// A bot at the other end, as cozen-cli's remote commands play.
struct Bot {
    std::unique_ptr<remote::Session> session;
    std::unique_ptr<remote::ComputerPlayer> computer;

    static Bot joining(const QString& invite, std::uint64_t seed, int heartbeatMs = 5000) {
        remote::Session::Setup setup;
        setup.role = remote::Role::Guest;
        setup.heartbeatMs = heartbeatMs;
        QString problem;
        setup.invite = *remote::Invite::parse(invite, &problem);
        setup.me = {QStringLiteral("Ben"), QStringLiteral("easy")};
        Bot bot;
        bot.session = std::make_unique<remote::Session>(setup, remote::makeLink(setup, problem));
        bot.computer =
            std::make_unique<remote::ComputerPlayer>(bot.session.get(), Level::Easy, seed);
        return bot;
    }
    static Bot hosting(int seat, std::uint64_t seed) {
        remote::Session::Setup setup;
        setup.role = remote::Role::Host;
        setup.me = {QStringLiteral("Ben"), QStringLiteral("easy")};
        setup.hostSeat = seat;
        setup.target = 40;
        QString problem;
        remote::Link* link =
            remote::hostLink(setup, QString(), QStringLiteral("127.0.0.1:0"), problem);
        Bot bot;
        bot.session = std::make_unique<remote::Session>(setup, link);
        bot.computer =
            std::make_unique<remote::ComputerPlayer>(bot.session.get(), Level::Easy, seed);
        return bot;
    }
};

} // namespace

class TestRemoteGame : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(folder_.isValid()); }

    // A person hosts directly and a bot joins: a whole game, each end's record the same game.
    void hostAgainstABot_data() {
        QTest::addColumn<int>("seat");
        QTest::newRow("person red") << 0;
        QTest::newRow("person black") << 1;
    }
    void hostAgainstABot() {
        QFETCH(int, seat);
        const QString home = folder_.filePath(QStringLiteral("host%1/").arg(seat));
        TestGame host(home + QStringLiteral("save.json"));
        host.game.remote()->setFolder(home + QStringLiteral("remote"));
        std::vector<Shown> shown;
        watch(host.game, shown);
        Person person(host.game, 11 + std::uint64_t(seat));
        QVERIFY(host.game.remote()->host({}, QStringLiteral("127.0.0.1:0"), QStringLiteral("Ann"),
                                         seat, 40));
        QCOMPARE(host.game.remote()->status(), RemoteMatch::Waiting);
        const QString invite = host.game.remote()->invite();
        QVERIFY2(invite.startsWith(u"cozen+tcp://127.0.0.1:"), qPrintable(invite));
        QVERIFY(!host.game.remoteGame());
        Bot bot = Bot::joining(invite, 5);
        QTRY_VERIFY_WITH_TIMEOUT(host.game.remoteGame(), 20000);
        QCOMPARE(host.game.remote()->peerName(), QStringLiteral("Ben"));
        QCOMPARE(host.game.viewer(), seat);
        QCOMPARE(host.game.personCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(bot.session->stage() == remote::Session::Stage::Finished, 120000);
        QTRY_COMPARE_WITH_TIMEOUT(host.game.remote()->status(), RemoteMatch::Finished, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(host.game.stage(), Game::GameOver, 20000);
        QVERIFY(person.moves > 0);
        const GameRecord& truth = bot.session->record();
        QCOMPARE(formatRecord(host.game.remote()->session()->record()), formatRecord(truth));
        // The game over shows the true result.
        const Outcome outcome = host.game.outcome();
        QVERIFY(outcome.known);
        QCOMPARE(outcome.winner, truth.result.winner == kDraw ? -1 : truth.result.winner);
        QVERIFY(!shown.empty());
        const QString leak = firstLeak(shown, truth, Seat(1 - seat));
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
        // Its record is kept beside the save, the same bytes as the other end's.
        host.game.flushSave(); // (written on the Writer's thread)
        const QStringList records =
            QDir(home + QStringLiteral("records"))
                .entryList({QStringLiteral("*_remote-*.json")}, QDir::Files);
        QCOMPARE(records.size(), 1);
        QFile kept(home + QStringLiteral("records/") + records.first());
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll().toStdString(), formatRecord(truth));
    }

    // Through a relay: a person hosts through a real mosquitto on 127.0.0.1 and a bot joins by the
    // invite; the broker stops under the game and comes back, and the game goes on to its end.
    void throughARelay() {
        TestBroker broker;
        COZEN_START_BROKER(broker);
        const QString home = folder_.filePath(QStringLiteral("relay/"));
        TestGame host(home + QStringLiteral("save.json"));
        std::vector<Shown> shown;
        watch(host.game, shown);
        Person person(host.game, 41);
        QVERIFY(
            host.game.remote()->host(broker.url().toString(), {}, QStringLiteral("Ann"), 0, 40));
        const QString invite = host.game.remote()->invite();
        QVERIFY2(invite.startsWith(QStringLiteral("cozen+mqtt://127.0.0.1:%1/").arg(broker.port())),
                 qPrintable(invite));
        Bot bot = Bot::joining(invite, 43);
        QTRY_VERIFY_WITH_TIMEOUT(host.game.remoteGame(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(person.moves >= 2, 30000);
        broker.stop();
        QTRY_VERIFY_WITH_TIMEOUT(!host.game.remote()->connected(), 10000);
        QVERIFY(broker.start());
        QTRY_VERIFY_WITH_TIMEOUT(bot.session->stage() == remote::Session::Stage::Finished, 120000);
        QTRY_COMPARE_WITH_TIMEOUT(host.game.stage(), Game::GameOver, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(host.game.remote()->status(), RemoteMatch::Finished, 20000);
        const GameRecord& truth = bot.session->record();
        QCOMPARE(formatRecord(host.game.remote()->session()->record()), formatRecord(truth));
        const QString leak = firstLeak(shown, truth, Seat(1));
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
    }

    // A name from the other end that is not one (here, one of control characters) stops the game
    // there, saying so: it would be shown, kept in the records and counted.
    void aNameThatIsNotOneStopsTheGame() {
        TestGame host;
        QVERIFY(host.game.remote()->host({}, QStringLiteral("127.0.0.1:0"), QStringLiteral("Ann"),
                                         0, 40));
        remote::Session::Setup setup;
        setup.role = remote::Role::Guest;
        QString problem;
        setup.invite = *remote::Invite::parse(host.game.remote()->invite(), &problem);
        setup.me = {QStringLiteral("B\u202Een"), {}};
        remote::Session guest(setup, remote::makeLink(setup, problem));
        QTRY_COMPARE_WITH_TIMEOUT(host.game.remote()->status(), RemoteMatch::Stopped, 20000);
        QVERIFY(!host.game.remoteGame());
        QVERIFY2(host.game.remote()->detail().contains(u"name is not one"),
                 qPrintable(host.game.remote()->detail()));
        QTRY_COMPARE_WITH_TIMEOUT(guest.stage(), remote::Session::Stage::Stopped, 20000);
    }

    // The other end goes quiet (a bot whose heartbeat is an hour, waiting for Ann's move): once it
    // has been away for the claim's wait, Ann may claim the game, which ends it as won on both
    // ends and counts it; before, she may not.
    void claimAGameTheOtherLeft() {
        const QString home = folder_.filePath(QStringLiteral("claim/"));
        TestGame host(home + QStringLiteral("save.json"));
        Statistics statistics;
        statistics.setPath(home + QStringLiteral("statistics.json"));
        statistics.setGame(&host.game);
        host.game.remote()->setTimings(100, 1500);
        QVERIFY(host.game.remote()->host({}, QStringLiteral("127.0.0.1:0"), QStringLiteral("Ann"),
                                         0, 40));
        Bot bot = Bot::joining(host.game.remote()->invite(), 3, 3600 * 1000);
        QTRY_VERIFY_WITH_TIMEOUT(host.game.remoteGame() && host.game.yourTurn(), 20000);
        QVERIFY(!host.game.remote()->claim()); // (it has just been heard from)
        QTRY_VERIFY_WITH_TIMEOUT(!host.game.remote()->peerPresent(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(host.game.remote()->canClaim(), 10000);
        QVERIFY(host.game.remote()->claim());
        QCOMPARE(host.game.remote()->status(), RemoteMatch::Claimed);
        QVERIFY(host.game.remote()->claimedByMe());
        QVERIFY(!host.game.yourTurn());
        QTRY_COMPARE_WITH_TIMEOUT(bot.session->stage(), remote::Session::Stage::Stopped, 10000);
        QCOMPARE(bot.session->claimedBy(), 0);
        const QVariantList records = statistics.records();
        QCOMPARE(records.size(), 1);
        const QVariantMap row = records.first().toMap();
        QCOMPARE(row.value("mode").toInt(), int(StatisticsMode::Remote));
        QCOMPARE(row.value("wins").toDouble(), 1.0);
    }

    // Ann gives the game up on her move: it is over at once, lost, and counted so; the table
    // calls her "you" and offers no hint against a person elsewhere.
    void resign() {
        const QString home = folder_.filePath(QStringLiteral("resign/"));
        TestGame host(home + QStringLiteral("save.json"));
        Statistics statistics;
        statistics.setPath(home + QStringLiteral("statistics.json"));
        statistics.setGame(&host.game);
        QVERIFY(host.game.remote()->host({}, QStringLiteral("127.0.0.1:0"), QStringLiteral("Ann"),
                                         1, 40));
        Bot bot = Bot::joining(host.game.remote()->invite(), 5);
        QTRY_VERIFY_WITH_TIMEOUT(host.game.remoteGame() && host.game.yourTurn(), 20000);
        QCOMPARE(host.game.seats()->at(1)->property("name").toString(), QString()); // "you"
        QCOMPARE(host.game.seats()->at(0)->property("name").toString(), QStringLiteral("Ben"));
        host.game.askHint();
        QVERIFY(!host.game.hintPending());
        QVERIFY(host.game.remote()->resign());
        QTRY_COMPARE_WITH_TIMEOUT(host.game.remote()->status(), RemoteMatch::Finished, 20000);
        QCOMPARE(host.game.stage(), Game::GameOver);
        QVERIFY(host.game.outcome().known);
        QCOMPARE(host.game.outcome().winner, 0); // Ben's Red
        QTRY_VERIFY_WITH_TIMEOUT(bot.session->stage() == remote::Session::Stage::Finished, 20000);
        QCOMPARE(bot.session->resignedSeat(), 1);
        const QVariantList records = statistics.records();
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().toMap().value("losses").toDouble(), 1.0);
    }

    // A person joins a bot's game by its invite; the statistics count it under the bot's name, in
    // a mode of its own.
    void joinABot() {
        TestGame guest(folder_.filePath(QStringLiteral("guest/save.json")));
        guest.game.remote()->setFolder(folder_.filePath(QStringLiteral("guest/remote")));
        Statistics statistics;
        statistics.setPath(folder_.filePath(QStringLiteral("guest/statistics.json")));
        statistics.setGame(&guest.game);
        std::vector<Shown> shown;
        watch(guest.game, shown);
        Person person(guest.game, 23);
        Bot bot = Bot::hosting(1, 9);
        QVERIFY(guest.game.remote()->join(bot.session->invite().text(), QStringLiteral("Ann")));
        QTRY_VERIFY_WITH_TIMEOUT(guest.game.remoteGame(), 20000);
        QCOMPARE(guest.game.viewer(), 0); // the host plays black
        QTRY_VERIFY_WITH_TIMEOUT(bot.session->stage() == remote::Session::Stage::Finished, 120000);
        QTRY_COMPARE_WITH_TIMEOUT(guest.game.stage(), Game::GameOver, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(guest.game.remote()->status(), RemoteMatch::Finished, 20000);
        const GameRecord& truth = bot.session->record();
        const QString leak = firstLeak(shown, truth, Seat(1));
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
        const QVariantList records = statistics.records();
        QCOMPARE(records.size(), 1);
        const QVariantMap row = records.first().toMap();
        QCOMPARE(row.value("mode").toInt(), int(StatisticsMode::Remote));
        QCOMPARE(row.value("name").toString(), QStringLiteral("Ben"));
        QCOMPARE(row.value("games").toDouble(), 1.0);
        QCOMPARE(row.value("wins").toDouble(), truth.result.winner == 0 ? 1.0 : 0.0);
        // Read back as it was written.
        Statistics again;
        again.setPath(folder_.filePath(QStringLiteral("guest/statistics.json")));
        again.load();
        QCOMPARE(again.records(), records);
    }

    // Two windows play each other, each person through their own table.
    void twoTables() {
        TestGame host(folder_.filePath(QStringLiteral("a/save.json")));
        TestGame guest(folder_.filePath(QStringLiteral("b/save.json")));
        std::vector<Shown> hostShown, guestShown;
        watch(host.game, hostShown);
        watch(guest.game, guestShown);
        Person ann(host.game, 31), ben(guest.game, 37);
        QVERIFY(host.game.remote()->host({}, QStringLiteral("127.0.0.1:0"), QStringLiteral("Ann"),
                                         0, 30));
        QVERIFY(guest.game.remote()->join(host.game.remote()->invite(), QStringLiteral("Ben")));
        QTRY_VERIFY_WITH_TIMEOUT(host.game.remoteGame() && guest.game.remoteGame(), 20000);
        QCOMPARE(guest.game.viewer(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(
            host.game.stage() == Game::GameOver && guest.game.stage() == Game::GameOver, 180000);
        QTRY_COMPARE_WITH_TIMEOUT(guest.game.remote()->status(), RemoteMatch::Finished, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(host.game.remote()->status(), RemoteMatch::Finished, 20000);
        const GameRecord& truth = host.game.remote()->session()->record();
        QCOMPARE(formatRecord(guest.game.remote()->session()->record()), formatRecord(truth));
        QVERIFY(ann.moves > 0 && ben.moves > 0);
        QString leak = firstLeak(hostShown, truth, Seat(1));
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
        leak = firstLeak(guestShown, truth, Seat(0));
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
    }

    // The check can fail: a screen that named a card of the other seat's hand is caught.
    void aLeakIsFound() {
        Bot host = Bot::hosting(0, 3);
        Bot guest = Bot::joining(host.session->invite().text(), 4);
        QTRY_VERIFY_WITH_TIMEOUT(host.session->stage() == remote::Session::Stage::Finished, 120000);
        const GameRecord& truth = host.session->record();
        const CardMask hand = truth.rounds.front().start.seats[1].hand;
        Shown planted{1, 0, false, QStringLiteral("hand=") + cardCodes(1, hand).first()};
        QVERIFY(!firstLeak({planted}, truth, Seat(1)).isEmpty());
        Shown fair{1, 0, false, QStringLiteral("hand=") + cardCodes(0, hand).first()};
        QVERIFY(firstLeak({fair}, truth, Seat(1)).isEmpty());
    }

    // Leaving a game nobody came to drops it; the table takes up the game before it.
    void leaveBeforeAnyoneCame() {
        TestGame table(folder_.filePath(QStringLiteral("c/save.json")));
        table.game.remote()->setFolder(folder_.filePath(QStringLiteral("c/remote")));
        table.game.newGame(againstTheComputer(Level::Easy), 0, 70, 42);
        table.game.flushSave();
        QVERIFY(table.game.remote()->host({}, QStringLiteral("127.0.0.1:0"), QStringLiteral("Ann"),
                                          0, 70));
        QCOMPARE(QDir(folder_.filePath(QStringLiteral("c/remote"))).entryList(QDir::Files).size(),
                 0);
        QVERIFY(table.game.leaveRemote());
        QVERIFY(!table.game.remoteGame());
        QVERIFY(table.game.inProgress());
        QCOMPARE(table.game.remote()->status(), RemoteMatch::None);
        QVERIFY(table.game.remote()->savedGames().isEmpty());
    }

    // What cannot be hosted or joined says so, as a code.
    void refusals() {
        TestGame table;
        QVERIFY(!table.game.remote()->join(QStringLiteral("cozen+tcp://127.0.0.1:1/ABCD"),
                                           QStringLiteral("Ann")));
        QCOMPARE(table.game.remote()->problem(), RemoteMatch::BadInvite);
        QVERIFY(!table.game.remote()->host(QStringLiteral("http://example.org"), {},
                                           QStringLiteral("Ann"), 0, 70));
        QCOMPARE(table.game.remote()->problem(), RemoteMatch::BadAddress);
        QCOMPARE(table.game.remote()->status(), RemoteMatch::None);
    }

private:
    QTemporaryDir folder_;
};

QTEST_MAIN(TestRemoteGame)
#include "tst_remotegame.moc"
