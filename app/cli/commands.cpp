#include "commands.h"

#include "cozen/error.h"
#include "cozen/json_format.h"
#include "cozen/position.h"
#include "cozen/rules.h"
#include "cozen/strength.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <ostream>
#include <sstream>

namespace cozen::cli {

using Json = nlohmann::ordered_json;

namespace {

GameState loadPosition(const std::string& file) {
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::path path(file);
    if (!fs::exists(path, error)) throw Error(file + ": no such file");
    if (!fs::is_regular_file(path, error)) throw Error(file + ": not a file");
    if (const auto size = fs::file_size(path, error); !error && size > kMaxPositionBytes)
        throw Error(file + ": " + std::to_string(size) +
                    " bytes is too large for a position (at most " +
                    std::to_string(kMaxPositionBytes) + ")");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(file + ": cannot open the file");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    try {
        return parsePosition(text);
    } catch (const Error& e) {
        throw Error(file + ": " + e.what());
    }
}

CardFace readCard(const std::string& text) {
    const auto face = parseCardFace(text);
    if (!face)
        throw Error("unknown card \"" + text +
                    "\" (cards are written rank then suit, as in \"10D\" or \"KH\")");
    return *face;
}

Json cardList(const GameState& state, const std::array<CardMask, kMaxSeats>& cards) {
    Json list = Json::array();
    for (Seat s = 0; s < state.seatCount; ++s)
        forEachInOrder(cards[std::size_t(s)],
                       [&](int index) { list.push_back(cardText(colourOfSeat(s), index)); });
    return list;
}

Json teamValue(int team) {
    return team == kNobody ? Json() : Json(std::string(teamName(team)));
}

} // namespace

void strengthCommand(const std::vector<std::string>& cards, const std::string& stake,
                     std::ostream& out) {
    // The side's cards as faces, the stake (if any) first so that a combination shows it.
    std::vector<CardFace> faces;
    if (!stake.empty()) faces.push_back(readCard(stake));
    for (const std::string& text : cards)
        faces.push_back(readCard(text));
    if (cards.empty()) throw Error("strength: name at least one wagered card");
    RankCounts counts{};
    for (std::size_t i = 0; i < faces.size(); ++i) {
        if (faces[i].colour != faces[0].colour)
            throw Error("strength: " + cardText(faces[i].colour, faces[i].index) +
                        " is not the colour of " + cardText(faces[0].colour, faces[0].index) +
                        ": one side's cards (and its own stake) are all one colour");
        for (std::size_t j = 0; j < i; ++j)
            if (faces[j] == faces[i])
                throw Error("strength: " + cardText(faces[i].colour, faces[i].index) +
                            " is named twice");
        ++counts[std::size_t(rankOfIndex(faces[i].index))];
    }
    const int stakeRank = stake.empty() ? 0 : rankOfIndex(faces[0].index);
    const RankTally tally = tallyOf(counts);
    const Arrangement best = bestArrangement(counts, stakeRank);
    const bool stakeCounts = stakeRank && ((ranksInBestArrangements(tally) >> (stakeRank - 1)) & 1);

    // Spell each combination with the given cards, taking the stake first for its rank.
    std::vector<bool> used(faces.size(), false);
    auto take = [&](int rank) {
        for (std::size_t i = 0; i < faces.size(); ++i)
            if (!used[i] && rankOfIndex(faces[i].index) == rank) {
                used[i] = true;
                return cardText(faces[i].colour, faces[i].index);
            }
        throw std::logic_error("arrangement uses a card the side does not have");
    };
    Json combinations = Json::array();
    if (!best.straight.empty()) {
        Json straight = Json::array();
        for (int rank : best.straight)
            straight.push_back(take(rank));
        combinations.push_back(straight);
    }
    for (int rank : best.pairs)
        combinations.push_back(Json::array({take(rank), take(rank)}));
    // Straight first takes the stake when the straight is what brings it in; list pairs first.
    if (!best.straight.empty())
        std::rotate(combinations.begin(), combinations.begin() + 1, combinations.end());

    Json result;
    result["strength"] = strength(tally);
    result["stakeCounts"] = stakeCounts;
    result["combinations"] = combinations;
    out << prettyJson(result);
}

void legalCommand(const std::string& file, std::ostream& out) {
    const GameState state = loadPosition(file);
    if (state.phase != Phase::Playing)
        throw Error(file + ": the game is over, so nobody is to move");
    for (const Move& move : legalMoves(state))
        out << moveText(move, colourOfSeat(state.toMove)) << '\n';
}

void resolveCommand(const std::string& file, std::ostream& out) {
    const GameState state = loadPosition(file);
    const RoundReport report = resolveRow(state);
    Json columns = Json::array();
    for (const ColumnReport& column : report.columns) {
        Json entry;
        entry["stake"] = cardText(column.column.stake);
        entry["contested"] = column.contested;
        entry["revealed"] = column.revealed;
        entry["strength"] = column.revealed
                                ? Json{{"red", column.strength[0]}, {"black", column.strength[1]}}
                                : Json();
        entry["winner"] = column.winner == kTie ? Json("tie") : teamValue(column.winner);
        entry["captured"] = cardList(state, column.captured);
        columns.push_back(entry);
    }
    Json result;
    result["columns"] = columns;
    result["vp"] = Json{{"red", report.vp[0]}, {"black", report.vp[1]}};
    result["stakesStay"] = report.stakesStay;
    result["gameWinner"] = teamValue(report.gameWinner);
    out << prettyJson(result);
}

void applyCommand(const std::string& file, const std::vector<std::string>& moves,
                  std::uint64_t seed, std::ostream& out) {
    GameState state = loadPosition(file);
    Rng rng(seed);
    // Moves may come one per argument ("wager 3 4S 4C") or as loose words: a move starts at each
    // "stake" or "wager".
    std::vector<std::string> texts;
    std::istringstream words([&] {
        std::string all;
        for (const std::string& m : moves)
            all += m + ' ';
        return all;
    }());
    for (std::string word; words >> word;) {
        if (word == "stake" || word == "wager" || texts.empty())
            texts.push_back(word);
        else
            texts.back() += ' ' + word;
    }
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const std::string where = "move " + std::to_string(i + 1) + " (\"" + texts[i] + "\"): ";
        if (state.phase == Phase::GameOver) throw Error(where + "the game is already over");
        Move move;
        try {
            move = parseMove(texts[i], state);
        } catch (const Error& e) {
            throw Error(where + e.what());
        }
        if (const std::string why = whyIllegal(state, move); !why.empty())
            throw Error(where + "illegal: " + why);
        play(state, move);
        if (state.phase == Phase::RoundOver) dealRound(state, rng);
    }
    out << formatPosition(state);
}

} // namespace cozen::cli
