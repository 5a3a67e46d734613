// The tutorial's steps, each played through the engine as its file says (the move the step is
// about, then the computer's scripted replies), and its outcome checked against what the file
// states it teaches; then each step through the Tutorial model, as the table plays it: a move the
// step does not want refused with its reason, the step's move taken, the step done, nothing saved.

#include "play/tutorial.h"
#include "play/tutorialstep.h"
#include "table/cards.h"

#include "cozen/error.h"
#include "cozen/rules.h"

#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <bit>

using namespace cozen;
using namespace cozen::app;

namespace {

QString teamName(int team) {
    return team == 0 ? QStringLiteral("red") : team == 1 ? QStringLiteral("black") : QString();
}

QString winnerName(int winner) {
    return winner == kTie ? QStringLiteral("tie") : teamName(winner); // kNobody: empty
}

// Plays the step's move and its replies through the engine and says the first way the outcome
// differs from what the step's file states; empty when it is exactly that.
QString outcomeMismatch(const TutorialStep& step) {
    GameState state = step.position;
    const int deckBefore = state.seats[std::size_t(step.learner)].deckSize;
    RoundReport report;
    const Move played = parseMove(step.play.toStdString(), state);
    if (!isLegal(state, played)) return QStringLiteral("play is not legal");
    play(state, played, &report);
    for (const Move& reply : step.replies) {
        if (state.phase != Phase::Playing) return QStringLiteral("the round ended before a reply");
        if (!isLegal(state, reply)) return QStringLiteral("a reply is not legal");
        play(state, reply, &report);
    }
    const QJsonObject expect = step.expect;
    const bool settled = state.phase != Phase::Playing;
    if (settled != step.settles)
        return QStringLiteral("settles: the round %1 settled").arg(settled ? "was" : "was not");
    if (!settled) {
        const auto& learner = state.seats[std::size_t(step.learner)];
        if (state.columnCount != expect["columns"].toInt())
            return QStringLiteral("columns: %1").arg(state.columnCount);
        if (std::popcount(learner.hand) != expect["learnerHand"].toInt())
            return QStringLiteral("learnerHand: %1").arg(std::popcount(learner.hand));
        if (deckBefore - learner.deckSize != expect["learnerDeckDrawn"].toInt())
            return QStringLiteral("learnerDeckDrawn: %1").arg(deckBefore - learner.deckSize);
        // The card drawn, when the step's words name it.
        const CardMask drew = learner.hand & ~step.position.seats[std::size_t(step.learner)].hand;
        QStringList wanted;
        for (const QJsonValue& code : expect["learnerDrew"].toArray())
            wanted.append(code.toString());
        if (expect.contains("learnerDrew") && cardCodes(step.learner, drew) != wanted)
            return QStringLiteral("learnerDrew: ") + cardCodes(step.learner, drew).join(' ');
        return {};
    }
    const QJsonArray columns = expect["columnsResolved"].toArray();
    if (columns.size() != qsizetype(report.columns.size()))
        return QStringLiteral("columnsResolved: %1 columns").arg(report.columns.size());
    for (int i = 0; i < columns.size(); ++i) {
        const QJsonObject want = columns[i].toObject();
        const ColumnReport& got = report.columns[std::size_t(i)];
        const QString where = QStringLiteral("column %1: ").arg(i + 1);
        if (winnerName(got.winner) != want["winner"].toString())
            return where + QStringLiteral("winner %1").arg(winnerName(got.winner));
        if (want.contains("strength")) {
            const QJsonObject strength = want["strength"].toObject();
            if (!got.revealed) return where + QStringLiteral("not revealed");
            for (int team = 0; team < 2; ++team)
                if (got.strength[std::size_t(team)] != strength[teamName(team)].toInt())
                    return where + QStringLiteral("%1's strength %2")
                                       .arg(teamName(team))
                                       .arg(got.strength[std::size_t(team)]);
        }
        if (want.contains("revealed") && got.revealed != want["revealed"].toBool())
            return where + QStringLiteral("revealed %1").arg(got.revealed);
        if (want.contains("stakeCounts")) {
            const int team = want["stakeCounts"].toString() == QLatin1String("red") ? 0 : 1;
            if (!got.stakeCounts[std::size_t(team)])
                return where + QStringLiteral("stake not counted");
        }
        QStringList captured;
        for (Seat s = 0; s < 2; ++s)
            captured += cardCodes(s, got.captured[std::size_t(s)]);
        QStringList wanted;
        for (const QJsonValue& code : want["captured"].toArray())
            wanted.append(code.toString());
        captured.sort();
        wanted.sort();
        if (captured != wanted) return where + QStringLiteral("captured ") + captured.join(' ');
    }
    const QJsonObject vp = expect["vp"].toObject();
    for (int team = 0; team < 2; ++team)
        if (report.vp[std::size_t(team)] != vp[teamName(team)].toInt())
            return QStringLiteral("vp: %1 %2")
                .arg(teamName(team))
                .arg(report.vp[std::size_t(team)]);
    if (report.stakesStay != expect["stakesStay"].toBool())
        return QStringLiteral("stakesStay: %1").arg(report.stakesStay);
    return {};
}

TutorialStep stepFromText(const QByteArray& text) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("step.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()) return {};
    file.close();
    return readTutorialStep(path);
}

QByteArray stepText(int index) {
    QFile file(tutorialStepFiles().value(index));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A tutorial whose game shows everything at once, at step `index`.
void beginAt(Tutorial& tutorial, int index) {
    tutorial.game()->setProperty("revealMs", 0);
    tutorial.game()->setProperty("computerDelayMs", 0);
    tutorial.begin(index);
}

// The cards of the learner's hand, as the table shows them, in order.
QStringList handOf(const Tutorial& tutorial) {
    return tutorial.game()->hand()->cards();
}

} // namespace

class TutorialTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theStepsAreThere() {
        const QStringList files = tutorialStepFiles();
        QCOMPARE(files.size(), 9);
        QStringList ids;
        for (const QString& file : files)
            ids.append(readTutorialStep(file).id);
        QCOMPARE(ids, (QStringList{"stakeAndDraw", "wager", "pairAndStraight", "ownStake",
                                   "wonByDefault", "tieBreak", "lastTurn", "stakesStay",
                                   "jailedPairs"}));
    }

