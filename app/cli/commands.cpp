#include "commands.h"

#include "cozen/ai.h"
#include "cozen/document.h"
#include "cozen/error.h"
#include "cozen/json_format.h"
#include "cozen/match.h"
#include "cozen/position.h"
#include "cozen/rules.h"
#include "cozen/strength.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <ostream>
#include <sstream>

namespace cozen::cli {

using Json = nlohmann::ordered_json;

namespace {

// A file name as messages show it: as it is, or quoted and escaped when it holds control bytes.
std::string displayName(const std::string& file) {
    const bool plain = std::none_of(file.begin(), file.end(), [](char c) {
        return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
    });
    return plain ? file : quoteText(file, 200);
}

// A number with three decimals, rounded by integer arithmetic that is the same everywhere, not by
// the C library's printf: older Microsoft runtimes round a half away from zero where the others
// round it to even (SPEC §4: the same answers on every platform).
std::string threeDecimals(double x) {
    const long long thousandths = std::llround(x * 1000);
    const long long whole = thousandths < 0 ? -thousandths : thousandths;
    const std::string decimals = std::to_string(whole % 1000);
    return (thousandths < 0 ? "-" : "") + std::to_string(whole / 1000) + '.' +
           std::string(3 - decimals.size(), '0') + decimals;
}

GameState loadPosition(const std::string& file) {
    namespace fs = std::filesystem;
    const std::string name = displayName(file);
    std::error_code error;
    const fs::path path(file);
    const fs::file_status status = fs::status(path, error);
    if (status.type() == fs::file_type::not_found) throw Error(name + ": no such file");
    if (error) throw Error(name + ": cannot read it (" + error.message() + ")");
    if (!fs::is_regular_file(status)) throw Error(name + ": not a file");
    if (const auto size = fs::file_size(path, error); !error && size > kMaxDocumentBytes)
        throw Error(name + ": " + std::to_string(size) +
                    " bytes is too large for a position (at most " +
                    std::to_string(kMaxDocumentBytes) + ")");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(name + ": cannot open the file");
    // One byte more than a position may take, so that a file that grew since is refused too.
    std::string text(kMaxDocumentBytes + 1, '\0');
    in.read(text.data(), std::streamsize(text.size()));
    if (in.bad()) throw Error(name + ": read error");
    text.resize(std::size_t(in.gcount()));
    try {
        return parsePosition(text);
    } catch (const Error& e) {
        throw Error(name + ": " + e.what());
    }
}

CardFace readCard(const std::string& text) {
    const auto face = parseCardFace(text);
    if (!face)
        throw Error("unknown card " + quoteText(text) +
                    " (cards are written rank then suit, as in \"10D\" or \"KH\")");
    return *face;
}

Json cardList(const GameState& state, const std::array<CardMask, kMaxSeats>& cards) {
    Json list = Json::array();
    for (Seat s = 0; s < state.seatCount; ++s)
        forEachInOrder(cards[std::size_t(s)],
                       [&](int index) { list.push_back(cardText(colourOfSeat(s), index)); });
    return list;
}

Level readLevel(const std::string& name) {
    if (const auto level = parseLevel(name)) return *level;
    throw Error("unknown level " + quoteText(name) +
                " (expected random, greedy, easy, medium, hard or expert)");
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
        throw Error(displayName(file) + ": the game is over, so nobody is to move");
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
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i].find_first_not_of(" \t\r\n") == std::string::npos)
            throw Error("apply: move argument " + std::to_string(i + 1) +
                        " is empty (moves are written \"stake 7H\" or \"wager 3 4S 4C\")");
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
        const std::string where =
            "move " + std::to_string(i + 1) + " (" + quoteText(texts[i]) + "): ";
        if (state.phase == Phase::GameOver) throw Error(where + "the game is already over");
        Move move;
        try {
            move = parseMove(texts[i], state);
        } catch (const Error& e) {
            throw Error(where + e.what());
        }
        if (const Refusal why = whyIllegal(state, move))
            throw Error(where + "illegal: " + refusalText(why));
        play(state, move);
        if (state.phase == Phase::RoundOver) dealRound(state, rng);
    }
    out << formatPosition(state);
}

void bestCommand(const std::string& file, const BestOptions& options, std::ostream& out) {
    const Level level = readLevel(options.level);
    const GameState state = loadPosition(file);
    if (state.phase != Phase::Playing)
        throw Error(displayName(file) + ": the game is over, so nobody is to move");
    // The AI sees only what the seat to move may know (R11).
    const View view = viewFor(state, state.toMove);
    Move move;
    if ((options.timeMs > 0 || options.iterations > 0) && level >= Level::Easy) {
        SearchSettings settings = settingsFor(level);
        settings.iterations = options.iterations;
        settings.timeMs = options.timeMs;
        move = searchMove(view, settings, options.seed);
    } else {
        move = chooseMove(view, level, options.seed);
    }
    out << moveText(move, colourOfSeat(state.toMove)) << '\n';
}

void matchCommand(const std::string& a, const std::string& b, const MatchOptions& options,
                  std::ostream& out, std::ostream& progress) {
    const Level levelA = readLevel(a), levelB = readLevel(b);
    if (options.games < 1) throw Error("--games: play at least one game");
    if (options.jobs < 1) throw Error("--jobs: use at least one worker");
    if (options.seats != 2 && options.seats != 4)
        throw Error("--seats: play with 2 seats (1v1) or 4 (2v2), not " +
                    std::to_string(options.seats));
    const auto started = std::chrono::steady_clock::now();
    auto bar = [&](int done) {
        if (!options.progressBar) return;
        constexpr int kWidth = 40;
        const int filled = kWidth * done / options.games;
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        progress << "\r[" << std::string(std::size_t(filled), '#')
                 << std::string(std::size_t(kWidth - filled), ' ') << "] " << done << "/"
                 << options.games << " games, " << int(seconds) << " s" << std::flush;
        if (done == options.games) progress << '\n';
    };
    const MatchResult result =
        playMatch(levelA, levelB, options.games, options.seed, options.jobs, bar, options.seats);
    if (options.json) {
        Json json;
        json["games"] = result.games;
        json["aWins"] = result.aWins;
        json["bWins"] = result.bWins;
        json["draws"] = result.draws;
        json["score"] = result.score;
        json["ci95"] = {result.ci95[0], result.ci95[1]};
        json["elo"] = result.elo;
        json["roundCap"] = kMatchRoundCap;
        out << prettyJson(json);
        return;
    }
    const bool teams = options.seats == 4;
    out << a << " vs " << b << (teams ? ", 2v2 (each level plays both seats of its team)" : "")
        << ": " << result.games << " games in pairs on the same deals, "
        << (teams ? "teams" : "seats") << " swapped; a game still running after round "
        << kMatchRoundCap << " is a draw\n";
    out << a << " won " << result.aWins << ", " << b << " won " << result.bWins << ", draws "
        << result.draws << '\n';
    out << a << "'s score " << threeDecimals(result.score) << " (95% confidence "
        << threeDecimals(result.ci95[0]) << " to " << threeDecimals(result.ci95[1]) << "), Elo "
        << std::showpos << std::lround(result.elo) << std::noshowpos << '\n';
}

} // namespace cozen::cli
