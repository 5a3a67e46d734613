#include "commands.h"

#include "cozen/ai.h"
#include "cozen/daily.h"
#include "cozen/document.h"
#include "cozen/error.h"
#include "cozen/gamecode.h"
#include "cozen/json_format.h"
#include "cozen/match.h"
#include "cozen/position.h"
#include "cozen/record.h"
#include "cozen/rules.h"
#include "cozen/session.h"
#include "cozen/strength.h"

#include <nlohmann/json.hpp>

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
// round it to even (docs/architecture.md, "Determinism": the same answers on every platform).
std::string withDecimals(double x, int places) {
    long long scale = 1;
    for (int i = 0; i < places; ++i)
        scale *= 10;
    const long long parts = std::llround(x * double(scale));
    const long long whole = parts < 0 ? -parts : parts;
    const std::string decimals = std::to_string(whole % scale);
    return (parts < 0 ? "-" : "") + std::to_string(whole / scale) + '.' +
           std::string(std::size_t(places) - decimals.size(), '0') + decimals;
}
std::string threeDecimals(double x) {
    return withDecimals(x, 3);
}
std::string oneDecimal(double x) {
    return withDecimals(x, 1);
}
std::string percent(double share) {
    return withDecimals(100 * share, 1) + "%";
}

// The text of a file of at most `limit` bytes (a position's or a record's bound), or an Error
// naming the file and the problem.
std::string readText(const std::string& file, std::size_t limit, const std::string& kind) {
    namespace fs = std::filesystem;
    const std::string name = displayName(file);
    std::error_code error;
    const fs::path path(file);
    const fs::file_status status = fs::status(path, error);
    if (status.type() == fs::file_type::not_found) throw Error(name + ": no such file");
    if (error) throw Error(name + ": cannot read it (" + error.message() + ")");
    if (!fs::is_regular_file(status)) throw Error(name + ": not a file");
    if (const auto size = fs::file_size(path, error); !error && size > limit)
        throw Error(name + ": " + std::to_string(size) + " bytes is too large for a " + kind +
                    " (at most " + std::to_string(limit) + ")");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(name + ": cannot open the file");
    // One byte more than the bound, so that a file that grew since is refused too.
    std::string text(limit + 1, '\0');
    in.read(text.data(), std::streamsize(text.size()));
    if (in.bad()) throw Error(name + ": read error");
    text.resize(std::size_t(in.gcount()));
    return text;
}

GameState loadPosition(const std::string& file) {
    const std::string text = readText(file, kMaxDocumentBytes, "position");
    try {
        return parsePosition(text);
    } catch (const Error& e) {
        throw Error(displayName(file) + ": " + e.what());
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

// A level, or the adaptive level at a strength held fixed: "adaptive:4" (alone, its start).
MatchPlayer readLevel(const std::string& name) {
    const std::string prefix = "adaptive:";
    if (name.starts_with(prefix)) {
        const std::string number = name.substr(prefix.size());
        if (number.size() != 1 || number[0] < '1' || number[0] > '0' + kAdaptiveStrengths)
            throw Error("level " + quoteText(name) + ": the adaptive level's strength is 1 to " +
                        std::to_string(kAdaptiveStrengths));
        return {Level::Adaptive, number[0] - '0'};
    }
    if (const auto level = parseLevel(name)) return *level;
    throw Error("unknown level " + quoteText(name) +
                " (expected random, greedy, easy, medium, hard, expert, or adaptive:1 to "
                "adaptive:" +
                std::to_string(kAdaptiveStrengths) + ")");
}

// Writes `text` to a file beside `path` and renames it into place, so that a failure (a full disk)
// leaves no half-written file under the final name.
void writeFileAtomically(const std::filesystem::path& path, const std::string& text) {
    namespace fs = std::filesystem;
    const fs::path temporary = fs::path(path).concat(".part");
    const std::string name = displayName(path.string());
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) throw Error(name + ": cannot write the record (cannot create the file)");
        out.write(text.data(), std::streamsize(text.size()));
        out.flush();
        if (!out) {
            out.close();
            std::error_code ignored;
            fs::remove(temporary, ignored);
            throw Error(name + ": cannot write the record (the disk may be full)");
        }
    }
    std::error_code error;
    fs::rename(temporary, path, error);
    if (error) {
        std::error_code ignored;
        fs::remove(temporary, ignored);
        throw Error(name + ": cannot write the record (" + error.message() + ")");
    }
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
    const MatchPlayer player = readLevel(options.level);
    const Level level = player.level;
    const GameState state = loadPosition(file);
    if (state.phase != Phase::Playing)
        throw Error(displayName(file) + ": the game is over, so nobody is to move");
    // The AI sees only what the seat to move may know (R11).
    const View view = viewFor(state, state.toMove);
    Move move;
    if ((options.timeMs > 0 || options.iterations > 0) && level >= Level::Easy) {
        SearchSettings settings = settingsFor(level, player.strength);
        settings.iterations = options.iterations;
        settings.timeMs = options.timeMs;
        move = searchMove(view, settings, options.seed);
    } else {
        move = player.move(view, options.seed);
    }
    out << moveText(move, colourOfSeat(state.toMove)) << '\n';
}

