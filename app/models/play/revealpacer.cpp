#include "play/revealpacer.h"

#include <algorithm>

namespace cozen::app {

RevealPacer::RevealPacer(QObject* parent)
    : QObject(parent) {
    connect(&timer_, &ClockTimer::timeout, this, &RevealPacer::next);
}

void RevealPacer::start(const RoundView& round, int revealMs) {
    columns_.clear();
    for (const ColumnSettled& column : round.columns) {
        bool captures = false;
        for (const CardMask cards : column.captured)
            captures = captures || cards != 0;
        columns_.push_back({column.revealed, captures});
    }
    progress_ = {};
    revealMs_ = revealMs;
    hurried_ = false;
    running_ = true;
    if (revealMs_ > 0)
        timer_.start(revealMs_ / 3);
    else
        finish();
}

void RevealPacer::hurry() {
    if (!running_) return;
    // Every column shown at once turns all their cards over in one event (bench_gui, 2v2: 7-17 ms
    // of the GUI thread, and a frame as long): the columns not shown yet follow one an event
    // instead (each with its captures flown to the jail), between frames. Asked again meanwhile,
    // they are shown at once.
    if (hurried_) {
        finish();
        return;
    }
    hurried_ = true;
    timer_.start(0);
}

void RevealPacer::setPaused(bool paused) {
    paused_ = paused;
    if (paused_ || !running_ || timer_.isActive()) return;
    timer_.start(hurried_ ? 0 : std::max(1, revealMs_ / 4)); // a moment to see the table again
}

void RevealPacer::stop() {
    timer_.stop();
    running_ = false;
    progress_ = {};
}

void RevealPacer::step() {
    RevealProgress& p = progress_;
    if (p.jailed < p.decided) {
        ++p.jailed; // the jail, the score and the decks' trackers count its captures
        return;
    }
    const Column& column = columns_[std::size_t(p.decided)];
    if (p.turned == p.decided && column.turns) {
        ++p.turned; // its cards turned up, each side's arrangement shown
        return;
    }
    ++p.decided; // its outcome; the table flies its captures to the jail
    p.turned = std::max(p.turned, p.decided);
    if (!column.captures) ++p.jailed; // nothing to fly: settled with its outcome
}

void RevealPacer::next() {
    if (!running_ || paused_) return; // setPaused goes on
    if (progress_.jailed >= int(columns_.size())) {
        finish();
        return;
    }
    const int decided = progress_.decided;
    step();
    emit stepped(progress_.decided > decided ? progress_.decided - 1 : -1);
    if (!running_) return; // stopped meanwhile
    if (progress_.jailed >= int(columns_.size())) {
        finish();
        return;
    }
    // How long this step stays before the next: a turned column is there to be read, captures
    // fly to the jail, and a settled column is seen settled a moment.
    const int pause = hurried_                               ? 0
                      : progress_.turned > progress_.decided ? revealMs_
                      : progress_.jailed < progress_.decided ? std::max(1, revealMs_ / 2)
                                                             : std::max(1, revealMs_ / 4);
    timer_.start(pause);
}

void RevealPacer::finish() {
    timer_.stop();
    running_ = false;
    const int all = int(columns_.size());
    progress_ = {all, all, all};
    emit finished();
}

} // namespace cozen::app
