#include "seatinput.h"

#include "handoff.h"

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#endif

namespace cozen::app {

// Lives on the AI's thread and thinks there.
class AiWorker : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // The answer goes back to `input`, on its thread, as a value.
    void think(AiInput* input, quint64 ticket, const View& view, Level level,
               const SearchSettings& settings, std::uint64_t seed,
               std::shared_ptr<std::atomic<bool>> stop) {
        if (stop->load()) return;
        const Move move = level == Level::Random || level == Level::Greedy
                              ? chooseMove(view, level, seed, stop.get())
                              : searchMove(view, settings, seed, stop.get());
        if (!stop->load()) postTo(input, [input, ticket, move] { input->onThought(ticket, move); });
    }
};

AiInput::AiInput(Level level, std::uint64_t seed, QObject* parent)
    : SeatInput(parent)
    , level_(level)
    , settings_(settingsInGame(level))
    , seed_(seed)
    , worker_(new AiWorker) {
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.setObjectName(QStringLiteral("cozen-ai"));
    // The search gives way to the table: on a machine of two cores the GUI thread must still draw
    // each frame on time while the computer thinks (the search only takes longer for it: its budget
    // is iterations, not time).
    thread_.start(QThread::LowPriority);
#if defined(Q_OS_LINUX)
    // Linux's default scheduler ignores a thread's Qt priority; its nice value it does not (under
    // Linux, a nice value is a thread's own, and `who` 0 names the calling thread).
    QMetaObject::invokeMethod(worker_, [] { setpriority(PRIO_PROCESS, 0, 5); });
#endif
}

AiInput::AiInput(const SearchSettings& settings, std::uint64_t seed, QObject* parent)
    : AiInput(Level::Hard, seed, parent) { // a searching level: think() searches
    settings_ = settings;
}

AiInput::~AiInput() {
    cancel();
    thread_.quit();
    thread_.wait();
}

SearchSettings AiInput::settingsInGame(Level level) {
    // Each level's own budget of iterations, and no time limit: a seed replays the game's moves
    // exactly, on any machine and however busy it is (the expert's slowest moves take a second or
    // two: docs/performance.md).
    SearchSettings settings = settingsFor(level);
    settings.timeMs = 0;
    return settings;
}

SearchSettings AiInput::hintSettings() {
    SearchSettings settings = settingsInGame(Level::Hard);
    settings.temperature = 0;
    return settings;
}

void AiInput::yourTurn(const View& view) {
    cancel();
    const quint64 ticket = ++ticket_;
    stop_ = std::make_shared<std::atomic<bool>>(false);
    // Each move of a game gets its own seed, so a replayed game replays the computer's choices.
    const std::uint64_t seed = seed_ ^ (std::uint64_t(view.round) << 32) ^
                               (std::uint64_t(view.columnCount) << 16) ^
                               std::uint64_t(view.seats[view.viewer].hand);
    postTo(worker_, [worker = worker_, input = this, ticket, view, level = level_,
                     settings = settings_, seed, stop = stop_] {
        worker->think(input, ticket, view, level, settings, seed, stop);
    });
}

void AiInput::cancel() {
    if (stop_) stop_->store(true);
    stop_.reset();
    ++ticket_;
}

void AiInput::onThought(quint64 ticket, const Move& move) {
    if (ticket != ticket_) return; // an answer nobody waits for any more
    stop_.reset();
    emit moveChosen(move);
}

} // namespace cozen::app

#include "seatinput.moc"
