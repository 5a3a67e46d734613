#pragma once
// The game's time. Game's timers (the computer's move held back, the next round dealt), the
// reveal's pace (RevealPacer) and the time a wager may be taken back in (the computer's hold,
// Game.undoGraceMs) all read one Clock, and so do the table's timers that guard the hand-over
// (ClockTimer in QML, given Game.clock). The game runs on the real one, Clock::real(): Qt's
// timers and a steady count of milliseconds. A test gives the game a ManualClock instead, which
// stands still until the test steps it (advance): what happens after three seconds happens when
// the test says three seconds have passed, however busy the machine is, and never sooner.

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace cozen::app {

class ClockTimer;

// A steady count of milliseconds, and the timers that fire after a span of it (ClockTimer).
class Clock : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game's clock is Game.clock; a test's is a ManualClock.")

public:
    using QObject::QObject;
    // Milliseconds from an arbitrary start; never goes back.
    virtual qint64 now() const = 0;
    // The process's own clock: Qt's timers and its steady clock. Every Game and ClockTimer runs on
    // it until it is given another.
    static Clock* real();

protected:
    friend class ClockTimer;
    // `timer` was started: the clock fires it (ClockTimer::fire) once `ms` have passed, unless it
    // is disarmed first.
    virtual void arm(ClockTimer* timer, int ms) = 0;
    virtual void disarm(ClockTimer* timer) = 0;
};

// A single-shot timer on a Clock, in C++ as a QTimer and in QML as a Timer (`running`,
// `restart()`). On the real clock it is a QTimer; on a ManualClock it fires when the test has
// stepped the clock past its deadline.
class ClockTimer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The clock it runs on (null: the real one). Given another while it runs, it keeps the time
    // it had left, on the new clock.
    Q_PROPERTY(cozen::app::Clock* clock READ clock WRITE setClock NOTIFY clockChanged)
    // In ms; changed while it runs, it starts again from now (as QTimer and QML's Timer do).
    Q_PROPERTY(int interval READ interval WRITE setInterval NOTIFY intervalChanged)
    Q_PROPERTY(bool running READ isActive NOTIFY runningChanged)

public:
    explicit ClockTimer(QObject* parent = nullptr);
    ~ClockTimer() override;

    Clock* clock() const { return clock_; }
    void setClock(Clock* clock);
    int interval() const { return interval_; }
    void setInterval(int ms);
    // As QTimer's (Qt::PreciseTimer, on the real clock: to the millisecond).
    void setTimerType(Qt::TimerType type) { real_.setTimerType(type); }
    bool isActive() const { return active_; }
    // Starts it, or again from now when it runs: it fires once, `interval` from now.
    Q_INVOKABLE void start() { start(interval_); }
    void start(int ms);
    Q_INVOKABLE void restart() { start(); } // QML Timer's name for it
    Q_INVOKABLE void stop();

signals:
    void timeout();
    void clockChanged();
    void intervalChanged();
    void runningChanged();

private:
    friend class RealClock;
    friend class ManualClock;
    Clock* clockOrReal() const;
    // Its deadline has come (the clock says so).
    void fire();

    QPointer<Clock> clock_;
    QTimer real_; // on the real clock, the timer itself
    int interval_ = 0;
    bool active_ = false;
    qint64 deadline_ = 0; // on its clock's count, while it runs
};

// The clock a test steps: its time stands still until advance() moves it on. A timer started for
// 0 ms fires in an event of its own, as a QTimer's would, since no time needs to pass for it.
// (The base is named in full: so Qt 6.4's qmltyperegistrar finds it, and QML knows a Clock.)
class ManualClock : public cozen::app::Clock {
    Q_OBJECT
    QML_ELEMENT
    // The timers started and not yet fired or stopped (a test sees that something waits for the
    // clock: the computer's answer, held).
    Q_PROPERTY(int waiting READ waiting NOTIFY waitingChanged)

public:
    using Clock::Clock;
    ~ManualClock() override;
    qint64 now() const override { return now_; }
    // Moves time on by `ms`, firing on the way every timer whose deadline comes, earliest first
    // (those started meanwhile too), each at its own moment of the clock.
    Q_INVOKABLE void advance(int ms);
    int waiting() const { return int(armed_.size()); }

signals:
    void waitingChanged();

protected:
    void arm(ClockTimer* timer, int ms) override;
    void disarm(ClockTimer* timer) override;

private:
    // Fires the timers due by `until`, earliest first, moving the clock to each.
    void fireUntil(qint64 until);

    struct Armed {
        ClockTimer* timer = nullptr;
        qint64 deadline = 0;
        quint64 order = 0; // of two due at once, the one started first fires first
    };
    std::vector<Armed> armed_;
    qint64 now_ = 0;
    quint64 started_ = 0;
};

} // namespace cozen::app
