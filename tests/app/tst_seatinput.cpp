// Who plays a seat (app/models/play/seatinput.h): the computer searches on a runner's thread
// (shared by a game's computer seats and its adviser, app/models/play/searchrunner.h), answers only
// the question still asked, depends on the seed alone, and stops when the game moves on.

#include "play/searchrunner.h"
#include "play/seatinput.h"
#include "table/cards.h"

#include "gametesting.h"

#include "cozen/rules.h"
#include "cozen/view.h"

#include <QSignalSpy>
#include <QtTest>

#include <atomic>
#include <thread>
#include <vector>

using namespace cozen;
using namespace cozen::app;
using namespace cozen::app::testing;

namespace {

// Waits until `runner` has answered (or dropped) every question asked of it so far: it thinks on
// one thread, a question after another, and its answers come back in the order they were asked,
// so one asked now comes after them all. What a late answer would have done is done by then.
void answeredSoFar(const std::shared_ptr<SearchRunner>& runner, const View& view) {
    AiInput probe(Level::Random, 99, runner);
    QSignalSpy answered(&probe, &SeatInput::moveChosen);
    probe.yourTurn(view, {});
    QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 60000);
}

} // namespace

class TestSeatInput : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aCancelledQuestionIsNeverAnswered() {
        GameState state = newGame({2, 70, 1});
        Rng rng(4);
        dealRound(state, rng);
        auto runner = std::make_shared<SearchRunner>();
        AiInput ai(Level::Greedy, 1, runner);
        QSignalSpy answers(&ai, &SeatInput::moveChosen);
        ai.yourTurn(viewFor(state, 1), {});
        ai.cancel();
        ai.yourTurn(viewFor(state, 1), {});
        QTRY_COMPARE(answers.count(), 1);
        answeredSoFar(runner, viewFor(state, 1)); // a late answer to the first would be here
        QCOMPARE(answers.count(), 1);
        ai.yourTurn(viewFor(state, 1), {});
        ai.cancel();
        answeredSoFar(runner, viewFor(state, 1));
        QCOMPARE(answers.count(), 1);
    }

    // The person's input checks a move from the view it was asked with, answers it once, and says
    // why not as data: out of turn, while nobody is to move, a card not theirs, a column past the
    // row, and what the lesson's guard refuses.
    void aPersonsMoveIsCheckedByTheirInput() {
        GameState state = newGame({2, 70, 0});
        Rng rng(12);
        dealRound(state, rng);
        const View red = viewFor(state, 0);
        const QString card = cardCodes(0, state.seats[0].hand).value(0);
        const QString notRed = cardCodes(1, state.seats[1].hand).value(0);
        HumanInput person;
        QSignalSpy moves(&person, &SeatInput::moveChosen);
        QSignalSpy refused(&person, &HumanInput::refused);
        QCOMPARE(person.whyNot(0, {card}).reason, RefusalReason::RoundOver);
        person.see(red, 1); // Black to move: Red sees the row, and waits
        QCOMPARE(person.whyNot(0, {card}).reason, RefusalReason::NotYourTurn);
        QCOMPARE(person.whyNot(0, {card}).seat, 1);
        QVERIFY(person.preview(0, {card}).known);
        person.yourTurn(red, {});
        QVERIFY(person.whyNot(0, {card}).isEmpty());
        QCOMPARE(person.whyNot(0, {notRed}).reason, RefusalReason::NotYourCard);
        QCOMPARE(person.whyNot(5, {card}).reason, RefusalReason::NoSuchColumn);
        QCOMPARE(person.whyNot(-1, cardCodes(0, state.seats[0].hand).mid(0, 2)).reason,
                 RefusalReason::StakeOneCard);
        QCOMPARE(person.whyNot(0, {}).reason, RefusalReason::ChooseCard);
        person.setGuard([](const Move& move) {
            MoveRefusal why;
            if (move.kind == MoveKind::Stake) why.reason = RefusalReason::Tutorial;
            return why;
        });
        QVERIFY(!person.play(-1, {card}));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused[0][0].value<MoveRefusal>().reason, RefusalReason::Tutorial);
        QVERIFY(person.play(0, {card}));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves[0][0].value<Move>(),
                 Move::wager(0, state.seats[0].hand & -state.seats[0].hand));
        // Answered: a second move is not this turn's.
        QVERIFY(!person.play(0, {card}));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(refused.count(), 2);
        person.yourTurn(red, {});
        person.cancel(); // the game moved on (a take-back, a new game)
        QCOMPARE(person.whyNot(0, {card}).reason, RefusalReason::NotYourTurn);
    }

    // Two seats on one runner: a question cancelled while it is searched frees the thread for the
    // next seat's (it stops within moments, however long its budget), and only that one is
    // answered; the runner thinks on one thread, never beside the GUI's on a second core of its own
    // per seat.
    void seatsShareOneRunner() {
        GameState state = newGame({2, 70, 1});
        Rng rng(6);
        dealRound(state, rng);
        auto runner = std::make_shared<SearchRunner>();
        QThread* thinker = nullptr;
        AiInput slow(Level::Expert, 3, runner);
        AiInput quick(Level::Greedy, 4, runner);
        QSignalSpy slowAnswers(&slow, &SeatInput::moveChosen);
        QSignalSpy quickAnswers(&quick, &SeatInput::moveChosen);
        slow.yourTurn(viewFor(state, 1), {});
        QTest::qWait(50); // the expert's search is under way (it takes a second or more)
        slow.cancel();
        quick.yourTurn(viewFor(state, 1), {});
        QTRY_COMPARE_WITH_TIMEOUT(quickAnswers.count(), 1, 5000);
        answeredSoFar(runner, viewFor(state, 1)); // the expert's, had it come, would be here
        QCOMPARE(slowAnswers.count(), 0);
        // Both asked the same thread.
        for (QThread* thread : runner->findChildren<QThread*>(Qt::FindDirectChildrenOnly))
            thinker = thread;
        QVERIFY(thinker);
        QCOMPARE(thinker->objectName(), QStringLiteral("cozen-search"));
        QCOMPARE(runner->findChildren<QThread*>().size(), 1);
    }

    // Every level in the game searches its budget of iterations and nothing else: the same view and
    // seed give the same move however busy the machine is (here, with every core kept busy while
    // the second answer is searched), so a seed replays a game exactly.
    void theComputersMovesDependOnTheSeedAlone() {
        for (const Level level : kLevels) {
            QCOMPARE(AiInput::settingsInGame(level).timeMs, 0);
            QCOMPARE(AiInput::settingsInGame(level).iterations, settingsFor(level).iterations);
        }
        GameState state = newGame({2, 70, 1});
        Rng rng(9);
        dealRound(state, rng);
        const auto answer = [&] {
            AiInput ai(Level::Hard, 77); // (the expert's search takes seconds under sanitizers)
            QSignalSpy answers(&ai, &SeatInput::moveChosen);
            ai.yourTurn(viewFor(state, 1), {});
            [&] { QTRY_COMPARE_WITH_TIMEOUT(answers.count(), 1, 60000); }();
            return answers.value(0).value(0).value<Move>();
        };
        const Move quiet = answer();
        std::atomic<bool> stop = false;
        std::vector<std::thread> busy;
        for (unsigned i = 0; i < std::max(2u, std::thread::hardware_concurrency()); ++i)
            busy.emplace_back([&stop] {
                volatile std::uint64_t x = 0;
                while (!stop.load())
                    x = x + 1;
            });
        const Move loaded = answer();
        stop = true;
        for (std::thread& t : busy)
            t.join();
        QVERIFY(quiet == loaded);
    }

    void newGameWhileTheComputerThinks() {
        TestGame test;
        test.game.setProperty("computerDelayMs", 0);
        // Two games left while the expert thinks, the last against `hard`, whose answer comes
        // forty times sooner: the expert's alone took 14 s under ThreadSanitizer on a busy machine.
        for (const Level level : {Level::Expert, Level::Expert, Level::Hard}) {
            test.game.newGame(againstTheComputer(level), 1, 70);
            QVERIFY(test.game.thinking());
        }
        // Only the last game's computer moves, once.
        QSignalSpy moves(&test.game, &Game::moveMade);
        QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn(), 60000);
        // A hint is searched on the same thread, after every question asked before it: once it
        // has come, so would have a left game's answer, were it not dropped.
        test.game.askHint();
        QTRY_VERIFY_WITH_TIMEOUT(!test.game.hint().isEmpty(), 60000);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(test.game.savedGame().history().back().size(), std::size_t(1));
        // Leaving while it thinks again: the destructor stops the search.
        test.game.newGame(againstTheComputer(Level::Expert), 1, 70);
        QVERIFY(test.game.thinking());
    }
};

QTEST_MAIN(TestSeatInput)
#include "tst_seatinput.moc"
