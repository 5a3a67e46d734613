#include "replaymodel.h"

#include "cards.h"
#include "filereading.h"
#include "players.h"
#include "recordstore.h"

#include "cozen/error.h"
#include "cozen/view.h"

namespace cozen::app {

namespace {

// Every card as it lies, visible: the view of a screen that may see everything (the game is over).
View openView(const GameState& state) {
    View view = viewFor(state, 0);
    for (int c = 0; c < state.columnCount; ++c) {
        const Column& column = state.columns[std::size_t(c)];
        ColumnView& shown = view.columns[std::size_t(c)];
        shown.stakeKnown = true;
        shown.stake = column.stake;
        shown.wagers = column.wagers;
        shown.hiddenWagers = {};
    }
    for (Seat s = 0; s < state.seatCount; ++s)
        view.seats[std::size_t(s)].hand = state.seats[std::size_t(s)].hand;
    return view;
}

// A resolved row with every card shown: each side as its own team sees it.
QList<ColumnItem> openColumns(const RoundReport& report, int bottomTeam, int seatCount) {
    const int all = int(report.columns.size());
    QList<ColumnItem> items = columnsOf(report, bottomTeam, bottomTeam, seatCount, all, all);
    const QList<ColumnItem> top =
        columnsOf(report, bottomTeam, 1 - bottomTeam, seatCount, all, all);
    for (qsizetype i = 0; i < items.size(); ++i) {
        items[i].topCards = top[i].topCards;
        items[i].topSeats = top[i].topSeats;
        if (items[i].stake.isEmpty()) items[i].stake = top[i].stake;
    }
    return items;
}

} // namespace

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
            load(parseRecord(std::string_view(bytes.constData(), std::size_t(bytes.size()))));
            source_ = path;
            return true;
        } catch (const std::exception& e) {
            why = QString::fromUtf8(e.what());
        }
    }
    qWarning("Cozen: the record %s cannot be replayed: %s", qPrintable(path), qPrintable(why));
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
    return false;
}

void ReplayModel::load(const GameRecord& record) {
    replay_ = std::make_unique<RecordReplay>(record);
    error_.clear();
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
    const int bottom = bottomTeam();
    const int seeing = teamOfSeat(Seat(seat_));
    const View view = faceUp_ ? openView(state) : viewFor(state, Seat(seat_));
    const RoundReport* report = step.moved ? replay_->report(step.round) : nullptr;
    resolved_ = report && step.move == int(record.rounds[std::size_t(step.round)].moves.size());

    if (resolved_) {
        row_->setColumns(faceUp_
                             ? openColumns(*report, bottom, state.seatCount)
                             : columnsOf(*report, bottom, seeing, state.seatCount,
                                         int(report->columns.size()), int(report->columns.size())));
        // As at the table's reveal, the hands are not shown while the round is resolved.
        for (HandModel* hand : hands_)
            hand->setCards(0, 0);
    } else {
        row_->setColumns(columnsOf(view, bottom));
        for (Seat s = 0; s < 4; ++s)
            hands_[std::size_t(s)]->setCards(s, s < view.seatCount ? view.seats[std::size_t(s)].hand
                                                                   : CardMask{0});
    }

    std::array<CardMask, 4> jailed{};
    for (Seat s = 0; s < view.seatCount; ++s)
        jailed[std::size_t(s)] = view.seats[std::size_t(s)].jailed;
    for (int team = 0; team < 2; ++team)
        jails_[std::size_t(team)]->setTeamJail(team, jailed, view.seatCount);

    QList<SeatItem> items;
    for (Seat s = 0; s < view.seatCount; ++s) {
        SeatItem item = seatItemOf(s, playerOf(record.players[std::size_t(s)]), bottom);
        item.handSize = resolved_ ? 0 : view.seats[std::size_t(s)].handSize;
        item.deckSize = view.seats[std::size_t(s)].deckSize;
        item.toMove = state.phase == Phase::Playing && state.toMove == s;
        item.viewing = !faceUp_ && seat_ == s;
        seats_->deck(s)->setDeck(s, item.deckSize, view.seats[std::size_t(s)].jailed);
        items.append(item);
    }
    seats_->setSeats(items);

    move_.clear();
    if (step.moved) {
        const Move& move = *step.moved;
        const bool stake = move.kind == MoveKind::Stake;
        const int column = stake ? replay_->step(step_ - 1).state.columnCount : move.column;
        // Cards go face down: only their team sees them, unless everything is face up.
        move_ = moveData(step.mover, stake, column, move.cards,
                         faceUp_ || teamOfSeat(step.mover) == seeing);
    }
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

QVariantMap ReplayModel::outcome() const {
    if (!replay_) return {};
    const RecordResult& result = replay_->result();
    return {
        {QStringLiteral("winner"), result.winner == 0 || result.winner == 1 ? result.winner : -1},
        {QStringLiteral("draw"), result.winner == kDraw},
        {QStringLiteral("unfinished"), result.winner == kNobody},
        {QStringLiteral("vp"), QVariantList{result.vp[0], result.vp[1]}},
        {QStringLiteral("rounds"), result.rounds}};
}

HandModel* ReplayModel::hand(int seat) const {
    return seat >= 0 && seat < 4 ? hands_[std::size_t(seat)] : nullptr;
}

JailModel* ReplayModel::jail(int team) const {
    return team == 0 || team == 1 ? jails_[std::size_t(team)] : nullptr;
}

} // namespace cozen::app
