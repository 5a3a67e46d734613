#include "system/clock.h"

#include <QElapsedTimer>

#include <algorithm>

namespace cozen::app {

// Qt's steady clock, and each timer's own QTimer.
class RealClock : public Clock {
public:
    RealClock() { since_.start(); }
    qint64 now() const override { return since_.elapsed(); }

protected:
    void arm(ClockTimer* timer, int ms) override { timer->real_.start(ms); }
    void disarm(ClockTimer* timer) override { timer->real_.stop(); }

private:
    QElapsedTimer since_;
};

Clock* Clock::real() {
    // Never deleted: timers may ask for it while the program ends, in any order.
    static Clock* const clock = new RealClock;
    return clock;
}

ClockTimer::ClockTimer(QObject* parent)
    : QObject(parent) {
    real_.setSingleShot(true);
    connect(&real_, &QTimer::timeout, this, &ClockTimer::fire);
}

ClockTimer::~ClockTimer() {
    if (active_) clockOrReal()->disarm(this);
}

Clock* ClockTimer::clockOrReal() const {
    return clock_ ? clock_.data() : Clock::real();
}

void ClockTimer::setClock(Clock* clock) {
    if (clock == clock_) return;
    const bool wasActive = active_;
    const qint64 left = active_ ? std::max<qint64>(0, deadline_ - clockOrReal()->now()) : 0;
    if (active_) clockOrReal()->disarm(this);
    active_ = false;
    clock_ = clock;
    if (wasActive) {
        active_ = true;
        deadline_ = clockOrReal()->now() + left;
        clockOrReal()->arm(this, int(left));
    }
    emit clockChanged();
}

void ClockTimer::setInterval(int ms) {
    if (ms == interval_) return;
    interval_ = ms;
    if (active_) start(); // from now, as QTimer and QML's Timer do
    emit intervalChanged();
}

void ClockTimer::start(int ms) {
    ms = std::max(ms, 0);
    Clock* clock = clockOrReal();
    const bool wasActive = active_;
    if (active_) clock->disarm(this);
    active_ = true;
    deadline_ = clock->now() + ms;
    clock->arm(this, ms);
    if (!wasActive) emit runningChanged();
}

void ClockTimer::stop() {
    if (!active_) return;
    clockOrReal()->disarm(this);
    active_ = false;
    emit runningChanged();
}

void ClockTimer::fire() {
    if (!active_) return;
    active_ = false;
    emit runningChanged();
    emit timeout();
}

ManualClock::~ManualClock() {
    // Timers still started here fire no more (their clock is gone: they are stopped).
    for (const Armed& armed : std::exchange(armed_, {}))
        armed.timer->active_ = false;
}

void ManualClock::arm(ClockTimer* timer, int ms) {
    const quint64 order = started_++;
    armed_.push_back({timer, now_ + ms, order});
    emit waitingChanged();
    if (ms > 0) return;
    // Due now: it fires in an event of its own, as a QTimer of 0 ms does, with time standing still
    // (one such timer an event: a reveal hurried shows a column an event here too).
    QMetaObject::invokeMethod(
        this,
        [this, order] {
            const auto due = std::find_if(armed_.begin(), armed_.end(),
                                          [order](const Armed& a) { return a.order == order; });
            if (due == armed_.end()) return; // stopped, started again, or stepped past meanwhile
            ClockTimer* fired = due->timer;
            armed_.erase(due);
            emit waitingChanged();
            fired->fire();
        },
        Qt::QueuedConnection);
}

void ManualClock::disarm(ClockTimer* timer) {
    const auto gone = std::erase_if(armed_, [timer](const Armed& a) { return a.timer == timer; });
    if (gone > 0) emit waitingChanged();
}

void ManualClock::advance(int ms) {
    const qint64 until = now_ + std::max(ms, 0);
    fireUntil(until);
    now_ = until;
}

void ManualClock::fireUntil(qint64 until) {
    for (;;) {
        // The earliest due, found again each time: a timer fired may start or stop others.
        const auto next =
            std::min_element(armed_.begin(), armed_.end(), [](const auto& a, const auto& b) {
                return a.deadline != b.deadline ? a.deadline < b.deadline : a.order < b.order;
            });
        if (next == armed_.end() || next->deadline > until) return;
        ClockTimer* timer = next->timer;
        now_ = std::max(now_, next->deadline);
        armed_.erase(next);
        emit waitingChanged();
        timer->fire();
    }
}

} // namespace cozen::app
