// Game records (record.h): a game written as a record loads back as the same game and replays to
// the same result; a record that does not add up is refused with a message naming the round, the
// move and the card.

#include "cozen/error.h"
#include "cozen/match.h"
#include "cozen/position.h"
#include "cozen/record.h"
#include "cozen/rules.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <functional>

using namespace cozen;
using Json = nlohmann::ordered_json;

namespace {

struct PlayedGame {
    Json record;    // written here by hand, not by recordToJson
    GameState last; // where the game stopped
    std::vector<RoundReport> reports;
};

// Plays a game of random moves and writes its record directly from the states, the way the format
// is documented: each round's start as a position, each move as text, then the result.
PlayedGame playRandomGame(int seats, std::uint64_t seed, int roundCap = 100) {
    Rng rng(seed);
    GameState state = newGame({seats, 0, Seat(seed % std::uint64_t(seats))});
    PlayedGame game;
    Json rounds = Json::array();
    Json players = Json::array();
    for (int s = 0; s < seats; ++s)
        players.push_back(s == 0 ? Json{{"name", "Ann"}} : Json{{"computer", "random"}});
    while (state.phase != Phase::GameOver && state.round < roundCap) {
        dealRound(state, rng);
        Json round = {{"start", positionToJson(state)}, {"moves", Json::array()}};
        while (state.phase == Phase::Playing) {
            const Move move = randomMove(state, rng);
            round["moves"].push_back(moveText(move, colourOfSeat(state.toMove)));
            RoundReport report;
            play(state, move, &report);
            if (state.phase != Phase::Playing) game.reports.push_back(report);
        }
        rounds.push_back(round);
    }
    Json winner = nullptr;
    if (state.phase == Phase::GameOver)
        winner = state.winner == kDraw ? "draw" : state.winner == 0 ? "red" : "black";
    game.record = {{"cozenRecord", 1},
                   {"mode", seats == 4 ? "2v2" : "1v1"},
                   {"target", state.target},
                   {"seed", seed},
                   {"players", players},
                   {"rounds", rounds},
                   {"result",
                    {{"winner", winner},
                     {"vp", {{"red", state.jailVp(0)}, {"black", state.jailVp(1)}}},
                     {"rounds", state.round}}}};
    game.last = state;
    return game;
}

// The first random game (from seed 1 on) for which `wanted` holds.
PlayedGame findGame(int seats, const std::function<bool(const PlayedGame&)>& wanted) {
    for (std::uint64_t seed = 1; seed < 2000; ++seed) {
        PlayedGame game = playRandomGame(seats, seed);
        if (wanted(game)) return game;
    }
    qFatal("no game found for the test");
}

QString loadError(const Json& record) {
    try {
        parseRecord(record.dump());
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

// Moves a card from a seat's place in a 1v1 position to the bottom of its owner's deck.
void toDeckBottom(Json& position, const std::string& colour, const std::string& card) {
    position[colour]["deck"].push_back(card);
}

void eraseCard(Json& list, const std::string& card) {
    for (auto it = list.begin(); it != list.end(); ++it)
        if (*it == card) {
            list.erase(it);
            return;
        }
    qFatal("card %s not in the list", card.c_str());
}

} // namespace

class TestRecord : public QObject {
    Q_OBJECT

private slots:
    void aRecordWrittenByHandLoadsAndReplaysToItsResult_data() {
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("seed");
        for (int seed : {1, 2, 3, 11})
            QTest::newRow(qPrintable(QString("1v1 seed %1").arg(seed))) << 2 << seed;
        for (int seed : {1, 5})
            QTest::newRow(qPrintable(QString("2v2 seed %1").arg(seed))) << 4 << seed;
    }

    void aRecordWrittenByHandLoadsAndReplaysToItsResult() {
        QFETCH(int, seats);
        QFETCH(int, seed);
        const PlayedGame game = playRandomGame(seats, std::uint64_t(seed));
        const GameRecord record = parseRecord(game.record.dump(2));
        QCOMPARE(record.seats, seats);
        QCOMPARE(record.players.size(), std::size_t(seats));
        QCOMPARE(record.players[0].name, std::string("Ann"));
        QVERIFY(record.players[1].computer == Level::Random);
        QCOMPARE(record.rounds.size(), game.record["rounds"].size());

        const RecordReplay replay(record);
        std::size_t moves = 0;
        for (const Json& round : game.record["rounds"])
            moves += round["moves"].size();
        QCOMPARE(std::size_t(replay.stepCount()), moves + record.rounds.size());
        // The last step is where the game stopped, card for card, and its result.
        QVERIFY(replay.step(replay.stepCount() - 1).state == game.last);
        QCOMPARE(replay.result().rounds, int(game.last.round));
        QCOMPARE(replay.result().vp[0], game.last.jailVp(0));
        QCOMPARE(replay.result().vp[1], game.last.jailVp(1));
        QCOMPARE(replay.result().winner,
                 game.last.phase == Phase::GameOver ? int(game.last.winner) : kNobody);
        // Each round's end as the game reported it.
        for (std::size_t r = 0; r < game.reports.size(); ++r) {
            const RoundReport* report = replay.report(int(r));
            QVERIFY(report);
            QCOMPARE(report->vp, game.reports[r].vp);
            QCOMPARE(report->columns.size(), game.reports[r].columns.size());
            QCOMPARE(report->stakesStay, game.reports[r].stakesStay);
        }
        // Steps go move by move: a deal, then each move in turn.
        QVERIFY(!replay.step(0).moved);
        QVERIFY(replay.step(0).state == record.rounds[0].start);
        QCOMPARE(moveText(*replay.step(1).moved, colourOfSeat(replay.step(1).mover)),
                 game.record["rounds"][0]["moves"][0].get<std::string>());
        QCOMPARE(replay.firstStepOf(1), int(record.rounds[0].moves.size()) + 1);

        // Written back, it is the same record.
        const std::string written = formatRecord(record);
        QCOMPARE(parseRecord(written).rounds.size(), record.rounds.size());
        QCOMPARE(formatRecord(parseRecord(written)), written);
        QVERIFY(recordToJson(record)["rounds"] == game.record["rounds"]);
        QVERIFY(recordToJson(record)["result"] == game.record["result"]);
    }

    // An unfinished game (stopped after a few rounds, or in the middle of one) is a record too.
    void anUnfinishedGameIsARecordWithoutAWinner() {
        PlayedGame game = findGame(2, [](const PlayedGame& g) { return g.last.round >= 4; });
        game = playRandomGame(2, game.record["seed"].get<std::uint64_t>(), 3);
        QVERIFY(game.record["result"]["winner"].is_null());
        QVERIFY(loadError(game.record).isEmpty());
        // Its last round cut short.
        Json& last = game.record["rounds"].back()["moves"];
        last.erase(last.end() - 1);
        // Its jails are still those it was dealt with.
        const GameState start = positionFromJson(game.record["rounds"].back()["start"]);
        game.record["result"]["vp"] = {{"red", start.jailVp(0)}, {"black", start.jailVp(1)}};
        const RecordReplay replay(parseRecord(Json(game.record).dump()));
        QCOMPARE(replay.step(replay.stepCount() - 1).state.phase, Phase::Playing);
    }

    // A match keeps the game it played: the record replays to the outcome the match counted.
    void aMatchGameIsRecordedAsPlayed_data() {
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("index");
        QTest::newRow("1v1, A red") << 2 << 0;
        QTest::newRow("1v1, A black") << 2 << 1;
        QTest::newRow("2v2, A red") << 4 << 2;
        QTest::newRow("2v2, A black") << 4 << 3;
    }

    void aMatchGameIsRecordedAsPlayed() {
        QFETCH(int, seats);
        QFETCH(int, index);
        GameRecord record;
        const GameOutcome outcome =
            playMatchGame(Level::Greedy, Level::Random, 42, index, seats, &record);
        // Recording changes nothing in the game.
        const GameOutcome plain = playMatchGame(Level::Greedy, Level::Random, 42, index, seats);
        QCOMPARE(outcome.scoreA, plain.scoreA);
        QCOMPARE(outcome.moves, plain.moves);

        const RecordReplay replay(parseRecord(formatRecord(record)));
        QVERIFY(replay.record().match);
        QCOMPARE(replay.record().match->game, index + 1);
        QCOMPARE(replay.record().match->aTeam, index % 2);
        QVERIFY(replay.record().players[std::size_t(index % 2)].computer == Level::Greedy);
        QCOMPARE(replay.result().rounds, outcome.rounds);
        const int winner = replay.result().winner;
        const double scoreA = winner == kNobody || winner == kDraw ? 0.5
                              : winner == index % 2                ? 1.0
                                                                   : 0.0;
        QCOMPARE(scoreA, outcome.scoreA);
        QCOMPARE(replay.stepCount(), outcome.moves + int(record.rounds.size()));
    }

    // Each way a record can be wrong, refused with its message.
    void aDamagedRecordIsRefusedWithItsMessage() {
        const PlayedGame base =
            findGame(2, [](const PlayedGame& g) { return g.record["rounds"].size() >= 3; });
        const Json& round0 = base.record["rounds"][0];
        QVERIFY(loadError(base.record).isEmpty());

        // A move naming a card the mover holds not: black's second move wagers a card of its deck.
        {
            Json record = base.record;
            const GameState start = positionFromJson(round0["start"]);
            GameState state = start;
            play(state, parseMove(round0["moves"][0].get<std::string>(), state));
            QCOMPARE(int(state.toMove), 1 - int(start.toMove));
            const Seat mover = state.toMove;
            const std::string card = cardText(
                colourOfSeat(mover), state.seats[mover].deck[state.seats[mover].deckSize - 1]);
            record["rounds"][0]["moves"][1] = "wager 1 " + card;
            QCOMPARE(
                loadError(record),
                QString("rounds[0].moves[1]: \"wager 1 %1\" is not legal: %1 is not in %2's hand")
                    .arg(QString::fromStdString(card),
                         mover == 0 ? QString("red") : QString("black")));
        }
        // A card that does not exist.
        {
            Json record = base.record;
            record["rounds"][1]["moves"][2] = "stake 7X";
            QCOMPARE(loadError(record),
                     QString("rounds[1].moves[2]: move \"stake 7X\": unknown card \"7X\""));
        }
        // A column that does not exist.
        {
            Json record = base.record;
            const GameState start = positionFromJson(round0["start"]);
            const std::string card =
                cardText(makeCard(start.toMove, std::countr_zero(start.seats[start.toMove].hand)));
            record["rounds"][0]["moves"][0] = "wager 9 " + card;
            QCOMPARE(
                loadError(record),
                QString("rounds[0].moves[0]: \"wager 9 %1\" is not legal: there is no column 9 "
                        "(the row has 2)")
                    .arg(QString::fromStdString(card)));
        }
        // A move after the round ended.
        {
            Json record = base.record;
            const std::size_t count = round0["moves"].size();
            record["rounds"][0]["moves"].push_back("stake 2H");
            QCOMPARE(loadError(record), QString("rounds[0].moves[%1]: \"stake 2H\" comes after the "
                                                "round ended")
                                            .arg(count));
        }
        // A round that stops before its end, with another round after it.
        {
            Json record = base.record;
            record["rounds"][0]["moves"].erase(record["rounds"][0]["moves"].end() - 1);
            QCOMPARE(
                loadError(record),
                QString("rounds[0].moves: the round is not over after its %1 moves, yet another "
                        "round follows")
                    .arg(round0["moves"].size() - 1));
        }
        // A round numbered wrong.
        {
            Json record = base.record;
            record["rounds"][1]["start"]["round"] = 5;
            QCOMPARE(loadError(record),
                     QString("rounds[1].start: round 5, but the round after round 1 is 2"));
        }
        // The wrong starter (R4: it passes on every round).
        {
            Json record = base.record;
            Json& start = record["rounds"][1]["start"];
            const std::string starter = start["starter"];
            start["starter"] = starter == "red" ? "black" : "red";
            QCOMPARE(loadError(record).left(44),
                     QString("rounds[1].start: %1 starts round 2, but after")
                         .arg(QString::fromStdString(start["starter"].get<std::string>()))
                         .left(44));
            QVERIFY(loadError(record).endsWith("(R4)"));
        }
        // The result stated wrong: another winner, other VP, another round count.
        {
            Json record = base.record;
            const std::string winner = record["result"]["winner"].is_null()
                                           ? std::string("unfinished")
                                           : record["result"]["winner"].get<std::string>();
            record["result"]["winner"] = winner == "red" ? "black" : "red";
            QVERIFY2(
                loadError(record).startsWith(
                    QString("result.winner: %1, but the moves end %2, ")
                        .arg(winner == "red" ? "black" : "red", QString::fromStdString(winner))),
                qPrintable(loadError(record)));
        }
        {
            Json record = base.record;
            record["result"]["vp"]["red"] = record["result"]["vp"]["red"].get<int>() + 1;
            QVERIFY(loadError(record).startsWith("result.vp: red "));
            record = base.record;
            record["result"]["rounds"] = 99;
            QVERIFY(loadError(record).startsWith("result.rounds: 99, but the moves end"));
        }
        // A round after the game was over.
        {
            Json record = base.record;
            if (!base.record["result"]["winner"].is_null()) {
                record["rounds"].push_back(record["rounds"].back());
                QVERIFY(loadError(record).startsWith(
                    QString("rounds[%1]: the game was over after round ")
                        .arg(record["rounds"].size() - 1)));
            }
        }
        // A start that is not a valid position names the round too.
        {
            Json record = base.record;
            record["rounds"][2]["start"]["red"]["hand"][0] = "3S";
            QVERIFY2(loadError(record).startsWith("rounds[2].start: red.hand[0]: "),
                     qPrintable(loadError(record)));
        }
        // Players: a level that does not exist, and too few players.
        {
            Json record = base.record;
            record["players"][1] = {{"computer", "godlike"}};
            QCOMPARE(loadError(record), QString("players[1].computer: unknown level \"godlike\" "
                                                "(expected random, greedy, easy, medium, hard, "
                                                "expert or adaptive)"));
            record["players"].erase(1);
            QCOMPARE(loadError(record), QString("players: 1 players, but a 1v1 game has 2"));
        }
        // Not a record at all.
        QCOMPARE(loadError(round0["start"]),
                 QString("this is a position, not a game record (no \"cozenRecord\")"));
        QCOMPARE(loadError(Json::array()), QString("a game record is a JSON object, got a list"));
        {
            Json record = base.record;
            record["cozenRecord"] = 2;
            QCOMPARE(loadError(record), QString("cozenRecord: format version 2 is not supported "
                                                "(this version reads 1)"));
            record = base.record;
            record["rounds"] = Json::array();
            QCOMPARE(loadError(record), QString("rounds: a record holds at least the first round"));
        }
        // Larger than a record may be.
        {
            std::string huge = base.record.dump();
            huge.insert(huge.size() - 1, std::string(kMaxRecordBytes, ' '));
            try {
                parseRecord(huge);
                QFAIL("a huge record loaded");
            } catch (const Error& e) {
                QVERIFY(QString(e.what()).startsWith("the record is "));
            }
        }
    }

    // The jails and the stakes that stayed (R9) carry from one round to the next.
    void aRoundMustStartWhereTheLastOneEnded() {
        // A round with a capture: a jailed card taken out of the next round's jail is missed.
        {
            const PlayedGame game = findGame(2, [](const PlayedGame& g) {
                return g.record["rounds"].size() >= 2 && !g.reports[0].stakesStay &&
                       !g.record["rounds"][1]["start"]["red"]["jail"].empty();
            });
            Json record = game.record;
            Json& start = record["rounds"][1]["start"];
            const std::string card = start["red"]["jail"][0];
            eraseCard(start["red"]["jail"], card);
            toDeckBottom(start, "black", card);
            QCOMPARE(loadError(record),
                     QString("rounds[1].start: %1 was in red's jail (black's cards) at the end of "
                             "round 1, but is not here")
                         .arg(QString::fromStdString(card)));
        }
        // A round without a capture: its face-up stakes stay on the row; one missing is found.
        {
            const PlayedGame game = findGame(2, [](const PlayedGame& g) {
                return g.record["rounds"].size() >= 2 && g.reports[0].stakesStay;
            });
            Json record = game.record;
            Json& start = record["rounds"][1]["start"];
            const Json stayed = start["stakes"][0];
            QVERIFY(stayed["faceUp"].get<bool>());
            QVERIFY(stayed == game.record["rounds"][0]["start"]["stakes"][0]);
            const std::string card = stayed["card"];
            start["stakes"].erase(0);
            toDeckBottom(start, card.back() == 'H' || card.back() == 'D' ? "red" : "black", card);
            QCOMPARE(loadError(record),
                     QString("rounds[1].start: stakes[0] should be the %1 that stayed on the row "
                             "from round 1 (no capture, R9)")
                         .arg(QString::fromStdString(card)));
        }
    }

    void a2v2RecordChecksItsSeats() {
        const PlayedGame game =
            findGame(4, [](const PlayedGame& g) { return g.record["rounds"].size() >= 2; });
        QVERIFY(loadError(game.record).isEmpty());
        Json record = game.record;
        record["mode"] = "1v1";
        QCOMPARE(loadError(record), QString("players: 4 players, but a 1v1 game has 2"));
        record["players"].erase(3);
        record["players"].erase(2);
        QCOMPARE(loadError(record), QString("rounds[0].start: a 2v2 position in a 1v1 record"));
        // A move by a seat named wrong in 2v2 (a red card for a black seat to move).
        record = game.record;
        const GameState start = positionFromJson(record["rounds"][0]["start"]);
        const bool redToMove = teamOfSeat(start.toMove) == 0;
        record["rounds"][0]["moves"][0] = redToMove ? "stake 5S" : "stake 5H";
        QVERIFY2(loadError(record).startsWith("rounds[0].moves[0]: move \"stake 5"),
                 qPrintable(loadError(record)));
    }
};

QTEST_GUILESS_MAIN(TestRecord)
#include "tst_record.moc"
