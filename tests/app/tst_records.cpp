// The records of finished games (gamerecords.h, recordstore.h, replaymodel.h): kept whole and
// once, written again after a failure, listed, imported and exported, and replayed as a seat saw
// them.

#include "gametesting.h"
#include "storage/gamerecords.h"
#include "storage/recordstore.h"
#include "storage/statistics.h"
#include "table/cards.h"
#include "table/replaymodel.h"
#include "testfiles.h"

#include "cozen/error.h"
#include "cozen/gamecode.h"
#include "cozen/match.h"
#include "cozen/record.h"
#include "cozen/rules.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;

using namespace cozen::app::testing;

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A whole game against the adaptive level, played at the table to its end: the strength it
    // began at is in its record, the statistics count it under that strength and move the
    // strength by it, and the game says what it did (issue 39).
    void aGameAgainstTheAdaptiveLevelIsRecordedWithItsStrength() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("save.json"));
        Statistics statistics;
        statistics.setPath(statistics.pathBeside(path));
        // A decisive loss first: the strength goes from 3 to 2 (the quickest search).
        statistics.record({{QString(), std::nullopt}, {{}, Level::Adaptive, 3}}, 1, {10, 70}, 0);
        QCOMPARE(statistics.adaptiveStrength(), 2);
        TestGame test(path);
        statistics.setGame(&test.game);
        QSignalSpy kept(&test.game, &Game::recordKept);
        test.game.newGame(againstTheComputer(Level::Adaptive), 0, 70, 5);
        QCOMPARE(test.game.seats()->at(1)->strength(), 2);
        QRandomGenerator random(8);
        playOn(test.game, random, [] { return false; });
        QCOMPARE(test.game.stage(), Game::GameOver);
        test.game.flushSave();
        QTRY_COMPARE(kept.count(), 1);
        QFile file(kept[0][0].toString());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const GameRecord record = parseRecord(file.readAll().toStdString());
        QCOMPARE(record.players[1].computer, std::optional<Level>(Level::Adaptive));
        QCOMPARE(record.players[1].strength, 2);
        const GameState& end = test.game.savedGame().state();
        const int outcome = end.winner == kDraw ? 0 : end.winner == 0 ? 1 : -1;
        QCOMPARE(statistics.adaptive().games.size(), std::size_t(2));
        QCOMPARE(statistics.adaptive().games.back().strength, 2);
        QCOMPARE(statistics.adaptive().games.back().outcome, outcome);
        const int after = nextStrength(2, statistics.adaptive().games);
        QCOMPARE(statistics.adaptiveStrength(), after);
        QCOMPARE(test.game.adaptiveMoved(),
                 (QVariantMap{{QStringLiteral("from"), 2}, {QStringLiteral("to"), after}}));
        // A row for each strength it played at: 2 (this game), then 3 (the loss before).
        QCOMPARE(statistics.rows().size(), std::size_t(2));
        QCOMPARE(statistics.rows().front().level, QStringLiteral("adaptive"));
        QCOMPARE(statistics.rows().front().strength, 2);
        QCOMPARE(statistics.rows().front().games, qint64(1));
        QCOMPARE(statistics.rows().back().strength, 3);
    }

    // A game resumed from its save and played to the end keeps its record from the first round;
    // a save whose history does not reach back to the first deal keeps none (and says why).
    // A daily game finished at the table: its record names its day, and the game's share code is
    // the code of the record it wrote, byte for byte (what `cozen-cli share` prints for that file:
    // tst_cli checks share against replay), which gives the same record back.
    void aDailyGameSharesTheCodeOfItsRecord() {
        QTemporaryDir dir;
        TestGame test(dir.filePath(QStringLiteral("save.json")));
        test.game.setToday(QStringLiteral("2026-12-07"));
        QSignalSpy kept(&test.game, &Game::recordKept);
        QCOMPARE(test.game.newDaily(QStringLiteral("Ann")), QString());
        QCOMPARE(test.game.shareCode(), QString()); // not over: nothing to share
        QRandomGenerator random(5);
        playOn(test.game, random, [] { return false; });
        QCOMPARE(test.game.stage(), Game::GameOver);
        test.game.flushSave();
        QTRY_COMPARE(kept.count(), 1);
        QFile file(kept[0][0].toString());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const GameRecord record = parseRecord(file.readAll().toStdString());
        QCOMPARE(record.daily, std::optional<Date>(Date{2026, 12, 7}));
        const QString code = test.game.shareCode();
        QCOMPARE(code, QString::fromStdString(encodeGameCode(record)));
        QCOMPARE(formatRecord(decodeGameCode(code.toStdString())), formatRecord(record));
        QCOMPARE(test.game.sharePicture().size(), qsizetype(record.rounds.size()));
    }

    void aResumedGameKeepsItsWholeRecord() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("save.json"));
        {
            TestGame test(path);
            test.game.newGame(againstTheComputer(Level::Random), 0, 70, 99);
            QRandomGenerator random(3);
            // A few moves, then the window closes.
            for (int i = 0; i < 4 && test.game.stage() != Game::GameOver;) {
                if (test.game.stage() == Game::Summary || test.game.stage() == Game::Reveal) {
                    test.game.advance();
                    continue;
                }
                QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing,
                                         10000);
                if (test.game.yourTurn()) {
                    playSomething(test.game, random);
                    ++i;
                }
            }
            test.game.flushSave();
        }
        TestGame test(path);
        QSignalSpy kept(&test.game, &Game::recordKept);
        QVERIFY(test.game.resume());
        QRandomGenerator random(4);
        playOn(test.game, random, [] { return false; });
        QCOMPARE(test.game.stage(), Game::GameOver);
        test.game.flushSave(); // the record is written on the autosave's thread
        QTRY_COMPARE(kept.count(), 1);
        QFile file(kept[0][0].toString());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const GameRecord record = parseRecord(file.readAll().toStdString());
        QCOMPARE(record.seed, std::uint64_t(99));
        QCOMPARE(record.rounds.front().start.round, 1);
        QCOMPARE(int(record.rounds.front().start.starter), 0);

        // Resumed over (as after a kill before the record was written, or at the next start):
        // the same record, not a second one.
        const QDir records(test.game.recordsFolder());
        QCOMPARE(records.entryList({QStringLiteral("*.json")}, QDir::Files).size(), 1);
        for (int run = 0; run < 2; ++run) {
            TestGame again(path);
            QSignalSpy keptAgain(&again.game, &Game::recordKept);
            QVERIFY(again.game.resume());
            again.game.flushSave();
            QTRY_COMPARE(keptAgain.count(), 1);
            QCOMPARE(keptAgain[0][0].toString(), kept[0][0].toString());
        }
        QCOMPARE(records.entryList({QStringLiteral("*.json")}, QDir::Files).size(), 1);

        // History that starts in the middle of the game: no record.
        const SavedGame whole = test.game.savedGame();
        QVERIFY(whole.session.whole());
        MoveHistory cut = whole.history();
        cut.erase(cut.begin());
        const auto players = whole.players();
        const SavedGame cutGame = SavedGame::at(whole.state(), whole.session.seed(), players, cut);
        QVERIFY(!cutGame.session.whole());
        QVERIFY_THROWS_EXCEPTION(Error, cutGame.session.record());
        // Other deals: the moves no longer fit them.
        const SavedGame changed =
            SavedGame::at(whole.state(), whole.session.seed() ^ 1, players, whole.history());
        QVERIFY_THROWS_EXCEPTION(Error, changed.session.record());
        // Either still loads, and plays on from its position.
        TestGame resumed;
        resumed.game.start(changed);
        QCOMPARE(resumed.game.savedGame().state(), whole.state());
    }

    // A record that cannot be written (its folder cannot be made) is said once, kept, and written
    // as soon as the disk takes the game's next save; the statistics' failed write too.
    void aRecordThatFailedIsWrittenAfterTheNextSave() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("save.json"));
        const QString blocker = dir.filePath(QStringLiteral("records")); // a file, not a folder
        QVERIFY(writeFileWhole(blocker, "not a folder").isEmpty());
        TestGame test(path);
        Statistics statistics;
        statistics.setPath(dir.filePath(QStringLiteral("stats/statistics.json")));
        QVERIFY(writeFileWhole(dir.filePath(QStringLiteral("stats")), "not a folder").isEmpty());
        statistics.setGame(&test.game);
        QSignalSpy kept(&test.game, &Game::recordKept);
        QSignalSpy notices(&test.game, &Game::noticeChanged);
        test.game.newGame({Player{QStringLiteral("Ann"), {}}, Player{{}, Level::Random}}, 0, 30, 5);
        QRandomGenerator random(8);
        playOn(test.game, random, [] { return false; });
        QCOMPARE(test.game.stage(), Game::GameOver);
        test.game.flushSave();
        statistics.flush();
        QTRY_COMPARE(test.game.notice().kind, NoticeKind::RecordNotSaved);
        QCOMPARE(notices.count(), 1);
        QVERIFY(test.game.notice().path.startsWith(blocker + "/"));
        QCOMPARE(kept.count(), 0);
        QTRY_COMPARE(statistics.notice().kind, NoticeKind::StatisticsNotSaved);

        // Room again: the next save (a new game's) brings the record and the statistics with it.
        QVERIFY(QFile::remove(blocker));
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("stats"))));
        const SavedGame ended = test.game.savedGame();
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 6);
        test.game.flushSave();
        QTRY_COMPARE(kept.count(), 1);
        QFile file(kept[0][0].toString());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(parseRecord(file.readAll().toStdString()).seed, ended.session.seed());
        statistics.flush();
        QTRY_VERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("stats/statistics.json"))));
        Statistics again;
        again.setPath(dir.filePath(QStringLiteral("stats/statistics.json")));
        QCOMPARE(again.rows().size(), std::size_t(1));
        QCOMPARE(again.rows().at(0).games, qint64(1));
    }

    // A game finished while its record and statistics cannot be written, a new game begun (its
    // save can be), the program closed with the disk still refusing them: the save holds the
    // finished game unrecorded, and the next start writes its record and counts it, once, even
    // from a save that still holds it after both were written.
    void aGameFinishedWhileWritesFailIsWrittenAtTheNextStart() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("save.json"));
        const QString blocker = dir.filePath(QStringLiteral("records")); // a file, not a folder
        const QString statsFolder = dir.filePath(QStringLiteral("stats"));
        const QString statsPath = statsFolder + QStringLiteral("/statistics.json");
        QVERIFY(writeFileWhole(blocker, "not a folder").isEmpty());
        QVERIFY(writeFileWhole(statsFolder, "not a folder").isEmpty());
        SavedGame ended;
        {
            TestGame test(path);
            Statistics statistics;
            statistics.setPath(statsPath);
            statistics.setGame(&test.game);
            test.game.newGame({Player{QStringLiteral("Ann"), {}}, Player{{}, Level::Random}}, 0, 30,
                              5);
            QRandomGenerator random(8);
            playOn(test.game, random, [] { return false; });
            QCOMPARE(test.game.stage(), Game::GameOver);
            ended = test.game.savedGame();
            QVERIFY(ended.session.whole());
            test.game.flushSave();
            QTRY_COMPARE(test.game.notice().kind, NoticeKind::RecordNotSaved);
            QTRY_COMPARE(statistics.notice().kind, NoticeKind::StatisticsNotSaved);
            test.game.newGame(againstTheComputer(Level::Random), 0, 70, 6);
            test.game.flushSave();
            const SavedGame saved = readSave(path);
            QCOMPARE(saved.unrecorded.size(), std::size_t(1));
            QCOMPARE(gameId(saved.unrecorded[0]), gameId(ended));
            QCOMPARE(saved.unrecorded[0].state(), ended.state());
            QCOMPARE(saved.unrecorded[0].hints, ended.hints);
        } // closed: the writer's last try fails, the disk still refusing
        QVERIFY(QFileInfo(blocker).isFile());
        const QByteArray stillUnrecorded = contentsOf(path);
        QVERIFY(stillUnrecorded.contains("\"unrecorded\""));

        QVERIFY(QFile::remove(blocker));
        QVERIFY(QFile::remove(statsFolder));
        for (int run = 0; run < 3; ++run) { // three starts of the program
            // The second from the save as it was: as if quit after the record and the statistics
            // were written, before the save without the game was.
            if (run == 1) QVERIFY(writeFileWhole(path, stillUnrecorded).isEmpty());
            Statistics statistics;
            statistics.setPath(statsPath);
            TestGame test(path);
            statistics.setGame(&test.game);
            QVERIFY(test.game.resume());
            QCOMPARE(test.game.stage(), Game::Playing); // the new game, not the one kept
            statistics.flush();
            test.game.flushSave();
            QTRY_VERIFY(readSave(path).unrecorded.empty());
            QCOMPARE(statistics.rows().size(), std::size_t(1));
            QCOMPARE(statistics.rows().at(0).games, qint64(1));
            QCOMPARE(statistics.rows().at(0).mode, QStringLiteral("computer"));
            const QStringList records =
                QDir(blocker).entryList({QStringLiteral("*.json")}, QDir::Files);
            QCOMPARE(records.size(), 1);
            QVERIFY(records[0].endsWith(gameId(ended) + QStringLiteral(".json")));
            QCOMPARE(readStatistics(statsPath).at(0).games, qint64(1));
#ifdef Q_OS_UNIX
            // The records folder, made by the writer, is the player's alone.
            QCOMPARE(QFileInfo(blocker).permissions() & 0x0077, QFileDevice::Permissions());
#endif
        }
    }

    // The replay viewer's model from one seat: no card that seat may not see reaches QML, at any
    // step of a 2v2 game (checked against the state itself, card by card); face up, every card.
    void replayFromASeatShowsOnlyWhatItSaw() {
        GameRecord record;
        playMatchGame(Level::Greedy, Level::Random, 11, 0, 4, &record);
        const RecordReplay replay(record);
        ReplayModel model;
        QAbstractItemModelTester rowTester(model.row(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.load(record);
        QCOMPARE(model.stepCount(), replay.stepCount());
        int hiddenSeen = 0;
        for (int seat = -1; seat < 4; ++seat) {
            model.setFaceUp(seat < 0);
            if (seat >= 0) model.setSeat(seat);
            for (int step = 0; step < model.stepCount(); ++step) {
                model.setStep(step);
                const GameState& state = replay.step(step).state;
                const int seeing = teamOfSeat(Seat(std::max(seat, 0)));
                // Hands: a seat's own, or every one face up.
                for (Seat s = 0; s < 4; ++s) {
                    const QStringList shown = model.hand(s)->cards();
                    if (model.resolved() || (seat >= 0 && s != seat))
                        QVERIFY2(shown.isEmpty(),
                                 qPrintable(QString("step %1 seat %2").arg(step).arg(s)));
                    else
                        QCOMPARE(shown, cardCodes(s, state.seats[std::size_t(s)].hand));
                }
                if (model.resolved()) continue; // a resolved row is tested with the reveal
                const QList<ColumnItem>& columns = model.row()->columns();
                QCOMPARE(columns.size(), qsizetype(state.columnCount));
                for (int c = 0; c < state.columnCount; ++c) {
                    const Column& column = state.columns[std::size_t(c)];
                    const bool stakeSeen =
                        seat < 0 || column.faceUp || column.ownerTeam() == seeing;
                    QCOMPARE(columns[c].stake, stakeSeen ? cardCode(column.stake) : QString());
                    QStringList expectedTop, expectedBottom;
                    for (Seat s = 0; s < 4; ++s) {
                        const bool seen = seat < 0 || teamOfSeat(s) == seeing;
                        QStringList& side =
                            teamOfSeat(s) == model.bottomTeam() ? expectedBottom : expectedTop;
                        const QStringList codes = cardCodes(s, column.wagers[std::size_t(s)]);
                        for (const QString& code : codes) {
                            side << (seen ? code : QString());
                            hiddenSeen += !seen;
                        }
                    }
                    QStringList top = columns[c].topCards, bottom = columns[c].bottomCards;
                    top.sort();
                    bottom.sort();
                    expectedTop.sort();
                    expectedBottom.sort();
                    QCOMPARE(top, expectedTop);
                    QCOMPARE(bottom, expectedBottom);
                }
                // The move's cards only when that seat's team saw them.
                const MoveLine move = model.move();
                if (move.kind != MoveLineKind::None && seat >= 0)
                    QCOMPARE(!move.cards.isEmpty(), teamOfSeat(Seat(move.seat)) == seeing);
            }
        }
        QVERIFY(hiddenSeen > 0); // the game had hidden cards to keep hidden
    }

    // The Recent games list: newest first, a damaged file listed as damaged with its reason,
    // import checks and copies, export writes a copy.
    void recordStoreListsImportsAndExports() {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("records"));
        QVERIFY(QDir().mkpath(folder));
        const auto write = [](const QString& path, const QByteArray& bytes, int secondsAgo) {
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
            file.write(bytes);
            file.flush(); // else the close writes, and the time is now again
            file.setFileTime(QDateTime::currentDateTime().addSecs(-secondsAgo),
                             QFileDevice::FileModificationTime);
        };
        GameRecord older, newer;
        playMatchGame(Level::Greedy, Level::Random, 5, 0, 2, &older);
        playMatchGame(Level::Random, Level::Random, 6, 1, 4, &newer);
        write(folder + QStringLiteral("/a.json"), QByteArray::fromStdString(formatRecord(older)),
              300);
        write(folder + QStringLiteral("/b.json"), QByteArray::fromStdString(formatRecord(newer)),
              100);
        write(folder + QStringLiteral("/broken.json"), QByteArray("{\"cozenRecord\": 1"), 200);
        write(folder + QStringLiteral("/notes.txt"), QByteArray("not listed"), 0);

        RecordStore store;
        QAbstractItemModelTester tester(&store,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        store.setFolder(folder);
        QCOMPARE(store.rowCount(), 0); // read on a worker thread
        QVERIFY(store.loading());
        QTRY_COMPARE(store.rowCount(), 3);
        const auto at = [&](int row, RecordStore::Role role) {
            return store.data(store.index(row), role);
        };
        QCOMPARE(at(0, RecordStore::FileNameRole).toString(), QStringLiteral("b.json"));
        QCOMPARE(at(1, RecordStore::FileNameRole).toString(), QStringLiteral("broken.json"));
        QCOMPARE(at(2, RecordStore::FileNameRole).toString(), QStringLiteral("a.json"));
        QCOMPARE(at(0, RecordStore::SeatsRole).toInt(), 4);
        QCOMPARE(at(0, RecordStore::PlayersRole).toList().size(), 4);
        // Each player with its team (R12: Red 1, Black 1, Red 2, Black 2), which QML names sides
        // by.
        QList<int> teams;
        for (const QVariant& player : at(0, RecordStore::PlayersRole).toList())
            teams << player.toMap().value(QStringLiteral("team"), -1).toInt();
        QCOMPARE(teams, QList<int>({0, 1, 0, 1}));
        QCOMPARE(at(0, RecordStore::WinnerRole).toInt(),
                 newer.result.winner == kNobody ? -1 : newer.result.winner);
        QCOMPARE(at(2, RecordStore::RoundsRole).toInt(), older.result.rounds);
        QCOMPARE(at(2, RecordStore::VpRole).toList(),
                 QVariantList({older.result.vp[0], older.result.vp[1]}));
        QCOMPARE(at(2, RecordStore::PlayersRole).toList()[0].toMap().value("computer").toString(),
                 QStringLiteral("greedy"));
        QVERIFY(!at(0, RecordStore::DamagedRole).toBool());
        QVERIFY(at(1, RecordStore::DamagedRole).toBool());
        QVERIFY2(at(1, RecordStore::ProblemRole).toString().startsWith("malformed JSON"),
                 qPrintable(at(1, RecordStore::ProblemRole).toString()));

        // Import: a damaged record is refused with its reason; a good one is copied in.
        GameRecord bad = older;
        bad.result.rounds += 1;
        const QString outside = dir.filePath(QStringLiteral("outside.json"));
        write(outside, QByteArray::fromStdString(formatRecord(bad)), 0);
        QVariantMap answer = store.importRecord(QUrl::fromLocalFile(outside));
        QVERIFY(!answer.value("ok").toBool());
        QVERIFY2(answer.value("detail").toString().startsWith("result.rounds: "),
                 qPrintable(answer.value("detail").toString()));
        QCOMPARE(store.rowCount(), 3);
        write(outside, QByteArray::fromStdString(formatRecord(older)), 0);
        answer = store.importRecord(outside);
        QVERIFY(answer.value("ok").toBool());
        QCOMPARE(answer.value("path").toString(), folder + QStringLiteral("/outside.json"));
        QTRY_COMPARE(store.rowCount(), 4);
        answer = store.importRecord(outside); // again: under a name of its own
        QCOMPARE(answer.value("path").toString(), folder + QStringLiteral("/outside-2.json"));

        // Export: a copy, byte for byte; to a folder that cannot be made, a reason.
        const QString copy = dir.filePath(QStringLiteral("out/copy.json"));
        QCOMPARE(store.exportRecord(store.rowCount() - 1, QUrl::fromLocalFile(copy)), QString());
        QFile a(folder + QStringLiteral("/a.json")), b(copy);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
        QVERIFY(
            !store.exportRecord(0, dir.filePath(QStringLiteral("outside.json/x.json"))).isEmpty());
        QVERIFY(!store.exportRecord(99, copy).isEmpty());

        // Each file is parsed once: one whose size and time are as they were is not read again
        // (a game that ends adds one parse, not the folder's). Its time changed, it is.
        const QString bPath = folder + QStringLiteral("/b.json");
        const QDateTime bTime = QFileInfo(bPath).lastModified();
        const qint64 bSize = QFileInfo(bPath).size();
        QFile b2(bPath);
        QVERIFY(b2.open(QIODevice::WriteOnly));
        b2.write(QByteArray(bSize, ' '));
        b2.flush();
        QVERIFY(b2.setFileTime(bTime, QFileDevice::FileModificationTime));
        b2.close();
        const auto rowOf = [&](const QString& name) {
            for (int row = 0; row < store.rowCount(); ++row)
                if (at(row, RecordStore::FileNameRole).toString() == name) return row;
            return -1;
        };
        store.refresh();
        QTRY_VERIFY(!store.loading());
        QVERIFY(!at(rowOf("b.json"), RecordStore::DamagedRole).toBool());
        QFile b3(bPath);
        QVERIFY(b3.open(QIODevice::ReadWrite));
        QVERIFY(b3.setFileTime(bTime.addSecs(1), QFileDevice::FileModificationTime));
        b3.close();
        store.refresh();
        QTRY_VERIFY(!store.loading());
        QVERIFY(at(rowOf("b.json"), RecordStore::DamagedRole).toBool());
    }

    // A record added to the folder (a game finished) or removed is one row inserted or removed:
    // the list is not reset (its place and its current row stay), and the others are not read
    // again.
    void aNewRecordIsOneRowInserted() {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("records"));
        QVERIFY(QDir().mkpath(folder));
        GameRecord game;
        playMatchGame(Level::Greedy, Level::Random, 5, 0, 2, &game);
        const QByteArray bytes = QByteArray::fromStdString(formatRecord(game));
        const auto write = [&](const QString& name, int secondsAgo) {
            QFile file(folder + '/' + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
            file.flush();
            QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-secondsAgo),
                                     QFileDevice::FileModificationTime));
        };
        for (int i = 0; i < 20; ++i)
            write(QStringLiteral("old-%1.json").arg(i, 2, 10, QLatin1Char('0')), 1000 + i);
        RecordStore store;
        QAbstractItemModelTester tester(&store,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        store.setFolder(folder);
        QTRY_COMPARE(store.rowCount(), 20);
        QSignalSpy resets(&store, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&store, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&store, &QAbstractItemModel::rowsRemoved);

        write(QStringLiteral("new.json"), 0);
        store.refresh();
        QTRY_COMPARE(store.rowCount(), 21);
        QTRY_VERIFY(!store.loading());
        QCOMPARE(resets.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.first().at(1).toInt(), 0); // the newest, first
        QCOMPARE(store.data(store.index(0), RecordStore::FileNameRole).toString(),
                 QStringLiteral("new.json"));

        QVERIFY(QFile::remove(folder + QStringLiteral("/old-05.json")));
        store.refresh();
        QTRY_COMPARE(store.rowCount(), 20);
        QTRY_VERIFY(!store.loading());
        QCOMPARE(resets.count(), 0);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.first().at(1).toInt(), 6);
        QCOMPARE(store.data(store.index(6), RecordStore::FileNameRole).toString(),
                 QStringLiteral("old-06.json"));
    }
};

QTEST_MAIN(TestRecords)
#include "tst_records.moc"
