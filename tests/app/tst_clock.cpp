// The game's clock (clock.h): a timer on the real clock is a QTimer; on a test's ManualClock it
// fires when the test steps the clock past its deadline, and never before.

#include "system/clock.h"

#include <QSignalSpy>
#include <QtTest>

using namespace cozen::app;

class TestClock : public QObject {
    Q_OBJECT

private slots:
    // Stepped, the clock fires each timer at its own deadline, earliest first, those started by
    // another on the way too; not a millisecond before.
    void aManualClockFiresTimersWhenSteppedPastThem() {
        ManualClock clock;
        ClockTimer late, early;
        late.setClock(&clock);
        early.setClock(&clock);
        QStringList fired;
        connect(&late, &ClockTimer::timeout, this,
                [&] { fired << QStringLiteral("late at %1").arg(clock.now()); });
        connect(&early, &ClockTimer::timeout, this, [&] {
            fired << QStringLiteral("early at %1").arg(clock.now());
            if (fired.size() == 1) early.start(150); // again, from its own moment
        });
        late.start(300);
        early.start(100);
        QCOMPARE(clock.waiting(), 2);
        clock.advance(99);
        QCOMPARE(fired, QStringList());
        QVERIFY(early.isActive());
        clock.advance(1000);
        QCOMPARE(fired, (QStringList{"early at 100", "early at 250", "late at 300"}));
        QCOMPARE(clock.now(), 1099);
        QVERIFY(!early.isActive() && !late.isActive());
        QCOMPARE(clock.waiting(), 0);
    }

    // Stopped or started again, a timer keeps to its last start; one of 0 ms fires in an event of
    // its own, with the clock standing still.
    void aTimerStoppedOrStartedAgainKeepsToItsLastStart() {
        ManualClock clock;
        ClockTimer timer;
        timer.setClock(&clock);
        QSignalSpy fired(&timer, &ClockTimer::timeout);
        QSignalSpy running(&timer, &ClockTimer::runningChanged);
        timer.setInterval(200);
        timer.start();
        clock.advance(150);
        timer.restart(); // now due at 350
        clock.advance(150);
        QCOMPARE(fired.count(), 0);
        clock.advance(50);
        QCOMPARE(fired.count(), 1);
        QCOMPARE(running.count(), 2); // on, then off: the restart did not turn it off
        timer.start();
        timer.stop();
        clock.advance(1000);
        QCOMPARE(fired.count(), 1);
        timer.start(0);
        QCOMPARE(fired.count(), 1); // not within start()
        QTRY_COMPARE(fired.count(), 2);
        QCOMPARE(clock.now(), 1350);
    }

    // Moved to another clock while it runs, a timer keeps the time it had left.
    void aTimerKeepsItsTimeLeftOnAnotherClock() {
        ManualClock first, second;
        second.advance(5000);
        ClockTimer timer;
        timer.setClock(&first);
        QSignalSpy fired(&timer, &ClockTimer::timeout);
        timer.start(300);
        first.advance(100);
        timer.setClock(&second);
        QCOMPARE(first.waiting(), 0);
        first.advance(1000);
        second.advance(199);
        QCOMPARE(fired.count(), 0);
        second.advance(1);
        QCOMPARE(fired.count(), 1);
    }

    // A clock that goes while a timer waits on it stops the timer; on the real clock by default,
    // a timer is Qt's.
    void aTimerOnTheRealClockIsQts() {
        ClockTimer timer;
        QCOMPARE(timer.clock(), nullptr);
        QSignalSpy fired(&timer, &ClockTimer::timeout);
        {
            ManualClock gone;
            timer.setClock(&gone);
            timer.start(10);
        }
        QVERIFY(!timer.isActive());
        QCOMPARE(timer.clock(), nullptr);
        timer.start(1);
        QTRY_COMPARE(fired.count(), 1);
        const qint64 before = Clock::real()->now();
        QTRY_VERIFY(Clock::real()->now() > before);
    }
};

QTEST_MAIN(TestClock)
#include "tst_clock.moc"
