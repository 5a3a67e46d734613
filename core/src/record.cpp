#include "cozen/record.h"

#include "cozen/daily.h"
#include "cozen/document.h"
#include "cozen/error.h"
#include "cozen/json_format.h"
#include "cozen/position.h"
#include "cozen/rng.h"
#include "cozen/session.h"
#include "json_read.h"

#include <nlohmann/json.hpp>

#include <limits>

namespace cozen {

using Json = nlohmann::ordered_json;

namespace {

using detail::fail;
using detail::field;
using detail::join;

std::string at(const std::string& path, std::size_t index) {
    return path + "[" + std::to_string(index) + "]";
}

long long integer(const Json& value, const std::string& path, long long low, long long high) {
    if (!value.is_number_integer())
        fail(path + ": expected a whole number, got " + describe(value));
    if (value.is_number_unsigned() && value.get<std::uint64_t>() > std::uint64_t(high))
        fail(path + ": " + value.dump() + " is out of range (" + std::to_string(low) + " to " +
             std::to_string(high) + ")");
    const long long number = value.get<long long>();
    if (number < low || number > high)
        fail(path + ": " + value.dump() + " is out of range (" + std::to_string(low) + " to " +
             std::to_string(high) + ")");
    return number;
}

const std::string& text(const Json& value, const std::string& path) {
    if (!value.is_string()) fail(path + ": expected text, got " + describe(value));
    return value.get_ref<const std::string&>();
}

int teamByName(const Json& value, const std::string& path) {
    for (int team = 0; team < kTeams; ++team)
        if (value == teamName(team)) return team;
    fail(path + ": expected \"red\" or \"black\", got " + describe(value));
}

Json winnerJson(int winner) {
    if (winner == kNobody) return nullptr;
    return winnerText(winner);
}

// The first card of `cards` (a seat's set) as text.
std::string firstCard(Seat seat, CardMask cards) {
    return cardText(colourOfSeat(seat), std::countr_zero(cards));
}

std::string roundName(int round) {
    return round == 0 ? "the start of the game" : "round " + std::to_string(round);
}

// A round's start must be what dealing the next round from `before` (the previous round's end, or
// a new game) gives, up to the order of the shuffled cards: the same round number, target, starter
// and jails, the stakes that stayed (R9) in place, one face-up stake flipped by the starter and by
// the next seat, hands of five (or what the deck held), and the same seat to move.
void checkDeal(const GameState& before, const GameState& start, const std::string& path) {
    GameState dealt = before;
    Rng anyOrder(0);
    dealRound(dealt, anyOrder);
    if (start.round != dealt.round)
        fail(path + ": round " + std::to_string(start.round) + ", but " +
             (before.round == 0 ? "a game starts with round 1"
                                : "the round after round " + std::to_string(before.round) + " is " +
                                      std::to_string(dealt.round)));
    if (start.starter != dealt.starter)
        fail(path + ": " + seatName(start, start.starter) + " starts round " +
             std::to_string(start.round) + ", but after " + seatName(before, before.starter) +
             " started round " + std::to_string(before.round) + " it is " +
             seatName(dealt, dealt.starter) + "'s turn to start (R4)");
    for (Seat s = 0; s < start.seatCount; ++s) {
        const CardMask here = start.seats[std::size_t(s)].jailed;
        const CardMask then = dealt.seats[std::size_t(s)].jailed;
        const std::string jail = std::string(teamName(1 - teamOfSeat(s))) + "'s jail (" +
                                 seatName(start, s) + "'s cards)";
        if (here & ~then)
            fail(path + ": " + firstCard(s, here & ~then) + " is in " + jail + ", but " +
                 roundName(before.round) + " ended without it there");
        if (then & ~here)
            fail(path + ": " + firstCard(s, then & ~here) + " was in " + jail + " at the end of " +
                 roundName(before.round) + ", but is not here");
    }
    for (int c = 0; c < before.columnCount; ++c)
        if (c >= start.columnCount ||
            !(start.columns[std::size_t(c)] == before.columns[std::size_t(c)]))
            fail(path + ": stakes[" + std::to_string(c) + "] should be the " +
                 cardText(before.columns[std::size_t(c)].stake) + " that stayed on the row from " +
                 roundName(before.round) + " (no capture, R9)");
    if (start.columnCount != dealt.columnCount)
        fail(path + ": " + std::to_string(start.columnCount) +
             " stakes on the row, but the deal leaves " + std::to_string(dealt.columnCount) + " (" +
             std::to_string(before.columnCount) +
             " that stayed, R9, and one flipped by each of the two first seats, R3)");
    for (int c = before.columnCount; c < start.columnCount; ++c) {
        const Column& column = start.columns[std::size_t(c)];
        const Column& expected = dealt.columns[std::size_t(c)];
        const std::string where = path + ": stakes[" + std::to_string(c) + "]";
        if (column.owner() != expected.owner())
            fail(where + ": " + cardText(column.stake) + " is " + seatName(start, column.owner()) +
                 "'s, but this stake is flipped by " + seatName(start, expected.owner()) + " (R3)");
        if (!column.faceUp) fail(where + ": a stake flipped at the deal is face up (R3)");
        for (Seat s = 0; s < start.seatCount; ++s)
            if (column.wagers[std::size_t(s)])
                fail(where + ": " + firstCard(s, column.wagers[std::size_t(s)]) +
                     " is wagered before anyone has moved");
    }
    for (Seat s = 0; s < start.seatCount; ++s) {
        const SeatCards& seat = start.seats[std::size_t(s)];
        const SeatCards& expected = dealt.seats[std::size_t(s)];
        if (std::popcount(seat.hand) != std::popcount(expected.hand))
            fail(path + ": " + seatName(start, s) + "'s hand holds " +
                 std::to_string(std::popcount(seat.hand)) + " cards, but the deal gives " +
                 std::to_string(std::popcount(expected.hand)) + " (R3)");
    }
    if (start.phase != dealt.phase || start.winner != dealt.winner)
        fail(path + (dealt.phase == Phase::GameOver
                         ? ": no card can be dealt, so the game ends in a draw here"
                         : ": the game goes on after this deal"));
    if (start.toMove != dealt.toMove)
        fail(path + ": " + seatName(start, start.toMove) + " is to move, but after this deal " +
             seatName(dealt, dealt.toMove) + " is");
    if (start.finalTurnsLeft != dealt.finalTurnsLeft)
        fail(path + ": the final turns left do not match the deal (R6: a seat dealt no card has "
                    "emptied its hand)");
}

} // namespace

std::string winnerText(int winner) {
    if (winner == kDraw) return "draw";
    if (winner == kNobody) return "unfinished";
    return std::string(teamName(winner));
}

RecordResult resultOf(const GameState& state) {
    RecordResult result;
    if (state.phase == Phase::GameOver)
        result.winner = state.winner;
    else if (state.phase == Phase::RoundOver && state.round == kLastRound)
        result.winner = kDraw; // dealRound would call it a draw
    result.vp = {state.jailVp(0), state.jailVp(1)};
    result.rounds = state.round;
    return result;
}

// ---- Writing --------------------------------------------------------------------------------

RecordWriter::RecordWriter(int seats, int target, std::uint64_t seed,
                           std::vector<RecordPlayer> players) {
    record_.seats = seats;
    record_.target = target;
    record_.seed = seed;
    record_.players = std::move(players);
}

void RecordWriter::startRound(const GameState& dealt) {
    record_.rounds.push_back({dealt, {}});
}

void RecordWriter::addMove(const Move& move) {
    record_.rounds.back().moves.push_back(move);
}

GameRecord RecordWriter::finish(const GameState& last, std::optional<RecordMatchGame> match) && {
    record_.result = resultOf(last);
    record_.match = match;
    return std::move(record_);
}

Json recordToJson(const GameRecord& record) {
    Json json;
    json["cozenRecord"] = 1;
    json["mode"] = record.seats == 4 ? "2v2" : "1v1";
    json["target"] = record.target;
    json["seed"] = record.seed;
    Json players = Json::array();
    for (const RecordPlayer& player : record.players) {
        Json entry;
        if (player.computer) {
            entry["computer"] = levelName(*player.computer);
            if (player.strength > 0) entry["strength"] = player.strength;
        } else
            entry["name"] = player.name;
        players.push_back(entry);
    }
    json["players"] = players;
    if (record.match)
        json["match"] = {{"game", record.match->game}, {"a", teamName(record.match->aTeam)}};
    if (record.daily) json["daily"] = dateText(*record.daily);
    Json rounds = Json::array();
    for (const RecordRound& round : record.rounds) {
        Json moves = Json::array();
        // A move is written in its mover's colours, so the round is played along to know who moves.
        GameState state = round.start;
        for (const Move& move : round.moves) {
            moves.push_back(moveText(move, colourOfSeat(state.toMove)));
            if (isLegal(state, move)) play(state, move);
        }
        rounds.push_back({{"start", positionToJson(round.start)}, {"moves", moves}});
    }
    json["rounds"] = rounds;
    json["result"] = {{"winner", winnerJson(record.result.winner)},
                      {"vp", {{"red", record.result.vp[0]}, {"black", record.result.vp[1]}}},
                      {"rounds", record.result.rounds}};
    return json;
}

std::string formatRecord(const GameRecord& record) {
    return prettyJson(recordToJson(record));
}

// ---- Reading and replaying ------------------------------------------------------------------

namespace {

// Replays `record` (its moves, or with `texts` the moves as text, read as the game goes) and checks
// every deal and every move; fills the steps and reports when given.
RecordResult replay(GameRecord& record, const std::vector<std::vector<std::string>>* texts,
                    std::vector<RecordReplay::Step>* steps,
                    std::vector<std::optional<RoundReport>>* reports) {
    if (record.rounds.empty()) fail("rounds: a record holds at least the first round");
    GameState before = newGame({record.seats, record.target, record.rounds.front().start.starter});
    GameState state = before;
    if (reports) reports->assign(record.rounds.size(), std::nullopt);
    for (std::size_t r = 0; r < record.rounds.size(); ++r) {
        const std::string path = at("rounds", r);
        RecordRound& round = record.rounds[r];
        if (r > 0 && before.phase == Phase::GameOver)
            fail(path + ": the game was over after round " + std::to_string(before.round) +
                 ", yet another round follows");
        if (round.start.seatCount != record.seats)
            fail(path + ".start: a " + (round.start.isTwoVsTwo() ? "2v2" : "1v1") +
                 " position in a " + (record.seats == 4 ? "2v2" : "1v1") + " record");
        if (round.start.target != record.target)
            fail(path + ".start: target " + std::to_string(round.start.target) +
                 ", but the record's target is " + std::to_string(record.target));
        checkDeal(before, round.start, path + ".start");
        // A daily deal's rounds are the seed's: a deal written by hand is not the day's.
        if (record.daily && !dealtFromSeed(before, record.seed, round.start))
            fail("daily: the deal of " + dateText(*record.daily) + " deals round " +
                 std::to_string(r + 1) + " from its seed, and this round is dealt otherwise");
        state = round.start;
        if (steps) steps->push_back({int(r), 0, state, std::nullopt, 0});
        const std::size_t count = texts ? (*texts)[r].size() : round.moves.size();
        for (std::size_t i = 0; i < count; ++i) {
            const std::string where = at(path + ".moves", i);
            Move move;
            if (texts) {
                if (state.phase != Phase::Playing)
                    fail(where + ": " + quoteText((*texts)[r][i]) + " comes after the round ended");
                try {
                    move = parseMove((*texts)[r][i], state);
                } catch (const Error& e) {
                    fail(where + ": " + e.what());
                }
                round.moves.push_back(move);
            } else {
                move = round.moves[i];
            }
            const Seat mover = state.toMove;
            const std::string shown = "\"" + moveText(move, colourOfSeat(mover)) + "\"";
            if (state.phase != Phase::Playing)
                fail(where + ": " + shown + " comes after the round ended");
            if (const Refusal refusal = whyIllegal(state, move))
                fail(where + ": " + shown + " is not legal: " + refusalText(refusal));
            RoundReport report;
            play(state, move, &report);
            if (state.phase != Phase::Playing && reports) (*reports)[r] = std::move(report);
            if (steps) steps->push_back({int(r), int(i + 1), state, move, mover});
        }
        if (state.phase == Phase::Playing && r + 1 < record.rounds.size())
            fail(path + ".moves: the round is not over after its " + std::to_string(count) +
                 " moves, yet another round follows");
        before = state;
    }
    return resultOf(state);
}

RecordPlayer playerFromJson(const Json& json, const std::string& path) {
    if (!json.is_object()) fail(path + ": expected an object, got " + describe(json));
    RecordPlayer player;
    const bool hasName = json.contains("name"), hasComputer = json.contains("computer");
    if (hasName == hasComputer)
        fail(path + ": a player is a person (\"name\") or the computer (\"computer\")");
    if (hasComputer) {
        const std::string& level = text(json["computer"], join(path, "computer"));
        player.computer = parseLevel(level);
        if (!player.computer)
            fail(join(path, "computer") + ": unknown level " + quoteText(level) +
                 " (expected random, greedy, easy, medium, hard, expert or adaptive)");
        // The adaptive level's strength in that game (records before it have none).
        if (json.contains("strength")) {
            if (player.computer != Level::Adaptive)
                fail(join(path, "strength") + ": only the adaptive level has a strength");
            player.strength =
                int(integer(json["strength"], join(path, "strength"), 1, kAdaptiveStrengths));
        }
    } else {
        player.name = text(json["name"], join(path, "name"));
        if (player.name.size() > kMaxRecordNameBytes)
            fail(join(path, "name") + ": a name of " + std::to_string(player.name.size()) +
                 " bytes is too long");
    }
    return player;
}

} // namespace

GameRecord recordFromJson(const Json& json) {
    if (!json.is_object()) fail("a game record is a JSON object, got " + describe(json));
    if (!json.contains("cozenRecord"))
        fail(json.contains("cozen") ? "this is a position, not a game record (no \"cozenRecord\")"
                                    : "not a game record: missing field \"cozenRecord\"");
    const long long version = integer(json["cozenRecord"], "cozenRecord", 0, 1 << 30);
    if (version != 1)
        fail("cozenRecord: format version " + std::to_string(version) +
             " is not supported (this version reads 1)");
    GameRecord record;
    if (const auto mode = json.find("mode"); mode != json.end()) {
        if (*mode == "2v2")
            record.seats = 4;
        else if (*mode != "1v1")
            fail("mode: expected \"1v1\" or \"2v2\", got " + describe(*mode));
    }
    record.target = int(integer(field(json, "target", ""), "target", 1, 1000));
    record.seed = [&] {
        const Json& seed = field(json, "seed", "");
        if (!seed.is_number_integer() ||
            (seed.is_number_integer() && !seed.is_number_unsigned() && seed.get<long long>() < 0))
            fail("seed: expected a whole number from 0 to 18446744073709551615, got " +
                 describe(seed));
        return seed.get<std::uint64_t>();
    }();

    const Json& players = field(json, "players", "");
    if (!players.is_array()) fail("players: expected a list, got " + describe(players));
    if (players.size() != std::size_t(record.seats))
        fail("players: " + std::to_string(players.size()) + " players, but a " +
             (record.seats == 4 ? "2v2" : "1v1") + " game has " + std::to_string(record.seats));
    for (std::size_t i = 0; i < players.size(); ++i)
        record.players.push_back(playerFromJson(players[i], at("players", i)));

    if (const auto match = json.find("match"); match != json.end()) {
        if (!match->is_object()) fail("match: expected an object, got " + describe(*match));
        RecordMatchGame game;
        game.game = int(integer(field(*match, "game", "match"), "match.game", 1,
                                std::numeric_limits<int>::max()));
        game.aTeam = teamByName(field(*match, "a", "match"), "match.a");
        record.match = game;
    }
    if (const auto daily = json.find("daily"); daily != json.end()) {
        try {
            record.daily = parseDate(text(*daily, "daily"));
        } catch (const Error& e) {
            fail(std::string("daily: ") + e.what());
        }
    }

    const Json& rounds = field(json, "rounds", "");
    if (!rounds.is_array()) fail("rounds: expected a list, got " + describe(rounds));
    std::vector<std::vector<std::string>> texts;
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        const std::string path = at("rounds", r);
        const Json& round = rounds[r];
        if (!round.is_object()) fail(path + ": expected an object, got " + describe(round));
        RecordRound entry;
        try {
            entry.start = positionFromJson(field(round, "start", path));
        } catch (const Error& e) {
            const std::string message = e.what();
            fail(message.rfind(path, 0) == 0 ? message : path + ".start: " + message);
        }
        const Json& moves = field(round, "moves", path);
        if (!moves.is_array())
            fail(path + ".moves: expected a list of moves, got " + describe(moves));
        std::vector<std::string> roundTexts;
        for (std::size_t i = 0; i < moves.size(); ++i)
            roundTexts.push_back(text(moves[i], at(path + ".moves", i)));
        texts.push_back(std::move(roundTexts));
        record.rounds.push_back(std::move(entry));
    }

