#include "play/adviser.h"

#include "play/hints.h"

namespace cozen::app {

Adviser::Adviser(QObject* parent)
    : QObject(parent) {}

void Adviser::reset(std::uint64_t gameSeed, std::shared_ptr<SearchRunner> runner) {
    drop();
    search_ = std::make_unique<AiInput>(AiInput::hintSettings(), Rng(gameSeed ^ 0x41D7ull).next(),
                                        std::move(runner));
    connect(search_.get(), &SeatInput::moveChosen, this, &Adviser::answered);
}

void Adviser::ask(const View& view, const Reads& reads) {
    if (!search_ || pending() || !hint_.isEmpty()) return;
    pending_ = view;
    search_->yourTurn(view, reads);
    emit hintChanged();
}

void Adviser::answered(const Move& move) {
    if (!pending_) return;
    hint_ = hintData(*pending_, move, search_->thought());
    cards_ = move.cards;
    pending_.reset();
    emit hintChanged();
}

void Adviser::drop() {
    if (search_) search_->cancel();
    if (!pending() && hint_.isEmpty()) return;
    pending_.reset();
    hint_ = {};
    cards_ = 0;
    emit hintChanged();
}

} // namespace cozen::app
