#include "gamerecords.h"

#include "cozen/error.h"
#include "cozen/position.h"
#include "cozen/rules.h"

#include <QDir>
#include <QFileInfo>

namespace cozen::app {

Rng dealRng(std::uint64_t seed, int round) {
    return Rng(seed ^ (0x9E3779B97F4A7C15ull * std::uint64_t(round)));
}

namespace {

// Plays the save's history from the first deal into `writer`, and returns the state it leads to.
// Reads only what the position shows everyone (the round, the starter, the target, the seats).
GameState playHistory(const SavedGame& game, RecordWriter& writer) {
    const GameState& end = game.state;
    const int seats = end.seatCount;
    if (game.history.size() != std::size_t(end.round))
        throw Error("the save's history holds " + std::to_string(game.history.size()) +
                    " rounds, but the game is in round " + std::to_string(end.round));
    // The starter passes on every round (R4), so the first round's is known from the last's.
    const int rounds = end.round;
    const Seat first = Seat(((int(end.starter) - (rounds - 1)) % seats + seats) % seats);
    GameState state = cozen::newGame({seats, end.target, first});
    for (std::size_t r = 0; r < game.history.size(); ++r) {
        Rng rng = dealRng(game.seed, state.round + 1);
        dealRound(state, rng);
        writer.startRound(state);
        for (std::size_t i = 0; i < game.history[r].size(); ++i) {
            const std::string where =
                "history[" + std::to_string(r) + "][" + std::to_string(i) + "]: ";
            if (state.phase != Phase::Playing) throw Error(where + "a move after the round ended");
            Move move;
            try {
                move = parseMove(game.history[r][i], state);
            } catch (const Error& e) {
                throw Error(where + e.what());
            }
            if (const Refusal refusal = whyIllegal(state, move))
                throw Error(where + "not legal: " + refusalText(refusal));
            writer.addMove(move);
            play(state, move);
        }
    }
    return state;
}

RecordWriter writerFor(const SavedGame& game) {
    if (game.players.size() != std::size_t(game.state.seatCount))
        throw Error("one player per seat is needed");
    std::vector<RecordPlayer> players;
    for (const Player& player : game.players)
        players.push_back({player.name.toStdString(), player.computer});
    return RecordWriter(game.state.seatCount, game.state.target, game.seed, std::move(players));
}

} // namespace

GameRecord recordOfGame(const SavedGame& game) {
    RecordWriter writer = writerFor(game);
    const GameState state = playHistory(game, writer);
    if (!(state == game.state)) throw Error("the save's history does not lead to its position");
    GameRecord record = std::move(writer).finish(state);
    RecordReplay check(record); // the record must replay, or it is not kept
    return record;
}

RecordRound lastRoundPlayed(const SavedGame& game) {
    return roundsPlayed(game).back();
}

std::vector<RecordRound> roundsPlayed(const SavedGame& game) {
    RecordWriter writer = writerFor(game);
    const GameState state = playHistory(game, writer);
    return std::move(writer).finish(state).rounds;
}

QString gameId(const SavedGame& game) {
    // FNV-1a, 64 bits: the same on every platform and standard library.
    std::uint64_t hash = 0xcbf29ce484222325ull;
    const auto add = [&hash](unsigned char byte) {
        hash ^= byte;
        hash *= 0x100000001b3ull;
    };
    for (int i = 0; i < 8; ++i)
        add((unsigned char)(game.seed >> (8 * i)));
    for (const auto& round : game.history) {
        add('[');
        for (const std::string& move : round) {
            for (const char c : move)
                add((unsigned char)c);
            add(';');
        }
    }
    return QStringLiteral("%1").arg(hash, 16, 16, QLatin1Char('0'));
}

QString recordsFolder(const QString& savePath) {
    if (savePath.isEmpty()) return {};
    return QFileInfo(savePath).absoluteDir().filePath(QStringLiteral("records"));
}

QString newRecordPath(const QString& folder, const QString& stem) {
    const QDir dir(folder);
    QString path = dir.filePath(stem + QStringLiteral(".json"));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = dir.filePath(QStringLiteral("%1-%2.json").arg(stem).arg(n));
    return path;
}

} // namespace cozen::app
