#include "cozen/session.h"

#include "cozen/error.h"
#include "cozen/rules.h"
#include "cozen/view.h"

#include <string>
#include <utility>

namespace cozen {

Rng dealRng(std::uint64_t seed, int round) {
    return Rng(seed ^ (0x9E3779B97F4A7C15ull * std::uint64_t(round)));
}

namespace {

void checkPlayers(const std::vector<RecordPlayer>& players, int seats) {
    if (int(players.size()) != seats)
        throw Error("a game of " + std::to_string(seats) +
                    " seats needs one player per seat, not " + std::to_string(players.size()));
}

// The next round of a game, dealt from its seed.
void dealNext(GameState& state, std::uint64_t seed) {
    Rng rng = dealRng(seed, state.round + 1);
    dealRound(state, rng);
}

} // namespace

bool dealtFromSeed(const GameState& before, std::uint64_t seed, const GameState& start) {
    GameState dealt = before;
    dealNext(dealt, seed);
    return dealt == start && dealt.toMove == start.toMove &&
           dealt.finalTurnsLeft == start.finalTurnsLeft;
}

namespace {

// The rounds `history` plays from the first deal of a game that stands at `end` now. Only what
// `end` shows everyone is read (its round, the starter, the target, the seats); throws Error naming
// the move that is not one.
std::vector<RecordRound> replayHistory(const GameState& end, std::uint64_t seed,
                                       const MoveHistory& history, GameState& state) {
    const int seats = end.seatCount;
    if (history.size() != std::size_t(end.round))
        throw Error("the history holds " + std::to_string(history.size()) +
                    " rounds, but the game is in round " + std::to_string(end.round));
    // The starter passes on every round (R4), so the first round's is known from the last's.
    const int rounds = end.round;
    const Seat first = Seat(((int(end.starter) - (rounds - 1)) % seats + seats) % seats);
    state = newGame({seats, end.target, first});
    std::vector<RecordRound> played;
    for (std::size_t r = 0; r < history.size(); ++r) {
        dealNext(state, seed);
        RecordRound& round = played.emplace_back(RecordRound{state, {}});
        for (std::size_t i = 0; i < history[r].size(); ++i) {
            const std::string where =
                "history[" + std::to_string(r) + "][" + std::to_string(i) + "]: ";
            if (state.phase != Phase::Playing) throw Error(where + "a move after the round ended");
            Move move;
            try {
                move = parseMove(history[r][i], state);
            } catch (const Error& e) {
                throw Error(where + e.what());
            }
            if (const Refusal refusal = whyIllegal(state, move))
                throw Error(where + "not legal: " + refusalText(refusal));
            round.moves.push_back(move);
            cozen::play(state, move);
        }
    }
    return played;
}

} // namespace

Session::Session(const GameOptions& options, std::uint64_t seed, std::vector<RecordPlayer> players)
    : state_(newGame(options))
    , seed_(seed)
    , players_(std::move(players)) {
    checkPlayers(players_, state_.seatCount);
    dealNext(state_, seed_);
    rounds_.push_back({state_, {}});
    anchor_ = {0, 0, state_};
}

Session Session::fromSave(const GameState& position, std::uint64_t seed,
                          std::vector<RecordPlayer> players, MoveHistory history) {
    checkPlayers(players, position.seatCount);
    Session session;
    session.state_ = position;
    session.seed_ = seed;
    session.players_ = std::move(players);
    try {
        GameState reached;
        std::vector<RecordRound> rounds = replayHistory(position, seed, history, reached);
        // Compared as everybody sees them: whether the moves are known never depends on a card
        // some seat may not see.
        if (publicView(reached) == publicView(position)) {
            session.whole_ = reached == position;
            session.rounds_ = std::move(rounds);
            session.anchor_ = {session.rounds_.size() - 1, session.rounds_.back().moves.size(),
                               position};
            return session;
        }
    } catch (const Error&) {
        // Moves that are not this game's: kept as they were written, below.
    }
    session.whole_ = false;
    session.carried_ = std::move(history);
    session.rounds_.push_back({position, {}});
    session.anchor_ = {0, 0, position};
    return session;
}

Session::Played Session::play(const Move& move) {
    if (const Refusal refusal = whyIllegal(state_, move))
        throw Error("not legal: " + refusalText(refusal));
    Played result{state_, playedMove(state_, move)};
    cozen::play(state_, move);
    rounds_.back().moves.push_back(move);
    result.roundEnded = state_.phase != Phase::Playing;
    if (state_.phase == Phase::RoundOver) {
        dealNext(state_, seed_);
        rounds_.push_back({state_, {}});
        anchor_ = {rounds_.size() - 1, 0, state_};
    }
    result.gameEnded = state_.phase == Phase::GameOver;
    return result;
}

std::vector<PlayedMove> Session::movesOf(std::size_t round) const {
    std::vector<PlayedMove> moves;
    GameState state = rounds_.at(round).start;
    for (const Move& move : rounds_[round].moves) {
        moves.push_back(playedMove(state, move));
        cozen::play(state, move);
    }
    return moves;
}

bool Session::canTakeBack() const {
    return state_.phase == Phase::Playing && !rounds_.empty() &&
           anchor_.round == rounds_.size() - 1 && rounds_.back().moves.size() > anchor_.moves;
}

Move Session::takeBack() {
    if (!canTakeBack()) throw Error("no move of this round to take back");
    RecordRound& round = rounds_.back();
    const Move last = round.moves.back();
    round.moves.pop_back();
    GameState state = anchor_.state;
    for (std::size_t i = anchor_.moves; i < round.moves.size(); ++i)
        cozen::play(state, round.moves[i]);
    state_ = std::move(state);
    return last;
}

std::optional<Session::RoundEnd> Session::lastRoundEnd() const {
    // The round in progress when its last move ended it (and the game), else the one before it.
    // A round in progress has no end yet, and a round dealt no card (the game drawn at the deal,
    // R10) none of its own.
    for (auto round = rounds_.rbegin(); round != rounds_.rend(); ++round) {
        if (round->moves.empty()) continue;
        GameState state = round->start;
        for (std::size_t i = 0; i + 1 < round->moves.size(); ++i)
            cozen::play(state, round->moves[i]);
        GameState after = state;
        cozen::play(after, round->moves.back());
        if (after.phase != Phase::Playing) return RoundEnd{std::move(state), round->moves.back()};
    }
    return std::nullopt;
}

MoveHistory Session::history() const {
    MoveHistory history = carried_;
    for (std::size_t r = 0; r < rounds_.size(); ++r) {
        // A session that was not whole plays on from the save's round in progress.
        if (r > 0 || history.empty()) history.emplace_back();
        GameState state = rounds_[r].start;
        for (const Move& move : rounds_[r].moves) {
            history.back().push_back(moveText(move, colourOfSeat(state.toMove)));
            cozen::play(state, move);
        }
    }
    return history;
}

GameRecord Session::record() const {
    if (!whole_) throw Error("the game's moves do not lead from its first deal to its position");
    GameRecord record;
    record.seats = state_.seatCount;
    record.target = state_.target;
    record.seed = seed_;
    record.players = players_;
    record.daily = daily_;
    record.rounds = rounds_;
    record.result = resultOf(state_);
    return record;
}

} // namespace cozen
