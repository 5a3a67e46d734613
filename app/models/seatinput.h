#pragma once
// Who plays a seat. A person and the computer are both inputs (as KDE lskat's MouseInput and
// AiInput are): the game tells the seat to move with yourTurn() and takes its answer from
// moveChosen(), whoever gives it. Hot-seat and 2v2 are other sets of inputs, not other games.

#include "cozen/ai.h"
#include "cozen/move.h"
#include "cozen/view.h"

#include "searchrunner.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace cozen::app {

class SeatInput : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    // The seat is to move; `view` is all it may know (SPEC R11).
    virtual void yourTurn(const View& view) = 0;
    // The game no longer wants an answer (a new game, the window closing).
    virtual void cancel() {}
    virtual bool isHuman() const = 0;

signals:
    void moveChosen(const cozen::Move& move);
};

// A person at the screen. Their moves come from the table (Game::play), checked once there; this
// input only says the seat is a person's.
class HumanInput : public SeatInput {
    Q_OBJECT

public:
    using SeatInput::SeatInput;
    void yourTurn(const View&) override {}
    bool isHuman() const override { return true; }
};

// The computer: it thinks on a SearchRunner's thread (the game's, shared by every computer seat and
// the adviser; a runner of its own when given none), so the table never waits for it. Each turn
// is a question with a ticket: cancel() raises the question's stop flag and forgets its ticket,
// so an answer that comes all the same is dropped.
class AiInput : public SeatInput {
    Q_OBJECT

public:
    AiInput(Level level, std::uint64_t seed, std::shared_ptr<SearchRunner> runner = {},
            QObject* parent = nullptr);
    // A searching level's own settings (settingsInGame), or others: the hints' (hintSettings).
    AiInput(const SearchSettings& settings, std::uint64_t seed,
            std::shared_ptr<SearchRunner> runner = {}, QObject* parent = nullptr);
    ~AiInput() override;

    void yourTurn(const View& view) override;
    void cancel() override;
    bool isHuman() const override { return false; }
    Level level() const { return level_; }

    // The search's settings for a level in the game: its budget of iterations alone, never a
    // time limit, so that its moves depend on the seed and the view only.
    static SearchSettings settingsInGame(Level level);
    // A hint's: the hard level's search, but its most visited move, never one drawn at random
    // among the good ones as the level plays (its temperature): advice should be the search's
    // best.
    static SearchSettings hintSettings();

private:
    void onThought(quint64 ticket, const cozen::Move& move);

    Level level_;
    SearchSettings settings_;
    std::uint64_t seed_;
    quint64 ticket_ = 0;
    SearchRunner::Stop stop_;
    std::shared_ptr<SearchRunner> runner_;
};

} // namespace cozen::app
