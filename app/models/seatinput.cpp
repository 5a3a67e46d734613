#include "seatinput.h"

#include <QPointer>

namespace cozen::app {

AiInput::AiInput(Level level, std::uint64_t seed, std::shared_ptr<SearchRunner> runner,
                 QObject* parent)
    : SeatInput(parent)
    , level_(level)
    , settings_(settingsInGame(level))
    , seed_(seed)
    , runner_(runner ? std::move(runner) : std::make_shared<SearchRunner>()) {}

AiInput::AiInput(const SearchSettings& settings, std::uint64_t seed,
                 std::shared_ptr<SearchRunner> runner, QObject* parent)
    : AiInput(Level::Hard, seed, std::move(runner), parent) { // a searching level: it searches
    settings_ = settings;
}

AiInput::~AiInput() {
    cancel(); // the runner, shared, may go on with others' questions
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
    runner_->ask({view, level_, settings_, seed}, stop_,
                 [input = QPointer<AiInput>(this), ticket](const Move& move) {
                     if (input) input->onThought(ticket, move);
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
