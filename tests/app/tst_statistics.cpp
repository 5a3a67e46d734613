// The statistics: what a game's end adds (numbers worked out by hand), the file they are kept in,
// a damaged file, a write that fails, and a second game (a tutorial's) that is not counted.

#include "gametesting.h"
#include "storage/gamerecords.h"
#include "storage/savefile.h"
#include "storage/statistics.h"

#include "cozen/daily.h"
#include "cozen/rules.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;
using namespace cozen::app::testing;

namespace {

Player person(const QString& name = {}) {
    return {name, std::nullopt};
}
Player computer(Level level) {
    return {{}, level};
}
Player adaptive(int strength) {
    return {{}, Level::Adaptive, strength};
}

// A row as one line, to compare with the numbers worked out by hand: "mode level/name games wins
// losses draws vpFor vpAgainst streak bestStreak hints".
QString line(const StatisticsRecord& r) {
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11")
        .arg(r.mode,
             r.name.isEmpty()
                 ? r.level + (r.strength > 0 ? QStringLiteral("-%1").arg(r.strength) : QString())
                 : r.name)
        .arg(r.games)
        .arg(r.wins)
        .arg(r.losses)
        .arg(r.draws)
        .arg(r.vpFor)
        .arg(r.vpAgainst)
        .arg(r.streak)
        .arg(r.bestStreak)
        .arg(r.hints);
}
QStringList lines(const Statistics& statistics) {
    QStringList out;
    for (const StatisticsRecord& r : statistics.rows())
        out.append(line(r));
    return out;
}

// A record file of one row with `field` set to `value` (JSON text).
QByteArray oneRowWith(const char* field, const QByteArray& value) {
    QByteArray row = R"({"mode": "computer", "level": "hard", "games": 3, "wins": 2, "losses": 1,
        "draws": 0, "vpFor": 150, "vpAgainst": 90, "streak": 1, "bestStreak": 2, "hints": 0})";
    const QByteArray key = QByteArray("\"") + field + "\": ";
    const int at = int(row.indexOf(key));
    if (at >= 0) {
        const int end =
            int(row.indexOf(',', at) >= 0 ? row.indexOf(',', at) : row.indexOf('}', at));
        row.replace(at + key.size(), end - at - int(key.size()), value);
    }
    return R"({"cozenStatistics": 1, "records": [)" + row + "]}";
}

