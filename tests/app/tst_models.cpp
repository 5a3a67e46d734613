// The models of the game window, driven as QML drives them.

#include "cards.h"
#include "deckmodel.h"
#include "filereading.h"
#include "gamerecords.h"
#include "gametesting.h"
#include "hints.h"
#include "language.h"
#include "movecheck.h"
#include "movelogmodel.h"
#include "presenter.h"
#include "recordstore.h"
#include "replaymodel.h"
#include "rowmodel.h"
#include "sidemodel.h"
#include "statistics.h"
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
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace cozen;
using namespace cozen::app;

namespace {

using namespace cozen::app::testing;

// A round in play with Red (the person) to move, after some random moves of both seats.
GameState positionAfter(int moves, std::uint64_t seed) {
    Rng rng(seed);
    for (;;) {
        GameState state = newGame({2, 70, 0});
        dealRound(state, rng);
        for (int i = 0; state.phase == Phase::Playing && (i < moves || state.toMove != 0); ++i)
            play(state, randomMove(state, rng));
        if (state.phase == Phase::Playing) return state; // else the round ended: deal again
    }
}

} // namespace

class TestModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The hand changes by rows, so the table animates only what changed; cards that arrive side
    // by side arrive in one insertion (a deal is laid out once, not five times).
    void handChangesByRows_data() {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<int>("insertions");
        QTest::addColumn<int>("removals");
        const auto list = [](const char* codes) {
            return QString::fromLatin1(codes).split(u' ', Qt::SkipEmptyParts);
        };
        QTest::newRow("a deal") << list("") << list("3D 4H 8H 9H KD") << 1 << 0;
        QTest::newRow("a card drawn") << list("3D 8H 9H KD") << list("3D 4H 8H 9H KD") << 1 << 0;
        QTest::newRow("drawn last") << list("3D 4H") << list("3D 4H KD") << 1 << 0;
        QTest::newRow("two apart") << list("4H 9H") << list("3D 4H 8H 9H KD") << 3 << 0;
        QTest::newRow("two together") << list("3D KD") << list("3D 8H 9H KD") << 1 << 0;
        QTest::newRow("a wager") << list("3D 4H 8H 9H KD") << list("3D 9H KD") << 0 << 2;
        QTest::newRow("one for another") << list("3D 4H 9H") << list("3D 8H 9H") << 1 << 1;
        QTest::newRow("all new") << list("3D 4H") << list("8H KD") << 1 << 2;
        QTest::newRow("emptied") << list("3D 4H") << list("") << 0 << 2;
    }
    void handChangesByRows() {
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        QFETCH(int, insertions);
        QFETCH(int, removals);
        const auto mask = [](const QStringList& codes) {
            CardMask cards = 0;
            for (const QString& code : codes)
                cards |= CardMask{1} << *indexOfCode(code, 0);
            return cards;
        };
        HandModel hand;
        QAbstractItemModelTester tester(&hand,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        hand.setCards(0, mask(before));
        QCOMPARE(hand.cards(), before);
        QSignalSpy inserted(&hand, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&hand, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&hand, &QAbstractItemModel::modelReset);
        hand.setCards(0, mask(after));
        QCOMPARE(hand.cards(), after);
        QCOMPARE(inserted.count(), insertions);
        QCOMPARE(removed.count(), removals);
        QCOMPARE(reset.count(), 0);
        for (int row = 0; row < hand.rowCount(); ++row)
            QCOMPARE(hand.codeAt(row), after[row]);
    }

    // A column that changes tells its view which of its roles did, and only those: a wager on the
    // bottom side is told by that side's model alone, and leaves the column's roles (the
    // arrangements' words among them) as they are.
    void aColumnTellsWhichOfItsRolesChanged() {
        RowModel row;
        ColumnItem column;
        column.stake = QStringLiteral("7H");
        column.stakeFaceUp = true;
        column.topCards = {QStringLiteral("2C")};
        column.topSeats = {1};
        row.setColumns({column});
        QSignalSpy changed(&row, &QAbstractItemModel::dataChanged);
        ColumnItem wagered = column;
        wagered.bottomCards = {QStringLiteral("9S")};
        wagered.bottomSeats = {0};
        QSignalSpy inserted(row.bottomSide(0), &QAbstractItemModel::rowsInserted);
        row.setColumns({wagered});
        QCOMPARE(changed.count(), 0);
        QCOMPARE(inserted.count(), 1);
        row.setColumns({wagered});
        QCOMPARE(changed.count(), 0); // nothing changed, nothing told
        QCOMPARE(inserted.count(), 1);
        ColumnItem revealed = wagered;
        revealed.resolved = revealed.revealed = true;
        revealed.winner = QStringLiteral("bottom");
        row.setColumns({revealed});
        QCOMPARE(changed.count(), 1);
        QList<int> roles = changed[0][2].value<QList<int>>();
        std::sort(roles.begin(), roles.end());
        QCOMPARE(roles, (QList<int>{RowModel::ResolvedRole, RowModel::RevealedRole,
                                    RowModel::WinnerRole}));
    }

    // A column's sides are models that change in place, by the fewest rows: a card wagered is one
    // row inserted where it lies (the other cards' items stay, and only it lands), a card turned
    // up is a row changed (its item flips); never a reset, and the column keeps its side models.
    void aColumnsSideChangesByRows_data() {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QList<int>>("beforeSeats");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<QList<int>>("afterSeats");
        QTest::addColumn<int>("insertedAt"); // -1: none
        QTest::addColumn<int>("inserted");
        QTest::addColumn<int>("removed");
        QTest::addColumn<int>("changed");
        const auto list = [](const char* codes) {
            return QString::fromLatin1(codes).split(u' ', Qt::SkipEmptyParts);
        };
        QTest::newRow("a first wager")
            << list("") << QList<int>{} << list("9S") << QList<int>{0} << 0 << 1 << 0 << 0;
        QTest::newRow("one more") << list("9S") << QList<int>{0} << list("9S 9H")
                                  << QList<int>{0, 0} << 1 << 1 << 0 << 0;
        QTest::newRow("face down, one more")
            << QStringList{QString(), QString()} << QList<int>{1, 1}
            << QStringList{QString(), QString(), QString()} << QList<int>{1, 1, 1} << 2 << 1 << 0
            << 0;
        QTest::newRow("2v2, before the partner's")
            << list("3C 8D") << QList<int>{0, 2} << list("3C 5H 8D") << QList<int>{0, 0, 2} << 1
            << 1 << 0 << 0;
        QTest::newRow("turned up") << QStringList{QString(), QString()} << QList<int>{1, 3}
                                   << list("2C 4C") << QList<int>{1, 3} << -1 << 0 << 0 << 1;
        QTest::newRow("taken back") << list("9S 9H") << QList<int>{0, 0} << list("9S")
                                    << QList<int>{0} << -1 << 0 << 1 << 0;
    }
    void aColumnsSideChangesByRows() {
        QFETCH(QStringList, before);
        QFETCH(QList<int>, beforeSeats);
        QFETCH(QStringList, after);
        QFETCH(QList<int>, afterSeats);
        QFETCH(int, insertedAt);
        QFETCH(int, inserted);
        QFETCH(int, removed);
        QFETCH(int, changed);
        RowModel row;
        ColumnItem column;
        column.stake = QStringLiteral("7H");
        column.bottomCards = before;
        column.bottomSeats = beforeSeats;
        column.topCards = {QStringLiteral("2C")};
        column.topSeats = {1};
        row.setColumns({column});
        SideModel* side = row.bottomSide(0);
        SideModel* other = row.topSide(0);
        QCOMPARE(row.data(row.index(0), RowModel::BottomSideRole).value<SideModel*>(), side);
        QAbstractItemModelTester tester(side,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy insertions(side, &QAbstractItemModel::rowsInserted);
        QSignalSpy removals(side, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changes(side, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(side, &QAbstractItemModel::modelReset);
        QSignalSpy othersChanges(other, &QAbstractItemModel::dataChanged);
        ColumnItem next = column;
        next.bottomCards = after;
        next.bottomSeats = afterSeats;
        row.setColumns({next});
        QCOMPARE(row.bottomSide(0), side); // the same model, changed
        QCOMPARE(row.topSide(0), other);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(insertions.count(), inserted > 0 ? 1 : 0);
        if (inserted > 0) {
            QCOMPARE(insertions[0][1].toInt(), insertedAt);
            QCOMPARE(insertions[0][2].toInt() - insertions[0][1].toInt() + 1, inserted);
        }
        QCOMPARE(removals.count(), removed > 0 ? 1 : 0);
        int rowsChanged = 0;
        for (const QList<QVariant>& change : changes)
            rowsChanged += change[1].toModelIndex().row() - change[0].toModelIndex().row() + 1;
        QCOMPARE(rowsChanged, changed ? after.size() : 0);
        QCOMPARE(othersChanges.count(), 0);
        QCOMPARE(side->cards(), after);
        QCOMPARE(side->seats(), afterSeats);
        for (int i = 0; i < side->rowCount(); ++i) {
            QCOMPARE(side->data(side->index(i), SideModel::CardRole).toString(), after[i]);
            QCOMPARE(side->data(side->index(i), SideModel::SeatRole).toInt(), afterSeats[i]);
        }
    }

    // At the reveal a column is told it is revealed before its sides' cards are turned up, so a
    // card never shows, for a moment, as a face-down card the viewer could peek at.
    void aColumnIsRevealedBeforeItsCardsTurnUp() {
        RowModel row;
        ColumnItem column;
        column.stake = QStringLiteral("7H");
        column.topCards = {QString()};
        column.topSeats = {1};
        row.setColumns({column});
        QStringList told;
        connect(&row, &QAbstractItemModel::dataChanged, this,
                [&told] { told.append(QStringLiteral("column")); });
        connect(row.topSide(0), &QAbstractItemModel::dataChanged, this,
                [&told] { told.append(QStringLiteral("side")); });
        ColumnItem revealed = column;
        revealed.revealed = true;
        revealed.topCards = {QStringLiteral("2C")};
        row.setColumns({revealed});
        QCOMPARE(told, (QStringList{QStringLiteral("column"), QStringLiteral("side")}));
    }

    // A new round's row (shorter than the last) has sides of its own, filled before its view sees
    // them.
    void aNewRowHasNewSides() {
        RowModel row;
        ColumnItem column;
        column.bottomCards = {QStringLiteral("9S")};
        column.bottomSeats = {0};
        row.setColumns({column, column});
        QPointer<SideModel> old = row.bottomSide(0);
        ColumnItem fresh;
        fresh.topCards = {QString()};
        fresh.topSeats = {1};
        row.setColumns({fresh});
        QVERIFY(row.bottomSide(0) != old.data());
        QCOMPARE(row.bottomSide(0)->rowCount(), 0);
        QCOMPARE(row.topSide(0)->rowCount(), 1);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(old.isNull());
    }

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
        QSignalSpy place(person, &SeatInfo::placeChanged);
        QSignalSpy toMove(person, &SeatInfo::toMoveChanged);
        QSignalSpy handSize(person, &SeatInfo::handSizeChanged);
        QSignalSpy seatRows(game.seats(), &QAbstractItemModel::dataChanged);
        const QString card = game.hand()->codeAt(0);
        QVERIFY(game.input()->play(-1, {card})); // a stake: the hand is drawn back to its size
        QCOMPARE(toMove.count(), 1);    // no longer the person's turn...
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
        QCOMPARE(place.count(), 0);
        QCOMPARE(handSize.count(), 0);
        for (const QList<QVariant>& row : seatRows) {
            const auto roles = row[2].value<QList<int>>();
            QVERIFY(!roles.isEmpty());
            for (int role : {int(SeatsModel::NameRole), int(SeatsModel::PersonRole),
                             int(SeatsModel::PlaceRole), int(SeatsModel::RedRole)})
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
        QVERIFY(test.game.input()->play(0, {handCodes(test.game)[0]})); // a wager: handed on at once
        QCOMPARE(test.game.stage(), Game::HandOver);
        QVERIFY(test.game.drawnCard().isEmpty());
    }

    // While the table is covered (a dialog, the tutorial: Game.paused) the computer's move waits,
    // and so does the reveal; uncovered, both go on.
    void nothingHappensBehindADialog() {
        TestGame test;
        test.game.setPaused(true);
        test.game.newGame(againstTheComputer(Level::Random), 1, 70, 12); // the computer starts
        QVERIFY(test.game.thinking());
        QTest::qWait(400); // the random level answers at once: its move is held
        QVERIFY(test.game.thinking());
        QVERIFY(test.game.savedGame().history().back().empty());
        test.game.setPaused(false);
        QTRY_VERIFY(test.game.yourTurn());
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(1));

        // The reveal, paused in its middle, stays where it is.
        test.game.setProperty("revealMs", 1);
        QRandomGenerator random(2);
        while (test.game.stage() != Game::Reveal) {
            QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() == Game::Reveal,
                                     10000);
            if (test.game.yourTurn()) playSomething(test.game, random);
        }
        test.game.setPaused(true); // before the reveal's first step (it waits for the event loop)
        QTest::qWait(300);
        QCOMPARE(test.game.stage(), Game::Reveal);
        test.game.setPaused(false);
        QTRY_COMPARE(test.game.stage(), Game::Summary);
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

    // A game resumed from its save and played to the end keeps its record from the first round;
    // a save whose history does not reach back to the first deal keeps none (and says why).
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
        while (test.game.stage() != Game::GameOver) {
            if (test.game.stage() == Game::Summary || test.game.stage() == Game::Reveal) {
                test.game.advance();
                continue;
            }
            QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing,
                                     10000);
            if (test.game.yourTurn()) playSomething(test.game, random);
        }
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
        QTRY_COMPARE(test.game.notice().kind, QStringLiteral("recordNotSaved"));
        QCOMPARE(notices.count(), 1);
        QVERIFY(test.game.notice().path.startsWith(blocker + "/"));
        QCOMPARE(kept.count(), 0);
        QTRY_COMPARE(statistics.notice().kind, QStringLiteral("statisticsNotSaved"));

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
                if (!move.kind.isEmpty() && seat >= 0)
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
            QCOMPARE(test.game.notice().kind, QStringLiteral("unreadableSave"));
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

    void refusedMovesSayWhyAndChangeNothing_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QVariantMap>("arguments");
        QTest::newRow("nothing chosen") << 0 << QStringList{} << "chooseCard" << QVariantMap{};
        QTest::newRow("not a column") << 40 << QStringList{QStringLiteral("first")}
                                      << "noSuchColumn" << QVariantMap{{"column", 40}};
        QTest::newRow("not yours") << 0 << QStringList{QStringLiteral("4S")} << "notYourCard"
                                   << QVariantMap{{"card", "4S"}};
        QTest::newRow("not a card") << 0 << QStringList{QStringLiteral("XX")} << "notYourCard"
                                    << QVariantMap{{"card", "XX"}};
        QTest::newRow("stake two")
            << -1 << QStringList{QStringLiteral("first"), QStringLiteral("second")}
            << "stakeOneCard" << QVariantMap{};
    }
    void refusedMovesSayWhyAndChangeNothing() {
        QFETCH(int, column);
        QFETCH(QStringList, cards);
        QFETCH(QString, reason);
        QFETCH(QVariantMap, arguments);
        TestGame test;
        test.game.newGame(againstTheComputer(Level::Random), 0, 70);
        QVERIFY(test.game.yourTurn());
        const QStringList hand = handCodes(test.game);
        for (QString& card : cards) {
            if (card == QLatin1String("first")) card = hand[0];
            if (card == QLatin1String("second")) card = hand[1];
        }
        const GameState before = test.game.savedGame().state();
        QSignalSpy refused(test.game.input(), &HumanInput::refused);
        QCOMPARE(test.game.input()->whyNot(column, cards).reason, reason);
        QVERIFY(!test.game.input()->play(column, cards));
        QCOMPARE(refused.count(), 1);
        const MoveRefusal why = refused.first().first().value<MoveRefusal>();
        QCOMPARE(why.reason, reason);
        QCOMPARE(why, test.game.input()->whyNot(column, cards));
        const QMetaObject& fields = MoveRefusal::staticMetaObject;
        for (auto it = arguments.begin(); it != arguments.end(); ++it)
            QCOMPARE(
                fields.property(fields.indexOfProperty(qPrintable(it.key()))).readOnGadget(&why),
                it.value());
        QCOMPARE(test.game.savedGame().state(), before);
        QCOMPARE(handCodes(test.game), hand);
    }

    // What happened since the viewer's last turn: the other's moves, without their face-down
    // cards, and where a round began.
    void sinceYourLastTurn() {
        TestGame test;
        test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70);
        QCOMPARE(test.game.sinceLastTurn()->lines(), QList<MoveLine>{}); // nobody's screen
        test.game.confirmHandOver();
        QCOMPARE(test.game.sinceLastTurn()->lines(), QList<MoveLine>{roundLine(1)});
        const QString ann = handCodes(test.game).first();
        QVERIFY(test.game.input()->play(0, {ann}));
        QCOMPARE(test.game.sinceLastTurn()->lines(), QList<MoveLine>{}); // nobody's screen
        test.game.confirmHandOver();
        const QList<MoveLine> forBen = test.game.sinceLastTurn()->lines();
        QCOMPARE(forBen.size(), 2);
        const MoveLine annsWager = forBen[1];
        QCOMPARE(annsWager.kind, QStringLiteral("wager"));
        QCOMPARE(annsWager.seat, 0);
        QCOMPARE(annsWager.column, 0);
        QCOMPARE(annsWager.count, 1);
        QVERIFY(annsWager.cards.isEmpty()); // face down: Ben does not see it
        const QString ben = handCodes(test.game).first();
        QVERIFY(test.game.input()->play(-1, {ben}));
        test.game.passOn(); // Ben has seen the card he drew
        test.game.confirmHandOver();
        const QList<MoveLine> forAnn = test.game.sinceLastTurn()->lines();
        QCOMPARE(forAnn.size(), 1);
        QCOMPARE(forAnn[0].kind, QStringLiteral("stake"));
        QCOMPARE(forAnn[0].seat, 1);
        QVERIFY(forAnn[0].cards.isEmpty());
        QCOMPARE(test.game.lastMove().seat, 1);
    }

    // The move log is a model that changes only the rows that differ: a list that moves on drops
    // its oldest rows and adds the new at the end; one that changes all over is made anew.
    void moveLogChangesOnlyItsNewRows() {
        MoveLogModel log;
        QAbstractItemModelTester tester(&log,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto line = [](int seat, int column) {
            MoveLine move;
            move.kind = QStringLiteral("wager");
            move.seat = seat;
            move.column = column;
            move.count = 1;
            return move;
        };
        const MoveLine a = line(0, 0), b = line(1, 0), c = line(0, 1), d = line(1, 1);
        QSignalSpy inserted(&log, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&log, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&log, &QAbstractItemModel::modelReset);
        QSignalSpy count(&log, &MoveLogModel::countChanged);
        log.setLines({a, b, c});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(count.size(), 1);
        // Moved on: a goes, d comes; b and c stay as they are.
        inserted.clear();
        log.setLines({b, c, d});
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed[0][1].toInt(), 0);
        QCOMPARE(removed[0][2].toInt(), 0);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted[0][1].toInt(), 2);
        QCOMPARE(inserted[0][2].toInt(), 2);
        QCOMPARE(count.size(), 1); // three rows before and after
        QCOMPARE(log.lines(), (QList<MoveLine>{b, c, d}));
        // The same again: nothing.
        removed.clear();
        inserted.clear();
        log.setLines({b, c, d});
        QCOMPARE(removed.size() + inserted.size(), 0);
        // The last row seen otherwise (its cards shown): that row alone is made anew.
        MoveLine seen = d;
        seen.cards = QStringList{QStringLiteral("9H")};
        log.setLines({b, c, seen});
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed[0][1].toInt(), 2);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted[0][1].toInt(), 2);
        QCOMPARE(log.at(2), seen);
        QCOMPARE(log.data(log.index(2), MoveLogModel::CardsRole).toStringList(), seen.cards);
        QCOMPARE(log.at(3), MoveLine{});
        QCOMPARE(reset.size(), 0);
    }

    // In a game, the person's log grows at its end as the others move, and drops what was before
    // their own move: never a row made again that stays.
    void moveLogOfAGameMovesOnRowByRow() {
        TestGame test;
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 3);
        MoveLogModel* log = test.game.sinceLastTurn();
        QCOMPARE(log->lines(), QList<MoveLine>{roundLine(1)});
        QSignalSpy inserted(log, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(log, &QAbstractItemModel::rowsRemoved);
        QVERIFY(test.game.input()->play(-1, {handCodes(test.game).first()}));
        QTRY_VERIFY(test.game.yourTurn());
        // The person moved: what was before it went (the round's line); the computer's answer
        // came, one row.
        QCOMPARE(log->rowCount(), 1);
        QCOMPARE(log->at(0).seat, 1);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed[0][1].toInt(), 0);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted[0][1].toInt(), 0);
        QCOMPARE(inserted[0][2].toInt(), 0);
        // The person's next move, and the answer: the old answer goes, the new one comes.
        removed.clear();
        inserted.clear();
        QVERIFY(test.game.input()->play(-1, {handCodes(test.game).first()}));
        QTRY_VERIFY(test.game.yourTurn());
        QCOMPARE(log->rowCount(), 1);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(inserted.size(), 1);
    }

    // The table's chosen move, checked as properties: right again when the game changes under an
    // unchanged choice (the turn passes: refused, and why), not only when the choice changes.
    void aChosenMoveIsCheckedAsTheGameChanges() {
        TestGame test;
        test.game.setProperty("computerDelayMs", 200);
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 3);
        MoveCheck check;
        check.setGame(&test.game);
        const QStringList hand = handCodes(test.game);
        check.setColumn(0);
        check.setCards({hand[0]});
        QVERIFY(check.refusal().isEmpty());
        QCOMPARE(check.arrangement(), test.game.input()->preview(0, {hand[0]}));
        QVERIFY(check.arrangement().known);
        check.setColumn(-1);
        check.setCards({hand[0], hand[1]});
        QCOMPARE(check.refusal().reason, QStringLiteral("stakeOneCard"));
        QVERIFY(!check.arrangement().known); // nothing to show for a stake
        check.setCards({hand[1]});
        QVERIFY(check.refusal().isEmpty());
        // The person plays another card: the computer is to move, and the choice (unchanged) is
        // refused; once the computer has answered, it may be played again.
        QSignalSpy checked(&check, &MoveCheck::checked);
        QVERIFY(test.game.input()->play(0, {hand[0]}));
        QCOMPARE(check.refusal().reason, QStringLiteral("notYourTurn"));
        QCOMPARE(check.refusal().seat, 1);
        QVERIFY(checked.size() >= 1);
        QTRY_VERIFY(test.game.yourTurn());
        QCOMPARE(check.refusal(), test.game.input()->whyNot(-1, {hand[1]}));
        QVERIFY(check.refusal().isEmpty());
    }

    // Not the person's turn, or not the person's screen: refused, and the refusal names whose
    // turn it is.
    void refusedOutOfTurn() {
        TestGame test;
        test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70);
        QCOMPARE(test.game.stage(), Game::HandOver);
        QCOMPARE(test.game.input()->whyNot(0, {QStringLiteral("AH")}).reason, QStringLiteral("roundOver"));
        test.game.confirmHandOver();
        const QStringList hand = handCodes(test.game);
        QVERIFY(test.game.input()->play(-1, {hand[0]}));
        QVERIFY(!test.game.input()->play(-1, {hand[1]})); // Ann, looking at the card she drew: not hers
        test.game.passOn();
        QCOMPARE(test.game.stage(), Game::HandOver);
        QCOMPARE(test.game.handOverSeat(), 1);
        QVERIFY(!test.game.input()->play(-1, {hand[1]}));
    }

    // The rulebook's example: on a red 6 stake of Red's own, 3-4-5 make the straight 3-4-5-6.
    void previewShowsTheSideStrength_data() {
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<QStringList>("pairs");
        QTest::addColumn<QStringList>("straight");
        QTest::addColumn<int>("strength");
        QTest::newRow("straight with the stake") << QStringList{"3H", "4D", "5H"} << QStringList{}
                                                 << QStringList{"3", "4", "5", "6"} << 4;
        QTest::newRow("pair with the stake")
            << QStringList{"6H"} << QStringList{"6"} << QStringList{} << 3;
        QTest::newRow("loose") << QStringList{"QD"} << QStringList{} << QStringList{} << 0;
        QTest::newRow("the wager already there")
            << QStringList{"8H"} << QStringList{} << QStringList{"6", "7", "8"} << 3;
    }
    void previewShowsTheSideStrength() {
        QFETCH(QStringList, cards);
        QFETCH(QStringList, pairs);
        QFETCH(QStringList, straight);
        QFETCH(int, strength);
        // Column 1: Red's face-up 6D, with Red's 7D already wagered there; column 2: Black's.
        const GameState state = test::table({{"6D", true, {}, {}}, {"9S", true, {}, {}}},
                                            {"3H", "4D", "5H", "6H", "QD"}, {"QC"});
        GameState withWager = state;
        withWager.columns[0].wagers[0] |= test::cards({"7D"});
        withWager.seats[0].deckSize = 0; // rebuild the deck without the 7D
        for (int index = 0; index < kSetSize; ++index)
            if (!((withWager.seats[0].hand | withWager.onTable(0)) & (CardMask{1} << index)))
                withWager.seats[0].deck[withWager.seats[0].deckSize++] = Card(index);
        TestGame test;
        const bool wagerCase = QTest::currentDataTag() == QLatin1String("the wager already there");
        test.game.start(
            SavedGame::at(wagerCase ? withWager : state, 1, againstTheComputer(Level::Random)));
        const SideArrangement preview = test.game.input()->preview(0, cards);
        QVERIFY(preview.known);
        QCOMPARE(preview.pairs, pairs);
        QCOMPARE(preview.straight, straight);
        QCOMPARE(preview.strength, strength);
        // On Black's stake, the stake does not count for Red; a stake has no preview.
        const SideArrangement onBlack = test.game.input()->preview(1, {"6H"});
        QVERIFY(onBlack.known);
        QCOMPARE(onBlack.strength, 0);
        QCOMPARE(onBlack.pairs, QStringList{});
        QVERIFY(!test.game.input()->preview(-1, cards).known);
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

    void aWagerIsTakenBackBeforeTheComputerAnswers() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        TestGame test(path);
        test.game.setProperty("undoGraceMs", 3000); // as the window has it
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 7);
        QVERIFY(test.game.yourTurn());
        const SavedGame before = test.game.savedGame();
        const QStringList hand = handCodes(test.game);
        QVERIFY(test.game.input()->play(0, {hand[0], hand[1]}));
        QCOMPARE(test.game.undoSeat(), 0);
        // The computer (the random level answers at once) holds its answer three seconds at
        // least, with animations off too (computerDelayMs 0): a clear moment to take it back.
        QTest::qWait(2500);
        QVERIFY(test.game.thinking());
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(1));
        QCOMPARE(test.game.undoSeat(), 0);
        QCOMPARE(test.game.hand()->rowCount(), 3);
        QVERIFY(test.game.undo());
        // As it was, the cards back in the hand and chosen, the computer's answer forgotten.
        QCOMPARE(test.game.savedGame().state(), before.state());
        QCOMPARE(test.game.savedGame().history(), before.history());
        QCOMPARE(handCodes(test.game), hand);
        QCOMPARE(test.game.hand()->selection(), (QStringList{hand[0], hand[1]}));
        QVERIFY(test.game.yourTurn());
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
        QTest::qWait(3300); // an answer to the wager taken back would land by now
        QCOMPARE(test.game.savedGame().state(), before.state());
        // The autosave follows the undo.
        test.game.flushSave();
        QCOMPARE(readSave(path).state(), before.state());
        QCOMPARE(readSave(path).history(), before.history());

        // Once the computer has moved, the wager stands.
        QVERIFY(test.game.input()->play(0, {hand[0]}));
        QCOMPARE(test.game.undoSeat(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn(), 10000);
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(2));
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(2));
    }

    void aStakeAndDrawIsNeverTakenBack() {
        TestGame test;
        test.game.setProperty("computerDelayMs", 300);
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 7);
        QVERIFY(test.game.input()->play(-1, {handCodes(test.game)[0]}));
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(1));
        // Asked again at the person's next turn (Ctrl+Z): refused, and why, rather than nothing.
        QTRY_VERIFY(test.game.yourTurn());
        QSignalSpy refused(test.game.input(), &HumanInput::refused);
        QVERIFY(!test.game.undo());
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.first().first().value<MoveRefusal>().reason,
                 QStringLiteral("nothingToTakeBack"));
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(2));
    }

    // A wager that ends the round is revealed at once: it stands.
    void aWagerThatEndsTheRoundStands() {
        GameState state = test::table({{"6D", true, {}, {}}, {"9S", true, {}, {"4S"}}}, {"3H"}, {});
        state.finalTurnsLeft = 1; // Black emptied its hand: Red's is the round's last turn
        TestGame test;
        test.game.start(SavedGame::at(state, 1, againstTheComputer(Level::Random)));
        QVERIFY(test.game.yourTurn());
        QVERIFY(test.game.input()->play(1, {QStringLiteral("3H")}));
        QCOMPARE(test.game.stage(), Game::Summary); // revealMs 0: straight to the summary
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
    }

    // Between two people: until the next one has taken the screen.
    void hotSeatUndoUntilTheScreenIsHandedOver() {
        TestGame test;
        test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70, 3);
        test.game.confirmHandOver();
        const GameState before = test.game.savedGame().state();
        const QStringList hand = handCodes(test.game);
        QVERIFY(test.game.input()->play(0, {hand[2]}));
        QCOMPARE(test.game.stage(), Game::HandOver);
        QCOMPARE(test.game.undoSeat(), 0);
        QVERIFY(test.game.undo());
        QCOMPARE(test.game.stage(), Game::Playing);
        QCOMPARE(test.game.viewer(), 0); // Ann's screen again, Ben never had it
        QCOMPARE(test.game.savedGame().state(), before);
        QCOMPARE(test.game.hand()->selection(), QStringList{hand[2]});
        QVERIFY(test.game.input()->play(0, {hand[2]}));
        test.game.confirmHandOver();
        QCOMPARE(test.game.viewer(), 1);
        QCOMPARE(test.game.undoSeat(), -1);
        QVERIFY(!test.game.undo());
        QCOMPARE(test.game.viewer(), 1);
    }

    // ---- Hints ----

    // The hard level's move from the person's own view: asked on the GUI thread, it is searched
    // elsewhere and arrives later; re-dealing every card the person cannot see gives the same
    // hint. Each hint is counted in the save.
    void aHintIsFairAndNeverWaitedFor() {
        const GameState state = positionAfter(4, 31);
        const View view = viewFor(state, 0);
        Rng rng(77);
        GameState redealt = determinize(view, rng);
        QVERIFY(!(redealt == state)); // other cards where the person cannot see
        QCOMPARE(viewFor(redealt, 0), view);

        Hint hints[2];
        for (int i = 0; i < 2; ++i) {
            TestGame test;
            test.game.start(
                SavedGame::at(i == 0 ? state : redealt, 5, againstTheComputer(Level::Random)));
            QVERIFY(test.game.yourTurn());
            QSignalSpy changed(&test.game, &Game::hintChanged);
            test.game.askHint();
            QVERIFY(test.game.hintPending());
            QVERIFY(test.game.hint().isEmpty()); // not searched on this thread
            QTRY_VERIFY_WITH_TIMEOUT(!test.game.hint().isEmpty(), 20000);
            QVERIFY(!test.game.hintPending());
            QCOMPARE(test.game.hintsUsed(), 1);
            hints[i] = test.game.hint();
            // Shown on the table: its cards chosen in the hand, and a legal move.
            const QStringList cards = hints[i].cards;
            QCOMPARE(test.game.hand()->selection(), cards);
            QVERIFY(test.game.input()->whyNot(hints[i].column, cards).isEmpty());
            // Asked again while shown: nothing more is counted.
            test.game.askHint();
            QCOMPARE(test.game.hintsUsed(), 1);
            // A move clears it.
            QVERIFY(test.game.input()->play(hints[i].column, cards));
            QVERIFY(test.game.hint().isEmpty());
            QCOMPARE(test.game.savedGame().hints, 1);
        }
        QCOMPARE(hints[1], hints[0]);
    }

    // The hint's count survives the save.
    void hintsUsedAreSaved() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        TestGame test(path);
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 9);
        test.game.askHint();
        QTRY_VERIFY_WITH_TIMEOUT(!test.game.hint().isEmpty(), 20000);
        test.game.flushSave();
        QCOMPARE(readSave(path).hints, 1);
        TestGame second(path);
        QVERIFY(second.game.resume());
        QCOMPARE(second.game.hintsUsed(), 1);
    }

    // The reason, from what the person sees: a pair of 7s against Black's face-up 9 with one card
    // face down beside it; a loose card to stake; a card that runs on from another, no reason.
    void aHintSaysWhyFromWhatShows() {
        const GameState state = test::table({{"6D", true, {}, {}}, {"9S", true, {}, {"4S"}}},
                                            {"2H", "7H", "7D", "QH", "KD"}, {"QC"});
        const View view = viewFor(state, 0);
        const Hint wager = hintData(view, Move::wager(1, test::cards({"7H", "7D"})));
        QCOMPARE(wager.column, 1);
        QCOMPARE(wager.cards, (QStringList{"7H", "7D"})); // by rank, then suit
        const HintReason& why = wager.reason;
        QCOMPARE(why.kind, QStringLiteral("wager"));
        QCOMPARE(why.ours.strength, 3);
        QCOMPARE(why.ours.pairs, QStringList{"7"});
        QCOMPARE(why.theirs.strength, 0);
        QCOMPARE(why.shown, 1);  // the 9♠ stake
        QCOMPARE(why.hidden, 1); // the 4♠, face down to Red
        QCOMPARE(why.stakeTheirs, true);
        // On Red's own 6♦: the stake joins the 7s' side (no pair, a run 6-7).
        const HintReason own = hintData(view, Move::wager(0, test::cards({"7H"}))).reason;
        QCOMPARE(own.ours.straight, (QStringList{"6", "7"}));
        QCOMPARE(own.shown, 0);
        QCOMPARE(own.stakeTheirs, false);

        // A wager that makes nothing (the Q♥ on Black's 9♠) is said to be a bluff.
        QCOMPARE(hintData(view, Move::wager(1, test::cards({"QH"}))).reason.kind,
                 QStringLiteral("bluff"));

        const Hint loose = hintData(view, Move{MoveKind::Stake, 0, test::cards({"2H"})});
        QCOMPARE(loose.column, -1);
        QCOMPARE(loose.reason.loose, QStringList{"2H"});
        // The Q♥ runs on to the K♦; a 7 pairs: staking either is not loose.
        for (const char* code : {"QH", "7H"})
            QCOMPARE(hintData(view, Move{MoveKind::Stake, 0, test::cards({code})}).reason.loose,
                     QStringList{});
    }
};

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