    void eachStep_data() {
        QTest::addColumn<QString>("file");
        for (const QString& file : tutorialStepFiles())
            QTest::newRow(qPrintable(file.section('/', -1))) << file;
    }

    // The step accepts a move it asks for, refuses legal moves it does not want, and its move
    // and replies do on the engine what its file says it teaches.
    void eachStep() {
        QFETCH(QString, file);
        const TutorialStep step = readTutorialStep(file);
        const GameState& state = step.position;
        int accepted = 0;
        const std::vector<Move> legal = legalMoves(state);
        for (const Move& move : legal)
            accepted += tutorialRefusal(step, state, move).isEmpty();
        QVERIFY2(accepted > 0, "no legal move is accepted");
        QVERIFY2(accepted < int(legal.size()), "every legal move is accepted");
        for (const QString& pattern : step.accept) {
            const bool some = std::any_of(legal.begin(), legal.end(), [&](const Move& move) {
                return matchesPattern(pattern, state, move);
            });
            QVERIFY2(some, qPrintable(pattern + " matches no legal move"));
        }
        QVERIFY(!step.wrong.isEmpty());
        for (const QString& text : step.wrong) {
            const Move move = parseMove(text.toStdString(), state);
            QVERIFY2(isLegal(state, move), qPrintable(text + " is not even legal"));
            const MoveRefusal why = tutorialRefusal(step, state, move);
            QVERIFY2(!why.isEmpty(), qPrintable(text + " is accepted"));
            QCOMPARE(why.reason, RefusalReason::Tutorial);
            QCOMPARE(why.step, step.id);
        }
        const QString mismatch = outcomeMismatch(step);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    // The check above fails on a step that teaches something else: a position edited (Black's
    // stake in step 3 a J, not a Q: 9-10-J makes 3, a tie), or an outcome edited.
    void aStepEditedToTeachTheWrongThingFails() {
        QByteArray text = stepText(2);
        QVERIFY(text.contains("\"card\": \"QS\""));
        text.replace("\"QS\"", "\"@@\"").replace("\"JS\"", "\"QS\"").replace("\"@@\"", "\"JS\"");
        const TutorialStep edited = stepFromText(text);
        QCOMPARE(edited.id, QStringLiteral("pairAndStraight"));
        QVERIFY(!outcomeMismatch(edited).isEmpty());

        QByteArray vp = stepText(2);
        QVERIFY(vp.contains("\"red\": 36"));
        vp.replace("\"red\": 36", "\"red\": 35");
        QCOMPARE(outcomeMismatch(stepFromText(vp)), QStringLiteral("vp: red 36"));

        QByteArray play = stepText(2);
        play.replace("\"play\": \"wager 1 7H 7D\"", "\"play\": \"wager 2 7H 7D\"");
        QVERIFY_THROWS_EXCEPTION(Error, stepFromText(play)); // not a move the step accepts
    }

    // The moves a step's file plays before it lead to a position the step can teach from, and
    // a move before the step that is not legal there is refused by name.
    void theMovesBeforeAStepAreChecked() {
        const TutorialStep third = readTutorialStep(tutorialStepFiles().value(2));
        QCOMPARE(third.before.size(), std::size_t(1));
        QCOMPARE(third.start.toMove, Seat(1)); // Black, whose wager the log tells
        QCOMPARE(third.position.toMove, third.learner);
        QVERIFY(third.position.finalTurnsLeft > 0); // Black's hand is empty: Red's last turn
        QCOMPARE(std::popcount(third.position.columns[0].wagers[1]), 4); // Black's, on column 1

        QByteArray text = stepText(2);
        QVERIFY(text.contains("\"before\": [\"wager 1 3C 4S 9S 10C\"]"));
        text.replace("\"before\": [\"wager 1 3C 4S 9S 10C\"]",
                     "\"before\": [\"wager 1 3C 4S 9S 7H\"]");
        try {
            stepFromText(text);
            QFAIL("a move before the step that Black cannot play was read");
        } catch (const Error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains("tutorial.before[0]"), e.what());
        }
        // Without its move before, the step is not the learner's to play.
        QByteArray none = stepText(2);
        none.replace("\"before\": [\"wager 1 3C 4S 9S 10C\"]", "\"before\": []");
        QVERIFY_THROWS_EXCEPTION(Error, stepFromText(none));
    }

