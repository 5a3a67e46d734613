// cozen-cli (docs/cli.md) as a user runs it: golden outputs, and bad input refused with one line on
// stderr and a non-zero exit.

#include "app/testfiles.h"

#include <nlohmann/json.hpp>

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using cozen::app::testing::writeFile;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

// A memory limit (ulimit -v) needs a Unix shell, and a build without AddressSanitizer, which
// reserves terabytes of address space.
#if defined(Q_OS_UNIX) && !defined(COZEN_ADDRESS_SANITIZER)
constexpr bool kMemoryLimits = true;
#else
constexpr bool kMemoryLimits = false;
#endif

// cozen-cli run with `arguments`; with a memory limit (Unix), in that many KiB of address space.
Run cli(const QStringList& arguments, int memoryLimitKiB = 0) {
    QProcess process;
    process.setWorkingDirectory(QFINDTESTDATA("data"));
    if (memoryLimitKiB > 0)
        process.start("/bin/sh",
                      QStringList{"-c",
                                  QString("ulimit -v %1; exec \"$0\" \"$@\"").arg(memoryLimitKiB),
                                  COZEN_CLI} +
                          arguments);
    else
        process.start(COZEN_CLI, arguments);
    if (!process.waitForFinished(30000)) qFatal("cozen-cli did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

QByteArray golden(const QString& name) {
    QFile file(QFINDTESTDATA("data/" + name));
    if (!file.open(QIODevice::ReadOnly)) qFatal("missing golden file %s", qPrintable(name));
    return file.readAll();
}

QJsonObject json(const QByteArray& text) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("cozen-cli printed invalid JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

QStringList strings(const QJsonValue& value) {
    QStringList list;
    for (const QJsonValue& item : value.toArray())
        list << item.toString();
    return list;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void strength_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("strength");
        QTest::addColumn<bool>("stakeCounts");
        QTest::addColumn<QString>("combinations"); // as JSON
        QTest::newRow("pair and straight")
            << QStringList{"7H", "7D", "5H", "6D"} << 5 << false << R"([["7H","7D"],["5H","6D"]])";
        QTest::newRow("straight with the stake") << QStringList{"3H", "4H", "5H", "--stake", "6D"}
                                                 << 4 << true << R"([["3H","4H","5H","6D"]])";
        QTest::newRow("pair of 4s") << QStringList{"4S", "4C"} << 3 << false << R"([["4S","4C"]])";
        QTest::newRow("king stake into a pair")
            << QStringList{"KD", "--stake", "KH"} << 3 << true << R"([["KH","KD"]])";
        QTest::newRow("loose stake") << QStringList{"2S", "--stake", "QS"} << 0 << false << R"([])";
        QTest::newRow("ace high") << QStringList{"QC", "KC", "AC"} << 3 << false
                                  << R"([["QC","KC","AC"]])";
        QTest::newRow("no wrap") << QStringList{"KH", "AH", "2H"} << 2 << false
                                 << R"([["KH","AH"]])";
        QTest::newRow("stake in an equal arrangement")
            << QStringList{"4H", "4D", "5H", "--stake", "3H"} << 3 << true
            << R"([["3H","4H","5H"]])";
    }

    void strength() {
        QFETCH(QStringList, arguments);
        QFETCH(int, strength);
        QFETCH(bool, stakeCounts);
        QFETCH(QString, combinations);
        const Run run = cli(QStringList{"strength"} + arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QJsonObject result = json(run.out);
        QCOMPARE(result.keys(), (QStringList{"combinations", "stakeCounts", "strength"}));
        QCOMPARE(result["strength"].toInt(), strength);
        QCOMPARE(result["stakeCounts"].toBool(), stakeCounts);
        QCOMPARE(result["combinations"].toArray(),
                 QJsonDocument::fromJson(combinations.toUtf8()).array());
    }

    void versionIsTheProjects() {
        const Run run = cli({"--version"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("cozen-cli " COZEN_VERSION "\n"));
        QVERIFY(run.err.isEmpty());
    }

    void legalAndResolveMatchTheGoldenFiles_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("legal") << QStringList{"legal", "legal-small.json"} << "legal-small.out";
        QTest::newRow("rulebook sample resolution")
            << QStringList{"resolve", "sample-resolution.json"} << "sample-resolution.out";
        QTest::newRow("tie, stakes stay")
            << QStringList{"resolve", "resolve-tie.json"} << "resolve-tie.out";
        QTest::newRow("capture wins the game")
            << QStringList{"resolve", "resolve-win.json"} << "resolve-win.out";
    }

    void legalAndResolveMatchTheGoldenFiles() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, golden(expected));
    }

    void applyPlaysToTheEndOfTheRoundAndDealsTheNext() {
        // Black's last move in the rulebook's sample: the round is resolved and the next one dealt.
        const Run run = cli({"apply", "sample-resolution.json", "stake KS", "--seed", "5"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject position = json(run.out);
        QCOMPARE(position["round"].toInt(), 2);
        QCOMPARE(position["starter"].toString(), QString("black"));
        QCOMPARE(position["toMove"].toString(), QString("black"));
        QCOMPARE(strings(position["red"].toObject()["jail"]), (QStringList{"4S", "4C", "10S"}));
        QCOMPARE(position["stakes"].toArray().size(), 2);
        QCOMPARE(strings(position["red"].toObject()["hand"]).size(), 5);
        QCOMPARE(strings(position["black"].toObject()["deck"]).size(), 26 - 3 - 1 - 5);
        // The same seed deals the same round.
        QCOMPARE(cli({"apply", "sample-resolution.json", "stake KS", "--seed", "5"}).out, run.out);
        QVERIFY(cli({"apply", "sample-resolution.json", "stake KS", "--seed", "6"}).out != run.out);
    }

    void applyTakesMovesAsLooseWords() {
        // Red wagers its last two cards on Black's face-down 7C; Black stakes its 9S last. Red
        // takes the 7C by default and, on the QH, ties 2 against 2 (Q-K against 4-5) and wins on K
        // high.
        const Run run = cli({"apply", "legal-small.json", "wager", "3", "3H", "5D", "stake", "9S"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject position = json(run.out);
        QCOMPARE(position["round"].toInt(), 2);
        QCOMPARE(strings(position["red"].toObject()["jail"]), (QStringList{"4C", "5S", "7C"}));
    }

    void aRoundDealtToOneSeatOnlyLoadsAgain() {
        // Red's last turn of round 5 (Black emptied its hand). Round 6 deals Black only its 9C,
        // which it flips: it holds no card, so Red, the starter, takes the one last turn (R6).
        const Run run = cli({"apply", "short-deal.json", "stake AH"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject position = json(run.out);
        QCOMPARE(position["round"].toInt(), 6);
        QCOMPARE(position["toMove"].toString(), QString("red"));
        QCOMPARE(position["finalTurn"].toBool(), true);
        QVERIFY(strings(position["black"].toObject()["hand"]).isEmpty());
        QTemporaryDir dir;
        QFile next(dir.filePath("next.json"));
        QVERIFY(next.open(QIODevice::WriteOnly));
        next.write(run.out);
        next.close();
        const Run legal = cli({"legal", next.fileName()});
        QCOMPARE(legal.exitCode, 0);
        QVERIFY(legal.out.startsWith("stake "));
        QVERIFY(legal.err.isEmpty());
    }

    void bestPlaysALegalMove_data() {
        QTest::addColumn<QString>("level");
        for (const char* level :
             {"random", "greedy", "easy", "medium", "hard", "adaptive", "adaptive:1", "adaptive:6"})
            QTest::newRow(level) << level;
    }

    void bestPlaysALegalMove() {
        QFETCH(QString, level);
        const Run run = cli({"best", "legal-small.json", "--level", level, "--seed", "3"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.endsWith('\n') && run.out.count('\n') == 1);
        const QList<QByteArray> legal = golden("legal-small.out").split('\n');
        QVERIFY2(legal.contains(run.out.trimmed()), run.out.constData());
    }

    // The AI answers from what the side to move can see: re-deal Black's hidden cards (its hand,
    // its face-down stake and wagers) and Red's deck order, and Red's move stays the same.
    void bestIgnoresWhatTheMoverCannotSee() {
        QJsonObject position = json(golden("legal-small.json"));
        QJsonObject black = position["black"].toObject(), red = position["red"].toObject();
        QJsonArray blackDeck = black["deck"].toArray(), blackHand = black["hand"].toArray();
        QJsonArray stakes = position["stakes"].toArray();
        QJsonObject faceDown = stakes[2].toObject(), contested = stakes[0].toObject();
        auto swapWithDeck = [&](QJsonValueRef card, int deckIndex) {
            const QJsonValue held = card;
            card = blackDeck[deckIndex];
            blackDeck[deckIndex] = held;
        };
        for (int i = 0; i < blackHand.size(); ++i)
            swapWithDeck(blackHand[i], i);
        QJsonValueRef stake = faceDown["card"];
        swapWithDeck(stake, 5);
        QJsonArray wagers = contested["black"].toArray();
        swapWithDeck(wagers[0], 6);
        contested["black"] = wagers;
        QJsonArray redDeck;
        for (const QJsonValue& card : red["deck"].toArray())
            redDeck.prepend(card);
        red["deck"] = redDeck;
        black["deck"] = blackDeck;
        black["hand"] = blackHand;
        stakes[0] = contested;
        stakes[2] = faceDown;
        position["black"] = black;
        position["red"] = red;
        position["stakes"] = stakes;

        QTemporaryDir dir;
        QFile file(dir.filePath("redealt.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(position).toJson());
        file.close();
        QVERIFY(cli({"legal", file.fileName()}).exitCode == 0); // still a valid position
        QVERIFY(cli({"legal", file.fileName()}).out == golden("legal-small.out"));
        for (const char* level : {"greedy", "easy", "medium"})
            for (const char* seed : {"1", "2"}) {
                const QStringList options{"--level", level, "--seed", seed};
                QCOMPARE(cli(QStringList{"best", file.fileName()} + options).out,
                         cli(QStringList{"best", "legal-small.json"} + options).out);
            }
    }

    void matchReportsScoreIntervalAndElo() {
        const Run run = cli({"match", "greedy", "random", "--games", "6", "--jobs", "2", "--json"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty()); // no progress bar off a terminal
        const QJsonObject result = json(run.out);
        QCOMPARE(result["games"].toInt(), 6);
        QCOMPARE(result["aWins"].toInt() + result["bWins"].toInt() + result["draws"].toInt(), 6);
        const QJsonArray ci = result["ci95"].toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(ci[0].toDouble() <= result["score"].toDouble() &&
                result["score"].toDouble() <= ci[1].toDouble());
        QVERIFY(result.contains("elo"));
        QCOMPARE(result["roundCap"].toInt(), 100);
        // The same seed plays the same games, however many workers.
        QCOMPARE(cli({"match", "greedy", "random", "--games", "6", "--jobs", "1", "--json"}).out,
                 run.out);
        const Run text = cli({"match", "greedy", "random", "--games", "2"});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out.count('\n'), 6); // the result in 3 lines, how the games went in 3
        QVERIFY(text.out.contains("round 100 is a draw"));
        QVERIFY(text.out.contains(" moves a round (median)"));
    }

    void matchPlays2v2() {
        // Each level plays both seats of its team; teams swap within each pair of games.
        const QStringList match{"match", "greedy", "random", "--seats", "4", "--games", "20"};
        const Run run = cli(match + QStringList{"--jobs", "2", "--json"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QJsonObject result = json(run.out);
        QCOMPARE(result.keys(), (QStringList{"a", "aWins", "b", "bWins", "ci95", "draws", "elo",
                                             "games", "roundCap", "rounds", "score"}));
        QCOMPARE(result["games"].toInt(), 20);
        QCOMPARE(result["aWins"].toInt() + result["bWins"].toInt() + result["draws"].toInt(), 20);
        const double score = result["score"].toDouble();
        const QJsonArray ci = result["ci95"].toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(ci[0].toDouble() <= score && score <= ci[1].toDouble());
        // Fixed seeds, so no luck: the greedy team wins most games (18 of 20 here).
        QVERIFY2(score >= 0.75, run.out.constData());
        // The same seed plays the same games, however many workers; 2v2 plays other games.
        QCOMPARE(cli(match + QStringList{"--jobs", "1", "--json"}).out, run.out);
        const QStringList oneVsOne{"match", "greedy", "random", "--games", "20", "--json"};
        QVERIFY(cli(oneVsOne).out != run.out);
        QCOMPARE(cli(oneVsOne + QStringList{"--seats", "2"}).out, cli(oneVsOne).out);
        const Run text = cli({"match", "greedy", "random", "--seats", "4", "--games", "2"});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out.count('\n'), 6);
        QVERIFY(text.out.startsWith("greedy vs random, 2v2 "));
        QVERIFY(text.out.contains("teams swapped"));
        QVERIFY(text.out.contains("round 100 is a draw"));
    }

    void matchOfEqualTeamsIsEven() {
        // Two random teams play the same moves from the same seeds, whichever is A: the second
        // game of each pair is the first with the teams swapped, so A wins exactly one of the two.
        // A team's result credited to the wrong side, or a team not swapped, would break this.
        const Run run = cli({"match", "random", "random", "--seats", "4", "--games", "40", "--jobs",
                             "1", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject result = json(run.out);
        QCOMPARE(result["aWins"].toInt(), 20);
        QCOMPARE(result["bWins"].toInt(), 20);
        QCOMPARE(result["score"].toDouble(), 0.5);
    }

    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command")
            << QStringList{} << 2 << "cozen-cli: A subcommand is required (see cozen-cli --help)";
        QTest::newRow("unknown command") << QStringList{"fly"} << 2
                                         << "cozen-cli: unknown command \"fly\" (expected "
                                            "strength, legal, resolve, apply, best, match, "
                                            "replay, share, daily or remote; see cozen-cli --help)";
        QTest::newRow("unknown card") << QStringList{"strength", "7X"} << 1
                                      << "cozen-cli: unknown card \"7X\" (cards are written rank "
                                         "then suit, as in \"10D\" or \"KH\")";
        QTest::newRow("mixed colours") << QStringList{"strength", "7H", "7S"} << 1
                                       << "cozen-cli: strength: 7S is not the colour of 7H: one "
                                          "side's cards (and its own stake) are all one colour";
        QTest::newRow("card twice")
            << QStringList{"strength", "7H", "7H"} << 1 << "cozen-cli: strength: 7H is named twice";
        QTest::newRow("missing file") << QStringList{"legal", "no-such-file.json"} << 1
                                      << "cozen-cli: no-such-file.json: no such file";
        QTest::newRow("a folder") << QStringList{"resolve", "."} << 1 << "cozen-cli: .: not a file";
        QTest::newRow("not JSON")
            << QStringList{"legal", "legal-small.out"} << 1
            << "cozen-cli: legal-small.out: malformed JSON: parse error at line 1, column 1: "
               "syntax error while parsing value - invalid literal; last read: 's'";
        QTest::newRow("not a position")
            << QStringList{"legal", "sample-resolution.out"} << 1
            << "cozen-cli: sample-resolution.out: missing field \"cozen\"";
        QTest::newRow("impossible position") << QStringList{"resolve", "impossible.json"} << 1
                                             << "cozen-cli: impossible.json: red.hand[0]: 3S is a "
                                                "black card, but red's hand holds only red cards";
        QTest::newRow("illegal move")
            << QStringList{"apply", "legal-small.json", "stake KH"} << 1
            << "cozen-cli: move 1 (\"stake KH\"): illegal: KH is not in red's hand";
        QTest::newRow("no such column")
            << QStringList{"apply", "legal-small.json", "wager 4 3H"} << 1
            << "cozen-cli: move 1 (\"wager 4 3H\"): illegal: there is no column 4 (the row has 3)";
        QTest::newRow("opponent's card")
            << QStringList{"apply", "legal-small.json", "stake 9S"} << 1
            << "cozen-cli: move 1 (\"stake 9S\"): move \"stake 9S\": 9S is a black card, but red "
               "is to move";
        QTest::newRow("not a move") << QStringList{"apply", "legal-small.json", "pass"} << 1
                                    << "cozen-cli: move 1 (\"pass\"): move \"pass\": unknown "
                                       "action \"pass\" (expected stake or wager)";
        QTest::newRow("unknown level")
            << QStringList{"best", "legal-small.json", "--level", "grandmaster"} << 1
            << "cozen-cli: unknown level \"grandmaster\" (expected random, greedy, easy, medium, "
               "hard, expert, or adaptive:1 to adaptive:6)";
        QTest::newRow("adaptive beyond its strengths")
            << QStringList{"best", "legal-small.json", "--level", "adaptive:7"} << 1
            << "cozen-cli: level \"adaptive:7\": the adaptive level's strength is 1 to 6";
        QTest::newRow("time and iterations")
            << QStringList{"best", "legal-small.json", "--time", "5", "--iterations", "9"} << 2
            << "cozen-cli: --time excludes --iterations (see cozen-cli --help)";
        QTest::newRow("best on a file that is no position")
            << QStringList{"best", "sample-resolution.out"} << 1
            << "cozen-cli: sample-resolution.out: missing field \"cozen\"";
        QTest::newRow("match without games") << QStringList{"match", "easy", "hard", "--games", "0"}
                                             << 1 << "cozen-cli: --games: play at least one game";
        QTest::newRow("match with three seats")
            << QStringList{"match", "easy", "hard", "--games", "2", "--seats", "3"} << 1
            << "cozen-cli: --seats: play with 2 seats (1v1) or 4 (2v2), not 3";
        QTest::newRow("match with seats not a number")
            << QStringList{"match", "easy", "hard", "--games", "2", "--seats", "four"} << 2
            << "cozen-cli: Could not convert: --seats = four (see cozen-cli --help)";
        QTest::newRow("match unknown level")
            << QStringList{"match", "easy", "novice", "--games", "2"} << 1
            << "cozen-cli: unknown level \"novice\" (expected random, greedy, easy, medium, hard, "
               "expert, or adaptive:1 to adaptive:6)";
        QTest::newRow("match at a strength the adaptive level has not")
            << QStringList{"match", "adaptive:0", "easy", "--games", "2"} << 1
            << "cozen-cli: level \"adaptive:0\": the adaptive level's strength is 1 to 6";
        QTest::newRow("control characters in a card")
            << QStringList{"strength", "\x1b[2J\nX"} << 1
            << "cozen-cli: unknown card \"\\u001b[2J\\nX\" (cards are written rank then suit, as "
               "in "
               "\"10D\" or \"KH\")";
        QTest::newRow("control characters in a move")
            << QStringList{"apply", "legal-small.json", "stake \x1b[2J"} << 1
            << "cozen-cli: move 1 (\"stake \\u001b[2J\"): move \"stake \\u001b[2J\": unknown card "
               "\"\\u001b[2J\"";
        QTest::newRow("control characters in a command")
            << QStringList{"\x1b[2J"} << 2
            << "cozen-cli: unknown command \"\\u001b[2J\" (expected strength, legal, resolve, "
               "apply, "
               "best, match, replay, share, daily or remote; see "
               "cozen-cli --help)";
        QTest::newRow("control characters in a file name")
            << QStringList{"legal", "no\x1b[2Jfile"} << 1
            << "cozen-cli: \"no\\u001b[2Jfile\": no such file";
        QTest::newRow("empty move") << QStringList{"apply", "legal-small.json", ""} << 1
                                    << "cozen-cli: apply: move argument 1 is empty (moves are "
                                       "written \"stake 7H\" or \"wager 3 4S 4C\")";
        QTest::newRow("negative seed")
            << QStringList{"apply", "legal-small.json", "stake 3H", "--seed", "-1"} << 2
            << "cozen-cli: --seed: expected a whole number from 0 to 18446744073709551615 (see "
               "cozen-cli --help)";
        QTest::newRow("seed out of range")
            << QStringList{"best", "legal-small.json", "--seed", "18446744073709551616"} << 2
            << "cozen-cli: --seed: out of range (0 to 18446744073709551615) (see cozen-cli --help)";
        QTest::newRow("negative time")
            << QStringList{"best", "legal-small.json", "--time", "-5"} << 2
            << "cozen-cli: --time: Value -5 not in range 1 to 3600000 (see cozen-cli --help)";
        QTest::newRow("move after the game ended")
            << QStringList{"apply", "resolve-win.json", "wager 3 AH", "stake AS", "stake 2H"} << 1
            << "cozen-cli: move 3 (\"stake 2H\"): the game is already over";
    }

    void badCodesAndDatesAreRefused_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("a day that is not")
            << QStringList{"daily", "--date", "2026-02-30"} << 1
            << "cozen-cli: date \"2026-02-30\": month 2 of 2026 has 28 days";
        QTest::newRow("a date in another form")
            << QStringList{"daily", "--date", "7/12/2026"} << 1
            << "cozen-cli: date \"7/12/2026\": expected the form YYYY-MM-DD, as 2026-12-07";
        QTest::newRow("a cut code") << QStringList{"replay", "--code", "CZ1-ABCD"} << 1
                                    << "cozen-cli: the game code is damaged: it is cut or has "
                                       "letters too many";
        QTest::newRow("no code") << QStringList{"replay", "--code", "good game!"} << 1
                                 << "cozen-cli: no game code here: a game code begins with CZ1-";
        QTest::newRow("a newer code")
            << QStringList{"replay", "--code", "CZ9-0000"} << 1
            << "cozen-cli: this game code is in format 9, made by a newer Cozen: this one reads "
               "format 1 (update Cozen to watch it)";
        QTest::newRow("a file and a code")
            << QStringList{"replay", "game.json", "--code", "CZ1-0000"} << 2
            << "cozen-cli: Exactly 1 option from [file,--code] is required and 2 were given (see "
               "cozen-cli --help)";
        QTest::newRow("share a position")
            << QStringList{"share", "legal-small.json"} << 1
            << "cozen-cli: legal-small.json: this is a position, not a game record (no "
               "\"cozenRecord\")";
    }

    void badCodesAndDatesAreRefused() { badInputIsRefused(); }

    // A record and its code replay alike, line for line; the code is one line of its letters.
    void aSharedCodeReplaysAsItsRecord() {
        QTemporaryDir dir;
        const Run match = cli(
            {"match", "medium", "random", "--games", "2", "--seats", "2", "--records", dir.path()});
        QCOMPARE(match.exitCode, 0);
        const Run match4 = cli({"match", "random", "greedy", "--games", "1", "--seats", "4",
                                "--records", dir.filePath("2v2")});
        QCOMPARE(match4.exitCode, 0);
        for (const QString& path : {dir.filePath("game-1.json"), dir.filePath("game-2.json"),
                                    dir.filePath("2v2/game-1.json")}) {
            const Run share = cli({"share", path});
            QCOMPARE(share.exitCode, 0);
            QVERIFY(share.err.isEmpty());
            const QByteArray code = share.out.trimmed();
            QCOMPARE(share.out, code + "\n");
            QVERIFY2(
                QRegularExpression("^CZ1-[0-9A-HJKMNP-TV-Z]+$").match(QString(code)).hasMatch(),
                code);
            const Run fromFile = cli({"replay", path});
            const Run fromCode = cli({"replay", "--code", QString(code)});
            QCOMPARE(fromCode.exitCode, 0);
            QCOMPARE(fromCode.out, fromFile.out);
            QVERIFY(fromFile.out.startsWith("Game record: "));
            // Lower case, in a line of chat, as people paste it.
            const Run pasted =
                cli({"replay", "--json", "--code", "gg! " + QString(code).toLower()});
            QCOMPARE(pasted.out, cli({"replay", "--json", path}).out);
        }
    }

    // The day's deal is a position (it loads as one) with the day, its seed and level beside it:
    // pinned for one day, another day's different, and no date is today's, by UTC.
    void dailyPrintsTheDaysDeal() {
        const Run day = cli({"daily", "--date", "2026-12-07"});
        QCOMPARE(day.exitCode, 0);
        QCOMPARE(day.out, golden("daily-2026-12-07.json"));
        const QJsonObject daily = json(day.out)["daily"].toObject();
        QCOMPARE(daily["date"].toString(), QString("2026-12-07"));
        QCOMPARE(daily["level"].toString(), QString("medium"));
        QCOMPARE(cli({"legal", "daily-2026-12-07.json"}).exitCode, 0);
        const Run next = cli({"daily", "--date", "2026-12-08"});
        QVERIFY(json(next.out)["red"].toObject()["hand"] !=
                json(day.out)["red"].toObject()["hand"]);
        const QString before = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
        const Run today = cli({"daily"});
        const QString after = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
        const QString date = json(today.out)["daily"].toObject()["date"].toString();
        QVERIFY2(date == before || date == after, qPrintable(date));
    }

    void badInputIsRefused() {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(QString::fromUtf8(run.err), message + "\n");
    }

    void hostileFilesAreRefused_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("problem");
        const QByteArray position = golden("legal-small.json");
        QTest::newRow("400,000 deep")
            << QByteArray(400000, '[') + QByteArray(400000, ']') << "nests more than 32 levels";
        // ordered_json copied this recursively when "y" was added, and overflowed the stack.
        QTest::newRow("100,000 deep, then a key")
            << "{\"x\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + ", \"y\": 0}"
            << "nests more than 32 levels";
        // Each key is looked up among those before it: this took 15 s.
        QByteArray keys = position.trimmed();
        keys.chop(1);
        for (int i = 0; i < 100000; ++i)
            keys += ",\"" + QByteArray::number(i, 36) + "\":0";
        QTest::newRow("a position with 100,000 more keys") << keys + "}"
                                                           << "more than 256 keys";
        QTest::newRow("over 1 MiB") << QByteArray(2 << 20, ' ') << "too large";
        QByteArray noise(4096, '\0');
        for (int i = 0; i < noise.size(); ++i)
            noise[i] = char((i * 7919) % 251);
        QTest::newRow("binary") << noise << "NUL byte";
        QTest::newRow("NUL, then garbage") << position + '\0' + "garbage"
                                           << "NUL byte at offset";
        QTest::newRow("trailing garbage") << position + "garbage"
                                          << "expected end of input";
        QTest::newRow("number overflow")
            << QByteArray(R"({"cozen": 1e999})") << "number overflow parsing '1e999'";
        QTest::newRow("huge round")
            << QByteArray(position).replace("\"round\": 1", "\"round\": 65536")
            << "round: 65536 is out of range (1 to 65535)";
        QTest::newRow("escape codes in a card")
            << QByteArray(position).replace("\"3H\"", "\"\\u001b[2J\\nX\"")
            << "unknown card \"\\u001b[2J\\nX\"";
    }

    void hostileFilesAreRefused() {
        QFETCH(QByteArray, content);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString file = dir.filePath("hostile.json");
        QVERIFY(writeFile(file, content));
        for (const char* command : {"legal", "resolve", "best"}) {
            const Run run = cli({command, file});
            QCOMPARE(run.exitCode, 1);
            QVERIFY(run.out.isEmpty());
            QCOMPARE(run.err.count('\n'), 1);
            QVERIFY2(run.err.contains(problem.toUtf8()), run.err.constData());
            for (char c : run.err)
                QVERIFY2(c == '\n' || (c >= 0x20 && c < 0x7f), "stderr stays printable");
        }
    }

    // Empty objects under a key nobody reads cost nlohmann's callback parser a rescan of their
    // list each: a 1 MiB position took two minutes, a padded record hours. Each is answered at
    // once now: read past its padding when within the bounds, refused by its count of values
    // when not (tests/bench/bench_core's paddedDocuments times them).
    void paddedFilesAreAnsweredAtOnce_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("problem"); // "" when the file is read
        const auto padded = [](QByteArray document, int objects) {
            document = document.trimmed();
            document.chop(1);
            QByteArray pad = ", \"pad\": [";
            pad.reserve(pad.size() + 3 * objects + 2);
            for (int i = 0; i < objects; ++i)
                pad += i ? ",{}" : "{}";
            return document + pad + "]}";
        };
        const QByteArray position = golden("legal-small.json");
        QTest::newRow("a position, 120,000 empty objects")
            << "legal" << padded(position, 120000) << "";
        QTest::newRow("a position, 1 MiB of empty objects")
            << "legal" << padded(position, 340000) << "more than 131072 values, which no position";
        QTest::newRow("a position, 1 MiB of empty lists")
            << "resolve" << padded(position, 340000).replace("{}", "[]")
            << "more than 131072 values, which no position";
        // A record of a whole game, padded to 6 MiB (within its 16) and past its values.
        QTemporaryDir dir;
        const Run match = cli(
            {"match", "random", "random", "--games", "1", "--seed", "3", "--records", dir.path()});
        QFile file(QDir(dir.path()).filePath("game-1.json"));
        if (match.exitCode != 0 || !file.open(QIODevice::ReadOnly)) qFatal("no record to pad");
        const QByteArray record = file.readAll();
        QTest::newRow("a record, 1,900,000 empty objects")
            << "replay" << padded(record, 1900000) << "";
        QTest::newRow("a record, 15 MiB of empty objects")
            << "replay" << padded(record, 5000000) << "more than 2097152 values, which no record";
    }

    void paddedFilesAreAnsweredAtOnce() {
        QFETCH(QString, command);
        QFETCH(QByteArray, content);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString file = dir.filePath("padded.json");
        QVERIFY(writeFile(file, content));
        const Run run = cli({command, file});
        if (problem.isEmpty()) {
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.err.isEmpty(), run.err.constData());
            QVERIFY(!run.out.isEmpty());
        } else {
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(problem.toUtf8()), run.err.constData());
        }
    }

    // A match's records are kept: a second match into the same folder is refused before a game is
    // played, the files as they were, unless --force.
    void matchRecordsAreNotWrittenOverUnlessForced() {
        QTemporaryDir dir;
        const QStringList match{"match", "random",    "random",  "--games",
                                "2",     "--records", dir.path()};
        QCOMPARE(cli(match + QStringList{"--seed", "1"}).exitCode, 0);
        QFile first(QDir(dir.path()).filePath("game-1.json"));
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QByteArray before = first.readAll();
        first.close();
        const Run again = cli(match + QStringList{"--seed", "2"});
        QCOMPARE(again.exitCode, 1);
        QVERIFY(again.out.isEmpty());
        QCOMPARE(QString::fromUtf8(again.err),
                 "cozen-cli: --records " + dir.path() +
                     ": game-1.json is there already; --force writes over the records, or give "
                     "another folder\n");
        QVERIFY(first.open(QIODevice::ReadOnly));
        QCOMPARE(first.readAll(), before);
        first.close();
        QCOMPARE(cli(match + QStringList{"--seed", "2", "--force"}).exitCode, 0);
        QVERIFY(first.open(QIODevice::ReadOnly));
        QVERIFY(first.readAll() != before); // another seed, another game
    }

    void matchJobsAreCappedAtTheGames() {
        // Far more workers than games would start threads that only wait; capped, the match runs
        // within a memory limit that 1000 threads' stacks would exceed.
        if (!kMemoryLimits) QSKIP("no memory limit in this build");
        const Run run =
            cli({"match", "random", "random", "--games", "4", "--jobs", "1000", "--json"}, 1000000);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(json(run.out)["games"].toInt(), 4);
    }

    // Every game of a match is written as a record; each replays through `cozen-cli replay` to a
    // result, and the results over the records are the match's own numbers.
    void matchRecordsReplayToTheMatchResult_data() {
        QTest::addColumn<QStringList>("match");
        QTest::addColumn<int>("games");
        QTest::newRow("1v1") << QStringList{"match", "greedy", "random", "--seed", "5"} << 10;
        QTest::newRow("1v1, same level")
            << QStringList{"match", "easy", "easy", "--seed", "77"} << 4;
        QTest::newRow("2v2") << QStringList{"match", "random", "greedy", "--seats",
                                            "4",     "--seed", "9"}
                             << 6;
        QTest::newRow("the adaptive level at a strength")
            << QStringList{"match", "adaptive:1", "random", "--seed", "11"} << 2;
    }

    void matchRecordsReplayToTheMatchResult() {
        QFETCH(QStringList, match);
        QFETCH(int, games);
        QTemporaryDir dir;
        const QString folder = dir.filePath("records/new"); // made, parents and all
        const Run run = cli(match + QStringList{"--games", QString::number(games), "--jobs", "2",
                                                "--json", "--records", folder});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject result = json(run.out);
        const QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
        QStringList expected;
        for (int game = 1; game <= games; ++game)
            expected << QString("game-%1.json").arg(game, games >= 10 ? 2 : 1, 10, QChar('0'));
        QCOMPARE(files, expected);

        int aWins = 0, bWins = 0, draws = 0;
        // The figures of how the games went, counted again from the records.
        QList<int> roundLengths;
        int allMoves = 0, bigWagers = 0;
        std::array<int, 2> capturedVp{}; // A's, B's
        for (int game = 1; game <= games; ++game) {
            const QString path = QDir(folder).filePath(expected[game - 1]);
            // Which colour A played, read from the file itself.
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonObject record = json(file.readAll());
            QCOMPARE(record["cozenRecord"].toInt(), 1);
            QCOMPARE(record["match"].toObject()["game"].toInt(), game);
            const QString aColour = record["match"].toObject()["a"].toString();
            QCOMPARE(aColour, game % 2 == 1 ? QString("red") : QString("black"));
            for (const QJsonValue round : record["rounds"].toArray()) {
                const QJsonArray moves = round.toObject()["moves"].toArray();
                roundLengths << int(moves.size());
                allMoves += int(moves.size());
                for (const QJsonValue move : moves) // "wager 3 5D 5H 6D 7D": 4 cards
                    bigWagers += move.toString().startsWith("wager ") &&
                                 move.toString().split(' ').size() >= 6;
            }
            const QJsonObject vp = record["result"].toObject()["vp"].toObject();
            capturedVp[0] += vp[aColour].toInt();
            capturedVp[1] += vp[aColour == "red" ? "black" : "red"].toInt();

            const Run replay = cli({"replay", path, "--json"});
            QCOMPARE(replay.exitCode, 0);
            QVERIFY(replay.err.isEmpty());
            const QJsonValue winner = json(replay.out)["winner"];
            if (winner.isNull() || winner.toString() == "draw")
                ++draws;
            else if (winner.toString() == aColour)
                ++aWins;
            else
                ++bWins;
            QCOMPARE(json(replay.out)["rounds"].toInt(),
                     record["result"].toObject()["rounds"].toInt());

            // In words: rounds, moves, resolutions and VP, and one last line with the result.
            const Run words = cli({"replay", path});
            QCOMPARE(words.exitCode, 0);
            const QList<QByteArray> lines = words.out.trimmed().split('\n');
            QVERIFY(lines.first().startsWith("Game record: "));
            QVERIFY(words.out.contains("\nRound 1: "));
            QVERIFY(words.out.contains(" is resolved:\n"));
            QVERIFY(words.out.contains("  VP after round "));
            // The adaptive level's seat says its strength, in the record and in words.
            if (match[1] == "adaptive:1") {
                QVERIFY2(words.out.contains("(computer adaptive at 1 of 6, player A)"),
                         words.out.left(400).constData());
                const QJsonObject seat =
                    record["players"].toArray()[aColour == "red" ? 0 : 1].toObject();
                QCOMPARE(seat["computer"].toString(), QString("adaptive"));
                QCOMPARE(seat["strength"].toInt(), 1);
            }
            const QByteArray last = lines.last();
            QVERIFY2(last.startsWith("Result: "), last.constData());
            if (winner.isNull())
                QVERIFY(
                    last.startsWith("Result: unfinished, no winner (the match counts it a draw)"));
            else if (winner.toString() == "draw")
                QVERIFY(last.startsWith("Result: a draw, "));
            else
                QVERIFY(last.startsWith(
                    QString("Result: %1 wins (player %2), ")
                        .arg(winner.toString(), winner.toString() == aColour ? "A" : "B")
                        .toUtf8()));
        }
        QCOMPARE(aWins, result["aWins"].toInt());
        QCOMPARE(bWins, result["bWins"].toInt());
        QCOMPARE(draws, result["draws"].toInt());
        QCOMPARE(aWins + bWins + draws, result["games"].toInt());
        const QJsonObject rounds = result["rounds"].toObject();
        QCOMPARE(rounds["count"].toInt(), int(roundLengths.size()));
        std::sort(roundLengths.begin(), roundLengths.end());
        const qsizetype half = roundLengths.size() / 2;
        QCOMPARE(rounds["medianMoves"].toDouble(),
                 roundLengths.size() % 2 ? roundLengths[half]
                                         : (roundLengths[half - 1] + roundLengths[half]) / 2.0);
        const auto shortRounds =
            std::count_if(roundLengths.begin(), roundLengths.end(), [](int n) { return n <= 2; });
        QCOMPARE(rounds["withinTwoMoves"].toDouble(), double(shortRounds) / roundLengths.size());
        const QJsonObject playerA = result["a"].toObject(), playerB = result["b"].toObject();
        QCOMPARE(playerA["moves"].toInt() + playerB["moves"].toInt(), allMoves);
        QCOMPARE(playerA["stakes"].toInt() + playerA["wagers"].toInt(), playerA["moves"].toInt());
        QCOMPARE(playerA["wagersOf4Plus"].toInt() + playerB["wagersOf4Plus"].toInt(), bigWagers);
        QCOMPARE(playerA["capturedVp"].toInt(), capturedVp[0]);
        QCOMPARE(playerB["capturedVp"].toInt(), capturedVp[1]);

        // The records are the games themselves, whatever the number of workers.
        const QString again = dir.filePath("again");
        QCOMPARE(cli(match + QStringList{"--games", QString::number(games), "--jobs", "1",
                                         "--records", again})
                     .exitCode,
                 0);
        for (const QString& name : expected) {
            QFile a(QDir(folder).filePath(name)), b(QDir(again).filePath(name));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QCOMPARE(a.readAll(), b.readAll());
        }
    }

    void aDamagedRecordIsRefusedInOneLine() {
        QTemporaryDir dir;
        QCOMPARE(
            cli({"match", "greedy", "random", "--games", "2", "--records", dir.path()}).exitCode,
            0);
        QFile file(dir.filePath("game-1.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject record = json(file.readAll());
        file.close();
        const auto write = [&](const QString& name, const QByteArray& text) {
            QFile out(dir.filePath(name));
            if (!out.open(QIODevice::WriteOnly)) qFatal("cannot write the test file");
            out.write(text);
            return dir.filePath(name);
        };
        // A move changed into one that is not legal: the first move staking a card of the other
        // colour.
        QJsonArray rounds = record["rounds"].toArray();
        QJsonObject first = rounds[0].toObject();
        QJsonArray moves = first["moves"].toArray();
        moves[0] = "wager 7 AH";
        first["moves"] = moves;
        rounds[0] = first;
        QJsonObject damaged = record;
        damaged["rounds"] = rounds;
        const QString bad = write("bad-move.json", QJsonDocument(damaged).toJson());
        Run run = cli({"replay", bad});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.startsWith(("cozen-cli: " + bad + ": rounds[0].moves[0]: ").toUtf8()),
                 run.err.constData());

        // The result stated wrong.
        damaged = record;
        QJsonObject result = record["result"].toObject();
        result["rounds"] = result["rounds"].toInt() + 1;
        damaged["result"] = result;
        run = cli({"replay", write("bad-result.json", QJsonDocument(damaged).toJson()), "--json"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(": result.rounds: "), run.err.constData());

        // Cut short, not JSON any more.
        QFile whole(dir.filePath("game-1.json"));
        QVERIFY(whole.open(QIODevice::ReadOnly));
        run = cli({"replay", write("cut.json", whole.readAll().left(300))});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.contains("malformed JSON"), run.err.constData());

        // A position is not a record; no such file.
        run = cli({"replay", "legal-small.json"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(QString::fromUtf8(run.err),
                 QString("cozen-cli: legal-small.json: this is a position, not a game record (no "
                         "\"cozenRecord\")\n"));
        run = cli({"replay", "no-such-record.json"});
        QCOMPARE(QString::fromUtf8(run.err),
                 QString("cozen-cli: no-such-record.json: no such file\n"));
    }

    void recordsThatCannotBeWrittenStopTheMatch() {
        QTemporaryDir dir;
        // A folder inside a file cannot be made.
        const QString file = dir.filePath("plain");
        QFile plain(file);
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        Run run =
            cli({"match", "random", "random", "--games", "2", "--records", file + "/records"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.startsWith(("cozen-cli: --records " + file +
                                     "/records: cannot make the "
                                     "folder (")
                                        .toUtf8()),
                 run.err.constData());
        // A record's name taken by a folder: refused before a game is played; with --force, the
        // game cannot be written there.
        QVERIFY(QDir(dir.path()).mkpath("taken/game-2.json/inside"));
        run = cli({"match", "random", "random", "--games", "3", "--jobs", "1", "--records",
                   dir.filePath("taken")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("game-2.json is there already"));
        run = cli({"match", "random", "random", "--games", "3", "--jobs", "1", "--records",
                   dir.filePath("taken"), "--force"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.startsWith(("cozen-cli: " + dir.filePath("taken/game-2.json") +
                                     ": cannot write the record")
                                        .toUtf8()),
                 run.err.constData());
        QVERIFY(!QFile::exists(dir.filePath("taken/game-2.json.part")));
    }

    void aWorkerThatCannotStartEndsTheMatchWithAMessage() {
        // In 200 MB of address space a few of 30 threads start, then no more (or one that
        // started finds no memory for its game): the match stops with one line, not
        // std::terminate.
        if (!kMemoryLimits) QSKIP("no memory limit in this build");
        const Run run = cli({"match", "random", "random", "--games", "40", "--jobs", "30"}, 200000);
        if (run.exitCode == 0) QSKIP("every worker started within the limit here");
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("cozen-cli: cannot start worker ") ||
                     run.err.startsWith("cozen-cli: a worker ran out of memory"),
                 run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
