#pragma once
// The adviser: a hint for a person's turn is the move the expert level would play from that
// person's own view (its search at temperature 0, AiInput::hintSettings), thought on the game's
// SearchRunner so that the table never waits, and told as data (hintData: the move and why).
// Given a view, it answers by hintChanged(); dropped, it forgets the question and the answer.

#include "play/seatinput.h"
#include "table/tabledata.h"

#include <QObject>

#include <memory>
#include <optional>

namespace cozen::app {

class Adviser : public QObject {
    Q_OBJECT

public:
    explicit Adviser(QObject* parent = nullptr);

    // A new game's: its seed (each game's hints their own) and the runner to think on.
    void reset(std::uint64_t gameSeed, std::shared_ptr<SearchRunner> runner);
    // Searches a hint for the person whose view it is, with what their team has read of the
    // other's bluffs (ignored while one is asked or known).
    void ask(const View& view, const Reads& reads);
    // The turn moved on: the hint, asked or known, goes.
    void drop();

    bool pending() const { return pending_.has_value(); }
    const Hint& hint() const { return hint_; }
    // The hint's cards (their indices), for the hand to choose them; 0 when there is none.
    CardMask cards() const { return cards_; }

signals:
    void hintChanged();

private:
    void answered(const Move& move);

    std::unique_ptr<AiInput> search_;
    std::optional<View> pending_; // the view asked about
    Hint hint_;
    CardMask cards_ = 0;
};

} // namespace cozen::app