    // "Since your last turn" tells what Black did before the step, as the learner saw it: Black's
    // moves of the file's "before" after the learner's last, face down where they were; never
    // "Round 1 began" over a table already played on.
    void theLogTellsWhatBlackDidBeforeEachStep_data() { eachStep_data(); }
    void theLogTellsWhatBlackDidBeforeEachStep() {
        QFETCH(QString, file);
        const int index = int(tutorialStepFiles().indexOf(file));
        const TutorialStep step = readTutorialStep(file);
        Tutorial tutorial;
        beginAt(tutorial, index);
        QVERIFY(tutorial.game()->yourTurn());
        // Black's moves before the step, after the learner's last one there.
        QList<MoveLine> wanted;
        GameState state = step.start;
        for (const Move& move : step.before) {
            const bool learners = state.toMove == step.learner;
            const int column = move.kind == MoveKind::Stake ? state.columnCount : move.column;
            cozen::play(state, move);
            if (learners) {
                wanted.clear();
                continue;
            }
            MoveLine line;
            line.kind = move.kind == MoveKind::Stake ? MoveLineKind::Stake : MoveLineKind::Wager;
            line.seat = 1 - step.learner;
            line.column = column;
            line.count = std::popcount(move.cards);
            line.round = step.start.round;
            wanted.append(line); // face down: the learner sees no card of it
        }
        const QList<MoveLine> lines = tutorial.game()->sinceLastTurn()->lines();
        for (const MoveLine& line : lines)
            QVERIFY2(line.kind != MoveLineKind::Round,
                     qPrintable(QStringLiteral("the log says round %1 began").arg(line.round)));
        QCOMPARE(lines, wanted);
        if (index >= 1) QVERIFY2(!lines.isEmpty(), "the log tells nothing of Black's move");
    }

