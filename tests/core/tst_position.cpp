// The position format (docs/position-format.md): valid files load and save back unchanged; invalid
// ones are refused with a message that names the field and the card.

#include "cozen/error.h"
#include "cozen/position.h"
#include "cozen/rules.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTest>

using namespace cozen;
using Json = nlohmann::ordered_json;

namespace {

std::string readFixture(const QString& name) {
    QFile file(QFINDTESTDATA("data/" + name));
    if (!file.open(QIODevice::ReadOnly)) qFatal("missing test data %s", qPrintable(name));
    return file.readAll().toStdString();
}

// The message of the Error that loading `text` throws, or "" when it loads.
QString loadError(const std::string& text) {
    try {
        parsePosition(text);
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestPosition : public QObject {
    Q_OBJECT

private slots:
    void validFilesLoadAndSaveUnchanged_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("1v1") << "position-1v1.json";
        QTest::newRow("2v2") << "position-2v2.json";
    }

    void validFilesLoadAndSaveUnchanged() {
        QFETCH(QString, file);
        const std::string text = readFixture(file);
        const GameState state = parsePosition(text);
        QCOMPARE(formatPosition(state), text);
        QVERIFY(parsePosition(formatPosition(state)) == state);
    }

    // A game can be won in its first round (a marked king is 70 VP): its position, with full
    // jails in round 1, is a finished game and must load (the game window saves it).
    void aGameWonInTheFirstRoundRoundTrips() {
        int found = 0;
        for (std::uint64_t seed = 0; seed < 400 && found < 5; ++seed) {
            GameState state = newGame({2, 70, 0});
            Rng rng(seed);
            dealRound(state, rng);
            while (state.phase == Phase::Playing)
                play(state, randomMove(state, rng));
            if (state.phase != Phase::GameOver || state.round != 1) continue;
            ++found;
            QVERIFY(state.seats[0].jailed || state.seats[1].jailed);
            QVERIFY(parsePosition(formatPosition(state)) == state);
        }
        QVERIFY(found > 0);
    }

    void the1v1FileMeansWhatItSays() {
        const GameState state = parsePosition(readFixture("position-1v1.json"));
        QCOMPARE(int(state.seatCount), 2);
        QCOMPARE(state.round, 3);
        QCOMPARE(int(state.starter), 1);
        QCOMPARE(int(state.toMove), 0);
        QCOMPARE(int(state.finalTurnsLeft), 0);
        QCOMPARE(state.phase, Phase::Playing);
        QCOMPARE(int(state.seats[0].deckSize), 18);
        QCOMPARE(cardText(makeCard(0, state.seats[0].deck[17])), std::string("AH")); // the top card
        QCOMPARE(state.jailVp(0), 4); // Red holds the 4S
        QCOMPARE(state.jailVp(1), 9); // Black holds the 9D
        QCOMPARE(int(state.columnCount), 3);
        QCOMPARE(cardText(state.columns[2].stake), std::string("7C"));
        QVERIFY(!state.columns[2].faceUp);
        QCOMPARE(std::popcount(state.columns[0].wagers[1]), 2);
        QCOMPARE(legalMoveCount(state), 4 + 15 * 3);
    }

    void the2v2FileMeansWhatItSays() {
        const GameState state = parsePosition(readFixture("position-2v2.json"));
        QCOMPARE(int(state.seatCount), 4);
        QCOMPARE(state.target, 100);
        QCOMPARE(int(state.toMove), 3);
        QCOMPARE(state.columns[0].owner(), 2); // red2's 6H, beside red1's own 6H wagered on it
        QCOMPARE(std::popcount(state.columns[0].wagers[0]), 2);
        QCOMPARE(state.jailVp(1), 10 + 10 + 3);
    }

    void unknownTopLevelKeysAreLeftForTheSaveFile() {
        Json json = Json::parse(readFixture("position-1v1.json"));
        json["history"] = Json::array({"stake 7H"});
        QVERIFY(positionFromJson(json) == parsePosition(readFixture("position-1v1.json")));
    }

    void invalidPositionsAreRefused_data() {
        // Each row patches the valid 1v1 file (RFC 6902 JSON Patch) and names the expected message.
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("message");
        QTest::newRow("wrong version")
            << R"([{"op":"replace","path":"/cozen","value":2}])"
            << "cozen: format version 2 is not supported (this build reads version 1)";
        QTest::newRow("missing round") << R"([{"op":"remove","path":"/round"}])"
                                       << "missing field \"round\"";
        QTest::newRow("round as text") << R"([{"op":"replace","path":"/round","value":"3"}])"
                                       << "round: expected a whole number, got the text \"3\"";
        QTest::newRow("target zero") << R"([{"op":"replace","path":"/target","value":0}])"
                                     << "target: 0 is out of range (1 to 1000)";
        QTest::newRow("unknown mode") << R"([{"op":"add","path":"/mode","value":"3v3"}])"
                                      << "mode: expected \"1v1\" or \"2v2\", got the text \"3v3\"";
        QTest::newRow("unknown seat")
            << R"([{"op":"replace","path":"/toMove","value":"green"}])"
            << "toMove: the text \"green\" is not a seat (expected red or black)";
        QTest::newRow("finalTurn not a bool")
            << R"([{"op":"replace","path":"/finalTurn","value":"no"}])"
            << "finalTurn: expected true or false, got the text \"no\"";
        QTest::newRow("missing seat") << R"([{"op":"remove","path":"/black"}])"
                                      << "missing field \"black\"";
        QTest::newRow("deck not a list")
            << R"([{"op":"replace","path":"/red/deck","value":"AH"}])"
            << "red.deck: expected a list of cards, got the text \"AH\"";
        QTest::newRow("unknown card") << R"([{"op":"replace","path":"/red/hand/0","value":"1H"}])"
                                      << "red.hand[0]: unknown card \"1H\" (cards are written rank "
                                         "then suit, as in \"10D\" or \"KH\")";
        QTest::newRow("card not text")
            << R"([{"op":"replace","path":"/red/hand/0","value":7}])"
            << "red.hand[0]: expected a card such as \"7H\", got the number 7";
        QTest::newRow("black card in red hand")
            << R"([{"op":"replace","path":"/red/hand/0","value":"3S"}])"
            << "red.hand[0]: 3S is a black card, but red's hand holds only red cards";
        QTest::newRow("red card in red jail")
            << R"([{"op":"replace","path":"/red/jail/0","value":"4H"}])"
            << "red.jail[0]: 4H is a red card, but red's jail holds only black cards";
        QTest::newRow("black card on red side")
            << R"([{"op":"replace","path":"/stakes/0/red/0","value":"KS"}])"
            << "stakes[0].red[0]: KS is a black card, but red's side holds only red cards";
        QTest::newRow("card twice") << R"([{"op":"replace","path":"/red/hand/0","value":"5D"}])"
                                    << "red.hand[1]: 5D is listed twice, here and at red.hand[0]";
        QTest::newRow("stake also in a deck")
            << R"([{"op":"replace","path":"/stakes/2/card","value":"AC"}])"
            << "stakes[2].card: AC is listed twice, here and at black.deck[9]";
        QTest::newRow("missing card")
            << R"([{"op":"remove","path":"/red/deck/0"}])"
            << "missing cards: AH (every card must be in a deck, a hand, the stakes row or a jail)";
        QTest::newRow("six cards in hand")
            << R"([{"op":"remove","path":"/red/deck/0"},{"op":"remove","path":"/red/deck/0"},
                   {"op":"add","path":"/red/hand/-","value":"AH"},{"op":"add","path":"/red/hand/-","value":"4H"}])"
            << "red.hand: 6 cards, but a hand holds at most 5";
        QTest::newRow("face up after face down")
            << R"([{"op":"replace","path":"/stakes/1/faceUp","value":false},{"op":"replace","path":"/stakes/2/faceUp","value":true}])"
            << "stakes[2]: a face-up stake right of a face-down one, but face-up stakes are all "
               "dealt before anything is staked";
        QTest::newRow("too many face-up stakes for round 1")
            << R"([{"op":"replace","path":"/round","value":1},{"op":"replace","path":"/stakes/2/faceUp","value":true},
                   {"op":"replace","path":"/red/jail","value":[]},{"op":"replace","path":"/black/jail","value":[]},
                   {"op":"add","path":"/black/deck/-","value":"4S"},{"op":"add","path":"/red/deck/-","value":"9D"}])"
            << "stakes: 3 face-up stakes, but by round 1 at most 2 can have been dealt";
        QTest::newRow("captures in round 1")
            << R"([{"op":"replace","path":"/round","value":1}])"
            << "round: 1, but cards are jailed, and captures happen only at the end of a round";
        QTest::newRow("final turn but black holds cards")
            << R"([{"op":"replace","path":"/finalTurn","value":true}])"
            << "finalTurn: the round is in its final turns, but every seat holds cards (a round's "
               "final turns begin when a seat has none)";
        QTest::newRow("empty hand without final turn")
            << R"([{"op":"replace","path":"/black/hand","value":[]},{"op":"add","path":"/black/deck/-","value":"3C"},
                   {"op":"add","path":"/black/deck/-","value":"9S"},{"op":"add","path":"/black/deck/-","value":"JC"}])"
            << "black.hand: empty, so the round is in its final turns, but finalTurn is false";
        QTest::newRow("mover has no card")
            << R"([{"op":"replace","path":"/red/hand","value":[]},{"op":"add","path":"/red/deck/-","value":"3H"},
                   {"op":"add","path":"/red/deck/-","value":"5D"},{"op":"add","path":"/red/deck/-","value":"8H"},
                   {"op":"add","path":"/red/deck/-","value":"KH"}])"
            << "toMove: red is to move but holds no card";
        QTest::newRow("already won")
            << R"([{"op":"remove","path":"/black/deck/8"},{"op":"add","path":"/red/jail/-","value":"KS"}])"
            << "the game is already won (red's jail holds 74 VP, black's 9, target 70): a finished "
               "game says so with \"phase\": \"gameOver\"";
        QTest::newRow("winner who did not win")
            << R"([{"op":"add","path":"/phase","value":"gameOver"},{"op":"add","path":"/winner","value":"red"}])"
            << "winner: red has 4 VP against 9 with target 70, which does not win";
        QTest::newRow("unknown winner")
            << R"([{"op":"add","path":"/phase","value":"gameOver"},{"op":"add","path":"/winner","value":"blue"}])"
            << "winner: expected \"red\", \"black\" or \"draw\", got the text \"blue\"";
        QTest::newRow("stakes not a list") << R"([{"op":"replace","path":"/stakes","value":{}}])"
                                           << "stakes: expected a list of columns, got an object";
        QTest::newRow("column without faceUp") << R"([{"op":"remove","path":"/stakes/0/faceUp"}])"
                                               << "stakes[0]: missing field \"faceUp\"";
    }

    void invalidPositionsAreRefused() {
        QFETCH(QString, patch);
        QFETCH(QString, message);
        const Json valid = Json::parse(readFixture("position-1v1.json"));
        const Json broken = valid.patch(Json::parse(patch.toStdString()));
        QCOMPARE(loadError(broken.dump()), message);
    }

    void invalid2v2PositionsAreRefused_data() {
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("message");
        QTest::newRow("stake of the wrong seat")
            << R"([{"op":"replace","path":"/stakes/0/seat","value":"black1"}])"
            << "stakes[0].card: 6H is a red card, but the stake of black1 holds only black cards";
        QTest::newRow("a seat's card twice")
            << R"([{"op":"replace","path":"/red1/hand/0","value":"4H"}])"
            << "red1.hand[1]: 4H of red1 is listed twice, here and at red1.hand[0]";
        QTest::newRow("missing partner card") << R"([{"op":"remove","path":"/red2/deck/0"}])"
                                              << "missing cards: QH of red2 (every card must be in "
                                                 "a deck, a hand, the stakes row or a jail)";
        QTest::newRow("finalTurns out of range")
            << R"([{"op":"replace","path":"/finalTurns","value":4}])"
            << "finalTurns: 4 is out of range (0 to 3)";
        QTest::newRow("final turns while every seat holds cards")
            << R"([{"op":"replace","path":"/finalTurns","value":2}])"
            << "finalTurns: the round is in its final turns, but every seat holds cards (a round's "
               "final turns begin when a seat has none)";
        QTest::newRow("more final turns than seats with cards")
            << R"([{"op":"replace","path":"/finalTurns","value":3},
                   {"op":"replace","path":"/red1/hand","value":[]},{"op":"add","path":"/red1/deck/-","value":"2D"},
                   {"op":"add","path":"/red1/deck/-","value":"4H"},{"op":"add","path":"/red1/deck/-","value":"5H"},
                   {"op":"replace","path":"/red2/hand","value":[]},{"op":"add","path":"/red2/deck/-","value":"5D"},
                   {"op":"add","path":"/red2/deck/-","value":"8H"},{"op":"add","path":"/red2/deck/-","value":"JH"}])"
            << "finalTurns: 3 final turns left, but only 2 seats hold cards to take them";
        QTest::newRow("missing jails") << R"([{"op":"remove","path":"/jails"}])"
                                       << "missing field \"jails\"";
        QTest::newRow("a red card in red's jail")
            << R"([{"op":"replace","path":"/jails/black/red1/0","value":"JS"}])"
            << "jails.black.red1[0]: JS is a black card, but black's jail (for red1's cards) holds "
               "only red cards";
    }

    void invalid2v2PositionsAreRefused() {
        QFETCH(QString, patch);
        QFETCH(QString, message);
        const Json valid = Json::parse(readFixture("position-2v2.json"));
        QCOMPARE(loadError(valid.patch(Json::parse(patch.toStdString())).dump()), message);
    }

    void malformedJsonIsRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << R"({"cozen": 1,)"
                                   << "malformed JSON: parse error at line 1, column 13: ";
        QTest::newRow("empty") << " \n"
                               << "the position is empty: a position is a JSON object";
        QTest::newRow("a list") << "[]"
                                << "a position is a JSON object, got a list";
    }

    void malformedJsonIsRefused() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        // The parser's own words after the position may change between nlohmann versions.
        const QString error = loadError(text.toStdString());
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void aFinishedGameRoundTrips() {
        Json json = Json::parse(readFixture("position-1v1.json"));
        json = json.patch(Json::parse(
            R"([{"op":"remove","path":"/black/deck/8"},{"op":"add","path":"/red/jail/-","value":"KS"},
            {"op":"add","path":"/phase","value":"gameOver"},{"op":"add","path":"/winner","value":"red"}])"));
        const GameState state = positionFromJson(json);
        QCOMPARE(state.phase, Phase::GameOver);
        QCOMPARE(int(state.winner), 0);
        QVERIFY(parsePosition(formatPosition(state)) == state);
        QVERIFY(legalMoves(state).empty());
    }
};

QTEST_GUILESS_MAIN(TestPosition)
#include "tst_position.moc"
