#include "eventlooptimer.h"

#include <algorithm>

namespace cozen::table {

EventLoopTimer::EventLoopTimer(QObject* parent)
    : QObject(parent) {
    timer_.setSingleShot(true);
    timer_.setTimerType(Qt::PreciseTimer);
    timer_.setInterval(0);
    connect(&timer_, &QTimer::timeout, this, [this] {
        emit runningChanged();
        emit triggered();
    });
}

void EventLoopTimer::setInterval(int ms) {
    ms = std::max(0, ms);
    if (ms == timer_.interval()) return;
    timer_.setInterval(ms);
    emit intervalChanged();
}

void EventLoopTimer::start() {
    const bool was = timer_.isActive();
    timer_.start();
    if (!was) emit runningChanged();
}

void EventLoopTimer::stop() {
    if (!timer_.isActive()) return;
    timer_.stop();
    emit runningChanged();
}

} // namespace cozen::table
