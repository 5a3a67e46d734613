#pragma once
// Who plays a seat. A person and the computer are both inputs (as KDE lskat's MouseInput and
// AiInput are): the game tells the seat to move with yourTurn() and takes its answer from
// moveChosen(), whoever gives it. Hot-seat and 2v2 are other sets of inputs, not other games.

#include "cozen/ai.h"
#include "cozen/move.h"
#include "cozen/view.h"

#include "play/searchrunner.h"
#include "table/tabledata.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace cozen::app {

class SeatInput : public QObject {
    Q_OBJECT
    QML_ANONYMOUS // (known to QML as the person's input's base)

public:
    using QObject::QObject;
    // The seat is to move; `view` is all it may know (R11), with what its team has read of
    // the other team's bluffs at the game's resolutions (Reads: the computer weighs them).
    virtual void yourTurn(const View& view, const Reads& reads) = 0;
    // The game no longer wants an answer (a new game, the window closing).
    virtual void cancel() {}
    virtual bool isHuman() const = 0;

signals:
    void moveChosen(const cozen::Move& move);
};

// The person at the screen: one input for every seat a person plays, since they take turns at one
// screen (Game.input). The table hands it the person's moves directly: play() checks a move
// against the view the person was asked with (whyIllegal(view, move), the same answer as the
// state's) and the lesson's guard, then answers moveChosen, or refused with why not as data. The
// game also tells it what the screen's person sees between their turns (see()), so that a card
// dragged out of turn is refused with the reason, and a side's arrangement can be shown.
// (The base is named in full: so Qt 6.4's qmltyperegistrar finds it, and QML knows a QObject.)
class HumanInput : public cozen::app::SeatInput {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The person at the screen is Game.input.")

public:
    // A check of a legal move against a lesson: a refusal as data, or nothing when it may be
    // played (the tutorial's).
    using Guard = std::function<MoveRefusal(const Move& move)>;

    using SeatInput::SeatInput;
    void yourTurn(const View& view, const Reads& reads) override;
    void cancel() override;
    bool isHuman() const override { return true; }

    // What the screen's person sees now (none while the screen is nobody's), and the seat to
    // move (-1 while nobody is: a hand-over, the reveal, the end).
    void see(std::optional<View> view, int toMove);
    void setGuard(Guard guard) { guard_ = std::move(guard); }

    // Why the person may not play `cards` on `column` (from 0), or stake them when `column` is -1;
    // empty when they may.
    Q_INVOKABLE cozen::app::MoveRefusal whyNot(int column, const QStringList& cards) const;
    // Plays them (moveChosen); when refused, refused() says why and it returns false.
    Q_INVOKABLE bool play(int column, const QStringList& cards);
    // The person's side in `column` were `cards` wagered there too (arrangementOf); empty for a
    // stake, or while the person sees no row.
    Q_INVOKABLE cozen::app::SideArrangement preview(int column, const QStringList& cards) const;
    // Says why not, where there was no move to check (Game::undo: nothing to take back).
    void refuse(const MoveRefusal& why) { emit refused(why); }

signals:
    void refused(const cozen::app::MoveRefusal& why);

private:
    std::optional<Move> moveOf(int column, const QStringList& cards, MoveRefusal* why) const;

    std::optional<View> seen_;
    bool asked_ = false;
    int toMove_ = -1;
    Guard guard_;
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
    // The adaptive level at `strength` (any other level: its own settings).
    AiInput(Level level, int strength, std::uint64_t seed,
            std::shared_ptr<SearchRunner> runner = {}, QObject* parent = nullptr);
    // A searching level's own settings (settingsInGame), or others: the hints' (hintSettings).
    AiInput(const SearchSettings& settings, std::uint64_t seed,
            std::shared_ptr<SearchRunner> runner = {}, QObject* parent = nullptr);
    ~AiInput() override;

    void yourTurn(const View& view, const Reads& reads) override;
    void cancel() override;
    bool isHuman() const override { return false; }
    Level level() const { return level_; }
    std::uint64_t seed() const { return seed_; }
    // The seed of the search for a move from `view`, by an input seeded with `seed`: its own for
    // each move, so that a replayed game replays the computer's choices.
    static std::uint64_t moveSeed(std::uint64_t seed, const View& view);
    const SearchSettings& settings() const { return settings_; }

    // The search's settings for a level in the game (the adaptive level's at `strength`): its
    // budget of iterations alone, never a time limit, so that its moves depend on the seed and
    // the view only.
    static SearchSettings settingsInGame(Level level, int strength = 0);
    // A hint's: the strongest search that answers within a second on one core, the expert's,
    // and its most visited move, never one drawn at random among the good ones: advice should be
    // the search's best.
    static SearchSettings hintSettings();

    // What the search said of the move last chosen (moveChosen), such as a pile's gain.
    const SearchInfo& thought() const { return thought_; }

private:
    void onThought(quint64 ticket, const cozen::Move& move, const cozen::SearchInfo& info);

    Level level_;
    SearchSettings settings_;
    std::uint64_t seed_;
    quint64 ticket_ = 0;
    SearchRunner::Stop stop_;
    std::shared_ptr<SearchRunner> runner_;
    SearchInfo thought_;
};

} // namespace cozen::app
