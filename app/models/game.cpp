#include "game.h"

#include "cards.h"

#include "cozen/move.h"
#include "cozen/view.h"

#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>

namespace cozen::app {
namespace {

// Each round is dealt from the game's seed and the round's number, so a save (which holds the
// decks in order) needs nothing more to go on exactly as it would have.
Rng dealRng(std::uint64_t seed, int round) {
    return Rng(seed ^ (0x9E3779B97F4A7C15ull * std::uint64_t(round)));
}

QString seatWord(Seat seat, Seat you) {
    return seat == you ? QStringLiteral("You") : QStringLiteral("The computer");
}

// Each seat's jailed cards, in a GameState or a View (jails are public).
template <typename Position>
std::array<CardMask, 4> jailedOf(const Position& position) {
    std::array<CardMask, 4> jailed{};
    for (Seat s = 0; s < position.seatCount; ++s)
        jailed[std::size_t(s)] = position.seats[std::size_t(s)].jailed;
    return jailed;
}

} // namespace

Game::Game(QObject* parent)
    : QObject(parent)
    , hand_(new HandModel(this))
    , row_(new RowModel(this))
    , bottomJail_(new JailModel(this))
    , topJail_(new JailModel(this))
    , bottomDeck_(new DeckModel(this))
    , topDeck_(new DeckModel(this)) {
    savePath_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                QStringLiteral("/autosave.json");
    connect(&revealTimer_, &QTimer::timeout, this, &Game::revealNext);
    computerTimer_.setSingleShot(true);
    connect(&computerTimer_, &QTimer::timeout, this, [this] {
        if (const auto move = std::exchange(pending_, std::nullopt)) apply(*move);
    });
}

Game::~Game() {
    stopInputs();
}

void Game::stopInputs() {
    revealTimer_.stop();
    computerTimer_.stop();
    pending_.reset();
    for (auto& input : inputs_)
        if (input) input->cancel();
}

void Game::newGame(const QString& level, const QString& starter, int target) {
    SavedGame game;
    game.level = parseLevel(level.toStdString()).value_or(Level::Medium);
    game.seed = QRandomGenerator::global()->generate64();
    game.you = 0; // the person plays Red, at the bottom, as in the rulebook's pictures
    const Seat computer = 1 - game.you;
    Seat first = game.seed >> 63 ? game.you : computer;
    if (starter == QLatin1String("you")) first = game.you;
    if (starter == QLatin1String("computer")) first = computer;
    game.state = cozen::newGame({2, target, first});
    Rng rng = dealRng(game.seed, 1);
    dealRound(game.state, rng);
    game.history.emplace_back();
    start(game);
}

bool Game::resume() {
    if (savePath_.isEmpty() || !QFileInfo::exists(savePath_)) return false;
    try {
        start(readSave(savePath_));
        return true;
    } catch (const std::exception& e) {
        const QString aside = setAside(savePath_);
        if (aside.isEmpty()) {
            // It cannot be moved: keep it, and do not save this session over it.
            setMessage(QStringLiteral("The saved game could not be read: %1. It could not be "
                                      "moved aside either, so it stays as it is at %2, and this "
                                      "game will not be saved.")
                           .arg(QString::fromUtf8(e.what()), savePath_));
            setSavePath({});
            return false;
        }
        setMessage(QStringLiteral("The saved game could not be read: %1. It was kept as %2. A new "
                                  "game begins.")
                       .arg(QString::fromUtf8(e.what()), aside));
        return false;
    }
}

void Game::resumeOrStart(const QString& level, const QString& starter, int target) {
    if (!resume()) newGame(level, starter, target);
}

void Game::start(const SavedGame& game) {
    stopInputs();
    game_ = game;
    if (game_.history.empty()) game_.history.emplace_back();
    const Seat computer = 1 - game_.you;
    inputs_[std::size_t(game_.you)] = std::make_unique<HumanInput>();
    // The computer gets a seed of its own, not the one the decks are shuffled with.
    inputs_[std::size_t(computer)] =
        std::make_unique<AiInput>(game_.level, Rng(game_.seed ^ 0xA15EEDull).next());
    for (Seat seat = 0; seat < 2; ++seat)
        connect(inputs_[std::size_t(seat)].get(), &SeatInput::moveChosen, this,
                [this, seat](const Move& move) { onMoveChosen(seat, move); });
    stage_ = game_.state.phase == Phase::GameOver ? GameOver : Playing;
    lastMove_.clear();
    summary_.clear();
    report_ = {};
    row_->setHighlighted(-1);
    hand_->clearSelection();
    showTable();
    save();
    requestMove();
}

void Game::requestMove() {
    thinking_ = false;
    if (stage_ == Playing && game_.state.phase == Phase::Playing) {
        const Seat seat = game_.state.toMove;
        SeatInput* input = inputs_[std::size_t(seat)].get();
        thinking_ = !input->isHuman();
        turnClock_.start();
        input->yourTurn(viewFor(game_.state, seat));
    }
    emit changed();
}

void Game::onMoveChosen(Seat seat, const Move& move) {
    if (stage_ != Playing || game_.state.phase != Phase::Playing || seat != game_.state.toMove)
        return;
    if (const Refusal why = whyIllegal(game_.state, move)) {
        if (inputs_[std::size_t(seat)]->isHuman()) {
            emit refused(QString::fromStdString(refusalText(why)));
            return;
        }
        // Never expected. The reason would name the computer's cards, so it is not shown; the
        // game goes on with a legal move rather than wait for ever.
        qWarning("Cozen: the computer chose an illegal move; playing a legal one instead");
        onMoveChosen(seat, randomLegalMove(viewFor(game_.state, seat), game_.seed));
        return;
    }
    if (!inputs_[std::size_t(seat)]->isHuman()) {
        // Let the computer's turn be seen before its move lands.
        const qint64 wait = computerDelayMs_ - turnClock_.elapsed();
        if (wait > 0) {
            pending_ = move;
            computerTimer_.start(int(wait));
            return;
        }
    }
    apply(move);
}

void Game::apply(const Move& move) {
    GameState& state = game_.state;
    const Seat mover = state.toMove;
    const bool stake = move.kind == MoveKind::Stake;
    const int column = stake ? state.columnCount : move.column;
    const int cards = cardCount(move.cards);
    game_.history.back().push_back(moveText(move, colourOfSeat(mover)));
    const QString what = mover == game_.you
                             ? QString::fromStdString(moveText(move, colourOfSeat(mover)))
                         : stake ? QStringLiteral("staked a card and drew")
                                 : QStringLiteral("wagered %1 card%2 on column %3")
                                       .arg(cards)
                                       .arg(cards == 1 ? "" : "s")
                                       .arg(column + 1);
    lastMove_ = mover == game_.you ? QStringLiteral("You played: %1").arg(what)
                                   : QStringLiteral("%1 %2").arg(seatWord(mover, game_.you), what);

    jailedBefore_ = jailedOf(state);
    RoundReport report;
    cozen::play(state, move, &report);
    thinking_ = false;

    if (state.phase == Phase::Playing) {
        row_->setHighlighted(column);
        showTable();
        emit moveMade(mover != game_.you, stake, column, cards);
        save();
        requestMove();
        return;
    }
    // The round is over: keep how it ended for the reveal, and deal the next one beneath it.
    resolved_ = state;
    report_ = std::move(report);
    if (state.phase == Phase::RoundOver) {
        Rng rng = dealRng(game_.seed, state.round + 1);
        dealRound(state, rng);
        game_.history.emplace_back();
    }
    save();
    stage_ = Reveal;
    revealed_ = 0;
    row_->setHighlighted(-1);
    showReveal();
    emit moveMade(mover != game_.you, stake, column, cards);
    emit changed();
    if (revealMs_ > 0)
        revealTimer_.start(revealMs_);
    else
        advance();
}

void Game::revealNext() {
    if (stage_ != Reveal) return;
    ++revealed_;
    showReveal();
    const int column = revealed_ - 1;
    emit columnResolved(column, row_->columns().value(column).winner);
    if (revealed_ >= int(report_.columns.size())) advance();
}

void Game::advance() {
    if (stage_ == Reveal) {
        revealTimer_.stop();
        revealed_ = int(report_.columns.size());
        showReveal();
        const int bottomTeam = teamOfSeat(game_.you);
        int gained[2] = {0, 0};
        for (const ColumnReport& column : report_.columns)
            for (Seat seat = 0; seat < 2; ++seat)
                gained[1 - teamOfSeat(seat)] += victoryPoints(column.captured[std::size_t(seat)]);
        summary_ = {{QStringLiteral("round"), resolved_.round},
                    {QStringLiteral("bottomGained"), gained[bottomTeam]},
                    {QStringLiteral("topGained"), gained[1 - bottomTeam]},
                    {QStringLiteral("bottomVp"), report_.vp[std::size_t(bottomTeam)]},
                    {QStringLiteral("topVp"), report_.vp[std::size_t(1 - bottomTeam)]},
                    {QStringLiteral("stakesStay"), report_.stakesStay},
                    {QStringLiteral("gameOver"),
                     resolved_.phase == Phase::GameOver || game_.state.phase == Phase::GameOver}};
        stage_ = Summary;
        emit changed();
        return;
    }
    if (stage_ == Summary) {
        if (game_.state.phase == Phase::GameOver) {
            stage_ = GameOver;
            emit changed();
            return;
        }
        stage_ = Playing;
        lastMove_.clear();
        showTable();
        requestMove();
    }
}

void Game::showReveal() {
    row_->setColumns(columnsOf(report_, game_.you, 2, revealed_));
    std::array<CardMask, 4> jailed = jailedBefore_;
    for (int i = 0; i < revealed_ && i < int(report_.columns.size()); ++i)
        for (std::size_t s = 0; s < 4; ++s)
            jailed[s] |= report_.columns[std::size_t(i)].captured[s];
    hand_->setCards(game_.you, 0);
    showSides(viewFor(resolved_, game_.you), jailed);
    emit changed();
}

void Game::showTable() {
    const View view = viewFor(game_.state, game_.you);
    hand_->setCards(game_.you, view.seats[std::size_t(game_.you)].hand);
    if (stage_ != GameOver || report_.columns.empty()) row_->setColumns(columnsOf(view));
    showSides(view, jailedOf(view));
    emit changed();
}

void Game::showSides(const View& view, const std::array<CardMask, 4>& jailed) {
    setJails(jailed);
    const auto you = std::size_t(game_.you);
    const auto other = std::size_t(1 - game_.you);
    bottomDeck_->setDeck(game_.you, view.seats[you].deckSize, jailed[you]);
    topDeck_->setDeck(1 - game_.you, view.seats[other].deckSize, jailed[other]);
}

void Game::setJails(const std::array<CardMask, 4>& jailed) {
    // A team's jail holds the other team's cards.
    std::array<CardMask, 4> bottom{};
    std::array<CardMask, 4> top{};
    for (std::size_t s = 0; s < 4; ++s)
        (teamOfSeat(Seat(s)) == teamOfSeat(game_.you) ? top : bottom)[s] = jailed[s];
    bottomJail_->setCards(bottom);
    topJail_->setCards(top);
}

int Game::topHandCount() const {
    if (stage_ != Playing) return 0;
    return cardCount(game_.state.seats[std::size_t(1 - game_.you)].hand);
}

int Game::round() const {
    return stage_ == Playing || stage_ == GameOver ? game_.state.round : resolved_.round;
}

bool Game::yourTurn() const {
    return stage_ == Playing && game_.state.phase == Phase::Playing &&
           game_.state.toMove == game_.you;
}

QString Game::level() const {
    return QString::fromUtf8(levelName(game_.level).data(),
                             qsizetype(levelName(game_.level).size()));
}

QString Game::result() const {
    if (game_.state.phase != Phase::GameOver) return {};
    const int you = game_.state.jailVp(teamOfSeat(game_.you));
    const int them = game_.state.jailVp(1 - teamOfSeat(game_.you));
    if (game_.state.winner == kDraw)
        return QStringLiteral("A draw: no cards are left to play (%1 to %2)").arg(you).arg(them);
    return game_.state.winner == teamOfSeat(game_.you)
               ? QStringLiteral("You win, %1 VP to %2").arg(you).arg(them)
               : QStringLiteral("The computer wins, %1 VP to %2").arg(them).arg(you);
}

std::optional<Move> Game::humanMove(int column, const QStringList& cards, QString* why) const {
    const auto refuse = [&](const QString& reason) {
        *why = reason;
        return std::nullopt;
    };
    if (stage_ != Playing || game_.state.phase != Phase::Playing)
        return refuse(QStringLiteral("The round is over."));
    if (!yourTurn()) return refuse(QStringLiteral("It is the computer's turn."));
    if (cards.isEmpty()) return refuse(QStringLiteral("Choose a card from your hand first."));
    CardMask mask = 0;
    for (const QString& code : cards) {
        const auto index = indexOfCode(code, game_.you);
        if (!index) return refuse(QStringLiteral("%1 is not one of your cards.").arg(code));
        mask |= CardMask{1} << *index;
    }
    Move move =
        column < 0 ? Move{MoveKind::Stake, 0, mask} : Move::wager(std::clamp(column, 0, 255), mask);
    if (column >= game_.state.columnCount)
        return refuse(QStringLiteral("There is no column %1.").arg(column + 1));
    if (const Refusal reason = whyIllegal(game_.state, move))
        return refuse(QString::fromStdString(refusalText(reason)));
    why->clear();
    return move;
}

QString Game::whyNot(int column, const QStringList& cards) const {
    QString why;
    humanMove(column, cards, &why);
    return why;
}

bool Game::play(int column, const QStringList& cards) {
    QString why;
    const auto move = humanMove(column, cards, &why);
    if (!move) {
        emit refused(why);
        return false;
    }
    hand_->clearSelection();
    static_cast<HumanInput*>(inputs_[std::size_t(game_.you)].get())->choose(*move);
    return true;
}

QString Game::preview(int column, const QStringList& cards) const {
    if (stage_ != Playing || column < 0 || column >= game_.state.columnCount) return {};
    const View view = viewFor(game_.state, game_.you);
    const ColumnView& col = view.columns[std::size_t(column)];
    const int team = teamOfSeat(game_.you);
    RankCounts counts = wageredRanks(col.wagers, team, view.seatCount);
    for (const QString& code : cards)
        if (const auto index = indexOfCode(code, game_.you))
            ++counts[std::size_t(rankOfIndex(*index))];
    int stakeRank = 0;
    if (col.stakeKnown && teamOfSeat(col.stakeOwner) == team) {
        stakeRank = rankOf(col.stake);
        ++counts[std::size_t(stakeRank)];
    }
    return arrangementText(counts, stakeRank);
}

void Game::dismissMessage() {
    setMessage({});
}

void Game::setMessage(const QString& message) {
    if (message == message_) return;
    message_ = message;
    emit messageChanged();
}

void Game::setSavePath(const QString& path) {
    if (path == savePath_) return;
    savePath_ = path;
    emit savePathChanged();
}

void Game::save() {
    if (savePath_.isEmpty()) return;
    const QString error = writeSave(savePath_, game_);
    if (!error.isEmpty() && !saveFailing_)
        setMessage(QStringLiteral("The game could not be saved to %1: %2").arg(savePath_, error));
    saveFailing_ = !error.isEmpty(); // said once, until a save succeeds again
}

} // namespace cozen::app