// Plays the game of the fixture game-over-next.json (a lone person, unnamed, against the computer
// at random; Red's last card, the 7♦ on column 2, ends it with Red's jail past the target) to its
// end.
void playToTheEnd(Game& game) {
    QVERIFY(game.yourTurn());
    QVERIFY(game.input()->play(1, {QStringLiteral("7D")}));
    for (int i = 0; i < 20 && game.stage() != Game::GameOver; ++i) {
        if (game.stage() == Game::Reveal || game.stage() == Game::Summary) game.advance();
        QCoreApplication::processEvents();
    }
    QCOMPARE(game.stage(), Game::GameOver);
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Games of every mode, their numbers worked out by hand.
    void recordingEachMode() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        Statistics statistics;
        statistics.setPath(path);
        QVERIFY(statistics.empty());

        // Against the computer at hard, the person Red: won 72–40 (1 hint), won 80–55, lost 30–70
        // (2 hints), won 75–10. 4 games, 3 won, VP for 257, against 175, a streak of 1, best 2.
        const auto solo = std::vector{person(), computer(Level::Hard)};
        statistics.record(solo, 0, {72, 40}, 1);
        statistics.record(solo, 0, {80, 55}, 0);
        statistics.record(solo, 1, {30, 70}, 2);
        statistics.record(solo, 0, {75, 10}, 0);
        // At easy, the person Black: won 71–20, then drew 33–33. The VP are Black's for.
        const auto black = std::vector{computer(Level::Easy), person(QStringLiteral("Ann"))};
        statistics.record(black, 1, {20, 71}, 0);
        statistics.record(black, kDraw, {33, 33}, 0);
        // 2v2, Ann and a medium partner (Red) against two at hard: lost 40–100.
        const auto teams = std::vector{person(QStringLiteral("Ann")), computer(Level::Hard),
                                       computer(Level::Medium), computer(Level::Hard)};
        statistics.record(teams, 1, {40, 100}, 3);
        // 2v2, Ann and Bob (Red) against hard and expert: mixed levels, one row for the team.
        const auto mixed = std::vector{person(QStringLiteral("Ann")), computer(Level::Hard),
                                       person(QStringLiteral("Bob")), computer(Level::Expert)};
        statistics.record(mixed, 0, {101, 60}, 0);
        // Hot-seat: Ann (Red) beats Ben 70–50, then Ben wins 75–10 (4 hints, by anyone).
        const auto hotSeat =
            std::vector{person(QStringLiteral("Ben")), person(QStringLiteral("Ann"))};
        statistics.record(hotSeat, 1, {50, 70}, 0);
        statistics.record(hotSeat, 0, {75, 10}, 4);
        // 2v2 with people on both sides: Cat and the easy computer (Red) against Dan and Eve.
        const auto both = std::vector{person(QStringLiteral("Cat")), person(QStringLiteral("Dan")),
                                      computer(Level::Easy), person(QStringLiteral("Eve"))};
        statistics.record(both, 0, {100, 20}, 1);

        const QStringList expected{
            QStringLiteral("computer easy 2 1 0 1 104 53 0 1 0"),
            QStringLiteral("computer hard 4 3 1 0 257 175 1 2 3"),
            QStringLiteral("teams hard 1 0 1 0 40 100 0 0 3"),
            QStringLiteral("teams mixed 1 1 0 0 101 60 1 1 0"),
            QStringLiteral("hotSeat Ann 2 1 1 0 80 125 0 1 4"),
            QStringLiteral("hotSeat Ben 2 1 1 0 125 80 1 1 4"),
            QStringLiteral("hotSeat Cat 1 1 0 0 100 20 1 1 1"),
            QStringLiteral("hotSeat Dan 1 0 1 0 20 100 0 0 1"),
            QStringLiteral("hotSeat Eve 1 0 1 0 20 100 0 0 1"),
        };
        QCOMPARE(lines(statistics), expected);

        // As QML reads them: the averages worked out.
        const QVariantMap hard = statistics.records().at(1).toMap();
        QCOMPARE(hard.value(QStringLiteral("level")).toString(), QStringLiteral("hard"));
        QCOMPARE(hard.value(QStringLiteral("averageFor")).toDouble(), 64.25);
        QCOMPARE(hard.value(QStringLiteral("averageAgainst")).toDouble(), 43.75);
        const QVariantMap easy = statistics.records().at(0).toMap();
        QCOMPARE(easy.value(QStringLiteral("averageFor")).toDouble(), 52.0);
        QCOMPARE(easy.value(QStringLiteral("averageAgainst")).toDouble(), 26.5);

        // Kept in the file: a second Statistics reads the same.
        statistics.flush();
        Statistics again;
        again.setPath(path);
        QCOMPARE(lines(again), expected);
        QVERIFY(again.notice().isEmpty());

        // A streak ends at a draw as at a loss; the best stays.
        statistics.record(solo, 0, {70, 0}, 0); // streak 2
        statistics.record(solo, kDraw, {0, 0}, 0);
        QCOMPARE(line(statistics.rows().at(1)),
                 QStringLiteral("computer hard 6 4 1 1 327 175 0 2 3"));

        // Reset: nothing left, in memory or in the file.
        statistics.reset();
        QVERIFY(statistics.empty());
        statistics.flush();
        Statistics afterReset;
        afterReset.setPath(path);
        QVERIFY(afterReset.empty());
        QVERIFY(contentsOf(path).contains("\"records\": []"));
    }

    void damagedFile_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not JSON") << QByteArray("{\"cozenStatistics\": 1, \"records\": [")
                                  << "JSON";
        QTest::newRow("empty") << QByteArray() << "JSON";
        QTest::newRow("binary") << QByteArray("\x01\x02\xff\x00 noise", 10) << "NUL";
        QTest::newRow("a list") << QByteArray("[1, 2]") << "not a statistics file";
        QTest::newRow("no version") << QByteArray(R"({"records": []})") << "cozenStatistics";
        QTest::newRow("a newer version") << QByteArray(R"({"cozenStatistics": 2, "records": []})")
                                         << "the number 2 is not a version";
        QTest::newRow("records not a list")
            << QByteArray(R"({"cozenStatistics": 1, "records": {}})") << "\"records\": not a list";
        QTest::newRow("games as text") << oneRowWith("games", "\"3\"") << "\"games\"";
        QTest::newRow("negative wins") << oneRowWith("wins", "-2") << "\"wins\"";
        QTest::newRow("a fraction") << oneRowWith("hints", "1.5") << "\"hints\"";
        QTest::newRow("a huge count") << oneRowWith("losses", "1e300") << "\"losses\"";
        QTest::newRow("an unknown mode") << oneRowWith("mode", "\"online\"") << "\"mode\"";
        QTest::newRow("an unknown level") << oneRowWith("level", "\"godlike\"") << "godlike";
        QTest::newRow("not adding up") << oneRowWith("draws", "5") << "add up";
        QTest::newRow("a streak past the wins") << oneRowWith("bestStreak", "7") << "streaks";
        QTest::newRow("the adaptive level without its strength")
            << oneRowWith("level", "\"adaptive\"") << "\"strength\"";
        QTest::newRow("the adaptive level beyond its strengths")
            << oneRowWith("level", "\"adaptive\", \"strength\": 7") << "\"strength\"";
        QTest::newRow("the adaptive level's strength beyond 6")
            << QByteArray(R"({"cozenStatistics": 1, "records": [], "adaptive": {"strength": 9}})")
            << "\"adaptive\".\"strength\"";
        QTest::newRow("an adaptive game's unknown outcome")
            << QByteArray(R"({"cozenStatistics": 1, "records": [], "adaptive": {"strength": 3,
                "games": [{"strength": 3, "outcome": "won"}]}})")
            << "\"outcome\"";
        QTest::newRow("today's deal on a day that is not")
            << QByteArray(R"({"cozenStatistics": 1, "records": [], "daily": {"2026-02-30":
                {"result": "win", "vp": [70, 3], "rounds": 4}}})")
            << "\"daily\".\"2026-02-30\": not a day";
        QTest::newRow("today's deal won somehow")
            << QByteArray(R"({"cozenStatistics": 1, "records": [], "daily": {"2026-12-07":
                {"result": "won", "vp": [70, 3], "rounds": 4}}})")
            << "not win, loss or draw";
        QTest::newRow("today's deal with VP past any game")
            << QByteArray(R"({"cozenStatistics": 1, "records": [], "daily": {"2026-12-07":
                {"result": "win", "vp": [70, 3000], "rounds": 4}}})")
            << "\"vp\"";
        const QByteArray row = R"({"mode": "computer", "level": "easy", "games": 0, "wins": 0,
            "losses": 0, "draws": 0, "vpFor": 0, "vpAgainst": 0, "streak": 0, "bestStreak": 0,
            "hints": 0})";
        QTest::newRow("the same row twice")
            << R"({"cozenStatistics": 1, "records": [)" + row + "," + row + "]}"
            << "second row";
        // Hostile sizes: each answered at once, not parsed at length.
        QByteArray many = R"({"cozenStatistics": 1, "records": [)";
        for (int i = 0; i < 300; ++i)
            many += (i ? "," : "") + row;
        QTest::newRow("300 rows") << many + "]}"
                                  << "more than 256";
        QTest::newRow("nested 100,000 deep")
            << "{\"x\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + "}"
            << "nests";
        QByteArray padded = R"({"cozenStatistics": 1, "records": [], "pad": [{})";
        for (int i = 0; i < 340000; ++i)
            padded += ",{}";
        QTest::newRow("1 MiB of empty objects") << padded + "]}"
                                                << "values, which no statistics file holds";
        QTest::newRow("2 MiB") << "{\"cozenStatistics\": 1, \"pad\": \"" +
                                      QByteArray(2 << 20, 'x') + "\"}"
                               << "larger";
    }
    // A damaged file is set aside whole, said in a word with its detail, and a fresh record
    // begins (and is written).
    void damagedFile() {
        QFETCH(QByteArray, content);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        QVERIFY(writeFile(path, content));
        Statistics statistics;
        QSignalSpy notices(&statistics, &Statistics::noticeChanged);
        statistics.setPath(path);
        const Notice notice = statistics.notice();
        QCOMPARE(notices.count(), 1);
        QCOMPARE(notice.kind, NoticeKind::UnreadableStatistics);
        QCOMPARE(notice.path, path);
        const QString detail = notice.detail;
        QVERIFY2(detail.contains(problem), qPrintable(detail));
        QVERIFY(statistics.empty());
        // The old one kept, byte for byte.
        const QString keptAs = notice.keptAs;
        QVERIFY(QFileInfo(keptAs).fileName().startsWith(QStringLiteral("statistics.damaged-")));
        QCOMPARE(contentsOf(keptAs), content);
        QVERIFY(!QFileInfo::exists(path));
        // A fresh record, written.
        statistics.record({person(), computer(Level::Greedy)}, 0, {70, 12}, 0);
        statistics.flush();
        QCoreApplication::processEvents();
        Statistics again;
        again.setPath(path);
        QVERIFY(again.notice().isEmpty());
        QCOMPARE(lines(again), QStringList{QStringLiteral("computer greedy 1 1 0 0 70 12 1 1 0")});
        QCOMPARE(contentsOf(keptAs), content);
    }

    // A damaged file that cannot even be moved aside (here /proc/version: readable, not
    // statistics, and in a file system nothing can be renamed in) stays as it is, is said so, and
    // is never written over; this session's games are still counted in memory.
    void aDamagedFileThatCannotBeMovedStays() {
        const QString path = QStringLiteral("/proc/version");
        if (!QFileInfo(path).isReadable()) QSKIP("needs Linux's /proc");
        const QByteArray content = contentsOf(path);
        Statistics statistics;
        statistics.setPath(path);
        QCOMPARE(statistics.notice().kind, NoticeKind::UnreadableStatisticsStays);
        QCOMPARE(statistics.notice().path, path);
        QVERIFY(statistics.empty());
        QSignalSpy notices(&statistics, &Statistics::noticeChanged);
        statistics.record({person(), computer(Level::Easy)}, 1, {10, 70}, 0);
        statistics.flush();
        QCoreApplication::processEvents();
        QCOMPARE(notices.count(), 0); // no write tried, so no write failed
        QCOMPARE(lines(statistics),
                 QStringList{QStringLiteral("computer easy 1 0 1 0 10 70 0 0 0")});
        QCOMPARE(contentsOf(path), content);
    }

    // A write that fails (a full disk; a folder that cannot be made) is said once, loses nothing
    // recorded, leaves the last good file whole; the next write that can succeeds, with it all.
    void aFailedWriteLosesNothing_data() {
        QTest::addColumn<bool>("fullDisk");
        QTest::newRow("a full disk") << true;
        QTest::newRow("a folder that is a file") << false;
    }
    void aFailedWriteLosesNothing() {
        QFETCH(bool, fullDisk);
#ifndef Q_OS_UNIX
        if (fullDisk) QSKIP("sets RLIMIT_FSIZE, Unix only");
#endif
        QTemporaryDir dir;
        // Either a good file to keep, or a folder whose place a file takes.
        const QString folder = fullDisk ? dir.path() : dir.filePath(QStringLiteral("blocked"));
        const QString path = QDir(folder).filePath(QStringLiteral("statistics.json"));
        if (!fullDisk) QVERIFY(writeFile(folder, "a file, not a folder"));
        Statistics statistics;
        statistics.setPath(path);
        const auto solo = std::vector{person(), computer(Level::Medium)};
        QByteArray good;
        if (fullDisk) {
            statistics.record(solo, 0, {70, 30}, 0);
            statistics.flush();
            QCoreApplication::processEvents();
            good = contentsOf(path);
            QVERIFY(good.contains("\"games\": 1"));
        }
        QSignalSpy notices(&statistics, &Statistics::noticeChanged);
        {
#ifdef Q_OS_UNIX
            std::optional<FileSizeLimit> limit;
            if (fullDisk) {
                limit.emplace(64); // no statistics file is that small
                QVERIFY(limit->active());
            }
#endif
            statistics.record(solo, 1, {20, 70}, 1);
            statistics.record(solo, 0, {75, 50}, 0);
            statistics.flush();
        }
        QCoreApplication::processEvents();
        QCOMPARE(notices.count(), 1); // once, not at every write
        QCOMPARE(statistics.notice().kind, NoticeKind::StatisticsNotSaved);
        QCOMPARE(statistics.notice().path, path);
        QVERIFY(!statistics.notice().detail.isEmpty());
        if (fullDisk) {
            QCOMPARE(contentsOf(path), good);
            QCOMPARE(QDir(folder).entryList(QDir::Files),
                     QStringList{QStringLiteral("statistics.json")});
        }
        // Nothing lost in memory.
        const QString inMemory = fullDisk ? QStringLiteral("computer medium 3 2 1 0 165 150 1 1 1")
                                          : QStringLiteral("computer medium 2 1 1 0 95 120 1 1 1");
        QCOMPARE(lines(statistics), QStringList{inMemory});

        // Room again: the next game's write holds every game.
        statistics.dismissNotice();
        if (!fullDisk) {
            QVERIFY(QFile::remove(folder));
        }
        statistics.record(solo, 0, {70, 0}, 0);
        statistics.flush();
        QCoreApplication::processEvents();
        QVERIFY(statistics.notice().isEmpty());
        Statistics again;
        again.setPath(path);
        QCOMPARE(lines(again), lines(statistics));
        QCOMPARE(again.rows().at(0).games, qint64(fullDisk ? 4 : 3));
    }

    // Only the game it watches is counted: a second game (a tutorial's) that ends is not, nor the
    // watched game's save resumed when it is over already.
    void onlyTheWatchedGameCounts() {
        QTemporaryDir dir;
        const QString fixture = QFINDTESTDATA("../qml/data/game-over-next.json");
        QVERIFY(!fixture.isEmpty());
        const QString tableSave = dir.filePath(QStringLiteral("autosave.json"));
        const QString tutorialSave = dir.filePath(QStringLiteral("tutorial.json"));
        QVERIFY(QFile::copy(fixture, tableSave));
        QVERIFY(QFile::copy(fixture, tutorialSave));

        Statistics statistics;
        statistics.setPath(statistics.pathBeside(tableSave));
        QCOMPARE(statistics.path(), dir.filePath(QStringLiteral("statistics.json")));
        TestGame table(tableSave);
        TestGame tutorial(tutorialSave);
        statistics.setGame(&table.game);

        QVERIFY(tutorial.game.resume());
        playToTheEnd(tutorial.game);
        QVERIFY(statistics.empty());

        QVERIFY(table.game.resume());
        playToTheEnd(table.game);
        QCOMPARE(statistics.rows().size(), std::size_t(1));
        const StatisticsRecord& r = statistics.rows().front();
        const GameState& end = table.game.savedGame().state();
        QCOMPARE(r.mode, QStringLiteral("computer"));
        QCOMPARE(r.level, QStringLiteral("random"));
        QCOMPARE(r.games, qint64(1));
        QCOMPARE(r.wins, qint64(end.winner == 0 ? 1 : 0));
        QVERIFY(end.jailVp(0) >= 80); // the fixture's Red passes the target of 80
        QCOMPARE(r.vpFor, qint64(end.jailVp(0)));
        QCOMPARE(r.vpAgainst, qint64(end.jailVp(1)));

        // The same game resumed, over already: not counted again.
        table.game.flushSave();
        QVERIFY(table.game.resume());
        QCOMPARE(table.game.stage(), Game::GameOver);
        QCOMPARE(statistics.rows().front().games, qint64(1));
    }

    // The game counts when the engine ends it: not when its reveal and summary have been watched
    // (a player who quit at once lost the game from the statistics). Its record likewise:
    // tst_models' aResumedGameKeepsItsWholeRecord (this fixture's history is not a whole game).
    void aGameCountsWhenItEndsNotWhenItsSummaryCloses() {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(QFile::copy(QFINDTESTDATA("../qml/data/game-over-next.json"), save));
        Statistics statistics;
        statistics.setPath(statistics.pathBeside(save));
        TestGame table(save);
        table.game.setProperty("revealMs", 60000); // a column a minute: the reveal is still on
        statistics.setGame(&table.game);
        QVERIFY(table.game.resume());
        QVERIFY(table.game.input()->play(1, {QStringLiteral("7D")})); // the winning move
        QCOMPARE(table.game.stage(), Game::Reveal);
        QCOMPARE(statistics.rows().size(), std::size_t(1));
        QCOMPARE(statistics.rows().front().games, qint64(1));
        statistics.flush();
        table.game.flushSave();
        // Both on disk while the reveal is still going: a kill now loses nothing.
        QCOMPARE(readStatistics(statistics.path()).front().games, qint64(1));
        QVERIFY(readSave(save).endedHere);
    }

    // Killed after the winning move, before the statistics were written (the save was): the
    // resumed game is counted, once, however often it is resumed.
    void aGameKilledAtItsEndIsCountedOnceWhenResumed() {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(QFile::copy(QFINDTESTDATA("../qml/data/game-over-next.json"), save));
        {
            TestGame killed(save); // nothing counts its end: as if killed before it was written
            QVERIFY(killed.game.resume());
            QVERIFY(killed.game.input()->play(1, {QStringLiteral("7D")}));
            killed.game.flushSave();
        }
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("statistics.json"))));
        for (int run = 0; run < 3; ++run) { // three starts of the program
            Statistics statistics;
            statistics.setPath(statistics.pathBeside(save));
            TestGame table(save);
            statistics.setGame(&table.game);
            QVERIFY(table.game.resume());
            QCOMPARE(statistics.rows().size(), std::size_t(1));
            QCOMPARE(statistics.rows().front().games, qint64(1));
            statistics.flush();
            table.game.flushSave();
            QCoreApplication::processEvents();
        }
    }

    // Today's deal, from the file: the days played and won, the runs of days won (a day lost or
    // missed ends one; today's not played yet does not), and the last days a square each.
    void dailyDaysMakeRuns() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        const auto day = [](const char* date, const char* result) {
            return QByteArray("\"") + date + "\": {\"result\": \"" + result +
                   "\", \"vp\": [71, 20], \"rounds\": 5}";
        };
        // Won 1 to 3 December, lost the 4th, won the 6th and the 7th (the 5th missed), won the
        // 9th: best run 3; on the 10th the run is 1 (the 9th), on the 11th 0 (the 10th missed).
        QVERIFY(writeFile(
            path, R"({"cozenStatistics": 1, "records": [], "daily": {)" + day("2026-12-01", "win") +
                      "," + day("2026-12-02", "win") + "," + day("2026-12-03", "win") + "," +
                      day("2026-12-04", "loss") + "," + day("2026-12-06", "win") + "," +
                      day("2026-12-07", "win") + "," + day("2026-12-09", "win") + "}}"));
        Statistics statistics;
        statistics.setPath(path);
        QVERIFY(statistics.notice().isEmpty());
        QCOMPARE(statistics.dailyPlayed(), 7);
        QCOMPARE(statistics.dailyWon(), 6);
        QCOMPARE(statistics.dailyBestStreak(), 3);
        QCOMPARE(statistics.dailyStreak(QStringLiteral("2026-12-07")), 2);
        QCOMPARE(statistics.dailyStreak(QStringLiteral("2026-12-08")), 2); // not played yet
        QCOMPARE(statistics.dailyStreak(QStringLiteral("2026-12-09")), 1);
        QCOMPARE(statistics.dailyStreak(QStringLiteral("2026-12-10")), 1);
        QCOMPARE(statistics.dailyStreak(QStringLiteral("2026-12-11")), 0);
        QCOMPARE(statistics.dailyStreak(QStringLiteral("2026-12-05")), 0); // the 4th lost
        QCOMPARE(statistics.dailyResult(QStringLiteral("2026-12-04"))[QStringLiteral("outcome")],
                 -1);
        QVERIFY(statistics.dailyResult(QStringLiteral("2026-12-05")).isEmpty());
        const QVariantList strip = statistics.dailyStrip(QStringLiteral("2026-12-07"), 7);
        QCOMPARE(strip.size(), 7);
        QCOMPARE(strip.front().toMap()[QStringLiteral("date")], QStringLiteral("2026-12-01"));
        QCOMPARE(strip.front().toMap()[QStringLiteral("weekday")], 2); // a Tuesday
        QCOMPARE(strip[4].toMap()[QStringLiteral("outcome")], -2);     // the 5th, missed
        QCOMPARE(strip.back().toMap()[QStringLiteral("weekday")], 1);  // the 7th, a Monday
        // Written again as read, and a reset forgets them.
        statistics.record({person(), computer(Level::Greedy)}, 0, {70, 12}, 0);
        statistics.flush();
        std::vector<QString> counted;
        AdaptiveRecord adaptive;
        DailyResults daily;
        readStatistics(path, &counted, &adaptive, &daily);
        QCOMPARE(daily.size(), std::size_t(7));
        QCOMPARE(daily.at(QStringLiteral("2026-12-09")).vpFor, 71);
        statistics.reset();
        QCOMPARE(statistics.dailyPlayed(), 0);
    }

    // A finished daily game counts for its day once: the first to finish; a later one of the same
    // day, a past day's played as practice, and a day before one counted (a clock set back) count
    // as games against the computer but not for the day.
    void aDayCountsItsFirstFinishedGame() {
        QTemporaryDir dir;
        Statistics statistics;
        statistics.setPath(dir.filePath(QStringLiteral("statistics.json")));
        const auto finished = [](const Date& day, std::uint64_t moves, bool practice) {
            SavedGame game{Session(dailyOptions(day), dailySeed(day), dailyPlayers("Ann"))};
            game.session.setDaily(day);
            game.dailyPractice = practice;
            Rng rng(moves);
            while (game.session.state().phase == Phase::Playing)
                game.session.play(randomMove(game.session.state(), rng));
            game.endedHere = true;
            return game;
        };
        const Date day{2026, 12, 7};
        const SavedGame first = finished(day, 1, false);
        statistics.record(first);
        const QVariantMap result = statistics.dailyResult(QStringLiteral("2026-12-07"));
        QCOMPARE(result[QStringLiteral("id")].toString(), gameId(first));
        QCOMPARE(result[QStringLiteral("vpFor")].toInt(), first.state().jailVp(0));
        QCOMPARE(result[QStringLiteral("vpAgainst")].toInt(), first.state().jailVp(1));
        QCOMPARE(result[QStringLiteral("outcome")].toInt(), first.state().winner == 0   ? 1
                                                            : first.state().winner == 1 ? -1
                                                                                        : 0);
        statistics.record(finished(day, 2, false));              // the same day again
        statistics.record(finished(Date{2026, 12, 1}, 3, true)); // a past day, as practice
        // A clock set back a day: that day's deal, begun as "today", is past a day counted.
        statistics.record(finished(Date{2026, 12, 6}, 4, false));
        QCOMPARE(statistics.dailyPlayed(), 1);
        QCOMPARE(statistics.dailyResult(QStringLiteral("2026-12-07")), result);
        QVERIFY(statistics.dailyResult(QStringLiteral("2026-12-06")).isEmpty());
        // The next day counts.
        statistics.record(finished(Date{2026, 12, 8}, 5, false));
        QCOMPARE(statistics.dailyPlayed(), 2);
        QCOMPARE(statistics.rows().front().games, qint64(5)); // all five against medium
        QCOMPARE(statistics.rows().front().level, QStringLiteral("medium"));
    }

    // A finished game saved by an older Cozen (no "endedHere"): counted when it ended, so not
    // counted again when resumed.
    // The adaptive level (issue 39): each game against it is counted in a row of the strength it
    // played at, and moves the strength by nextStrength (a decisive result, or the same twice
    // running) when its people face it without an adaptive partner; the strength and the last
    // games are kept in the file, and a reset starts it again.
    void theAdaptiveLevelMovesWithTheGamesAgainstIt() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        Statistics statistics;
        statistics.setPath(path);
        QCOMPARE(statistics.adaptiveStrength(), kAdaptiveStart);
        QVERIFY(statistics.adaptiveGames().isEmpty());
        // A narrow win (the computer's jail 50 of the 70): one result may be luck.
        statistics.record({person(), adaptive(3)}, 0, {70, 50}, 0);
        QCOMPARE(statistics.adaptiveStrength(), 3);
        // A second running: a step up.
        statistics.record({adaptive(3), person()}, 1, {40, 75}, 1);
        QCOMPARE(statistics.adaptiveStrength(), 4);
        // A decisive loss at 4 (the person's jail 20, under half the target): a step down.
        statistics.record({person(), adaptive(4)}, 1, {20, 70}, 0);
        QCOMPARE(statistics.adaptiveStrength(), 3);
        // 2v2, the people's team (Ann and a hard partner) against two adaptive computers: a
        // decisive win moves it; an adaptive partner, people on both teams, or another level do
        // not.
        statistics.record(
            {person(QStringLiteral("Ann")), adaptive(3), computer(Level::Hard), adaptive(3)}, 0,
            {100, 30}, 0);
        QCOMPARE(statistics.adaptiveStrength(), 4);
        statistics.record({person(QStringLiteral("Ann")), adaptive(4), adaptive(4), adaptive(4)}, 0,
                          {100, 10}, 0);
        statistics.record({person(QStringLiteral("Ann")), person(QStringLiteral("Ben"))}, 0,
                          {70, 0}, 0);
        statistics.record({person(), computer(Level::Hard)}, 0, {70, 0}, 0);
        QCOMPARE(statistics.adaptiveStrength(), 4);
        const QStringList expected{QStringLiteral("computer hard 1 1 0 0 70 0 1 1 0"),
                                   QStringLiteral("computer adaptive-3 2 2 0 0 145 90 2 2 1"),
                                   QStringLiteral("computer adaptive-4 1 0 1 0 20 70 0 0 0"),
                                   QStringLiteral("teams adaptive-3 1 1 0 0 100 30 1 1 0"),
                                   QStringLiteral("teams adaptive-4 1 1 0 0 100 10 1 1 0"),
                                   QStringLiteral("hotSeat Ann 1 1 0 0 70 0 1 1 0"),
                                   QStringLiteral("hotSeat Ben 1 0 1 0 0 70 0 0 0")};
        QCOMPARE(lines(statistics), expected);
        // Each game that could move it, with the strength it was played at.
        const std::vector<AdaptiveGame> games{
            {3, 1, false}, {3, 1, false}, {4, -1, true}, {3, 1, true}};
        QCOMPARE(statistics.adaptive().games, games);
        QCOMPARE(statistics.adaptiveGames().size(), 4);
        QCOMPARE(statistics.adaptiveGames()[2].toMap().value(QStringLiteral("strength")).toInt(),
                 4);

        // Kept in the file, read again by the next start.
        statistics.flush();
        QCoreApplication::processEvents();
        QVERIFY(contentsOf(path).contains("\"adaptive\""));
        Statistics again;
        again.setPath(path);
        QVERIFY(again.notice().isEmpty());
        QCOMPARE(again.adaptiveStrength(), 4);
        QCOMPARE(again.adaptive().games, games);
        QCOMPARE(lines(again), expected);
        // Only the last 20 games are kept; the strength stays within 1 to 6.
        for (int game = 0; game < 30; ++game)
            again.record({person(), adaptive(again.adaptiveStrength())}, 0, {70, 0}, 0);
        QCOMPARE(again.adaptiveStrength(), kAdaptiveStrengths);
        QCOMPARE(again.adaptive().games.size(), AdaptiveRecord::kKept);
        // A reset starts it again.
        again.reset();
        QCOMPARE(again.adaptiveStrength(), kAdaptiveStart);
        QVERIFY(again.adaptive().games.empty());
    }

    // The game the statistics watch plays its new adaptive seats at the player's strength, and
    // hears what its end did to it (Game.adaptiveMoved, for the game-over panel).
    void theWatchedGameMeetsTheAdaptiveLevel() {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("autosave.json"));
        // The fixture's game, against the adaptive level at 4 (the person is about to win).
        QByteArray fixture = contentsOf(QFINDTESTDATA("../qml/data/game-over-next.json"));
        QVERIFY(fixture.contains("\"computer\": \"random\""));
        fixture.replace("\"computer\": \"random\"", "\"computer\": \"adaptive\", \"strength\": 4");
        QVERIFY(writeFile(save, fixture));
        Statistics statistics;
        statistics.setPath(statistics.pathBeside(save));
        statistics.record({person(), adaptive(4)}, 0, {70, 60}, 0); // a narrow win at 4 before
        QCOMPARE(statistics.adaptiveStrength(), 3);
        TestGame table(save);
        statistics.setGame(&table.game);
        QCOMPARE(table.game.adaptiveStrength(), 3);
        QVERIFY(table.game.resume());
        QCOMPARE(table.game.savedGame().players()[1].strength, 4); // as saved, not the player's now
        QCOMPARE(table.game.seats()->at(1)->strength(), 4);
        QVERIFY(table.game.adaptiveMoved().isEmpty());
        QSignalSpy moved(&table.game, &Game::adaptiveChanged);
        playToTheEnd(table.game);
        QVERIFY(table.game.savedGame().state().winner == 0);
        // Two wins running: from 3 a step up.
        QCOMPARE(table.game.adaptiveMoved(),
                 (QVariantMap{{QStringLiteral("from"), 3}, {QStringLiteral("to"), 4}}));
        QVERIFY(moved.count() >= 1);
        QCOMPARE(statistics.adaptiveStrength(), 4);
        QCOMPARE(table.game.adaptiveStrength(), 4);
        QCOMPARE(statistics.rows().front().strength, 4);
        // A new game against it plays at the player's strength now, and says so.
        statistics.record({person(), adaptive(4)}, 0, {70, 0}, 0); // decisive: 5
        table.game.newGame(againstTheComputer(Level::Adaptive), 0, 70, 7);
        QCOMPARE(table.game.savedGame().players()[1].strength, 5);
        QCOMPARE(table.game.seats()->at(1)->strength(), 5);
        QCOMPARE(table.game.seats()->at(1)->level(), QStringLiteral("adaptive"));
        QVERIFY(table.game.adaptiveMoved().isEmpty()); // a new game: nothing moved it yet
        // Hot-seat or another level: no strength.
        table.game.newGame(againstTheComputer(Level::Hard), 0, 70, 7);
        QCOMPARE(table.game.savedGame().players()[1].strength, 0);
    }

    void anOldFinishedSaveIsNotCountedAgain() {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(QFile::copy(QFINDTESTDATA("../qml/data/game-over-next.json"), save));
        {
            TestGame played(save);
            QVERIFY(played.game.resume());
            playToTheEnd(played.game);
            played.game.flushSave();
        }
        SavedGame old = readSave(save);
        QVERIFY(old.endedHere);
        old.endedHere = false;
        QVERIFY(writeSave(save, old).isEmpty());
        Statistics statistics;
        statistics.setPath(statistics.pathBeside(save));
        TestGame table(save);
        statistics.setGame(&table.game);
        QVERIFY(table.game.resume());
        QVERIFY(statistics.empty());
    }
};

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
