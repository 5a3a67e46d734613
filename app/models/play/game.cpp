#include "play/game.h"

#include "storage/gamerecords.h"

#include "remote/keys.h"
#include "table/cards.h"

#include "cozen/daily.h"
#include "cozen/error.h"
#include "cozen/gamecode.h"
#include "cozen/move.h"
#include "cozen/reads.h"
#include "cozen/view.h"

#include <QClipboard>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRandomGenerator>

#include <algorithm>
#include <functional>
#include <utility>

namespace cozen::app {
namespace {

QVariantList teamPair(int red, int black) {
    return {red, black};
}

// From the click that ends a round's summary to the next round shown: past the frame the click
// asks for (drawn some 5 ms after it), so that the two are not one stall of the GUI thread.
constexpr int kDealDelayMs = 20;

// The other player of a remote game: their moves come from the session, not from here.
class PeerInput : public SeatInput {
public:
    using SeatInput::SeatInput;
    void yourTurn(const View&, const Reads&) override {}
    bool isHuman() const override { return false; }
};

} // namespace

Game::Game(QObject* parent)
    : QObject(parent)
    , searches_(std::make_shared<SearchRunner>())
    , store_(new GameStore(this))
    , person_(new HumanInput(this))
    , adviser_(new Adviser(this))
    , hand_(new HandModel(this))
    , row_(new RowModel(this))
    , lastRow_(new RowModel(this))
    , since_(new MoveLogModel(this))
    , seats_(new SeatsModel(this))
    , jails_{new JailModel(this), new JailModel(this)}
    , remote_(new RemoteMatch(this)) {
    // The person at the screen moves for whichever seat of theirs is to move (it was asked).
    connect(person_, &SeatInput::moveChosen, this,
            [this](const Move& move) { onMoveChosen(Seat(facts().toMove), move); });
    remote_->setAppVersion(QStringLiteral(COZEN_VERSION));
    // The remote games left to finish later are kept beside the save, in `remote`.
    const auto keepRemoteBesideSave = [this] {
        const QString save = store_->savePath();
        remote_->setFolder(
            save.isEmpty() ? QString() : QFileInfo(save).dir().filePath(QStringLiteral("remote")));
    };
    keepRemoteBesideSave();
    connect(store_, &GameStore::savePathChanged, this, keepRemoteBesideSave);
    connect(remote_, &RemoteMatch::sessionMade, this, &Game::followRemote);
    connect(remote_, &RemoteMatch::sessionEnding, this, &Game::forgetRemote);
    // A hint that has come chooses its cards in the hand.
    connect(adviser_, &Adviser::hintChanged, this, [this] {
        if (adviser_->cards()) hand_->select(adviser_->cards());
        emit hintChanged();
    });
    connect(&pacer_, &RevealPacer::stepped, this, [this](int decided) {
        if (stage_ != Reveal) return;
        present();
        announce(); // the jails' VP grow column by column, once the captures have landed
        if (decided >= 0)
            emit columnResolved(
                decided,
                winnerSide(lastRound_->seen.columns[std::size_t(decided)].winner, bottomTeam()));
    });
    connect(&pacer_, &RevealPacer::finished, this, &Game::showWholeReveal);
    connect(this, &Game::finished, this, &Game::recordsDue);
    connect(this, &Game::recordsDue, this, &Game::keepRecords);
    connect(store_, &GameStore::savePathChanged, this, &Game::savePathChanged);
    connect(store_, &GameStore::noticed, this, &Game::setNotice);
    connect(store_, &GameStore::recordKept, this, &Game::recordKept);
    connect(store_, &GameStore::writtenOutChanged, this, &Game::dropWritten);
    // Midnight, UTC: a new day, and a new daily deal (a window left open over it says so).
    midnight_.setSingleShot(true);
    todaySeen_ = today();
    connect(&midnight_, &QTimer::timeout, this, [this] {
        if (const QString now = today(); now != todaySeen_) {
            todaySeen_ = now;
            if (today_.isEmpty()) emit todayChanged();
        }
        armMidnight();
    });
    armMidnight();
    roundTimer_.setTimerType(Qt::PreciseTimer);
    roundTimer_.setInterval(kDealDelayMs);
    connect(&roundTimer_, &ClockTimer::timeout, this, [this] {
        if (stage_ == Summary) beginRound();
    });
    connect(&computerTimer_, &ClockTimer::timeout, this, [this] {
        if (paused_) return; // held until the table is uncovered (setPaused)
        if (const auto move = std::exchange(pending_, std::nullopt)) apply(*move);
    });
}

Game::~Game() {
    stopInputs();
}

void Game::stopInputs() {
    clearHint();
    pacer_.stop();
    computerTimer_.stop();
    roundTimer_.stop();
    pending_.reset();
    person_->cancel();
    for (auto& input : computers_)
        if (input) input->cancel();
}

namespace {

// What `work` throws, in words (for QML); empty when it throws nothing.
QString failureOf(const std::function<void()>& work) {
    try {
        work();
        return {};
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
}

} // namespace

QString Game::newGame(const QVariantList& players, int starter, int target) {
    return failureOf([&] { newGame(playersFromVariant(players), starter, target); });
}

QString Game::whyNotPlayers(const QVariantList& players) const {
    return failureOf([&] { checkPlayers(playersFromVariant(players), true); });
}

PlayersProblem::Value Game::playersProblem(const QVariantList& list) const {
    // The checks of newGame (checkPlayers), by kind.
    const std::vector<Player> players = playersFromVariant(list);
    if (const NameFault fault = firstNameFault(players, true); fault.player) {
        if (fault.alike) return PlayersProblem::SameNames;
        if (fault.player->name.isEmpty()) return PlayersProblem::Unnamed;
        return nameProblem(fault.player->name);
    }
    return cozen::app::personCount(players) == 0 ? PlayersProblem::NoPerson : PlayersProblem::None;
}

PlayersProblem::Value Game::nameProblem(const QString& name) const {
    switch (cozen::app::nameProblem(trimmedName(name))) {
    case NameProblem::None:
        return PlayersProblem::None;
    case NameProblem::Blank:
    case NameProblem::Spaces:
        return PlayersProblem::Blank;
    case NameProblem::TooLong:
        return PlayersProblem::TooLong;
    case NameProblem::Control:
    case NameProblem::LineBreak:
    case NameProblem::Direction:
    case NameProblem::Invisible:
    case NameProblem::Broken:
        return PlayersProblem::Invisible;
    case NameProblem::Marks:
        return PlayersProblem::Marks;
    case NameProblem::MixedScripts:
        return PlayersProblem::MixedScripts;
    }
    return PlayersProblem::None;
}

void Game::newGame(const std::vector<Player>& given, int starter, int target,
                   std::optional<std::uint64_t> seed) {
    checkPlayers(given, true);
    // The adaptive level plays at the player's strength now, and keeps it for this game; while
    // the statistics that keep it are being read (the window's first moment), the game waits.
    const bool adaptive = std::any_of(given.begin(), given.end(), [](const Player& player) {
        return player.adaptive() && player.strength == 0;
    });
    if (adaptive && !adaptiveKnown_) {
        waitingStart_ = WaitingStart{given, starter, target, seed};
        if (!opening_) {
            opening_ = true;
            emit openingChanged();
        }
        return;
    }
    std::vector<Player> players = given;
    for (Player& player : players)
        if (player.adaptive() && player.strength == 0) player.strength = adaptiveStrength_;
    const std::uint64_t dealSeed = seed ? *seed : QRandomGenerator::global()->generate64();
    const int seats = int(players.size());
    const Seat first =
        starter >= 0 && starter < seats ? Seat(starter) : Seat(dealSeed >> 62) % seats;
    // A target of 0 is the mode's own (R10: 70 in 1v1, 100 in 2v2).
    const GameOptions options{seats, std::clamp(target, 0, 65535), first};
    start({Session(options, dealSeed, recordPlayersOf(players))});
}

QString Game::newDaily(const QString& name, const QString& date) {
    return failureOf([&] {
        const Date now = parseDate(today().toStdString());
        const Date day = date.isEmpty() ? now : parseDate(date.toStdString());
        if (day > now) throw Error("the deal of " + dateText(day) + " is not out yet");
        const std::vector<Player> players =
            playersOf(dailyPlayers(trimmedName(name).toStdString()));
        checkPlayers(players, true);
        SavedGame game{Session(dailyOptions(day), dailySeed(day), recordPlayersOf(players))};
        game.session.setDaily(day);
        game.dailyPractice = day != now;
        start(game);
    });
}

QString Game::today() const {
    if (!today_.isEmpty()) return today_;
    return QString::fromStdString(dateText(utcDateOf(QDateTime::currentSecsSinceEpoch())));
}

void Game::setToday(const QString& date) {
    if (!date.isEmpty()) parseDate(date.toStdString()); // throws for what is not a date
    if (date == today_) return;
    today_ = date;
    emit todayChanged();
}

void Game::armMidnight() {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 day = 86'400'000;
    // A second past it (a timer may fire a little early), and at most an hour at a time: a
    // machine that slept, or a clock set, is caught up within the hour.
    midnight_.start(int(std::min<qint64>(day - now % day + 1000, 3'600'000)));
}

QString Game::daily() const {
    const std::optional<Date>& day = saved_.session.daily();
    return day ? QString::fromStdString(dateText(*day)) : QString();
}

void Game::dailyCountedAs(const QString& id) {
    if (dailyCounted_ || id != gameKey()) return;
    dailyCounted_ = true;
    emit dailyCountedChanged();
}

QString Game::gameKey() const {
    return gameId(saved_);
}

namespace {

// The record of a finished game, if it has one: the session's at this table, the remote
// session's (the same on both ends) over the network.
std::optional<GameRecord> finishedRecord(const SavedGame& saved, const RemoteMatch* remote,
                                         bool remoteGame) {
    if (remoteGame) {
        const remote::Session* session = remote->session();
        if (!session || session->stage() != remote::Session::Stage::Finished) return std::nullopt;
        return session->record();
    }
    if (saved.state().phase != Phase::GameOver || !saved.session.whole()) return std::nullopt;
    return saved.session.record();
}

} // namespace

QString Game::shareCode() const {
    try {
        if (const std::optional<GameRecord> record = finishedRecord(saved_, remote_, remoteGame_))
            return QString::fromStdString(encodeGameCode(*record));
    } catch (const Error&) {
        // A record too long for a code (over kMaxGameCodeRounds rounds): nothing to share.
    }
    return {};
}

QVariantList Game::sharePicture() const {
    QVariantList rounds;
    const std::optional<GameRecord> record = finishedRecord(saved_, remote_, remoteGame_);
    if (!record) return rounds;
    const RecordReplay replay(*record);
    for (int r = 0; r < int(record->rounds.size()); ++r) {
        QVariantList columns;
        if (const RoundReport* report = replay.report(r))
            for (const ColumnReport& column : report->columns) {
                // Who took the column's cards: its winner, or whoever took an uncontested one.
                int took = column.winner == kTie ? 2 : column.winner;
                if (took == kNobody)
                    for (Seat s = 0; s < record->seats; ++s)
                        if (column.captured[std::size_t(s)]) took = 1 - teamOfSeat(s);
                columns.push_back(took);
            }
        rounds.push_back(columns);
    }
    return rounds;
}

void Game::copyText(const QString& text) const {
    if (QClipboard* clipboard = QGuiApplication::clipboard()) clipboard->setText(text);
}

void Game::setAdaptiveStrength(int strength) {
    strength = std::clamp(strength, 1, kAdaptiveStrengths);
    if (strength == adaptiveStrength_) return;
    adaptiveStrength_ = strength;
    emit adaptiveChanged();
}

void Game::setAdaptiveKnown(bool known) {
    adaptiveKnown_ = known;
    if (!known || !waitingStart_) return;
    const WaitingStart waiting = *std::exchange(waitingStart_, std::nullopt);
    opening_ = false;
    newGame(waiting.players, waiting.starter, waiting.target, waiting.seed);
    emit openingChanged();
}

void Game::adaptiveCounted(const QString& id, int from, int to) {
    setAdaptiveStrength(to);
    if (players_.empty() || id != gameId(saved_)) return; // (counted as it ends, before its reveal)
    adaptiveMoved_ = {{QStringLiteral("from"), from}, {QStringLiteral("to"), to}};
    emit adaptiveChanged();
}

bool Game::resume() {
    return resumeFrom(store_->read());
}

bool Game::resumeFrom(GameStore::Read read) {
    if (read.game) {
        try {
            start(*read.game);
            return true;
        } catch (const std::exception& e) {
            read.error = QString::fromUtf8(e.what());
        }
    }
    if (!read.error.isEmpty()) store_->setAsideUnreadable(read.error);
    return false;
}

void Game::startNew(const QVariantList& players, int starter, int target) {
    const QString why = newGame(players, starter, target);
    if (!why.isEmpty()) newGame(againstTheComputer(Level::Medium), -1, target); // bad settings
}

void Game::resumeOrStart(const QVariantList& players, int starter, int target) {
    if (!resume()) startNew(players, starter, target);
}

void Game::resumeOrStartLater(const QVariantList& players, int starter, int target) {
    opening_ = true;
    emit openingChanged();
    const int startedBefore = started_;
    store_->readLater(this, [this, startedBefore, players, starter, target](GameStore::Read read) {
        opening_ = false;
        if (started_ != startedBefore) { // a game was begun meanwhile: it stays
            emit openingChanged();
            return;
        }
        const bool resumed = resumeFrom(std::move(read));
        if (!resumed) startNew(players, starter, target);
        emit openingChanged();
        emit opened(resumed);
    });
}

void Game::start(const SavedGame& game) {
    if (int(game.session.players().size()) != game.state().seatCount)
        throw Error("a game needs one player per seat");
    if (remoteGame_) remote_->leave(); // kept to finish later
    stopInputs();
    ++started_;
    waitingStart_.reset(); // a game begun meanwhile wins over one waiting for its strength
    // The games that ended here whose record or result is not yet on disk (a full disk) go on in
    // this game's save, so that the next start writes them.
    std::vector<SavedGame> unrecorded = store_->toCarry(game, due());
    saved_ = game;
    saved_.unrecorded = std::move(unrecorded);
    if (!adaptiveMoved_.isEmpty()) {
        adaptiveMoved_.clear();
        emit adaptiveChanged();
    }
    players_ = saved_.players();
    if (std::exchange(dailyCounted_, false)) emit dailyCountedChanged();
    takeBack_.stands();
    takenBack_ = 0;
    drew_ = {};
    adviser_->reset(saved_.session.seed(), searches_); // its seed is the game's
    inputs_.clear();
    computers_.clear();
    for (Seat seat = 0; seat < saved_.state().seatCount; ++seat) {
        const Player& player = players_[seat];
        // Each computer gets a seed of its own, not the one the decks are shuffled with.
        std::unique_ptr<SeatInput> input = inputMaker_ ? inputMaker_(seat) : nullptr;
        if (!input && player.isPerson()) {
            inputs_.push_back(person_);
            continue;
        }
        if (!input)
            input = std::make_unique<AiInput>(
                *player.computer, player.strength,
                Rng(saved_.session.seed() ^ (0xA15EEDull + seat)).next(), searches_);
        connect(input.get(), &SeatInput::moveChosen, this,
                [this, seat](const Move& move) { onMoveChosen(seat, move); });
        inputs_.push_back(input.get());
        computers_.push_back(std::move(input));
    }
    clearTable();
    // One person: the screen is theirs throughout. Several: nobody's until the first hand-over.
    screen_ = Screen(players_);
    save();
    emit started();
    const bool settled = restoreLastRound();
    if (settled) settleLastRound();
    if (settled && saved_.summaryPending) {
        // Quit or killed during a round's reveal or summary: that summary, before the next round
        // (and before a computer that starts it moves).
        stage_ = Summary;
        screen_.showEverybody(); // the summary is public
        present();
        announce();
    } else {
        beginRound();
    }
    // A game that ended here, resumed over, or games kept unrecorded: their statistics and records
    // are written if they were not yet (the game was killed before they were, or the disk was
    // full); each is written once, by the game's id.
    if (saved_.endedHere || !saved_.unrecorded.empty()) emit recordsDue();
}

void Game::clearTable() {
    stage_ = GameOver; // until beginRound()
    drawnCard_.clear();
    since_->setLines({});
    lastMove_ = {};
    summary_ = {};
    lastRound_.reset();
    lastRow_->setColumns({});
    row_->setHighlighted(-1);
    hand_->clearSelection();
}

void Game::beginRound() {
    if (remoteGame_) {
        // The next round is dealt by the two ends together: it may still be on its way.
        const Phase phase = facts().phase;
        awaitingDeal_ = phase != Phase::Playing && phase != Phase::GameOver;
        if (awaitingDeal_) return; // remoteChanged() comes back once it is dealt
    }
    if (saved_.summaryPending && !remoteGame_) { // the summary has been gone through
        saved_.summaryPending = false;
        save();
    }
    if (facts().phase == Phase::GameOver) {
        stage_ = GameOver;
        present();
        announce();
        return;
    }
    screen_.showEverybody(); // every round starts with a hand-over
    beginTurn();
}

void Game::announce() {
    const Announced now{
        std::tuple(stage(), summary(), outcome(), inProgress(), beliefsOffered(), remoteGame_),
        std::tuple(viewer(), bottomSeat(), handOverSeat(), personCount()),
        std::tuple(toMove(), yourTurn(), thinking(), finalTurn(), undoSeat(), drawnCard_,
                   justDrawn()),
        std::tuple(target(), round(), vp()), std::tuple(lastMove_)};
    const std::optional<Announced> was = std::exchange(announced_, now);
    const auto differs = [&](auto group) { return !was || (*was).*group != now.*group; };
    if (differs(&Announced::stage)) emit stageChanged();
    if (differs(&Announced::seating)) emit seatingChanged();
    if (differs(&Announced::turn)) emit turnChanged();
    if (differs(&Announced::score)) emit scoreChanged();
    if (differs(&Announced::moves)) emit movesChanged();
    // The beliefs show what the screen's eyes may see of the round settled last.
    if (differs(&Announced::stage) || differs(&Announced::seating)) emit beliefsChanged();
    emit changed();
}

void Game::beginTurn() {
    const Seat seat = Seat(facts().toMove);
    if (screen_.turnOf(seat, players_[seat].isHere())) {
        showHandOver();
        return;
    }
    stage_ = Playing;
    present();
    requestMove();
}

// The screen waits for the person screen_ names (handOverSeat) to take it.
void Game::showHandOver() {
    stage_ = HandOver;
    thinking_ = false;
    present();
    announce();
}

void Game::confirmHandOver() {
    if (stage_ != HandOver) return;
    takeBack_.stands(); // the next person has the screen: the wager before stands
    screen_.handedOver();
    stage_ = Playing;
    present();
    if (const CardMask cards = std::exchange(takenBack_, 0)) hand_->select(cards); // taken back
    requestMove();
}

void Game::requestMove() {
    thinking_ = false;
    if (remoteGame_) {
        // This end's person is asked once the session waits for their move (after the deal's
        // openings); the other seat's move comes over the network.
        const bool playing = stage_ == Playing && facts().phase == Phase::Playing;
        // The other player's turn: "Ann is thinking...".
        thinking_ = playing && facts().toMove != slotGame().me();
        if (playing && !remoteAsked_ && remote_->session()->myMove()) {
            remoteAsked_ = true;
            turnStarted_ = clock()->now();
            person_->yourTurn(slotGame().view(), Reads{});
        }
        announce();
        return;
    }
    if (stage_ == Playing && saved_.state().phase == Phase::Playing) {
        const Seat seat = saved_.state().toMove;
        SeatInput* input = inputs_[std::size_t(seat)];
        thinking_ = !input->isHuman();
        turnStarted_ = clock()->now();
        input->yourTurn(viewFor(saved_.state(), seat),
                        readsOf(saved_.session.rounds(), teamOfSeat(seat)));
    }
    announce();
}

void Game::onMoveChosen(Seat seat, const Move& move) {
    if (remoteGame_) {
        // Only this end's person moves here; the session checks the move against its view.
        if (stage_ == Playing && remote_->session()->myMove()) apply(move);
        return;
    }
    if (stage_ != Playing || saved_.state().phase != Phase::Playing ||
        seat != saved_.state().toMove)
        return;
    // A person's move was checked by their input, from the view they were asked with (the same
    // answer as the state's, whyIllegal(view, move)), and lands at once.
    if (inputs_[seat]->isHuman()) {
        apply(move);
        return;
    }
    if (whyIllegal(saved_.state(), move)) {
        // Never expected. The reason would name the computer's cards, so it is not shown; the
        // game goes on with a legal move rather than wait for ever.
        qWarning("Cozen: the computer chose an illegal move; playing a legal one instead");
        onMoveChosen(seat, randomLegalMove(viewFor(saved_.state(), seat), saved_.session.seed()));
        return;
    }
    // Let the computer's turn be seen before its move lands, and a wager it answers be taken back
    // for a moment longer.
    if (paused_) { // behind a dialog: held until it closes (setPaused)
        pending_ = move;
        return;
    }
    const qint64 hold =
        takeBack_.possible() ? std::max<qint64>(computerDelayMs_, undoGraceMs_) : computerDelayMs_;
    const qint64 wait = hold - (clock()->now() - turnStarted_);
    if (wait > 0) {
        pending_ = move;
        computerTimer_.start(int(wait));
        return;
    }
    apply(move);
}

void Game::apply(const Move& move) {
    if (remoteGame_) {
        // It goes out; it lands (remoteMoved) once the session has played it, at once or, when
        // it ends the round, once the other end has opened what the reveal turns up.
        handBefore_ = slotGame().view().seats[std::size_t(slotGame().me())].hand;
        QString problem;
        if (!remote_->session()->play(move, &problem)) {
            qWarning("Cozen: a remote move was refused: %s", qPrintable(problem));
            remoteAsked_ = false;
            requestMove();
        }
        return;
    }
    const Seat mover = saved_.state().toMove;
    clearHint();
    const Session::Played step = saved_.session.play(move);
    const GameState& state = saved_.state();
    const bool stake = step.played.isStake();
    const int column = step.played.column;
    const int cards = cardCount(move.cards);
    const bool top = teamOfSeat(mover) != bottomTeam();
    thinking_ = false;
    takeBack_.played(mover, move, inputs_[mover]->isHuman(), step.roundEnded);
    const CardMask drawn = state.seats[mover].hand & ~step.before.seats[mover].hand;
    if (stake && drawn && inputs_[mover]->isHuman() && !step.roundEnded)
        drew_ = {int(mover), cardCodes(mover, drawn).value(0)};
    else if (drew_.seat == int(mover) || step.roundEnded)
        drew_ = {};

    if (!step.roundEnded) {
        row_->setHighlighted(column);
        hand_->clearSelection();
        emit moveMade(mover, top, stake, column, cards);
        save();
        // Between two people, the one who drew sees their new card before the screen moves on.
        if (stake && drawn && inputs_[mover]->isHuman() && personCount() > 1 &&
            viewer() == int(mover) && state.toMove != mover) {
            drawnCard_ = drew_.card;
            present();
            announce();
            return;
        }
        beginTurn();
        return;
    }
    // The round is over, and the next one dealt beneath it: keep how it ended for the reveal.
    lastRound_ = LastRound{step.before, move, roundView(step.before, move, Eyes::nobody())};
    pacer_.stop(); // nothing of this round is shown until the pacer says so
    saved_.endedHere = step.gameEnded;
    saved_.summaryPending = true;
    save();
    // The game is over for the statistics and its record now, not once the reveal and the summary
    // have been watched: a game quit or killed meanwhile is counted all the same (once: by its id).
    if (step.gameEnded) emit finished();
    stage_ = Reveal;
    screen_.showEverybody(); // the reveal is public
    row_->setHighlighted(-1);
    hand_->clearSelection();
    present();
    emit moveMade(mover, top, stake, column, cards);
    announce();
    pacer_.start(lastRound_->seen, revealMs_);
}

void Game::advance() {
    if (stage_ == Reveal) {
        pacer_.hurry();
        return;
    }
    if (stage_ != Summary) return;
    if (roundTimer_.isActive()) { // asked again before it came: now
        roundTimer_.stop();
        beginRound();
        return;
    }
    emit roundStarting();
    // The table changes all over at a new round, more work than one event of the GUI thread
    // should hold (bench_gui, 2v2: 10-15 ms). The last round's row goes now, with the click (its
    // columns' items are deleted after it), and the new round is shown in an event of its own,
    // after the frame that follows the click (kDealDelayMs). Nothing else changes meanwhile: the
    // game is already in the next round, only not shown.
    row_->setColumns({});
    roundTimer_.start();
}

void Game::showWholeReveal() {
    if (stage_ != Reveal) return;
    pacer_.stop();
    settleLastRound();
    stage_ = Summary;
    present();
    announce();
}

void Game::settleLastRound() {
    const RoundView& round = lastRound_->seen;
    summary_ = summaryOf(round);
    // (A round may also end the game by dealing no card to anybody: a draw, R10.)
    if (facts().phase == Phase::GameOver) summary_.gameOver = true;
    // Red along the bottom, whoever has the screen: the row as everybody saw it settled.
    lastRow_->setColumns(columnsOf(round, 0, RevealProgress::whole(round)));
}

bool Game::restoreLastRound() {
    const std::optional<Session::RoundEnd> end = saved_.session.lastRoundEnd();
    if (!end) return false; // no round settled yet, or a save that does not hold it
    lastRound_ =
        LastRound{end->before, end->move, roundView(end->before, end->move, Eyes::nobody())};
    return true;
}

void Game::present() {
    const Seating seating{bottomSeat(), viewer()};
    const bool reveal = (stage_ == Reveal || stage_ == Summary || stage_ == GameOver) && lastRound_;
    Scene scene;
    std::optional<View> seen; // what the screen's person sees of the game, when it is theirs
    if (reveal) {
        const RoundView round = lastRoundAs(eyes());
        scene = sceneOf(round, players_, seating,
                        stage_ == Reveal ? pacer_.progress() : RevealProgress::whole(round),
                        stage_ != Reveal);
    } else {
        const View view = viewOf(eyes());
        scene = sceneOf(view, players_, seating, toMove());
        if (viewer() >= 0) seen = view;
    }
    person_->see(seen, toMove());
    show(scene, row_, seats_, jails_);
    vp_ = scene.vp;
    hand_->setCards(Seat(bottomSeat()), viewer() >= 0 ? scene.hands[std::size_t(viewer())] : 0);

    showMoves();
}

void Game::showMoves() {
    // The moves, as this screen may show them: the last one, and (for a viewer) those since their
    // own last move, with where each round began (when the game saw it begin); newest first.
    lastMove_ = {};
    // Rounds by index from 0: their moves as the screen's eyes know them now, their number, and
    // whether the game saw them begin.
    std::size_t count = 0;
    std::function<std::vector<MoveSeen>(std::size_t)> movesOf;
    std::function<int(std::size_t)> numberOf;
    std::function<bool(std::size_t)> began;
    if (remoteGame_) {
        count = std::size_t(slotGame().roundsDealt());
        movesOf = [this](std::size_t r) {
            return slotGame().movesSeen(int(r) + 1, eyes(), round());
        };
        numberOf = [](std::size_t r) { return int(r) + 1; };
        began = [](std::size_t) { return true; };
    } else {
        const std::vector<RecordRound>& rounds = saved_.session.rounds();
        count = rounds.size();
        movesOf = [this](std::size_t r) {
            std::vector<MoveSeen> seen;
            for (const PlayedMove& move : saved_.session.movesOf(r))
                seen.push_back(moveAsSeen(move, eyes(), round()));
            return seen;
        };
        numberOf = [&rounds](std::size_t r) { return int(rounds[r].start.round); };
        // A session that is not whole knows its first round from where it began, not from the
        // deal (a position set up, a tutorial's step): that round may have begun long before.
        began = [this](std::size_t r) { return r > 0 || saved_.session.whole(); };
    }
    // While a round's end is shown, the next one is dealt underneath but not begun.
    if ((stage_ == Reveal || stage_ == Summary) && count > 1 && movesOf(count - 1).empty()) --count;
    QList<MoveLine> newestFirst;
    bool lastFound = false;
    for (std::size_t r = count; r-- > 0;) {
        const std::vector<MoveSeen> moves = movesOf(r);
        for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
            const MoveLine line = moveLineOf(*it);
            if (!lastFound) lastMove_ = line;
            lastFound = true;
            if (viewer() < 0) break; // nobody's screen: the last move alone
            if (int(it->seat) == viewer()) return showSince(newestFirst);
            newestFirst.append(line);
        }
        if (viewer() < 0 && lastFound) break;
        if (viewer() >= 0 && began(r)) newestFirst.append(roundLine(numberOf(r)));
    }
    showSince(viewer() >= 0 ? newestFirst : QList<MoveLine>{});
}

void Game::showSince(const QList<MoveLine>& newestFirst) {
    since_->setLines({newestFirst.crbegin(), newestFirst.crend()}); // only the rows that changed
}

std::vector<SavedGame> Game::due() const {
    std::vector<SavedGame> games = saved_.unrecorded;
    if (saved_.endedHere) games.push_back(saved_);
    return games;
}

void Game::keepRecords() {
    if (remoteGame_) {
        keepRemoteRecord();
        return;
    }
    for (const SavedGame& ended : saved_.unrecorded)
        store_->keepRecord(ended, false);
    if (saved_.endedHere) store_->keepRecord(saved_, true);
    dropWritten();
}

void Game::dropWritten() {
    // Once its record and its result are on disk, a game kept unrecorded leaves the save (written
    // after them: should the save not be written, they are not written twice, by their ids).
    const auto written = std::erase_if(saved_.unrecorded, [this](const SavedGame& ended) {
        return store_->writtenOut(gameId(ended));
    });
    if (written > 0) save();
}

JailModel* Game::jail(int team) const {
    return team == 0 || team == 1 ? jails_[std::size_t(team)] : nullptr;
}

int Game::toMove() const {
    const View now = facts();
    return stage_ == Playing && now.phase == Phase::Playing ? now.toMove : -1;
}

int Game::round() const {
    return (stage_ == Reveal || stage_ == Summary) && lastRound_ ? lastRound_->seen.round
                                                                 : facts().round;
}

QVariantList Game::vp() const {
    return teamPair(vp_[0], vp_[1]);
}

bool Game::yourTurn() const {
    if (remoteGame_)
        return stage_ == Playing && facts().phase == Phase::Playing && remote_->session()->myMove();
    return stage_ == Playing && saved_.state().phase == Phase::Playing &&
           saved_.state().toMove == viewer() && inputs_[std::size_t(viewer())]->isHuman();
}

namespace {

// The story of a game in numbers (Outcome): the cards each team captured, from the state it ended
// in, and its biggest column, from the rounds the session knows, each played again to its end.
void tellStory(Outcome& outcome, const View& end, const std::vector<RecordRound>& rounds) {
    for (Seat s = 0; s < end.seatCount; ++s)
        outcome.captured[1 - teamOfSeat(s)] += cardCount(end.seats[std::size_t(s)].jailed);
    for (const RecordRound& round : rounds) {
        GameState state = round.start;
        for (const Move& move : round.moves) {
            RoundReport report;
            cozen::play(state, move, &report);
            for (std::size_t c = 0; c < report.columns.size(); ++c) {
                const ColumnReport& column = report.columns[c];
                if (column.winner != 0 && column.winner != 1) continue;
                CardMask captured = 0;
                for (const CardMask cards : column.captured)
                    captured |= cards;
                const int vp = victoryPoints(captured);
                const int cards = cardCount(captured);
                if (cards == 0) continue;
                if (vp > outcome.bestVp || (vp == outcome.bestVp && cards > outcome.bestCards)) {
                    outcome.bestRound = round.start.round;
                    outcome.bestColumn = int(c) + 1;
                    outcome.bestTeam = column.winner;
                    outcome.bestVp = vp;
                    outcome.bestCards = cards;
                }
            }
        }
    }
}

} // namespace

Outcome Game::outcome() const {
    const View end = facts();
    const int resigned = remoteGame_ ? remote_->session()->resignedSeat() : -1;
    if ((end.phase != Phase::GameOver && resigned < 0) || stage_ != GameOver) return {};
    Outcome outcome;
    outcome.known = true;
    outcome.draw = resigned < 0 && end.winner == kDraw;
    outcome.winner = resigned >= 0  ? 1 - teamOfSeat(Seat(resigned))
                     : outcome.draw ? -1
                                    : int(end.winner);
    outcome.vp = {end.jailVp(0), end.jailVp(1)};
    outcome.rounds = end.round;
    // A remote game's rounds are known once both ends have laid them open (its record).
    if (!remoteGame_)
        tellStory(outcome, end, saved_.session.rounds());
    else if (remote_->session()->stage() == remote::Session::Stage::Finished)
        tellStory(outcome, end, remote_->session()->record().rounds);
    return outcome;
}

const AiInput* Game::searchingComputer(Seat seat) const {
    const auto* computer = dynamic_cast<const AiInput*>(inputs_[std::size_t(seat)]);
    return computer && computer->level() >= Level::Easy ? computer : nullptr;
}

bool Game::beliefsOffered() const {
    if (!summary_.settled) return false;
    std::array<bool, kTeams> people{}, computers{};
    for (Seat seat = 0; seat < seatCount(); ++seat) {
        if (players_[std::size_t(seat)].isPerson())
            people[std::size_t(teamOfSeat(seat))] = true;
        else if (searchingComputer(seat))
            computers[std::size_t(teamOfSeat(seat))] = true;
    }
    return (computers[0] && people[1]) || (computers[1] && people[0]);
}

const QList<ComputerBelief>& Game::beliefs() const {
    if (!beliefsOffered()) {
        beliefs_ = {};
        return beliefs_.list;
    }
    if (beliefs_.started == started_ && beliefs_.round == summary_.round && beliefs_.eyes == eyes())
        return beliefs_.list;
    const auto seats = std::size_t(seatCount());
    std::vector<std::optional<BeliefSeat>> computers(seats);
    std::vector<bool> people(seats);
    for (Seat seat = 0; seat < seatCount(); ++seat) {
        people[std::size_t(seat)] = players_[std::size_t(seat)].isPerson();
        if (const AiInput* computer = searchingComputer(seat))
            computers[std::size_t(seat)] = BeliefSeat{computer->settings(), computer->seed()};
    }
    beliefs_ = {started_, summary_.round, eyes(),
                beliefsOf(saved_.session, summary_.round, computers, people, eyes())};
    return beliefs_.list;
}

QVariantList Game::beliefList() const {
    QVariantList list;
    for (const ComputerBelief& belief : beliefs())
        list.append(QVariant::fromValue(belief));
    return list;
}

void Game::passOn() {
    if (drawnCard_.isEmpty()) return;
    drawnCard_.clear();
    beginTurn();
}

void Game::setPaused(bool paused) {
    if (paused == paused_) return;
    paused_ = paused;
    emit pausedChanged();
    pacer_.setPaused(paused_);
    if (paused_) return;
    // Uncovered: what waited goes on, after a moment to see the table again.
    if (pending_ && !computerTimer_.isActive())
        computerTimer_.start(std::max(computerDelayMs_ / 2, 0));
}

void Game::setClock(Clock* clock) {
    if (!clock) clock = Clock::real();
    if (clock == this->clock()) return;
    // The turn has been going on as long on the new clock (the computer's hold is measured on it).
    turnStarted_ = clock->now() - (this->clock()->now() - turnStarted_);
    clock_ = clock;
    computerTimer_.setClock(clock);
    roundTimer_.setClock(clock);
    pacer_.setClock(clock);
    emit clockChanged();
}

int Game::undoSeat() const {
    if (remoteGame_) return -1; // (a remote game takes nothing back)
    return stage_ == Playing || stage_ == HandOver ? takeBack_.seat() : -1;
}

bool Game::undo() {
    // A remote game's wager is taken back only if the other player lets it: asked here.
    if (remoteGame_) return remote_->askTakeBack();
    if (undoSeat() < 0) {
        // Asked at one's turn (Ctrl+Z) with nothing to take back: say why, not nothing at all.
        if (yourTurn()) {
            MoveRefusal why;
            why.reason = RefusalReason::NothingToTakeBack;
            person_->refuse(why);
        }
        return false;
    }
    const Seat seat = Seat(takeBack_.seat());
    const CardMask cards = takeBack_.cards();
    takeBack_.stands();
    stopInputs(); // the computer's answer, thought or held, is forgotten
    saved_.session.takeBack();
    row_->setHighlighted(-1);
    save();
    // Between people the hand goes back to its owner only once they have the screen: whoever
    // pressed "take back" on the hand-over screen may be the next person.
    if (screen_.turnOf(seat, true)) {
        takenBack_ = cards; // selected when the hand is shown (confirmHandOver)
        showHandOver();
        return true;
    }
    stage_ = Playing;
    present();
    hand_->select(cards);
    requestMove();
    return true;
}

void Game::askHint() {
    // (No hint against a person at another computer: they play without one.)
    if (remoteGame_ || !yourTurn() || adviser_->pending() || !adviser_->hint().isEmpty()) return;
    ++saved_.hints;
    save();
    adviser_->ask(viewFor(saved_.state(), Seat(viewer())),
                  readsOf(saved_.session.rounds(), teamOfSeat(Seat(viewer()))));
}

void Game::clearHint() {
    adviser_->drop();
}

void Game::dismissNotice() {
    setNotice({});
}

void Game::setNotice(const Notice& notice) {
    if (notice == notice_) return;
    notice_ = notice;
    emit noticeChanged();
}

void Game::save() {
    if (remoteGame_) return; // the remote session keeps itself; the autosave stays the last game's
    store_->save(saved_);
}

// ---- What the game is, local or remote --------------------------------------------------------

View Game::facts() const {
    return remoteGame_ ? slotGame().publicView() : publicView(saved_.state());
}

View Game::viewOf(Eyes eyes) const {
    return remoteGame_ ? slotGame().viewAs(eyes) : viewAs(saved_.state(), eyes);
}

RoundView Game::lastRoundAs(Eyes eyes) const {
    if (remoteGame_) return slotGame().lastRoundEnd(eyes).value_or(lastRound_->seen);
    return roundView(lastRound_->before, lastRound_->move, eyes);
}

// ---- A remote game ------------------------------------------------------------------------------

void Game::followRemote() {
    const remote::Session* session = remote_->session();
    connect(session, &remote::Session::changed, this, &Game::remoteChanged);
    connect(session, &remote::Session::moved, this, &Game::remoteMoved);
    connect(session, &remote::Session::takenBack, this, &Game::remoteTakenBack);
    connect(session, &remote::Session::finished, this, &Game::remoteFinished);
    connect(session, &remote::Session::stopped, this, &Game::remoteStopped);
    remoteChanged(); // one taken up may be dealt already
}

void Game::forgetRemote() {
    if (remote_->session()) remote_->session()->disconnect(this);
    if (!remoteGame_) return;
    stopInputs();
    remoteGame_ = false;
    remoteAsked_ = false;
    awaitingDeal_ = false;
}

bool Game::leaveRemote() {
    remote_->leave();
    players_.clear(); // nothing in progress until the game before is taken up, or a new one begun
    stage_ = GameOver;
    announce();
    return resume();
}

void Game::remoteChanged() {
    if (!remote_->ready()) return;
    if (!remoteGame_) {
        startRemote();
        return;
    }
    if (awaitingDeal_) {
        if (facts().phase == Phase::RoundOver) return; // still on its way
        beginRound();
        return;
    }
    // An opening may have turned up a stake, and this end's move may be due now.
    if (stage_ == Playing) {
        present();
        requestMove();
    }
}

void Game::startRemote() {
    const remote::Session& session = *remote_->session();
    stopInputs();
    ++started_;
    waitingStart_.reset(); // a game begun meanwhile wins over one waiting for its strength
    remoteGame_ = true;
    remoteAsked_ = false;
    awaitingDeal_ = false;
    const int me = session.mySeat();
    const remote::Player& peer = *session.peer();
    players_.assign(2, Player{});
    // This end's person is "you" at their own screen (the name goes to the other end and the
    // record); the other by the name they gave.
    Player& other = players_[std::size_t(1 - me)];
    other.name = peer.name;
    // (A bot at the other end is shown by the name it gives, as a person is: this end cannot tell
    // what plays there, and a game against it counts as one against them.)
    other.remote = true;
    // The game before this one stays in the autosave as it was (save() keeps nothing meanwhile).
    saved_ = SavedGame{};
    if (!adaptiveMoved_.isEmpty()) {
        adaptiveMoved_.clear();
        emit adaptiveChanged();
    }
    takeBack_.stands();
    takenBack_ = 0;
    drew_ = {};
    adviser_->reset(QRandomGenerator::global()->generate64(), searches_);
    inputs_.clear();
    computers_.clear();
    for (Seat seat = 0; seat < 2; ++seat) {
        if (seat == me) {
            inputs_.push_back(person_);
            continue;
        }
        auto peerInput = std::make_unique<PeerInput>();
        inputs_.push_back(peerInput.get());
        computers_.push_back(std::move(peerInput));
    }
    clearTable();
    screen_ = Screen(players_); // this end's person's, throughout
    emit started();
    // Taken up after a round ended: that round is the last one, and the next may be on its way.
    if (const std::optional<RoundView> end = slotGame().lastRoundEnd(Eyes::nobody())) {
        lastRound_ = LastRound{{}, {}, *end};
        settleLastRound();
    }
    beginRound();
    if (awaitingDeal_) { // between two rounds: the summary of the last one meanwhile
        stage_ = Summary;
        present();
        announce();
    }
}

void Game::remoteMoved(int seat) {
    if (!remoteGame_) return;
    const Seat mover = Seat(seat);
    const View now = facts();
    const bool roundEnded = now.phase != Phase::Playing;
    const std::vector<MoveSeen> moves =
        slotGame().movesSeen(slotGame().round(), Eyes::nobody(), now.round);
    if (moves.empty()) return; // (cannot be: a move was just played)
    const MoveSeen& move = moves.back();
    const bool stake = move.kind == MoveKind::Stake;
    const bool top = teamOfSeat(mover) != bottomTeam();
    clearHint();
    thinking_ = false;
    remoteAsked_ = false;
    const int me = slotGame().me();
    const CardMask hand = slotGame().view().seats[std::size_t(me)].hand;
    if (mover == me) handAfter_ = hand;
    const CardMask drawn = mover == me ? hand & ~handBefore_ : CardMask(0);
    if (stake && drawn && !roundEnded)
        drew_ = {int(mover), cardCodes(mover, drawn).value(0)};
    else if (drew_.seat == int(mover) || roundEnded)
        drew_ = {};
    if (!roundEnded) {
        row_->setHighlighted(move.column);
        hand_->clearSelection();
        emit moveMade(mover, top, stake, move.column, move.count);
        beginTurn();
        return;
    }
    lastRound_ = LastRound{{}, {}, *slotGame().lastRoundEnd(Eyes::nobody())};
    pacer_.stop(); // nothing of this round is shown until the pacer says so
    stage_ = Reveal;
    screen_.showEverybody();
    row_->setHighlighted(-1);
    hand_->clearSelection();
    present();
    emit moveMade(mover, top, stake, move.column, move.count);
    announce();
    pacer_.start(lastRound_->seen, revealMs_);
}

void Game::remoteTakenBack(int seat) {
    if (!remoteGame_ || stage_ != Playing) return;
    stopInputs(); // this end's turn, if it was, is the other player's again
    remoteAsked_ = false;
    thinking_ = false;
    row_->setHighlighted(-1);
    hand_->clearSelection();
    const int me = slotGame().me();
    present();
    if (seat == me) hand_->select(slotGame().view().seats[std::size_t(me)].hand & ~handAfter_);
    requestMove();
}

namespace {

// A finished remote game's id: its record's (the same on both ends), as gameId's are written.
QString remoteId(const GameRecord& record) {
    const QByteArray text = QByteArray::fromStdString(formatRecord(record));
    return QString::fromLatin1(
        QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex().left(16));
}

} // namespace

std::optional<RemoteResult> Game::remoteResult() const {
    if (!remoteGame_) return std::nullopt;
    const remote::Session& session = *remote_->session();
    const View end = facts();
    if (session.stage() == remote::Session::Stage::Finished)
        return RemoteResult{remoteId(session.record()),
                            players_,
                            session.resignedSeat() >= 0
                                ? 1 - teamOfSeat(Seat(session.resignedSeat()))
                                : int(end.winner),
                            {end.jailVp(0), end.jailVp(1)},
                            saved_.hints,
                            int(end.target)};
    // A game claimed: won by the seat that claimed it, at the score it stood at; told from every
    // other game by its room (one game a room), which both ends know.
    if (session.stage() == remote::Session::Stage::Stopped && session.claimedBy() >= 0)
        return RemoteResult{QStringLiteral("claim-") + remote::Keys(session.invite().secret).room(),
                            players_,
                            teamOfSeat(Seat(session.claimedBy())),
                            {end.jailVp(0), end.jailVp(1)},
                            saved_.hints,
                            int(end.target)};
    return std::nullopt;
}

void Game::keepRemoteRecord() {
    // (A game claimed has no record: its hidden cards were never laid open.)
    const std::optional<RemoteResult> result = remoteResult();
    if (!result || remote_->session()->stage() != remote::Session::Stage::Finished) return;
    // Kept as a game at this table's is (by the Writer, once), named apart from them.
    const GameRecord record = remote_->session()->record();
    store_->keepRecord(
        QStringLiteral("remote-") + result->id,
        [record] { return QByteArray::fromStdString(formatRecord(record)); }, true);
}

void Game::remoteStopped() {
    if (!remoteGame_) return;
    // Nothing more is played here; a game claimed is over, and counted.
    thinking_ = false;
    remoteAsked_ = false;
    person_->cancel();
    clearHint();
    present();
    announce();
    if (remote_->session()->claimedBy() >= 0) emit finished();
}

void Game::remoteFinished() {
    if (!remoteGame_) return;
    // A game given up ends here, not at a round's end: the game over at once.
    if (remote_->session()->resignedSeat() >= 0 && stage_ != GameOver) {
        stopInputs();
        thinking_ = false;
        remoteAsked_ = false;
        stage_ = GameOver;
        present();
    }
    announce(); // the outcome's story is known now
    emit finished();
}

} // namespace cozen::app
