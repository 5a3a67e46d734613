#include "play/tutorial.h"

#include "cozen/ai.h"
#include "cozen/error.h"
#include "table/cards.h"

#include <QTimer>

namespace cozen::app {
namespace {

// The computer's seat in a step: it plays the step's replies in order, then (should the learner
// play on) any legal move.
class ScriptedInput : public SeatInput {
public:
    ScriptedInput(std::vector<Move> moves, QObject* parent = nullptr)
        : SeatInput(parent)
        , moves_(std::move(moves)) {}

    void yourTurn(const View& view, const Reads&) override {
        const Move move = next_ < moves_.size() ? moves_[next_++] : randomLegalMove(view, 1);
        const quint64 ticket = ++ticket_;
        // Answered from the event loop, as the computer's thread answers.
        QTimer::singleShot(0, this, [this, ticket, move] {
            if (ticket == ticket_) emit moveChosen(move);
        });
    }
    void cancel() override { ++ticket_; }
    bool isHuman() const override { return false; }

private:
    std::vector<Move> moves_;
    std::size_t next_ = 0;
    quint64 ticket_ = 0;
};

} // namespace

Tutorial::Tutorial(QObject* parent)
    : QObject(parent)
    , game_(new Game(this))
    , files_(tutorialStepFiles()) {
    game_->setSavePath({}); // the player's own game and its autosave stay as they were
    game_->setInputMaker([this](Seat seat) -> std::unique_ptr<SeatInput> {
        if (seat == current_.learner) return nullptr;
        return std::make_unique<ScriptedInput>(current_.replies);
    });
    game_->input()->setGuard([this](const Move& move) -> MoveRefusal {
        // Asked only at the learner's turn: the step's position, the learner to move.
        GameState atTurn = current_.position;
        atTurn.toMove = Seat(current_.learner);
        if (!played_) return tutorialRefusal(current_, atTurn, move);
        MoveRefusal why;
        why.reason = RefusalReason::Tutorial;
        why.step = current_.id;
        why.want = TutorialWant::Next;
        return why;
    });
    connect(game_, &Game::moveMade, this,
            [this](int seat, bool, bool stake, int column) { onMoveMade(seat, stake, column); });
    connect(game_, &Game::changed, this, &Tutorial::checkDone);
    connect(game_->input(), &HumanInput::refused, this, [this](const MoveRefusal& why) {
        refusal_ = why;
        emit progressChanged();
    });
    // Other cards chosen: a new try, which the last refusal no longer speaks of.
    connect(game_->hand(), &HandModel::selectionChanged, this, &Tutorial::forgetRefusal);
}

void Tutorial::forgetRefusal() {
    if (refusal_.isEmpty()) return;
    refusal_ = {};
    emit progressChanged();
}

void Tutorial::begin(int index) {
    if (files_.isEmpty()) return;
    index = std::clamp(index, 0, count() - 1);
    played_ = false;
    done_ = false;
    repliesSeen_ = 0;
    move_ = {};
    refusal_ = {};
    error_.clear();
    step_ = index;
    try {
        current_ = readTutorialStep(files_[index]);
        std::vector<Player> players(2);
        players[std::size_t(1 - current_.learner)].computer = Level::Easy;
        // The moves before the step are the session's, not the inputs': the log shows them, and
        // none of them can be taken back.
        SavedGame saved = SavedGame::at(current_.start, 1, players);
        for (const Move& move : current_.before)
            saved.session.play(move);
        game_->start(saved);
        movesBefore_ = game_->savedGame().session.rounds().back().moves.size();
    } catch (const std::exception& e) {
        current_ = {};
        error_ = QString::fromUtf8(e.what());
        qWarning("Cozen: a tutorial step could not be read: %s", qPrintable(error_));
    }
    emit stepChanged();
    emit progressChanged();
}

void Tutorial::onMoveMade(int seat, bool stake, int column) {
    if (seat == current_.learner && !played_) {
        played_ = true;
        refusal_ = {};
        // The move as the game played it: the last of its session (a round that ended with it
        // is followed by the next one, dealt).
        const auto& rounds = game_->savedGame().session.rounds();
        const auto round = std::find_if(rounds.rbegin(), rounds.rend(),
                                        [](const RecordRound& r) { return !r.moves.empty(); });
        const Move move = round == rounds.rend() ? Move{} : round->moves.back();
        move_ = {};
        move_.kind = stake ? MoveLineKind::Stake : MoveLineKind::Wager;
        move_.seat = seat;
        move_.column = column;
        move_.count = cardCount(move.cards);
        move_.cards = cardCodes(current_.learner, move.cards);
    } else if (played_) {
        ++repliesSeen_;
    }
    checkDone();
    emit progressChanged();
}

void Tutorial::checkDone() {
    if (!played_ || done_) return;
    const auto& rounds = game_->savedGame().session.rounds();
    if (rounds.size() == 1 && rounds.back().moves.size() <= movesBefore_) {
        // The learner's wager was taken back (Game::undo): the step asks for its move again.
        played_ = false;
        repliesSeen_ = 0;
        move_ = {};
        emit progressChanged();
        return;
    }
    const Game::Stage stage = game_->stage();
    const bool shown = current_.settles ? stage == Game::Summary || stage == Game::GameOver
                                        : repliesSeen_ >= int(current_.replies.size());
    if (!shown) return;
    done_ = true;
    emit progressChanged();
}

} // namespace cozen::app
