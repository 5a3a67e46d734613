#include "play/movecheck.h"

namespace cozen::app {

MoveCheck::MoveCheck(QObject* parent)
    : QObject(parent) {}

void MoveCheck::setGame(Game* game) {
    if (game == game_) return;
    disconnect(changed_);
    game_ = game;
    // Whatever the game does (a turn, a move, a hand-over) is followed by changed().
    if (game) changed_ = connect(game, &Game::changed, this, &MoveCheck::check);
    emit gameChanged();
    check();
}

void MoveCheck::setColumn(int column) {
    if (column == column_) return;
    column_ = column;
    emit choiceChanged();
    check();
}

void MoveCheck::setCards(const QStringList& cards) {
    if (cards == cards_) return;
    cards_ = cards;
    emit choiceChanged();
    check();
}

void MoveCheck::check() {
    HumanInput* person = game_ ? game_->input() : nullptr;
    const MoveRefusal refusal = person ? person->whyNot(column_, cards_) : MoveRefusal{};
    const SideArrangement arrangement =
        person ? person->preview(column_, cards_) : SideArrangement{};
    const bool endsRound = person && refusal.isEmpty() && column_ >= 0 && !game_->finalTurn() &&
                           cards_.size() == game_->hand()->rowCount();
    if (refusal == refusal_ && arrangement == arrangement_ && endsRound == endsRound_) return;
    refusal_ = refusal;
    arrangement_ = arrangement;
    endsRound_ = endsRound;
    emit checked();
}

} // namespace cozen::app
