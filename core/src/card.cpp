#include "cozen/card.h"

#include <array>

namespace cozen {

namespace {
constexpr std::array<std::string_view, kRanks> kRankText = {"A", "2", "3",  "4", "5", "6", "7",
                                                            "8", "9", "10", "J", "Q", "K"};
// Suit letters by colour and slot; slot 0 holds the marked king.
constexpr std::array<std::array<char, 2>, 2> kSuitText = {{{'H', 'D'}, {'S', 'C'}}};
} // namespace

int victoryPoints(CardMask cards) {
    int total = 0;
    for (; cards; cards &= cards - 1)
        total += victoryPointsOfIndex(std::countr_zero(cards));
    return total;
}

std::string cardText(Colour colour, int index) {
    std::string text(kRankText[std::size_t(rankOfIndex(index) - 1)]);
    text += kSuitText[std::size_t(colour)][std::size_t(index / kRanks)];
    return text;
}

std::optional<CardFace> parseCardFace(std::string_view text) {
    if (text.size() < 2) return std::nullopt;
    const std::string_view rankPart = text.substr(0, text.size() - 1);
    const char suit = text.back();
    int rank = 0;
    for (std::size_t r = 0; r < kRankText.size(); ++r)
        if (kRankText[r] == rankPart) rank = int(r) + 1;
    if (rank == 0) return std::nullopt;
    for (int colour = 0; colour < 2; ++colour)
        for (int slot = 0; slot < 2; ++slot)
            if (kSuitText[std::size_t(colour)][std::size_t(slot)] == suit)
                return CardFace{Colour(colour), indexFor(rank, slot)};
    return std::nullopt;
}

std::string_view colourName(Colour colour) {
    return colour == Colour::Red ? "red" : "black";
}

} // namespace cozen
