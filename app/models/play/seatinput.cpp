#include "play/seatinput.h"

#include "play/hints.h"
#include "table/cards.h"

#include "cozen/rules.h"

#include <QPointer>

#include <algorithm>

namespace cozen::app {

namespace {

MoveRefusal refusal(RefusalReason::Value reason) {
    MoveRefusal why;
    why.reason = reason;
    return why;
}

// The core's refusal as data for the table to put into words.
MoveRefusal refusalData(const Refusal& why) {
    switch (why.reason) {
    case Refusal::None:
        return {};
    case Refusal::GameOver:
        return refusal(RefusalReason::GameOver);
    case Refusal::RoundOver:
        return refusal(RefusalReason::RoundOver);
    case Refusal::NoCard:
        return refusal(RefusalReason::NoCard);
    case Refusal::NoSuchCard:
        return refusal(RefusalReason::NoSuchCard);
    case Refusal::StakeOneCard:
        return refusal(RefusalReason::StakeOneCard);
    case Refusal::NoSuchColumn: {
        MoveRefusal out = refusal(RefusalReason::NoSuchColumn);
        out.column = why.column;
        out.columns = why.columns;
        return out;
    }
    case Refusal::NotInHand: {
        MoveRefusal out = refusal(RefusalReason::NotInHand);
        out.cards = cardCodes(why.seat, why.cards);
        return out;
    }
    }
    return refusal(RefusalReason::Unknown);
}

} // namespace

void HumanInput::yourTurn(const View& view, const Reads&) {
    seen_ = view;
    toMove_ = view.toMove;
    asked_ = true;
}

void HumanInput::cancel() {
    asked_ = false;
}

void HumanInput::see(std::optional<View> view, int toMove) {
    seen_ = std::move(view);
    toMove_ = toMove;
    // Asked, and still the one to move on this screen: the question stands.
    asked_ = asked_ && seen_ && toMove_ == int(seen_->viewer);
}

std::optional<Move> HumanInput::moveOf(int column, const QStringList& cards,
                                       MoveRefusal* why) const {
    const auto refuse = [&](MoveRefusal reason) {
        *why = std::move(reason);
        return std::nullopt;
    };
    if (toMove_ < 0) return refuse(refusal(RefusalReason::RoundOver));
    if (!asked_ || !seen_) {
        MoveRefusal notYours = refusal(RefusalReason::NotYourTurn);
        notYours.seat = toMove_;
        return refuse(notYours);
    }
    if (cards.isEmpty()) return refuse(refusal(RefusalReason::ChooseCard));
    const View& view = *seen_;
    const Seat seat = view.viewer;
    CardMask mask = 0;
    for (const QString& code : cards) {
        const auto index = indexOfCode(code, seat);
        if (!index) {
            MoveRefusal notYours = refusal(RefusalReason::NotYourCard);
            notYours.card = code;
            return refuse(notYours);
        }
        mask |= CardMask{1} << *index;
    }
    if (column >= view.columnCount)
        return refuse(refusalData({Refusal::NoSuchColumn, seat, column, view.columnCount}));
    const Move move =
        column < 0 ? Move{MoveKind::Stake, 0, mask} : Move::wager(std::clamp(column, 0, 255), mask);
    if (const Refusal reason = whyIllegal(view, move)) return refuse(refusalData(reason));
    if (guard_)
        if (MoveRefusal reason = guard_(move); !reason.isEmpty()) return refuse(std::move(reason));
    *why = {};
    return move;
}

MoveRefusal HumanInput::whyNot(int column, const QStringList& cards) const {
    MoveRefusal why;
    moveOf(column, cards, &why);
    return why;
}

bool HumanInput::play(int column, const QStringList& cards) {
    MoveRefusal why;
    const auto move = moveOf(column, cards, &why);
    if (!move) {
        emit refused(why);
        return false;
    }
    asked_ = false; // answered: the next question is the next turn's
    emit moveChosen(*move);
    return true;
}

SideArrangement HumanInput::preview(int column, const QStringList& cards) const {
    if (!seen_ || toMove_ < 0 || column < 0 || column >= seen_->columnCount) return {};
    const Seat seat = seen_->viewer;
    CardMask extra = 0;
    for (const QString& code : cards)
        if (const auto index = indexOfCode(code, seat)) extra |= CardMask{1} << *index;
    return sideArrangement(*seen_, column, teamOfSeat(seat), extra);
}

AiInput::AiInput(Level level, std::uint64_t seed, std::shared_ptr<SearchRunner> runner,
                 QObject* parent)
    : SeatInput(parent)
    , level_(level)
    , settings_(settingsInGame(level))
    , seed_(seed)
    , runner_(runner ? std::move(runner) : std::make_shared<SearchRunner>()) {}

AiInput::AiInput(Level level, int strength, std::uint64_t seed,
                 std::shared_ptr<SearchRunner> runner, QObject* parent)
    : AiInput(level, seed, std::move(runner), parent) {
    settings_ = settingsInGame(level, strength);
}

AiInput::AiInput(const SearchSettings& settings, std::uint64_t seed,
                 std::shared_ptr<SearchRunner> runner, QObject* parent)
    : AiInput(Level::Hard, seed, std::move(runner), parent) { // a searching level: it searches
    settings_ = settings;
}

AiInput::~AiInput() {
    cancel(); // the runner, shared, may go on with others' questions
}

SearchSettings AiInput::settingsInGame(Level level, int strength) {
    // Each level's own budget of iterations, and no time limit: a seed replays the game's moves
    // exactly, on any machine and however busy it is (the expert's slowest moves take a second or
    // two: docs/performance.md).
    SearchSettings settings = settingsFor(level, strength);
    settings.timeMs = 0;
    return settings;
}

SearchSettings AiInput::hintSettings() {
    // The strongest search that answers within a second on one core: the expert's budget
    // (docs/performance.md), its best move; a hint teaches, so a pile only when the search finds
    // it clearly worth more than any smaller move, and never the marked king bluffed while a pair
    // would make the side (docs/ai.md, "Hints").
    SearchSettings settings = settingsInGame(Level::Expert);
    settings.temperature = 0;
    settings.pileMarginShare = kHintPileMarginShare;
    settings.guardMarkedKing = true;
    return settings;
}

std::uint64_t AiInput::moveSeed(std::uint64_t seed, const View& view) {
    return seed ^ (std::uint64_t(view.round) << 32) ^ (std::uint64_t(view.columnCount) << 16) ^
           std::uint64_t(view.seats[view.viewer].hand);
}

void AiInput::yourTurn(const View& view, const Reads& reads) {
    cancel();
    const quint64 ticket = ++ticket_;
    stop_ = std::make_shared<std::atomic<bool>>(false);
    runner_->ask(
        {view, level_, settings_, moveSeed(seed_, view), reads}, stop_,
        [input = QPointer<AiInput>(this), ticket](const Move& move, const SearchInfo& info) {
            if (input) input->onThought(ticket, move, info);
        });
}

void AiInput::cancel() {
    if (stop_) stop_->store(true);
    stop_.reset();
    ++ticket_;
}

void AiInput::onThought(quint64 ticket, const Move& move, const SearchInfo& info) {
    if (ticket != ticket_) return; // an answer nobody waits for any more
    stop_.reset();
    thought_ = info;
    emit moveChosen(move);
}

} // namespace cozen::app