void matchCommand(const std::string& a, const std::string& b, const MatchOptions& options,
                  std::ostream& out, std::ostream& progress) {
    const MatchPlayer levelA = readLevel(a), levelB = readLevel(b);
    if (options.games < 1) throw Error("--games: play at least one game");
    if (options.jobs < 1) throw Error("--jobs: use at least one worker");
    if (options.judgeIterations < 0) throw Error("--judge: give the judge's iterations, 1 or more");
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
    RecordSink sink;
    if (!options.records.empty()) {
        namespace fs = std::filesystem;
        const fs::path folder(options.records);
        std::error_code error;
        fs::create_directories(folder, error);
        if (error || !fs::is_directory(folder))
            throw Error("--records " + displayName(options.records) + ": cannot make the folder (" +
                        (error ? error.message() : std::string("not a folder")) + ")");
        const int digits = int(std::to_string(options.games).size());
        const auto fileOf = [folder, digits](int index) {
            std::string number = std::to_string(index + 1);
            number.insert(0, std::size_t(std::max(0, digits - int(number.size()))), '0');
            return folder / ("game-" + number + ".json");
        };
        // Another match's records are kept unless asked: refused before a game is played.
        if (!options.force)
            for (int index = 0; index < options.games; ++index)
                if (fs::exists(fs::symlink_status(fileOf(index), error)))
                    throw Error("--records " + displayName(options.records) + ": " +
                                displayName(fileOf(index).filename().string()) +
                                " is there already; --force writes over the records, or give "
                                "another folder");
        sink = [fileOf](int index, const GameRecord& record) {
            writeFileAtomically(fileOf(index), formatRecord(record));
        };
    }
    const MatchResult result = playMatch(levelA, levelB, options.games, options.seed, options.jobs,
                                         bar, options.seats, sink, Judge{options.judgeIterations});
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
        const RoundFigures& rounds = result.rounds;
        json["rounds"] = {{"count", rounds.lengths.size()},
                          {"medianMoves", medianOf(rounds.lengths)},
                          {"meanMoves", meanOf(rounds.lengths)},
                          {"withinTwoMoves", shareAtMost(rounds.lengths, 2)},
                          {"capturedCardsMean", meanOf(rounds.capturedCards)},
                          {"withoutCapture", shareAtMost(rounds.capturedCards, 0)}};
        for (int p = 0; p < 2; ++p) {
            const PlayFigures& f = result.players[std::size_t(p)];
            const auto share = [](int part, int whole) {
                return whole > 0 ? double(part) / double(whole) : 0.0;
            };
            json[p == 0 ? "a" : "b"] = {
                {"moves", f.moves},
                {"stakes", f.stakes},
                {"wagers", f.wagers},
                {"wagersOf4Plus", f.bigWagers},
                {"wagersOf4PlusPerMove", share(f.bigWagers, f.moves)},
                {"wholeHandOpeners", f.wholeHandOpeners},
                {"bluffs", f.bluffs},
                {"capturedCards", f.capturedCards},
                {"capturedCardsPerRound", share(f.capturedCards, int(rounds.lengths.size()))},
                {"capturedVp", f.capturedVp},
                {"markedKingsLost", f.markedKingsLost}};
            if (options.judgeIterations > 0)
                json[p == 0 ? "a" : "b"]["judge"] = {{"iterations", options.judgeIterations},
                                                     {"judged", f.judged},
                                                     {"blunders", f.blunders},
                                                     {"blunderRate", share(f.blunders, f.judged)}};
        }
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
    const RoundFigures& rounds = result.rounds;
    out << rounds.lengths.size() << " rounds: " << oneDecimal(medianOf(rounds.lengths))
        << " moves a round (median), " << percent(shareAtMost(rounds.lengths, 2))
        << " of them ended within 2 moves, " << oneDecimal(meanOf(rounds.capturedCards))
        << " cards captured a round, " << percent(shareAtMost(rounds.capturedCards, 0))
        << " without a capture\n";
    for (int p = 0; p < 2; ++p) {
        const PlayFigures& f = result.players[std::size_t(p)];
        out << (p == 0 ? a : b) << ": " << f.moves << " moves, " << f.wagers << " wagers, "
            << f.bigWagers << " of 4 cards or more ("
            << percent(f.moves ? double(f.bigWagers) / f.moves : 0.0) << " of its moves), "
            << f.wholeHandOpeners
            << " times wagered its whole hand as a seat's first move of a round, " << f.bluffs
            << " bluffs (wagers that left its side with no Strength); captured " << f.capturedCards
            << " cards, " << f.capturedVp << " VP; lost " << f.markedKingsLost << " marked kings\n";
        if (options.judgeIterations > 0)
            out << (p == 0 ? a : b) << ": " << f.blunders << " blunders in " << f.judged
                << " moves judged (" << percent(f.judged ? double(f.blunders) / f.judged : 0.0)
                << "), by a search of " << options.judgeIterations << " iterations\n";
    }
}

