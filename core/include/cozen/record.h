#pragma once
// A game kept as a record (docs/position-format.md, "Game records"): who played each seat, the
// seed, every round's start as dealt (a position) and every move, and the result. Loading replays
// the whole game and refuses a record that does not add up with a message naming the round, the
// move and the card. RecordReplay steps through a valid record, move by move across the rounds,
// for the command line's replay and the app's viewer alike.

#include "cozen/ai.h"
#include "cozen/date.h"
#include "cozen/move.h"
#include "cozen/rules.h"
#include "cozen/state.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cozen {

// A record holds one position per round, so a long game may take more than a position's 1 MiB: a
// round takes about 1 KB in 1v1 and 2 KB in 2v2 (a 100-round 2v2 record about 200 KB), and the
// game window's games have no round cap. 16 MiB (thousands of rounds) still parses in a fraction of
// a second, so a hostile file is answered as quickly.
inline constexpr std::size_t kMaxRecordBytes = std::size_t(16) << 20;

// The longest person's name a record holds, in UTF-8 bytes: the game window holds names to 24
// characters as a person sees them and 480 UTF-16 units (app/models/play/names.h), three bytes a
// unit at most, so that no name it accepts makes its record unreadable (24 family emoji take 600
// bytes).
inline constexpr std::size_t kMaxRecordNameBytes = 1440;

// Who played a seat: a person by name (empty for a lone unnamed person), or the computer, and
// the adaptive level at which strength (0: not said, as in records before it).
struct RecordPlayer {
    std::string name;
    std::optional<Level> computer;
    int strength = 0;
    bool operator==(const RecordPlayer&) const = default;
};

// A game of `cozen-cli match`: its number in the match (from 1) and the team player A played.
struct RecordMatchGame {
    int game = 1;
    int aTeam = 0;
    bool operator==(const RecordMatchGame&) const = default;
};

struct RecordResult {
    int winner = kNobody; // a team, kDraw, or kNobody while the game is unfinished
    std::array<int, kTeams> vp{};
    int rounds = 0; // rounds played (the round number the game stopped in)
    bool operator==(const RecordResult&) const = default;
};

struct RecordRound {
    GameState start; // as dealt
    std::vector<Move> moves;
};

struct GameRecord {
    int seats = 2; // 2 (1v1) or 4 (2v2)
    int target = 70;
    std::uint64_t seed = 0;
    std::vector<RecordPlayer> players; // one per seat, in turn order
    std::optional<RecordMatchGame> match;
    std::optional<Date> daily; // the day whose daily deal this game is (daily.h)
    std::vector<RecordRound> rounds;
    RecordResult result;
};

// Builds a record while a game is played: start a round with its dealt state, add the moves, and
// finish with the final state.
class RecordWriter {
public:
    RecordWriter(int seats, int target, std::uint64_t seed, std::vector<RecordPlayer> players);
    void startRound(const GameState& dealt);
    void addMove(const Move& move);
    // The result is read from the state the game stopped in.
    GameRecord finish(const GameState& last, std::optional<RecordMatchGame> match = {}) &&;

private:
    GameRecord record_;
};

// The result a state stands at: the winner once the game is over, the jails' VP and the round.
RecordResult resultOf(const GameState& state);

nlohmann::ordered_json recordToJson(const GameRecord& record);
std::string formatRecord(const GameRecord& record);
// Reads and validates a record in full (it is replayed): throws Error naming the problem.
GameRecord recordFromJson(const nlohmann::ordered_json& json);
GameRecord parseRecord(std::string_view text);

// A record replayed: every position from the first round's deal to the end, one step per move.
// Step 0 is round 1 as dealt; each move is a step; each later round's deal is a step of its own.
class RecordReplay {
public:
    struct Step {
        int round = 0;             // index into record().rounds
        int move = 0;              // the round's moves played so far (0: the round as dealt)
        GameState state;           // after them; a round's last move leaves it resolved
        std::optional<Move> moved; // the move that led here (none at a deal)
        Seat mover = 0;            // who played it
    };

    // Throws Error, naming the round and the move, when the record does not replay.
    explicit RecordReplay(GameRecord record);

    const GameRecord& record() const { return record_; }
    int stepCount() const { return int(steps_.size()); }
    const Step& step(int index) const { return steps_.at(std::size_t(index)); }
    // The step at which round `round` (an index) is dealt.
    int firstStepOf(int round) const;
    // How round `round` was resolved, when its moves ended it.
    const RoundReport* report(int round) const;
    // What the moves come to (equal to record().result for a record that loaded).
    const RecordResult& result() const { return result_; }

private:
    GameRecord record_;
    std::vector<Step> steps_;
    std::vector<std::optional<RoundReport>> reports_;
    RecordResult result_;
};

// "red", "black", "draw" or "unfinished", as a record's result names it.
std::string winnerText(int winner);

} // namespace cozen
