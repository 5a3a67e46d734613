#include "cozen/move.h"

#include "cozen/document.h"
#include "cozen/error.h"
#include "cozen/state.h"

#include <charconv>
#include <vector>

namespace cozen {

std::string moveText(const Move& move, Colour colour) {
    std::string text =
        move.kind == MoveKind::Stake ? "stake" : "wager " + std::to_string(move.column + 1);
    forEachInOrder(move.cards, [&](int index) {
        text += ' ';
        text += cardText(colour, index);
    });
    return text;
}

namespace {
std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> result;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t start = text.find_first_not_of(" \t\r\n", at);
        if (start == std::string_view::npos) break;
        const std::size_t end = std::min(text.find_first_of(" \t\r\n", start), text.size());
        result.push_back(text.substr(start, end - start));
        at = end;
    }
    return result;
}
} // namespace

Move parseMove(std::string_view text, const GameState& state) {
    const std::string quoted = quoteText(text);
    const std::vector<std::string_view> word = words(text);
    if (word.empty())
        throw Error("empty move: expected \"stake CARD\" or \"wager COLUMN CARD...\"");
    const Colour colour = colourOfSeat(state.toMove);

    auto readCards = [&](std::size_t first) {
        CardMask cards = 0;
        for (std::size_t i = first; i < word.size(); ++i) {
            const auto face = parseCardFace(word[i]);
            if (!face) throw Error("move " + quoted + ": unknown card " + quoteText(word[i]));
            if (face->colour != colour)
                throw Error("move " + quoted + ": " + std::string(word[i]) + " is a " +
                            std::string(colourName(face->colour)) + " card, but " +
                            std::string(colourName(colour)) + " is to move");
            const CardMask bit = CardMask{1} << face->index;
            if (cards & bit)
                throw Error("move " + quoted + ": " + std::string(word[i]) + " is named twice");
            cards |= bit;
        }
        return cards;
    };

    if (word[0] == "stake") {
        if (word.size() != 2)
            throw Error("move " + quoted + ": a stake names exactly one card, as in \"stake 7H\"");
        return Move{MoveKind::Stake, 0, readCards(1)};
    }
    if (word[0] == "wager") {
        if (word.size() < 3)
            throw Error("move " + quoted +
                        ": a wager names a column and at least one card, as in \"wager 3 4S 4C\"");
        int column = 0;
        const auto [end, ec] =
            std::from_chars(word[1].data(), word[1].data() + word[1].size(), column);
        if (ec != std::errc() || end != word[1].data() + word[1].size() || column < 1 ||
            column > kMaxColumns)
            throw Error("move " + quoted + ": " + quoteText(word[1]) +
                        " is not a column number (columns count from 1)");
        return Move{MoveKind::Wager, std::uint8_t(column - 1), readCards(2)};
    }
    throw Error("move " + quoted + ": unknown action " + quoteText(word[0]) +
                " (expected stake or wager)");
}

} // namespace cozen
