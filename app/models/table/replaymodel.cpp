#include "table/replaymodel.h"

#include "play/players.h"
#include "storage/filereading.h"
#include "storage/recordstore.h"
#include "table/cards.h"
#include "table/presenter.h"

#include "cozen/error.h"
#include "cozen/gamecode.h"
#include "cozen/seen.h"

namespace cozen::app {

ReplayModel::ReplayModel(QObject* parent)
    : QObject(parent)
    , row_(new RowModel(this))
    , seats_(new SeatsModel(this))
    , hands_{new HandModel(this), new HandModel(this), new HandModel(this), new HandModel(this)}
    , jails_{new JailModel(this), new JailModel(this)} {}

bool ReplayModel::load(const QVariant& pathOrUrl) {
    const QString path = localPath(pathOrUrl);
    source_ = path;
    QString why;
    const QByteArray bytes = readRegularFile(path, qint64(kMaxRecordBytes), &why);
    if (why.isEmpty()) {
        try {
            load(parseGameRecord(bytes));
            source_ = path;
            return true;
        } catch (const std::exception& e) {
            why = QString::fromUtf8(e.what());
        }
    }
    qWarning("Cozen: the record %s cannot be replayed: %s", qPrintable(path), qPrintable(why));
    codeProblem_ = -1;
    unload(why);
    return false;
}

bool ReplayModel::loadCode(const QString& text) {
    try {
        load(decodeGameCode(text.toStdString()));
        source_.clear();
        return true;
    } catch (const GameCodeError& e) {
        codeProblem_ = int(e.kind());
        codeFormat_ = e.format();
        unload(QString::fromUtf8(e.what()));
        return false;
    }
}

void ReplayModel::unload(const QString& why) {
    replay_.reset();
    error_ = why;
    step_ = 0;
    row_->setColumns({});
    seats_->setSeats({});
    for (HandModel* hand : hands_)
        hand->setCards(0, 0);
    for (JailModel* jail : jails_)
        jail->setCards({});
    emit loadedChanged();
    emit stepChanged();
}

void ReplayModel::load(const GameRecord& record) {
    replay_ = std::make_unique<RecordReplay>(record);
    error_.clear();
    codeProblem_ = -1;
    step_ = 0;
    // The first person's seat along the bottom, else Red's.
    seat_ = 0;
    for (Seat s = 0; s < record.seats; ++s)
        if (!record.players[std::size_t(s)].computer) {
            seat_ = s;
            break;
        }
    present();
    emit loadedChanged();
    emit stepChanged();
}

void ReplayModel::setStep(int step) {
    if (!replay_) return;
    step = std::clamp(step, 0, stepCount() - 1);
    if (step == step_) return;
    step_ = step;
    present();
    emit stepChanged();
}

void ReplayModel::setFaceUp(bool faceUp) {
    if (faceUp == faceUp_) return;
    faceUp_ = faceUp;
    present();
    emit stepChanged();
}

void ReplayModel::setSeat(int seat) {
    if (seat == seat_ || seat < 0 || seat >= std::max(seatCount(), 2)) return;
    seat_ = seat;
    present();
    emit stepChanged();
}

void ReplayModel::present() {
    if (!replay_) return;
    const RecordReplay::Step& step = replay_->step(step_);
    const GameRecord& record = replay_->record();
    const GameState& state = step.state;
    const Eyes eyes = faceUp_ ? Eyes::everybody() : Eyes::of(Seat(seat_));
    const Seating seating{seat_, faceUp_ ? -1 : seat_};
    const std::vector<Player> players = playersOf(record.players);
    resolved_ = step.moved &&
                step.move == int(record.rounds[std::size_t(step.round)].moves.size()) &&
                state.phase != Phase::Playing;
    const GameState* before = step.moved ? &replay_->step(step_ - 1).state : nullptr;

    Scene scene;
    if (resolved_) {
        // As at the table's reveal, the hands are not shown while the round is resolved.
        const RoundView round = roundView(*before, *step.moved, eyes);
        scene = sceneOf(round, players, seating, RevealProgress::whole(round), true);
    } else {
        const int toMove = state.phase == Phase::Playing ? int(state.toMove) : -1;
        scene = sceneOf(viewAs(state, eyes), players, seating, toMove);
    }
    show(scene, row_, seats_, jails_);
    for (Seat s = 0; s < kMaxSeats; ++s)
        hands_[std::size_t(s)]->setCards(s, scene.hands[std::size_t(s)]);

    move_ = {};
    if (step.moved)
        move_ = moveLineOf(moveAsSeen(playedMove(*before, *step.moved), eyes, state.round));
}

QVariantList ReplayModel::players() const {
    return replay_ ? playersToVariant(replay_->record().players) : QVariantList{};
}

int ReplayModel::round() const {
    return replay_ ? replay_->step(step_).state.round : 0;
}

int ReplayModel::moveInRound() const {
    return replay_ ? replay_->step(step_).move : 0;
}

int ReplayModel::movesInRound() const {
    if (!replay_) return 0;
    return int(replay_->record().rounds[std::size_t(replay_->step(step_).round)].moves.size());
}

int ReplayModel::toMove() const {
    if (!replay_) return -1;
    const GameState& state = replay_->step(step_).state;
    return state.phase == Phase::Playing ? int(state.toMove) : -1;
}

QVariantList ReplayModel::vp() const {
    if (!replay_) return {0, 0};
    const GameState& state = replay_->step(step_).state;
    return {state.jailVp(0), state.jailVp(1)};
}

Outcome ReplayModel::outcome() const {
    if (!replay_) return {};
    const RecordResult& result = replay_->result();
    Outcome outcome;
    outcome.known = true;
    outcome.winner = result.winner == 0 || result.winner == 1 ? result.winner : -1;
    outcome.draw = result.winner == kDraw;
    outcome.unfinished = result.winner == kNobody;
    outcome.vp = {result.vp[0], result.vp[1]};
    outcome.rounds = result.rounds;
    return outcome;
}

HandModel* ReplayModel::hand(int seat) const {
    return seat >= 0 && seat < 4 ? hands_[std::size_t(seat)] : nullptr;
}

JailModel* ReplayModel::jail(int team) const {
    return team == 0 || team == 1 ? jails_[std::size_t(team)] : nullptr;
}

} // namespace cozen::app
