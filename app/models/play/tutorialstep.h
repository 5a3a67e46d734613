#pragma once
// One step of the tutorial, as its file says it (resources/tutorial/NN-id.json): a prepared
// position (docs/position-format.md) and, beside it under "tutorial", the moves played from it
// before the step (what the other seat did since the learner's last turn, which the table's log
// tells), the step's id, the seat the learner plays, the moves the step accepts, the computer's
// scripted replies, and what the step teaches (make-steps.py there describes every field). The
// words of a step are the table's (qml/TutorialWords.qml, keyed by the id); a file holds no
// sentence.

#include "cozen/move.h"
#include "cozen/state.h"

#include "table/tabledata.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace cozen::app {

struct TutorialStep {
    QString id;
    GameState start;          // the file's position
    std::vector<Move> before; // played from `start` before the step, in order
    GameState position;       // where the step stands: `start` after `before`, the learner to move
    Seat learner = 0;
    QStringList accept;        // moves as text, "*" for any cards or any column: "wager 1 *"
    QString play;              // the move a test plays for the learner
    QStringList wrong;         // legal moves the step refuses (tests)
    std::vector<Move> replies; // the other seat's moves, in order
    bool settles = false;      // the round is settled right after the learner's move (and replies)
    QJsonObject expect;        // what playing `play` and the replies does (tests)
};

// The step files the game carries, in order (from its resources).
QStringList tutorialStepFiles();
// Reads a step file; throws cozen::Error naming the file and the problem.
TutorialStep readTutorialStep(const QString& path);

// Whether `move` by the seat to move in `state` matches `pattern` ("stake *", "wager 2 7H 7D").
bool matchesPattern(const QString& pattern, const GameState& state, const Move& move);
// Why the step does not take `move` (a legal move of the learner's in `state`), as data for the
// table's words: reason Tutorial, the step's id, what it wants (a Stake, a Wager, another Column
// or other Cards) and, for Column, the column wanted (from 0); empty when the step takes it.
MoveRefusal tutorialRefusal(const TutorialStep& step, const GameState& state, const Move& move);

} // namespace cozen::app
