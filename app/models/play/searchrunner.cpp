#include "play/searchrunner.h"

#include "system/handoff.h"

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#endif

namespace cozen::app {

// Lives on the runner's thread and thinks there.
class SearchWorker : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // The move goes back to `runner`, on its thread, as a value. The runner outlives every
    // question: its destructor waits for this thread.
    void think(SearchRunner* runner, const SearchRunner::Question& question,
               const SearchRunner::Stop& stop, SearchRunner::Answer answer) {
        if (stop->load()) return;
        const Level level = question.level;
        SearchInfo info;
        const Move move = level == Level::Random || level == Level::Greedy
                              ? chooseMove(question.view, level, question.seed, stop.get())
                              : searchMove(question.view, question.settings, question.seed,
                                           stop.get(), &info, question.reads);
        if (stop->load()) return;
        postTo(runner, [stop, answer = std::move(answer), move, info] {
            if (!stop->load()) answer(move, info);
        });
    }
};

SearchRunner::SearchRunner(QObject* parent)
    : QObject(parent)
    , worker_(new SearchWorker) {
    // The search gives way to the table: on a machine of two cores the GUI thread must still draw
    // each frame on time while the computer thinks (the search only takes longer for it: its budget
    // is iterations, not time).
    startWorkerThread(thread_, worker_, QStringLiteral("cozen-search"), QThread::LowPriority);
#if defined(Q_OS_LINUX)
    // Linux's default scheduler ignores a thread's Qt priority; its nice value it does not (under
    // Linux, a nice value is a thread's own, and `who` 0 names the calling thread).
    QMetaObject::invokeMethod(worker_, [] { setpriority(PRIO_PROCESS, 0, 5); });
#endif
}

SearchRunner::~SearchRunner() {
    thread_.quit();
    thread_.wait();
}

void SearchRunner::ask(Question question, Stop stop, Answer answer) {
    postTo(worker_, [worker = worker_, runner = this, question = std::move(question),
                     stop = std::move(stop), answer = std::move(answer)]() mutable {
        worker->think(runner, question, stop, std::move(answer));
    });
}

} // namespace cozen::app

#include "searchrunner.moc"