    // Step 2 goes on from step 1: its hand is step 1's after the stake, with the K♥ drawn there,
    // and its row holds both new stakes.
    void theSecondStepGoesOnFromTheFirst() {
        Tutorial tutorial;
        beginAt(tutorial, 0);
        Game* game = tutorial.game();
        QVERIFY(!handOf(tutorial).contains("KH"));
        QVERIFY(game->input()->play(-1, {"2D"}));
        QTRY_VERIFY(tutorial.done());
        const QStringList hand = handOf(tutorial);
        QVERIFY(hand.contains("KH"));  // drawn
        QVERIFY(!hand.contains("2D")); // staked
        const int columns = game->row()->rowCount();
        QCOMPARE(columns, 4);
        const QList<int> decks{game->seats()->at(0)->deckSize(), game->seats()->at(1)->deckSize()};

        tutorial.next();
        QCOMPARE(tutorial.stepId(), QStringLiteral("wager"));
        QVERIFY(game->yourTurn());
        QCOMPARE(handOf(tutorial), hand);
        QCOMPARE(game->row()->rowCount(), columns);
        QCOMPARE((QList<int>{game->seats()->at(0)->deckSize(), game->seats()->at(1)->deckSize()}),
                 decks);
    }

    // A refusal is put away as soon as the learner tries again: other cards chosen in the hand
    // (forgetRefusal, which the table calls when a drag begins, does the same).
    void aRefusalGoesAtTheNextTry() {
        Tutorial tutorial;
        beginAt(tutorial, 2); // the pair, on column 1
        Game* game = tutorial.game();
        QSignalSpy progress(&tutorial, &Tutorial::progressChanged);
        QVERIFY(!game->input()->play(0, {"7H"}));
        QCOMPARE(tutorial.refusal().want, TutorialWant::Cards);
        game->hand()->toggle(int(handOf(tutorial).indexOf("7D")));
        QCOMPARE(tutorial.refusal(), MoveRefusal());
        QVERIFY(progress.size() >= 2);
        QVERIFY(!tutorial.played());

        QVERIFY(!game->input()->play(1, {"7H", "7D"}));
        QCOMPARE(tutorial.refusal().want, TutorialWant::Column);
        tutorial.forgetRefusal();
        QCOMPARE(tutorial.refusal(), MoveRefusal());
        QVERIFY(game->input()->play(0, {"7H", "7D"}));
        QTRY_VERIFY(tutorial.done());
    }

    void theTutorialModelPlaysEachStep_data() { eachStep_data(); }

