// The presenter (app/models/table/presenter.h) and the reveal's pace
// (app/models/play/revealpacer.h): the rows a screen gets from what the core says its eyes saw, and
// the order a resolved round is shown in. Whole games through Game are tst_models'; what may be
// seen is proven in tests/core/tst_seen.

#include "play/revealpacer.h"
#include "system/clock.h"
#include "table/presenter.h"

#include "core/builders.h"

#include <QSignalSpy>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;

class TestPresenter : public QObject {
    Q_OBJECT

private slots:
    // A column tied on Strength tells where the tie-break decided, each side seen from its own
    // bottom. The rulebook's second tie-break example: Red's pair of jacks against Black's 4,4,J
    // (both Strength 3): J against 4 at the second card.
    void tieBreakOfAColumn() {
        const auto columns = [](const GameState& table, Seat seat) {
            const RoundView round = roundView(table, Eyes::of(seat));
            return columnsOf(round, teamOfSeat(seat), RevealProgress::whole(round));
        };
        const GameState tied = test::table({{"9S", true, {"JH", "JD"}, {"4S", "4C", "JS"}}});
        const QList<ColumnItem> seenByRed = columns(tied, 0);
        QCOMPARE(seenByRed[0].winner, ColumnWinner::Bottom);
        QCOMPARE(seenByRed[0].tieBreak, (QStringList{"4", "J"})); // the top side's, the bottom's
        const QList<ColumnItem> seenByBlack = columns(tied, 1);
        QCOMPARE(seenByBlack[0].tieBreak, (QStringList{"J", "4"}));
        // A higher card beats nothing: 7,7 against 7,7,2.
        const GameState runOut = test::table({{"9S", true, {"7H", "7D"}, {"7S", "7C", "2S"}}});
        QCOMPARE(columns(runOut, 0)[0].tieBreak, (QStringList{"2", ""}));
        // Decided on Strength: no tie-break to tell.
        const GameState byStrength = test::table({{"9S", true, {"JH", "JD"}, {"4S"}}});
        QVERIFY(columns(byStrength, 0)[0].tieBreak.isEmpty());
    }

    // A round of three columns: one where both sides wagered and a capture (turned up, read,
    // decided, then jailed), one won by default (decided and jailed, never turned up), one
    // uncontested (decided, nothing to jail). Its pace: the first step a third of `revealMs` after
    // the last move, a column turned up left `revealMs` to be read, captures half of it to fly to
    // the jail, and a column settled a quarter.
    void theRevealGoesColumnByColumn() {
        const GameState table = test::table(
            {{"9S", true, {"JH", "JD"}, {"4S"}}, {"5H", false, {}, {"6S"}}, {"2S", false, {}, {}}});
        const RoundView round = roundView(table, Eyes::nobody());
        QVERIFY(round.columns[0].revealed);
        QVERIFY(!round.columns[1].revealed);
        ManualClock clock;
        RevealPacer pacer;
        pacer.setClock(&clock);
        QStringList steps;
        connect(&pacer, &RevealPacer::stepped, this, [&](int decided) {
            const RevealProgress p = pacer.progress();
            steps.append(QStringLiteral("%1/%2/%3 %4 at %5")
                             .arg(p.turned)
                             .arg(p.decided)
                             .arg(p.jailed)
                             .arg(decided)
                             .arg(clock.now()));
        });
        QSignalSpy done(&pacer, &RevealPacer::finished);
        pacer.start(round, 900);
        QVERIFY(pacer.running());
        clock.advance(2549);
        QCOMPARE(done.count(), 0);
        clock.advance(1);
        QCOMPARE(done.count(), 1);
        QCOMPARE(steps, (QStringList{"1/0/0 -1 at 300", "1/1/0 0 at 1200", "1/1/1 -1 at 1650",
                                     "2/2/1 1 at 1875", "2/2/2 -1 at 2325", "3/3/3 2 at 2550"}));
        QVERIFY(!pacer.running());
        QCOMPARE(pacer.progress().jailed, 3);
    }

    // Asked to go on, the columns follow one an event; asked again, all at once. Paused, it waits.
    void aRevealHurriesAndWaits() {
        const GameState table =
            test::table({{"9S", true, {"JH", "JD"}, {"4S"}}, {"5H", false, {}, {"6S"}}});
        const RoundView round = roundView(table, Eyes::nobody());
        ManualClock clock;
        RevealPacer pacer;
        pacer.setClock(&clock);
        QSignalSpy steps(&pacer, &RevealPacer::stepped);
        QSignalSpy done(&pacer, &RevealPacer::finished);
        pacer.start(round, 60000); // a minute a step: only hurrying ends it in time
        pacer.setPaused(true);
        pacer.hurry();
        QCoreApplication::processEvents(); // its next step is due at once...
        clock.advance(600000);             // ...or ten minutes later, had it not hurried
        QCOMPARE(steps.count(), 0);        // paused: nothing moves
        pacer.setPaused(false);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 5000);
        QCOMPARE(steps.count(), 5);
        pacer.start(round, 60000);
        pacer.hurry();
        pacer.hurry(); // again: at once
        QCOMPARE(done.count(), 2);
        // No time at all: the whole round at once.
        pacer.start(round, 0);
        QCOMPARE(done.count(), 3);
    }
};

QTEST_MAIN(TestPresenter)
#include "tst_presenter.moc"