    const Json& result = field(json, "result", "");
    if (!result.is_object()) fail("result: expected an object, got " + describe(result));
    const Json& winner = field(result, "winner", "result");
    if (winner.is_null())
        record.result.winner = kNobody;
    else if (winner == "draw")
        record.result.winner = kDraw;
    else if (winner.is_string() && (winner == "red" || winner == "black"))
        record.result.winner = teamByName(winner, "result.winner");
    else
        fail("result.winner: expected \"red\", \"black\", \"draw\" or null (unfinished), got " +
             describe(winner));
    const Json& vp = field(result, "vp", "result");
    if (!vp.is_object()) fail("result.vp: expected an object, got " + describe(vp));
    for (int team = 0; team < kTeams; ++team) {
        const std::string name(teamName(team));
        record.result.vp[std::size_t(team)] =
            int(integer(field(vp, name, "result.vp"), "result.vp." + name, 0, 1000));
    }
    record.result.rounds =
        int(integer(field(result, "rounds", "result"), "result.rounds", 1, kLastRound));

    const RecordResult replayed = replay(record, &texts, nullptr, nullptr);
    const RecordResult& stated = record.result;
    const std::string outcome =
        winnerText(replayed.winner) + ", " + std::to_string(replayed.vp[0]) + " VP to " +
        std::to_string(replayed.vp[1]) + " after round " + std::to_string(replayed.rounds);
    if (stated.winner != replayed.winner)
        fail("result.winner: " + winnerText(stated.winner) + ", but the moves end " + outcome);
    if (stated.vp != replayed.vp)
        fail("result.vp: red " + std::to_string(stated.vp[0]) + ", black " +
             std::to_string(stated.vp[1]) + ", but the moves end " + outcome);
    if (stated.rounds != replayed.rounds)
        fail("result.rounds: " + std::to_string(stated.rounds) + ", but the moves end " + outcome);
    checkDaily(record);
    return record;
}

GameRecord parseRecord(std::string_view text) {
    return recordFromJson(parseDocument(text, kMaxRecordBytes, "record"));
}

RecordReplay::RecordReplay(GameRecord record)
    : record_(std::move(record)) {
    result_ = replay(record_, nullptr, &steps_, &reports_);
}

int RecordReplay::firstStepOf(int round) const {
    for (std::size_t i = 0; i < steps_.size(); ++i)
        if (steps_[i].round == round) return int(i);
    return -1;
}

const RoundReport* RecordReplay::report(int round) const {
    if (round < 0 || std::size_t(round) >= reports_.size() || !reports_[std::size_t(round)])
        return nullptr;
    return &*reports_[std::size_t(round)];
}

} // namespace cozen