    // As the table plays it: a wrong move refused with the step's reason, the step's move taken,
    // the computer's replies played, the step done; and the player's autosave never written.
    void theTutorialModelPlaysEachStep() {
        QFETCH(QString, file);
        const int index = int(tutorialStepFiles().indexOf(file));
        const TutorialStep step = readTutorialStep(file);
        Tutorial tutorial;
        Game* game = tutorial.game();
        game->setProperty("revealMs", 0);
        game->setProperty("computerDelayMs", 0);
        QCOMPARE(game->savePath(), QString());
        tutorial.begin(index);
        QCOMPARE(tutorial.error(), QString());
        QCOMPARE(tutorial.step(), index);
        QCOMPARE(tutorial.stepId(), step.id);
        QVERIFY(game->yourTurn());
        QVERIFY(!tutorial.played());

        const auto toTable = [&](const QString& text, int* column, QStringList* cards) {
            const Move move = parseMove(text.toStdString(), game->savedGame().state());
            *column = move.kind == MoveKind::Stake ? -1 : move.column;
            *cards = cardCodes(step.learner, move.cards);
        };
        int column = 0;
        QStringList cards;
        QSignalSpy refused(game->input(), &HumanInput::refused);
        toTable(step.wrong.first(), &column, &cards);
        QCOMPARE(game->input()->whyNot(column, cards).reason, RefusalReason::Tutorial);
        QVERIFY(!game->input()->play(column, cards));
        QCOMPARE(refused.size(), 1);
        QCOMPARE(tutorial.refusal().step, step.id);
        QVERIFY(!tutorial.played());
        QVERIFY(game->yourTurn());

        toTable(step.play, &column, &cards);
        QCOMPARE(game->input()->whyNot(column, cards), MoveRefusal());
        // As the table does: a move played clears the selection, and the table asks at once
        // about the card under its cursor (that question is not the move played).
        for (const QString& code : cards)
            game->hand()->toggle(int(game->hand()->cards().indexOf(code)));
        QCOMPARE(game->hand()->selection().size(), cards.size());
        QObject::connect(game->hand(), &HandModel::selectionChanged, game, [game, column] {
            if (game->yourTurn()) game->input()->whyNot(column, {game->hand()->cards().value(0)});
        });
        QVERIFY(game->input()->play(column, cards));
        QVERIFY(tutorial.played());
        QCOMPARE(tutorial.move().cards, cards);
        QTRY_VERIFY(tutorial.done());
        QCOMPARE(tutorial.refusal(), MoveRefusal());
        if (step.settles) {
            QCOMPARE(game->stage(), Game::Summary);
            const QJsonObject vp = step.expect["vp"].toObject();
            QCOMPARE(game->vp(), (QVariantList{vp["red"].toInt(), vp["black"].toInt()}));
            QCOMPARE(game->summary().stakesStay, step.expect["stakesStay"].toBool());
        } else {
            QCOMPARE(game->stage(), Game::Playing);
            QCOMPARE(game->row()->rowCount(), step.expect["columns"].toInt());
            // The step is over: another move waits for the next step.
            if (game->yourTurn()) {
                const MoveRefusal why = game->input()->whyNot(-1, {game->hand()->cards().value(0)});
                QCOMPARE(why.want, TutorialWant::Next);
            }
        }
        const QString autosave = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                 QStringLiteral("/autosave.json");
        game->flushSave();
        QVERIFY(!QFile::exists(autosave));
    }

    // A wager taken back (Game::undo, before the computer answers) leaves the step asking for its
    // move again, and the move played again finishes it.
    void aWagerTakenBackIsAskedForAgain() {
        Tutorial tutorial;
        Game* game = tutorial.game();
        game->setProperty("revealMs", 0);
        game->setProperty("computerDelayMs", 500);
        tutorial.begin(1);
        QCOMPARE(tutorial.stepId(), QStringLiteral("wager"));
        QVERIFY(game->input()->play(1, {"7H", "7D"}));
        QVERIFY(tutorial.played());
        QVERIFY(game->undo());
        QVERIFY(!tutorial.played());
        QCOMPARE(tutorial.move(), MoveLine());
        QCOMPARE(game->input()->whyNot(1, {"7H"}), MoveRefusal());
        QVERIFY(game->input()->play(1, {"7H"}));
        QTRY_VERIFY(tutorial.done());
        QCOMPARE(tutorial.move().cards, QStringList{"7H"});
    }

    void nextAndBackGoThroughTheSteps() {
        Tutorial tutorial;
        QCOMPARE(tutorial.count(), 9);
        QCOMPARE(tutorial.step(), -1);
        tutorial.begin(0);
        tutorial.next();
        QCOMPARE(tutorial.stepId(), QStringLiteral("wager"));
        tutorial.back();
        tutorial.back();
        QCOMPARE(tutorial.step(), 0);
        tutorial.begin(99);
        QCOMPARE(tutorial.step(), 8);
        QCOMPARE(tutorial.stepId(), QStringLiteral("jailedPairs"));
    }
};

QTEST_MAIN(TutorialTest)
#include "tst_tutorial.moc"
