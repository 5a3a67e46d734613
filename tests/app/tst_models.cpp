// The models of the game window, driven as QML drives them.

#include "gametesting.h"
#include "play/hints.h"
#include "play/movecheck.h"
#include "storage/filereading.h"
#include "storage/gamerecords.h"
#include "storage/recordstore.h"
#include "storage/statistics.h"
#include "system/clock.h"
#include "system/language.h"
#include "system/preferences.h"
#include "table/cards.h"
#include "table/deckmodel.h"
#include "table/movelogmodel.h"
#include "table/presenter.h"
#include "table/replaymodel.h"
#include "table/rowmodel.h"
#include "table/sidemodel.h"
#include "testfiles.h"

#include "core/builders.h"

#include "cozen/match.h"
#include "cozen/position.h"
#include "cozen/record.h"
#include "cozen/rules.h"
#include "cozen/view.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QPointer>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace cozen;
using namespace cozen::app;

using namespace cozen::app::testing;

class TestModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A move signals only the groups of the game's properties, and the seats' properties, that it
    // changed: the table re-runs only what is bound to them (one signal for all re-ran hundreds of
    // bindings at every move). Each group still signals whenever one of its own changes.
    void aMoveSignalsOnlyWhatItChanged() {
        QTemporaryDir dir;
        TestGame test(dir.filePath(QStringLiteral("save.json")));
        Game& game = test.game;
        game.newGame(againstTheComputer(Level::Random), 0, 100, 5);
        QVERIFY(game.yourTurn());
        QSignalSpy stage(&game, &Game::stageChanged);
        QSignalSpy seating(&game, &Game::seatingChanged);
        QSignalSpy turn(&game, &Game::turnChanged);
        QSignalSpy score(&game, &Game::scoreChanged);
        QSignalSpy moves(&game, &Game::movesChanged);
        QSignalSpy changed(&game, &Game::changed);
        SeatInfo* person = game.seats()->at(0);
        QSignalSpy player(person, &SeatInfo::playerChanged);
        QSignalSpy places(game.seats(), &SeatsModel::placesChanged);
        QSignalSpy toMove(person, &SeatInfo::toMoveChanged);
        QSignalSpy handSize(person, &SeatInfo::handSizeChanged);
        QSignalSpy seatRows(game.seats(), &QAbstractItemModel::dataChanged);
        const QString card = game.hand()->codeAt(0);
        QVERIFY(game.input()->play(-1, {card})); // a stake: the hand is drawn back to its size
        QCOMPARE(toMove.count(), 1);             // no longer the person's turn...
        QCOMPARE(turn.count(), 1);
        QVERIFY(!game.yourTurn());
        QTRY_VERIFY_WITH_TIMEOUT(game.yourTurn(), 10000); // ...and theirs again
        QCOMPARE(game.stage(), Game::Playing);
        QCOMPARE(toMove.count(), 2);
        QVERIFY(turn.count() >= 2);
        QVERIFY(moves.count() >= 2); // the person's move, then the computer's
        QVERIFY(changed.count() >= 2);
        QCOMPARE(stage.count(), 0);
        QCOMPARE(seating.count(), 0);
        QCOMPARE(score.count(), 0);
        QCOMPARE(player.count(), 0);
        QCOMPARE(places.count(), 0);
        QCOMPARE(handSize.count(), 0);
        for (const QList<QVariant>& row : seatRows) {
            const auto roles = row[2].value<QList<int>>();
            QVERIFY(!roles.isEmpty());
            for (int role :
                 {int(SeatsModel::NameRole), int(SeatsModel::PersonRole), int(SeatsModel::RedRole)})
                QVERIFY(!roles.contains(role));
        }
        // The person plays on until the round ends: the stage changes, and the score with it.
        QRandomGenerator random(5);
        while (game.stage() == Game::Playing) {
            QTRY_VERIFY_WITH_TIMEOUT(game.yourTurn() || game.stage() != Game::Playing, 10000);
            if (game.yourTurn()) playSomething(game, random);
        }
        QVERIFY(stage.count() >= 1);
        QCOMPARE(seating.count(), 0); // one person: the screen is theirs throughout
    }

    // The click that ends a round's summary takes the last round's row away, and the next round is
    // shown a moment later, in an event of its own (one event held both: bench_gui's stalls); or
    // at once when the click comes again meanwhile.
    void theNextRoundIsShownAMomentAfterTheClick() {
        QTemporaryDir dir;
        TestGame test(dir.filePath(QStringLiteral("save.json")));
        Game& game = test.game;
        game.newGame(againstTheComputer(Level::Random), 0, 100, 5);
        QRandomGenerator random(5);
        for (int round = 1; round <= 2; ++round) {
            while (game.stage() == Game::Playing) {
                QTRY_VERIFY_WITH_TIMEOUT(game.yourTurn() || game.stage() != Game::Playing, 10000);
                if (game.yourTurn()) playSomething(game, random);
            }
            if (game.stage() == Game::Reveal) game.advance();
            QCOMPARE(game.stage(), Game::Summary);
            QCOMPARE(game.round(), round);
            QVERIFY(game.row()->rowCount() > 0); // the round's columns, revealed
            QSignalSpy starting(&game, &Game::roundStarting);
            game.advance();
            QCOMPARE(starting.count(), 1);
            QCOMPARE(game.row()->rowCount(), 0);
            QCOMPARE(game.stage(), Game::Summary);
            if (round == 1) {
                QTRY_COMPARE(game.stage(), Game::Playing);
            } else {
                game.advance();
                QCOMPARE(game.stage(), Game::Playing);
                QCOMPARE(starting.count(), 1);
            }
            QCOMPARE(game.round(), round + 1);
        }
    }

    void wholeGameAgainstTheComputer_data() {
        QTest::addColumn<QString>("level");
        QTest::newRow("random") << "random";
        QTest::newRow("greedy") << "greedy";
        QTest::newRow("easy") << "easy";
    }
    void wholeGameAgainstTheComputer() {
        QFETCH(QString, level);
        QTemporaryDir dir;
        TestGame test(dir.filePath(QStringLiteral("save.json")));
        Game& game = test.game;
        QSignalSpy moves(&game, &Game::moveMade);
        game.newGame(againstTheComputer(*parseLevel(level.toStdString())), -1, 70);
        QCOMPARE(game.viewer(), 0);
        QRandomGenerator random(7);
        int rounds = 0;
        int yourMoves = 0;
        while (game.stage() != Game::GameOver) {
            QVERIFY2(rounds < 100, "the game should end");
            if (game.stage() == Game::Summary || game.stage() == Game::Reveal) {
                game.advance();
                ++rounds;
                continue;
            }
            QTRY_VERIFY_WITH_TIMEOUT(game.yourTurn() || game.stage() != Game::Playing, 10000);
            if (!game.yourTurn()) continue;
            QVERIFY(!game.thinking());
            // What the computer did is told without its cards.
            const MoveLine last = game.lastMove();
            if (last.seat == 1) {
                QVERIFY(last.cards.isEmpty());
                QVERIFY(last.count >= 1);
            }
            playSomething(game, random);
            ++yourMoves;
        }
        QVERIFY(rounds >= 1);
        QVERIFY(yourMoves > 0);
        QVERIFY(moves.count() > yourMoves); // the computer moved too
        const Outcome outcome = game.outcome();
        QVERIFY(outcome.known);
        QCOMPARE(outcome.vp.size(), 2);
        QCOMPARE(game.vp(), (QVariantList{outcome.vp[0], outcome.vp[1]}));
        if (outcome.draw)
            QCOMPARE(outcome.winner, -1);
        else
            QVERIFY(outcome.vp[outcome.winner] >= game.target());
        // The autosave holds the finished game.
        game.flushSave();
        const SavedGame saved = readSave(game.savePath());
        QCOMPARE(saved.state().phase, Phase::GameOver);
        QCOMPARE(int(saved.history().size()), game.round());

        // And its record is kept beside the save: it replays to the same end.
        QCOMPARE(game.recordsFolder(), dir.filePath(QStringLiteral("records")));
        const QStringList records =
            QDir(game.recordsFolder()).entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(records.size(), 1);
        QFile file(QDir(game.recordsFolder()).filePath(records[0]));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const RecordReplay replay(parseRecord(file.readAll().toStdString()));
        QVERIFY(replay.step(replay.stepCount() - 1).state == saved.state());
        QCOMPARE(replay.result().winner, outcome.draw ? kDraw : outcome.winner);
        QCOMPARE(replay.result().vp[0], outcome.vp[0]);
        QCOMPARE(replay.result().vp[1], outcome.vp[1]);
        QCOMPARE(replay.result().rounds, game.round());
        QCOMPARE(replay.record().players[1].computer, parseLevel(level.toStdString()));
        QCOMPARE(replay.record().seed, saved.session.seed());
        int moveCount = 0;
        for (const auto& round : saved.history())
            moveCount += int(round.size());
        QCOMPARE(replay.stepCount(), moveCount + int(saved.history().size()));
    }

    // Between two people, Stake & Draw shows the one who drew the card drawn before the screen is
    // handed on (passOn); a wager hands it on at once.
    void aCardDrawnBetweenTwoPeopleIsSeenFirst() {
        TestGame test;
        test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70, 3);
        QCOMPARE(test.game.stage(), Game::HandOver);
        test.game.confirmHandOver();
        const QStringList hand = handCodes(test.game);
        QVERIFY(test.game.input()->play(-1, {hand[0]}));
        QCOMPARE(test.game.stage(), Game::Playing);
        QCOMPARE(test.game.viewer(), 0);
        QVERIFY(!test.game.yourTurn());
        const QString drawn = test.game.drawnCard();
        QVERIFY(!drawn.isEmpty());
        QVERIFY(!hand.contains(drawn));
        QVERIFY(handCodes(test.game).contains(drawn));
        QCOMPARE(test.game.savedGame().state().toMove, Seat(1)); // Ben's turn, not yet his screen
        test.game.passOn();
        QCOMPARE(test.game.stage(), Game::HandOver);
        QCOMPARE(test.game.handOverSeat(), 1);
        QCOMPARE(test.game.viewer(), -1);
        QVERIFY(test.game.drawnCard().isEmpty());
        QCOMPARE(test.game.hand()->rowCount(), 0);
        test.game.confirmHandOver();
        QVERIFY(
            test.game.input()->play(0, {handCodes(test.game)[0]})); // a wager: handed on at once
        QCOMPARE(test.game.stage(), Game::HandOver);
        QVERIFY(test.game.drawnCard().isEmpty());
    }

    // Against the computer the card a Stake & Draw drew is said (justDrawn) until the person's
    // next move, and only to them; between two people the same, never to the other one.
    void theCardDrawnIsSaidUntilTheNextMove() {
        TestGame test;
        test.game.newGame(parsePlayers(QStringLiteral("Ann,computer:random")), 0, 70, 3);
        QVERIFY(test.game.yourTurn());
        QVERIFY(test.game.justDrawn().isEmpty());
        const QStringList hand = handCodes(test.game);
        QVERIFY(test.game.input()->play(-1, {hand[0]}));
        QVERIFY(test.game.drawnCard().isEmpty()); // (the hot-seat's pass-on is not asked for)
        QTRY_VERIFY(test.game.yourTurn());        // the computer answered
        const QString drawn = test.game.justDrawn();
        QVERIFY(!drawn.isEmpty());
        QVERIFY(!hand.contains(drawn));
        QVERIFY(handCodes(test.game).contains(drawn));
        QVERIFY(test.game.input()->play(0, {handCodes(test.game)[0]})); // a wager
        QVERIFY(test.game.justDrawn().isEmpty());

        TestGame two;
        two.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70, 3);
        two.game.confirmHandOver();
        QVERIFY(two.game.input()->play(-1, {handCodes(two.game)[0]}));
        const QString annDrew = two.game.justDrawn();
        QCOMPARE(annDrew, two.game.drawnCard());
        two.game.passOn();
        QVERIFY(two.game.justDrawn().isEmpty()); // nobody's screen
        two.game.confirmHandOver();
        QVERIFY(two.game.justDrawn().isEmpty()); // Ben's: not Ann's card
        QVERIFY(two.game.input()->play(0, {handCodes(two.game)[0]}));
        two.game.confirmHandOver();
        QCOMPARE(two.game.justDrawn(), annDrew); // Ann's own again, until she moves
    }

    // While the table is covered (a dialog, the tutorial: Game.paused) the computer's move waits,
    // and so does the reveal; uncovered, both go on.
    void nothingHappensBehindADialog() {
        ManualClock clock; // however long the dialog stays: the test says how long
        TestGame test;
        test.game.setClock(&clock);
        test.game.setPaused(true);
        test.game.newGame(againstTheComputer(Level::Random), 1, 70, 12); // the computer starts
        QVERIFY(test.game.thinking());
        QTRY_VERIFY(test.game.moveHeld()); // the random level answers at once: its move is held
        clock.advance(60000);
        QVERIFY(test.game.thinking());
        QVERIFY(test.game.savedGame().history().back().empty());
        test.game.setPaused(false);
        QTRY_VERIFY(test.game.yourTurn()); // (computerDelayMs 0: in the next event)
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(1));

        // The reveal, paused in its middle, stays where it is.
        test.game.setProperty("revealMs", 1);
        QRandomGenerator random(2);
        while (test.game.stage() != Game::Reveal) {
            QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() == Game::Reveal,
                                     10000);
            if (test.game.yourTurn()) playSomething(test.game, random);
        }
        test.game.setPaused(true); // its steps a millisecond apart, and the clock standing still
        QSignalSpy changes(&test.game, &Game::changed);
        QCoreApplication::processEvents();
        clock.advance(60000);
        QCOMPARE(test.game.stage(), Game::Reveal);
        QCOMPARE(changes.count(), 0); // not a step shown
        test.game.setPaused(false);
        clock.advance(1000); // a moment to see the table again, and every step
        QCOMPARE(test.game.stage(), Game::Summary);
    }

    // A game quit (or killed) while a round's reveal or summary is on resumes at that summary:
    // the round's row settled and its numbers, the next round not begun (the computer, whose turn
    // it may be, has not moved). Gone through, it is not shown again, but stays as the last round.
    void aGameQuitInItsRevealResumesAtItsSummary() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("save.json"));
        RoundSummary summary;
        int round = 0;
        {
            TestGame test(path);
            test.game.setProperty("revealMs", 60000); // the reveal stays on
            test.game.newGame(againstTheComputer(Level::Random), 1, 70, 5);
            QRandomGenerator random(8);
            while (test.game.stage() != Game::Reveal) {
                QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() == Game::Reveal,
                                         10000);
                if (test.game.yourTurn()) playSomething(test.game, random);
            }
            round = test.game.round();
            test.game.advance();
            test.game.advance(); // all of it at once: the summary
            QCOMPARE(test.game.stage(), Game::Summary);
            summary = test.game.summary();
            test.game.flushSave();
        } // quit at the summary
        QVERIFY(readSave(path).summaryPending);
        QVERIFY(readSave(path).history().back().empty()); // the next round, dealt and not begun
        {
            TestGame test(path);
            QVERIFY(test.game.resume());
            QCOMPARE(test.game.stage(), Game::Summary);
            QCOMPARE(test.game.round(), round);
            QCOMPARE(test.game.summary(), summary);
            QVERIFY(test.game.row()->rowCount() > 0);
            for (const ColumnItem& column : test.game.row()->columns())
                QVERIFY(column.resolved);
            QCOMPARE(test.game.lastRow()->rowCount(), test.game.row()->rowCount());
            test.game.flushSave();
            QVERIFY(readSave(path).history().back().empty()); // nobody has moved
            test.game.advance();
            QTRY_VERIFY(test.game.stage() != Game::Summary);
            QCOMPARE(test.game.round(), round + 1);
            test.game.flushSave();
        }
        QVERIFY(!readSave(path).summaryPending);
        TestGame test(path);
        QVERIFY(test.game.resume());
        QVERIFY(test.game.stage() != Game::Summary);
        QCOMPARE(test.game.summary(), summary); // still there for "Last round"
        QVERIFY(test.game.lastRow()->rowCount() > 0);
    }

    // A named pipe (or a link to one) where the game reads would have blocked QFile::open on the
    // GUI thread until something wrote to it: forever. Each reader refuses it by name, at once.
    void namedPipesAreRefusedNotWaitedOn() {
#ifndef Q_OS_UNIX
        QSKIP("named pipes in the file system are a Unix thing");
#else
        QTemporaryDir dir;
        const auto fifo = [&](const QString& name) {
            const QString path = dir.filePath(name);
            if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0) qFatal("mkfifo");
            return path;
        };
        const QString pipe = fifo(QStringLiteral("pipe.json"));
        const QString link = dir.filePath(QStringLiteral("link.json"));
        QVERIFY(QFile::link(pipe, link));
        for (const QString& path : {pipe, link}) {
            const auto refusal = [&](auto read) {
                try {
                    read();
                } catch (const std::exception& e) {
                    return QString::fromUtf8(e.what());
                }
                return QString();
            };
            QVERIFY(refusal([&] { readSave(path); }).endsWith("not a regular file (a named pipe)"));
            QVERIFY(refusal([&] {
                        readStatistics(path, nullptr);
                    }).endsWith("not a regular file (a named pipe)"));
            ReplayModel replay;
            QVERIFY(!replay.load(path));
            QCOMPARE(replay.error(), QStringLiteral("not a regular file (a named pipe)"));
            QString why;
            QVERIFY(readRegularFile(path, 100, &why).isEmpty());
            QCOMPARE(why, QStringLiteral("not a regular file (a named pipe)"));
        }
        // The autosave a pipe: set aside whole (renamed), a new game begins, and it is said.
        const QString save = fifo(QStringLiteral("autosave.json"));
        {
            TestGame test(save);
            QVERIFY(!test.game.resume());
            QCOMPARE(test.game.notice().kind, NoticeKind::UnreadableSave);
            QVERIFY(QFileInfo(test.game.notice().keptAs).exists());
        }
        // Recent games: a pipe and a link to one among the records are never opened (Qt lists the
        // link, as damaged, saying why).
        const QString folder = dir.filePath(QStringLiteral("records"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(::mkfifo(QFile::encodeName(folder + "/a.json").constData(), 0600) == 0);
        QVERIFY(QFile::link(pipe, folder + "/b.json"));
        GameRecord record;
        playMatchGame(Level::Random, Level::Random, 5, 0, 2, &record);
        QVERIFY(writeFileWhole(folder + "/c.json", QByteArray::fromStdString(formatRecord(record)))
                    .isEmpty());
        RecordStore store;
        store.setFolder(folder);
        QTRY_VERIFY(!store.loading());
        QStringList listed;
        for (int row = 0; row < store.rowCount(); ++row) {
            const QString name = store.data(store.index(row), RecordStore::FileNameRole).toString();
            const bool damaged = store.data(store.index(row), RecordStore::DamagedRole).toBool();
            listed << name;
            QCOMPARE(damaged, name != "c.json");
            if (damaged)
                QCOMPARE(store.data(store.index(row), RecordStore::ProblemRole).toString(),
                         QStringLiteral("not a regular file (a named pipe)"));
        }
        QVERIFY2(listed.contains("c.json") && !listed.contains("a.json"),
                 qPrintable(listed.join(' ')));
        QVERIFY(!store.importRecord(link).value("ok").toBool());
#endif
    }

    // Re-deal everything the person cannot see: nothing that reaches QML may change.
    void hiddenCardsNeverReachQml() {
        for (int i = 0; i < 40; ++i) {
            const GameState state = positionAfter(2 + i % 9, 100 + std::uint64_t(i));
            QCOMPARE(state.toMove, 0);
            Rng rng(900 + std::uint64_t(i));
            const GameState redealt = determinize(viewFor(state, 0), rng);
            QVERIFY(!(redealt == state) || cardCount(state.seats[1].hand) == 0);

            const SavedGame a = SavedGame::at(state, 5, againstTheComputer(Level::Random));
            const SavedGame b = SavedGame::at(redealt, 5, againstTheComputer(Level::Random));
            TestGame one;
            TestGame two;
            one.game.start(a);
            two.game.start(b);
            QCOMPARE(dump(two.game), dump(one.game));
            // And the other seat's hand and face-down cards appear nowhere in it.
            const QString everything = dump(one.game).join(QLatin1Char('\n'));
            forEachInOrder(state.seats[1].hand, [&](int index) {
                const QString code = QString::fromStdString(cardText(Colour::Black, index));
                bool visible = false;
                for (const Column& column : state.row())
                    visible |= column.faceUp && column.stake == makeCard(1, index);
                if (!visible)
                    QVERIFY2(!everything.contains(QLatin1Char('=') + code), qPrintable(code));
            });
        }
    }

    // At the reveal, columns that were not turned up show the other side's cards as backs only.
    void revealShowsOnlyWhatWasTurnedUp() {
        int checked = 0;
        for (int i = 0; i < 30; ++i) {
            GameState state = positionAfter(4, 300 + std::uint64_t(i));
            // Empty the person's hand but for one card, so that the next wager ends the round.
            TestGame test;
            test.game.start(SavedGame::at(state, 9, againstTheComputer(Level::Random)));
            QRandomGenerator random{std::uint32_t(i)};
            for (int guard = 0; guard < 40 && test.game.stage() == Game::Playing; ++guard) {
                QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing,
                                         5000);
                if (test.game.stage() != Game::Playing) break;
                // Wager everything at once to end the round soon.
                if (!test.game.input()->play(random.bounded(test.game.row()->rowCount()),
                                             handCodes(test.game)))
                    playSomething(test.game, random);
            }
            if (test.game.stage() != Game::Summary) continue;
            for (const ColumnItem& item : test.game.row()->columns()) {
                QVERIFY(item.resolved);
                if (!item.revealed) {
                    for (const QString& code : item.topCards)
                        QVERIFY2(code.isEmpty(), "an unrevealed card of the computer's was shown");
                    if (!item.stakeMine && !item.stakeFaceUp)
                        QVERIFY2(item.stake.isEmpty(),
                                 "an unrevealed stake of the computer's was shown");
                } else
                    for (const QString& code : item.topCards)
                        QVERIFY(!code.isEmpty());
                ++checked;
            }
        }
        QVERIFY(checked > 20);
    }

    // The reveal, a column at a time, tells nothing before its time: a column where both sides
    // wagered is turned up (its cards and arrangements) and left so, with no outcome, before it is
    // decided; its outcome comes before the jails count its captures; and the score (Game.vp), the
    // jails and the decks' trackers change only when they do, column by column.
    // Every round's reveal starts from its first column: the change that shows the round over has
    // no column turned up or decided yet, in the third round as in the first (the reveal of the
    // round before must not carry over).
    void everyRevealStartsFromItsFirstColumn() {
        TestGame test;
        test.game.setProperty("revealMs", 1);
        test.game.newGame(againstTheComputer(Level::Random), 0, 500, 11);
        QRandomGenerator random(3);
        int reveals = 0;
        Game::Stage was = test.game.stage();
        connect(&test.game, &Game::changed, this, [&] {
            const Game::Stage now = test.game.stage();
            if (now == Game::Reveal && was != Game::Reveal) {
                ++reveals;
                for (const ColumnItem& column : test.game.row()->columns())
                    QVERIFY2(!column.revealed && !column.resolved,
                             qPrintable(QStringLiteral("round %1").arg(test.game.round())));
            }
            was = now;
        });
        while (reveals < 3 && test.game.stage() != Game::GameOver && !QTest::currentTestFailed()) {
            if (test.game.stage() == Game::Summary) test.game.advance();
            QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() == Game::Summary ||
                                         test.game.stage() == Game::GameOver,
                                     10000);
            if (test.game.yourTurn()) playSomething(test.game, random);
        }
        QCOMPARE(reveals, 3);
    }

    void theRevealTellsEachResultInItsTurn() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(QFile::copy(QFINDTESTDATA("../qml/data/crowded-reveal.json"), path));
        TestGame test(path);
        test.game.setProperty("revealMs", 1);
        QVERIFY(test.game.resume());
        struct Seen {
            QList<bool> turned, resolved;
            QVariantList vp;
            QString trackers;
        };
        QList<Seen> seen;
        const auto look = [&] {
            Seen now;
            for (const ColumnItem& c : test.game.row()->columns()) {
                now.turned.append(c.revealed);
                now.resolved.append(c.resolved);
            }
            now.vp = test.game.vp();
            for (int seat = 0; seat < 2; ++seat)
                now.trackers +=
                    dump(test.game.seats()->deck(seat), QString()).join(QLatin1Char(' '));
            return now;
        };
        connect(&test.game, &Game::changed, this, [&] {
            if (test.game.stage() != Game::Reveal) return;
            seen.append(look());
            QCOMPARE(seen.last().vp,
                     (QVariantList{test.game.jail(0)->vp(), test.game.jail(1)->vp()}));
        });
        QList<QVariantList> atOutcome;
        connect(&test.game, &Game::columnResolved, this, [&] { atOutcome.append(test.game.vp()); });
        QVERIFY(test.game.input()->play(1, {QStringLiteral("7D")}));
        QTRY_COMPARE(test.game.stage(), Game::Summary);
        QVERIFY(seen.size() > 9);
        const int columns = int(seen.last().turned.size());
        QCOMPARE(columns, 9);
        // Column 1 (Black's 5S against Red's A-2-3 on Red's ace): turned up, both sides face up,
        // with no outcome and the score as it was; then its outcome, the score still as it was;
        // then Red's jail takes the 5S.
        const auto first =
            std::find_if(seen.begin(), seen.end(), [](const Seen& s) { return s.turned[0]; });
        QVERIFY(first != seen.end());
        QVERIFY(!first->resolved[0]);
        QCOMPARE(first->vp, (QVariantList{75, 18}));
        for (int i = 1; i < columns; ++i)
            QVERIFY2(!first->turned[i] && !first->resolved[i], "one column at a time");
        QCOMPARE(atOutcome.first(), (QVariantList{75, 18})); // decided, not yet jailed
        QCOMPARE(atOutcome.size(), 9);
        // Every step: a column's result shows only after the columns before it settled; no
        // column resolved in the change that turned it when both sides wagered; the score and the
        // trackers change only in a change of their own (no column newly turned or decided in it).
        for (int k = 1; k < seen.size(); ++k) {
            const Seen& was = seen[k - 1];
            const Seen& now = seen[k];
            int changedColumns = 0;
            for (int i = 0; i < columns; ++i) {
                if (now.resolved[i] && !was.resolved[i]) {
                    ++changedColumns;
                    for (int j = 0; j < i; ++j)
                        QVERIFY2(now.resolved[j], "left to right");
                    QVERIFY2(
                        !now.turned[i] || was.turned[i],
                        qPrintable(
                            QStringLiteral("column %1 decided as it was turned up").arg(i + 1)));
                }
                if (now.turned[i] && !was.turned[i]) ++changedColumns;
            }
            if (now.vp != was.vp || now.trackers != was.trackers)
                QVERIFY2(changedColumns == 0,
                         "the jails count a column's captures after its outcome");
        }
        QCOMPARE(seen.last().vp, (QVariantList{119, 42}));
        QCOMPARE(test.game.vp(), (QVariantList{119, 42}));
    }

    // "Show all" during the reveal shows the columns not shown yet one an event (each announced,
    // as the paced reveal does, in order), then the summary; asked again meanwhile, all at once.
    void showingAllOfTheRevealGoesAColumnAnEvent() {
        QTemporaryDir dir;
        for (const bool twice : {false, true}) {
            const QString path = dir.filePath(QStringLiteral("autosave-%1.json").arg(twice));
            QVERIFY(QFile::copy(QFINDTESTDATA("../qml/data/crowded-reveal.json"), path));
            TestGame test(path);
            test.game.setProperty("revealMs", 60000); // a column a minute, unless hurried
            QVERIFY(test.game.resume());
            QList<int> shown;
            connect(&test.game, &Game::columnResolved, this,
                    [&shown](int column) { shown.append(column); });
            QVERIFY(test.game.input()->play(1, {QStringLiteral("7D")}));
            QCOMPARE(test.game.stage(), Game::Reveal);
            test.game.advance();
            QCOMPARE(test.game.stage(), Game::Reveal); // not in the same event...
            if (twice) {
                test.game.advance(); // ...unless asked again
                QCOMPARE(test.game.stage(), Game::Summary);
                QVERIFY(shown.isEmpty());
            } else {
                QTRY_COMPARE_WITH_TIMEOUT(test.game.stage(), Game::Summary, 5000);
                QCOMPARE(shown, (QList<int>{0, 1, 2, 3, 4, 5, 6, 7, 8}));
            }
            QCOMPARE(test.game.vp(), (QVariantList{119, 42})); // all of it, either way
            QCOMPARE(test.game.summary().vp, (QList<int>{119, 42}));
        }
    }

    // The summary names the columns won on the higher card (the rulebook's tie-break example, the
    // tutorial's step: Red's J J against Black's J 4 4, a pair each, Strength 3): on the table only
    // the winner's badge tells them from a plain win. Others (column 2, uncontested) are not named.
    void theSummaryNamesTheColumnsWonOnTheHigherCard() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(QFile::copy(QFINDTESTDATA("../qml/data/tie-break-last-turn.json"), path));
        TestGame test(path);
        QVERIFY(test.game.resume());
        QVERIFY(test.game.input()->play(0, {QStringLiteral("JH"), QStringLiteral("JD")}));
        QTRY_COMPARE(test.game.stage(), Game::Summary);
        const QList<TieBreakLine> tieBreaks = test.game.summary().tieBreaks;
        QCOMPARE(tieBreaks.size(), 1);
        const TieBreakLine& column = tieBreaks.first();
        QCOMPARE(column.column, 1);
        QCOMPARE(column.team, 0); // Red
        QCOMPARE(column.strength, 3);
        QCOMPARE(column.won, QStringLiteral("J"));
        QCOMPARE(column.lost, QStringLiteral("4"));
        QCOMPARE(test.game.vp(), (QVariantList{18, 0})); // J, 4, 4 and nothing else
    }

    // The language: installed by its code (English for one the game lacks), with its plural forms;
    // numbers follow the language's locale.
    void languagesInstall() {
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("Words", "%n card(s)", nullptr, 2),
                 QStringLiteral("2 Karten"));
        // Qt's own words too, where the system has Qt's translations (qt6-translations-l10n).
        if (QFileInfo::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                              QStringLiteral("/qtbase_de.qm")))
            QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"),
                     QStringLiteral("Schließen"));
        // Russian's three plural forms.
        QCOMPARE(Language::install(QStringLiteral("ru")), QStringLiteral("ru"));
        QCOMPARE(QCoreApplication::translate("Words", "%n card(s)", nullptr, 5),
                 QStringLiteral("5 карт"));
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(QLocale().toString(1234), QStringLiteral("1.234"));
        QCOMPARE(Language::install(QStringLiteral("xx")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("Words", "%n card(s)", nullptr, 1),
                 QStringLiteral("1 card"));
        QCOMPARE(QLocale().toString(1234), QStringLiteral("1,234"));
        QVERIFY(Language::available().contains(QStringLiteral("ar")));
        QCOMPARE(Language::available().size(), 7);
    }

    // Qt's own words follow the language chosen after the window is loaded: the translation of
    // them that QQmlApplicationEngine installs for the language of the moment, and keeps, is
    // taken out (a dialog's Close stayed "Schließen" after a start in German, switched to
    // English; issue 37).
    void qtWordsFollowTheLanguageChosenAfterTheWindowLoads() {
        if (!QFileInfo::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                               QStringLiteral("/qt_de.qm")))
            QSKIP("Qt's German translation is not installed (qt6-translations-l10n)");
        Language::install(QStringLiteral("de"));
        {
            QQmlApplicationEngine engine;
            engine.loadData("import QtQml\nQtObject {}");
            QCOMPARE(engine.rootObjects().size(), 1);
            Language::removeEngineTranslation(engine);
            QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"),
                     QStringLiteral("Schließen"));
            Language::install(QStringLiteral("en"));
            QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"),
                     QStringLiteral("Close"));
        }
        Language::install(QStringLiteral("en"));
    }

    // The language is the application's: chosen through one Language object, every other one
    // says so and tells it changed (the window's and a dialog's, a test's and the window's); a
    // second one was left believing its own earlier choice, and choosing that again did nothing.
    void everyLanguageObjectFollowsTheChoice() {
        Language first;
        Language second;
        first.choose(QString());
        QSignalSpy told(&second, &Language::changed);
        first.choose(QStringLiteral("de"));
        QCOMPARE(second.chosen(), QStringLiteral("de"));
        QCOMPARE(second.current(), QStringLiteral("de"));
        QCOMPARE(told.count(), 1);
        second.choose(QStringLiteral("ar"));
        QCOMPARE(first.current(), QStringLiteral("ar"));
        first.choose(QStringLiteral("de")); // back, through the other: not "already chosen"
        QCOMPARE(second.current(), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("Words", "%n card(s)", nullptr, 2),
                 QStringLiteral("2 Karten"));
        {
            Language third; // made later: what is chosen now
            QCOMPARE(third.chosen(), QStringLiteral("de"));
        }
        second.choose(QString());
        QCOMPARE(first.chosen(), QString());
    }

    // The sound's volume and mute and the reduced motion are kept between runs (another
    // Preferences reads what one wrote), the volume within 0-100; a change is signalled once, and
    // setting what is already there is no change. COZEN_MUTE (set for every test) keeps the game
    // from opening a sound device.
    void soundAndMotionSettingsAreKept() {
        QSettings(QStringLiteral("Cozen"), QStringLiteral("Cozen")).remove(QStringLiteral("sound"));
        QSettings(QStringLiteral("Cozen"), QStringLiteral("Cozen"))
            .remove(QStringLiteral("table/reduceMotion"));
        const auto restore = qScopeGuard([] {
            QSettings settings(QStringLiteral("Cozen"), QStringLiteral("Cozen"));
            settings.remove(QStringLiteral("sound"));
            settings.remove(QStringLiteral("table/reduceMotion"));
        });
        {
            Preferences fresh;
            QCOMPARE(fresh.soundVolume(), 70);
            QVERIFY(!fresh.soundMuted());
            QVERIFY(!fresh.reduceMotion());
        }
        {
            Preferences preferences;
            QSignalSpy changed(&preferences, &Preferences::changed);
            preferences.setSoundVolume(35);
            preferences.setSoundMuted(true);
            preferences.setReduceMotion(true);
            QCOMPARE(changed.count(), 3);
            preferences.setSoundVolume(35);
            preferences.setSoundMuted(true);
            preferences.setReduceMotion(true);
            QCOMPARE(changed.count(), 3);
        }
        Preferences read;
        QCOMPARE(read.soundVolume(), 35);
        QVERIFY(read.soundMuted());
        QVERIFY(read.reduceMotion());
        read.setSoundVolume(250);
        QCOMPARE(read.soundVolume(), 100);
        read.setSoundVolume(-4);
        QCOMPARE(read.soundVolume(), 0);
        QCOMPARE(Preferences().soundVolume(), 0);
        QCOMPARE(read.soundDeviceAllowed(), !qEnvironmentVariableIsSet("COZEN_MUTE"));
    }

    // A deck's losses to the jail, as a screen reader says its tracker: each rank with fewer than
    // two cards left, and the marked king.
    void deckLosses() {
        DeckModel deck;
        deck.setDeck(0, 20, 0);
        QVERIFY(deck.losses().isEmpty());
        QVERIFY(deck.markedKingLeft());
        QSignalSpy changed(&deck, &DeckModel::lossesChanged);
        deck.setDeck(0, 16, test::cards({"8H", "8D", "9H", "KH"}));
        QCOMPARE(changed.count(), 1);
        const QVariantList losses = deck.losses();
        QCOMPARE(losses.size(), 3);
        QCOMPARE(losses[0].toMap().value(QStringLiteral("rank")).toString(), QStringLiteral("8"));
        QCOMPARE(losses[0].toMap().value(QStringLiteral("left")).toInt(), 0);
        QCOMPARE(losses[1].toMap().value(QStringLiteral("rank")).toString(), QStringLiteral("9"));
        QCOMPARE(losses[1].toMap().value(QStringLiteral("left")).toInt(), 1);
        QCOMPARE(losses[2].toMap().value(QStringLiteral("rank")).toString(), QStringLiteral("K"));
        QVERIFY(!deck.markedKingLeft());
    }

    // Saved and resumed in each mode: the same game, the same players; the screen goes back to
    // the one person, or in hot-seat to the hand-over.
    void saveAndResumeInEachMode_data() {
        QTest::addColumn<QString>("players");
        QTest::newRow("against the computer, Red") << "Ann,computer:greedy";
        QTest::newRow("against the computer, Black") << "computer:greedy,Ann";
        QTest::newRow("hot-seat") << "Ann,Ben";
        QTest::newRow("2v2, one person") << "Ann,computer:greedy,computer:greedy,computer:greedy";
        QTest::newRow("2v2, partners") << "Ann,computer:greedy,Bob,computer:greedy";
    }
    void saveAndResumeInEachMode() {
        QFETCH(QString, players);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        TestGame first(path);
        const std::vector<Player> seats = parsePlayers(players);
        first.game.newGame(seats, -1, 70, 21); // a deal that runs past six moves
        QRandomGenerator random(11);
        playOn(first.game, random, [&] {
            return first.game.savedGame().history().back().size() >= 6 && first.game.yourTurn();
        });
        QVERIFY(!QTest::currentTestFailed());
        QTRY_VERIFY_WITH_TIMEOUT(!first.game.thinking(), 10000);

        first.game.flushSave(); // the autosave is written on a thread of its own
        TestGame second(path);
        QVERIFY(second.game.resume());
        QCOMPARE(second.game.savedGame().players(), seats);
        QCOMPARE(second.game.savedGame().state(), first.game.savedGame().state());
        QCOMPARE(second.game.savedGame().history(), first.game.savedGame().history());
        const int toMove = second.game.savedGame().state().toMove;
        if (personCount(seats) == 1) {
            const int person = int(std::find_if(seats.begin(), seats.end(),
                                                [](const Player& p) { return p.isPerson(); }) -
                                   seats.begin());
            QCOMPARE(second.game.stage(), Game::Playing);
            QCOMPARE(second.game.viewer(), person);
            QCOMPARE(second.game.bottomSeat(), person);
            QCOMPARE(dump(second.game, true), dump(first.game, true));
        } else {
            // Nobody's eyes until the person to move says they are at the screen.
            QCOMPARE(second.game.stage(), Game::HandOver);
            QCOMPARE(second.game.handOverSeat(), toMove);
            QCOMPARE(second.game.viewer(), -1);
            QCOMPARE(second.game.hand()->rowCount(), 0);
            QVERIFY(!second.game.input()->play(0, handCodes(first.game)));
            second.game.confirmHandOver();
            QCOMPARE(second.game.stage(), Game::Playing);
            QCOMPARE(second.game.viewer(), toMove);
            QVERIFY(second.game.yourTurn());
            QCOMPARE(handCodes(second.game),
                     cardCodes(Seat(toMove), second.game.savedGame().state().seats[toMove].hand));
            QCOMPARE(dump(second.game, true), dump(first.game, true));
        }
        // What was played since the person's last turn, and last, comes back with the game (from
        // the round as dealt and the moves; six or more in this round, the person's among them).
        QVERIFY(first.game.sinceLastTurn()->lines().size() >= 1);
        QCOMPARE(second.game.sinceLastTurn()->lines(), first.game.sinceLastTurn()->lines());
        QCOMPARE(second.game.lastMove(), first.game.lastMove());
    }

    // The players, from the command line or the New game dialog.
    void playersAreRead_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // written back, or the problem
        QTest::newRow("hot-seat") << "Ann,Ben"
                                  << "Ann,Ben";
        QTest::newRow("against the computer") << "Ann,computer:hard"
                                              << "Ann,computer:hard";
        QTest::newRow("the computer first") << " computer:easy , Ben "
                                            << "computer:easy,Ben";
        QTest::newRow("the computer at medium") << "Ann,computer"
                                                << "Ann,computer:medium";
        QTest::newRow("one") << "Ann"
                             << "!needs 2 players";
        QTest::newRow("three") << "Ann,Ben,Cy"
                               << "!needs 2 players";
        QTest::newRow("five") << "Ann,Ben,Cy,Di,Ed"
                              << "!or 4 for 2v2";
        QTest::newRow("2v2") << "Ann,computer:expert,Bob,computer:hard"
                             << "Ann,computer:expert,Bob,computer:hard";
        QTest::newRow("2v2, four people") << "Ann,Ben,Cy,Di"
                                          << "Ann,Ben,Cy,Di";
        QTest::newRow("2v2, same names") << "Ann,Ben,Cy,ann"
                                         << "!two players are named";
        QTest::newRow("empty list") << ""
                                    << "!needs 2 players";
        QTest::newRow("empty name") << ",Ben"
                                    << "!empty";
        QTest::newRow("unknown level") << "Ann,computer:godlike"
                                       << "!godlike";
        QTest::newRow("nobody") << "computer:easy,computer:hard"
                                << "!no seat is played by a person";
        QTest::newRow("same name") << "Ann,Ann"
                                   << "!two players are named";
        QTest::newRow("too long") << "Ann," + QString(40, QLatin1Char('b')) << "!longer";
        QTest::newRow("control character") << QStringLiteral("Ann,B\x01n") << "!";
    }
    void playersAreRead() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        if (!expected.startsWith(QLatin1Char('!'))) {
            QCOMPARE(playersText(parsePlayers(text)), expected);
            return;
        }
        try {
            parsePlayers(text);
            QFAIL("accepted");
        } catch (const Error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected.mid(1)), e.what());
        }
    }

    // The game window's --players and --target: bad input is named on stderr, with a non-zero
    // exit, before any window opens.
    void commandLineRefusesBadPlayers_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("problem");
        QTest::newRow("one player")
            << QStringList{"--players", "Ann"} << "--players: the game needs 2";
        QTest::newRow("unknown level") << QStringList{"--players", "Ann,computer:godlike"}
                                       << "unknown computer level \"godlike\"";
        QTest::newRow("empty name") << QStringList{"--players", "Ann,"} << "name is empty";
        QTest::newRow("target") << QStringList{"--target", "5"} << "--target: \"5\" is not";
        QTest::newRow("target not a number")
            << QStringList{"--target", "lots"} << "--target: \"lots\" is not";
        // A terminal's escape sequences are written as escapes, not sent to the terminal.
        QTest::newRow("escapes in a name")
            << QStringList{"--players", "Ann\x1b[2J\x07,computer"}
            << "the name \"Ann\\u001b[2J\\u0007\" holds a control character";
        QTest::newRow("escapes in a level") << QStringList{"--players", "Ann,computer:\x1b]0;x\x07"}
                                            << "unknown computer level \"\\u001b]0;x\\u0007\"";
        QTest::newRow("escapes in the target")
            << QStringList{"--target", "\x1b[31m"} << "--target: \"\\u001b[31m\" is not";
    }
    void commandLineRefusesBadPlayers() {
#ifdef COZEN_TEST_NO_PROCESSES // the ThreadSanitizer build (tests/app/CMakeLists.txt)
        QSKIP("no game window in this build");
#else
        QFETCH(QStringList, arguments);
        QFETCH(QString, problem);
        QProcess game;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        game.setProcessEnvironment(environment);
        game.start(QStringLiteral(COZEN_GAME), arguments);
        QVERIFY(game.waitForFinished(20000));
        QCOMPARE(game.exitStatus(), QProcess::NormalExit);
        QVERIFY(game.exitCode() != 0);
        const QString error = QString::fromUtf8(game.readAllStandardError());
        QVERIFY2(error.contains(problem), qPrintable(error));
        for (const QChar c : error)
            QVERIFY2(c == QLatin1Char('\n') || c.category() != QChar::Other_Control,
                     "stderr holds no control character");
#endif
    }

    // One computer input asked, cancelled and asked again answers once, for the second question.
    // ---- Undo: a wager may be taken back until the next seat has moved ----
};

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