namespace {

// A seat as the replay names it: its colour, then who played it ("red (Ann)", "black1 (hard, A)").
std::string seatLabel(const GameRecord& record, const GameState& state, Seat seat) {
    std::string label = seatName(state, seat);
    if (std::size_t(seat) >= record.players.size()) return label;
    const RecordPlayer& player = record.players[std::size_t(seat)];
    std::string who = player.computer ? "computer " + std::string(levelName(*player.computer))
                                      : (player.name.empty() ? "you" : quoteText(player.name, 24));
    if (player.strength > 0)
        who +=
            " at " + std::to_string(player.strength) + " of " + std::to_string(kAdaptiveStrengths);
    if (record.match)
        who += std::string(", player ") + (teamOfSeat(seat) == record.match->aTeam ? "A" : "B");
    return label + " (" + who + ")";
}

std::string cardsOf(Seat seat, CardMask cards) {
    std::string text;
    forEachInOrder(cards, [&](int index) {
        text += (text.empty() ? "" : " ") + cardText(colourOfSeat(seat), index);
    });
    return text;
}

// A team's cards in a column, by seat.
std::string teamCards(const GameState& state, const Column& column, int team) {
    std::string text;
    for (Seat s = 0; s < state.seatCount; ++s)
        if (teamOfSeat(s) == team && column.wagers[std::size_t(s)])
            text += (text.empty() ? "" : " ") + cardsOf(s, column.wagers[std::size_t(s)]);
    return text.empty() ? "nothing" : text;
}

std::string rowText(const GameState& state) {
    std::string text;
    for (int c = 0; c < state.columnCount; ++c) {
        const Column& column = state.columns[std::size_t(c)];
        text += (c ? ", " : "") + std::to_string(c + 1) + ": " + cardText(column.stake) +
                (column.faceUp ? "" : " (face down)");
    }
    return text.empty() ? "empty" : text;
}

void printResolution(const GameState& state, const RoundReport& report, std::ostream& out) {
    for (std::size_t c = 0; c < report.columns.size(); ++c) {
        const ColumnReport& col = report.columns[c];
        const Column& column = col.column;
        out << "    column " << c + 1 << ", stake " << cardText(column.stake) << " ("
            << seatName(state, column.owner()) << "): ";
        std::string captured;
        for (Seat s = 0; s < state.seatCount; ++s)
            if (col.captured[std::size_t(s)])
                captured +=
                    (captured.empty() ? "" : " ") + cardsOf(s, col.captured[std::size_t(s)]);
        if (!col.contested) {
            out << "uncontested, back to its owner";
        } else if (!col.revealed) {
            out << "won by default, " << teamName(col.winner) << " captures " << captured;
        } else {
            out << "red " << teamCards(state, column, 0) << " Strength " << col.strength[0]
                << (col.stakeCounts[0] ? " (with the stake)" : "") << ", black "
                << teamCards(state, column, 1) << " Strength " << col.strength[1]
                << (col.stakeCounts[1] ? " (with the stake)" : "");
            if (col.tieBreak[0] != col.tieBreak[1])
                out << "; tie-break by high card, " << col.tieBreak[0] << " to " << col.tieBreak[1];
            if (col.winner == kTie)
                out << "; a tie, nobody captures";
            else
                out << "; " << teamName(col.winner) << " captures " << captured;
        }
        out << '\n';
    }
    out << "  VP after round " << state.round << ": red " << report.vp[0] << ", black "
        << report.vp[1] << (report.stakesStay ? " (no capture: the face-up stakes stay, R9)" : "")
        << '\n';
}

} // namespace

