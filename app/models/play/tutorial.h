#pragma once
// The interactive tutorial: prepared positions played on the real engine, one idea a step
// (TutorialStep). It owns a Game of its own, which saves nothing and counts for no statistics,
// so the player's own game is left as it was. Each step starts that game from the step file's
// position and plays the moves its file says came before the step, so that the table's log
// tells what the other seat did since the learner's last turn, as in a game; the learner's
// moves are checked against the step before the engine plays them (a
// refusal is data, put into words by the table); the computer's seat plays the step's scripted
// replies, so that what the step explains is exactly what happens. A step is `done` once its
// move is played and what it does is on the table (after the reveal, when the round is settled).

#include "play/game.h"
#include "play/tutorialstep.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace cozen::app {

class Tutorial : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(cozen::app::Game* game READ game CONSTANT)
    Q_PROPERTY(int count READ count CONSTANT)         // how many steps
    Q_PROPERTY(int step READ step NOTIFY stepChanged) // the step shown, from 0; -1 before
    Q_PROPERTY(QString stepId READ stepId NOTIFY stepChanged)
    Q_PROPERTY(bool played READ played NOTIFY progressChanged) // the learner's move is played
    Q_PROPERTY(bool done READ done NOTIFY progressChanged)     // and what it did is shown
    // The learner's move as played (its kind, column and cards); `kind` None before.
    Q_PROPERTY(cozen::app::MoveLine move READ move NOTIFY progressChanged)
    // The last move the step refused (as HumanInput::refused gives it), until the learner's next
    // try (another choice of cards in the hand, a drag: forgetRefusal) or move; empty before.
    Q_PROPERTY(cozen::app::MoveRefusal refusal READ refusal NOTIFY progressChanged)
    // A step file that could not be read (never expected: the tests read every one).
    Q_PROPERTY(QString error READ error NOTIFY stepChanged)

public:
    explicit Tutorial(QObject* parent = nullptr);

    // Starts step `index` (clamped to the steps there are) from its position.
    Q_INVOKABLE void begin(int index);
    Q_INVOKABLE void next() { begin(step_ + 1); }
    Q_INVOKABLE void back() { begin(step_ - 1); }
    Q_INVOKABLE void restart() { begin(step_); }
    // The learner tries again (the table says so when a drag begins; a change of the hand's
    // selection says it by itself): the last refusal is put away.
    Q_INVOKABLE void forgetRefusal();

    Game* game() const { return game_; }
    int count() const { return int(files_.size()); }
    int step() const { return step_; }
    QString stepId() const { return current_.id; }
    bool played() const { return played_; }
    bool done() const { return done_; }
    MoveLine move() const { return move_; }
    MoveRefusal refusal() const { return refusal_; }
    QString error() const { return error_; }

signals:
    void stepChanged();
    void progressChanged();

private:
    void onMoveMade(int seat, bool stake, int column);
    void checkDone();

    Game* game_;
    QStringList files_;
    int step_ = -1;
    TutorialStep current_;
    bool played_ = false;
    bool done_ = false;
    int repliesSeen_ = 0;
    std::size_t movesBefore_ = 0; // in the round's history when the step began
    MoveLine move_;
    MoveRefusal refusal_;
    QString error_;
};

} // namespace cozen::app
