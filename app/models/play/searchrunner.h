#pragma once
// The one thread the computer thinks on: every computer seat of a game and its adviser (the hints)
// ask it their questions, and it searches them one after another, at a low priority, so that the
// table never waits for it and two cores are never both taken by the game's searches. A question
// carries its own stop flag (an atomic the asker raises to cancel it: a search sees it within
// milliseconds); the answer comes back as a value, on the runner's thread of birth, and not at all
// once its flag is raised.

#include "cozen/ai.h"
#include "cozen/move.h"
#include "cozen/view.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>

namespace cozen::app {

class SearchWorker;

class SearchRunner : public QObject {
    Q_OBJECT

public:
    explicit SearchRunner(QObject* parent = nullptr);
    // Waits for its thread: a search under way must have been stopped (its asker's flag raised).
    ~SearchRunner() override;

    struct Question {
        View view;
        Level level = Level::Hard; // Random and Greedy choose at once; the others search
        SearchSettings settings;
        std::uint64_t seed = 0;
        Reads reads; // the asker's team's of the other team's bluffs
    };
    using Stop = std::shared_ptr<std::atomic<bool>>;
    using Answer = std::function<void(const Move& move, const SearchInfo& info)>;

    // Searches `question` after the questions asked before it; then calls `answer` with the move
    // (and what the search said of it) on this object's thread, unless `stop` was raised
    // meanwhile.
    void ask(Question question, Stop stop, Answer answer);

private:
    QThread thread_{this}; // its child, so that it can be found (tests)
    SearchWorker* worker_; // lives on thread_
};

} // namespace cozen::app