namespace {

void printReplay(const std::optional<RecordReplay>& replay, bool json, std::ostream& out) {
    const GameRecord& record = replay->record();
    const RecordResult& result = replay->result();
    // A's score, as the match counted it: a game unfinished at the round cap is a draw.
    const double scoreA = !record.match || result.winner == kNobody || result.winner == kDraw ? 0.5
                          : result.winner == record.match->aTeam                              ? 1.0
                                                                                              : 0.0;
    if (json) {
        Json answer;
        answer["winner"] = result.winner == kNobody ? Json() : Json(winnerText(result.winner));
        answer["vp"] = {{"red", result.vp[0]}, {"black", result.vp[1]}};
        answer["rounds"] = result.rounds;
        int moves = 0;
        for (const RecordRound& round : record.rounds)
            moves += int(round.moves.size());
        answer["moves"] = moves;
        if (record.match)
            answer["match"] = {{"game", record.match->game},
                               {"a", teamName(record.match->aTeam)},
                               {"scoreA", scoreA}};
        out << prettyJson(answer);
        return;
    }
    const GameState& first = record.rounds.front().start;
    out << "Game record: " << (record.seats == 4 ? "2v2" : "1v1") << ", target " << record.target
        << " VP, seed " << record.seed;
    if (record.match) out << ", game " << record.match->game << " of a match";
    if (record.daily) out << ", the daily deal of " << dateText(*record.daily);
    out << '\n';
    for (Seat s = 0; s < record.seats; ++s)
        out << "  " << seatLabel(record, first, s) << '\n';
    for (int i = 0; i < replay->stepCount(); ++i) {
        const RecordReplay::Step& step = replay->step(i);
        const GameState& state = step.state;
        if (!step.moved) {
            out << "Round " << state.round << ": " << seatLabel(record, state, state.starter)
                << " starts; stakes " << rowText(state) << '\n';
            for (Seat s = 0; s < state.seatCount; ++s)
                out << "  " << seatName(state, s)
                    << "'s hand: " << cardsOf(s, state.seats[std::size_t(s)].hand) << '\n';
            continue;
        }
        const Move& move = *step.moved;
        const std::string who = seatLabel(record, state, step.mover);
        if (move.kind == MoveKind::Stake)
            out << "  " << who << " stakes " << cardsOf(step.mover, move.cards)
                << " face down (column " << replay->step(i - 1).state.columnCount + 1 << ")";
        else
            out << "  " << who << " wagers " << cardsOf(step.mover, move.cards) << " on column "
                << move.column + 1;
        out << '\n';
        if (const RoundReport* report = replay->report(step.round);
            report && step.move == int(record.rounds[std::size_t(step.round)].moves.size())) {
            out << "  Round " << state.round << " is resolved:\n";
            printResolution(state, *report, out);
        }
    }
    out << "Result: ";
    if (result.winner == kDraw)
        out << "a draw";
    else if (result.winner == kNobody)
        out << "unfinished, no winner" << (record.match ? " (the match counts it a draw)" : "");
    else {
        out << teamName(result.winner) << " wins";
        if (record.match)
            out << " (player " << (result.winner == record.match->aTeam ? "A" : "B") << ")";
    }
    out << ", " << result.vp[0] << " VP to " << result.vp[1] << ", after round " << result.rounds
        << '\n';
}

} // namespace

void replayCommand(const std::string& file, bool json, std::ostream& out) {
    const std::string text = readText(file, kMaxRecordBytes, "record");
    std::optional<RecordReplay> replay;
    try {
        replay.emplace(parseRecord(text));
    } catch (const Error& e) {
        throw Error(displayName(file) + ": " + e.what());
    }
    printReplay(replay, json, out);
}

void replayCodeCommand(const std::string& code, bool json, std::ostream& out) {
    std::optional<RecordReplay> replay;
    replay.emplace(decodeGameCode(code));
    printReplay(replay, json, out);
}

void shareCommand(const std::string& file, std::ostream& out) {
    const std::string text = readText(file, kMaxRecordBytes, "record");
    GameRecord record;
    try {
        record = parseRecord(text);
    } catch (const Error& e) {
        throw Error(displayName(file) + ": " + e.what());
    }
    out << encodeGameCode(record) << '\n';
}

void dailyCommand(const std::string& date, std::ostream& out) {
    const Date day = date.empty()
                         ? utcDateOf(std::chrono::duration_cast<std::chrono::seconds>(
                                         std::chrono::system_clock::now().time_since_epoch())
                                         .count())
                         : parseDate(date);
    const Session session(dailyOptions(day), dailySeed(day), dailyPlayers(""));
    Json position = positionToJson(session.state());
    position["daily"] = {
        {"date", dateText(day)}, {"seed", dailySeed(day)}, {"level", levelName(kDailyLevel)}};
    out << prettyJson(position);
}

} // namespace cozen::cli
