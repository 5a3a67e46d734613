#pragma once
// The pace of a reveal: a resolved round is shown column by column. Each column is turned up (its
// cards, and each side's arrangement) and left `revealMs` to be read, then decided (its outcome;
// the table flies the captures to the jail), and then jailed (the jails, the score and the decks'
// trackers count it). The pacer holds only that, and a timer on the game's clock (clock.h): it is
// given the round as a value, says each step with stepped() and the end with finished(), and
// never calls into the game.

#include "system/clock.h"
#include "table/presenter.h"

#include <QObject>

#include <vector>

namespace cozen::app {

class RevealPacer : public QObject {
    Q_OBJECT

public:
    explicit RevealPacer(QObject* parent = nullptr);
    // The clock its steps are timed by (Game's: the real one, or a test's).
    void setClock(Clock* clock) { timer_.setClock(clock); }

    // Shows `round` from its first column; the first step comes after a third of `revealMs`
    // (the last move lands first). With `revealMs` 0 the whole round at once: finished() now.
    void start(const RoundView& round, int revealMs);
    // On: the columns not shown yet follow one an event; asked again meanwhile, all at once.
    void hurry();
    // The reveal waits while the table is covered, and goes on a moment after it is not.
    void setPaused(bool paused);
    // No more steps, and nothing shown: the progress is back at the first column (a new game, a
    // take-back, a new round about to be revealed).
    void stop();
    bool running() const { return running_; }
    RevealProgress progress() const { return progress_; }

signals:
    // The reveal has come a step further (progress()); `decided` is the column whose outcome this
    // step showed, or -1.
    void stepped(int decided);
    // Every column is shown: the round is settled.
    void finished();

private:
    struct Column {
        bool turns = false;    // both sides wagered: it is turned up before it is decided
        bool captures = false; // cards fly to a jail when it is decided
    };
    void next();
    void step();
    void finish();

    std::vector<Column> columns_;
    RevealProgress progress_;
    int revealMs_ = 0;
    bool running_ = false;
    bool hurried_ = false;
    bool paused_ = false;
    ClockTimer timer_;
};

} // namespace cozen::app
