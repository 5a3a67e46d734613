#include "storage/savefile.h"

#include "storage/filereading.h"

#include "cozen/daily.h"
#include "cozen/document.h"
#include "cozen/error.h"
#include "cozen/json_format.h"
#include "cozen/position.h"

#include <nlohmann/json.hpp>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

namespace cozen::app {

using nlohmann::ordered_json;

namespace {

Level readLevel(const ordered_json& level, const std::string& where) {
    const auto parsed = level.is_string() ? parseLevel(level.get<std::string>()) : std::nullopt;
    if (!parsed) throw Error(where + ": not a level: " + describe(level));
    return *parsed;
}

// [ { "name": "Ann" }, { "computer": "hard" } ]
std::vector<Player> readPlayers(const ordered_json& list) {
    if (!list.is_array() || list.size() > std::size_t(kMaxSeats))
        throw Error("\"game\".\"players\": not a list of up to 4 players");
    std::vector<Player> players;
    for (const ordered_json& entry : list) {
        const std::string where = "\"game\".\"players\"[" + std::to_string(players.size()) + "]";
        const bool strength = entry.is_object() && entry.contains("strength");
        if (!entry.is_object() || entry.size() != (strength ? 2 : 1))
            throw Error(where + ": not { \"name\": … } or { \"computer\": … }");
        if (const auto name = entry.find("name"); name != entry.end()) {
            if (!name->is_string()) throw Error(where + ".\"name\": not text");
            if (strength) throw Error(where + ": a person has no strength");
            players.push_back({QString::fromStdString(name->get<std::string>()), std::nullopt});
        } else if (const auto level = entry.find("computer"); level != entry.end()) {
            Player player{{}, readLevel(*level, where + ".\"computer\"")};
            // The adaptive level's strength in this game (its start in a save written without it).
            if (strength) {
                const ordered_json& value = entry["strength"];
                if (!player.adaptive() || !value.is_number_integer() ||
                    value.get<long long>() < 1 || value.get<long long>() > kAdaptiveStrengths)
                    throw Error(where +
                                ".\"strength\": not a strength of the adaptive level "
                                "(1 to " +
                                std::to_string(kAdaptiveStrengths) + "): " + describe(value));
                player.strength = int(value.get<long long>());
            } else if (player.adaptive()) {
                player.strength = kAdaptiveStart;
            }
            players.push_back(player);
        } else {
            throw Error(where + ": not { \"name\": … } or { \"computer\": … }");
        }
    }
    return players;
}

} // namespace

SavedGame SavedGame::at(const GameState& position, std::uint64_t seed,
                        const std::vector<Player>& players, MoveHistory history) {
    return {Session::fromSave(position, seed, recordPlayersOf(players), std::move(history))};
}

namespace {

ordered_json saveJson(const SavedGame& game) {
    ordered_json json = positionToJson(game.state());
    ordered_json players = ordered_json::array();
    for (const Player& player : game.players()) {
        players.push_back(
            player.isPerson()
                ? ordered_json{{"name", player.name.toStdString()}}
                : ordered_json{{"computer", std::string(levelName(*player.computer))}});
        if (player.strength > 0) players.back()["strength"] = player.strength;
    }
    json["game"] = {
        {"seed", game.session.seed()}, {"players", std::move(players)}, {"hints", game.hints}};
    if (game.endedHere) json["game"]["endedHere"] = true;
    if (game.summaryPending) json["game"]["summaryPending"] = true;
    if (game.session.daily()) json["game"]["daily"] = dateText(*game.session.daily());
    if (game.session.daily() && game.dailyPractice) json["game"]["dailyPractice"] = true;
    json["history"] = game.history();
    if (!game.unrecorded.empty()) {
        ordered_json unrecorded = ordered_json::array();
        for (const SavedGame& ended : game.unrecorded)
            unrecorded.push_back(saveJson(ended));
        json["unrecorded"] = std::move(unrecorded);
    }
    return json;
}

} // namespace

QByteArray saveText(const SavedGame& game) {
    return QByteArray::fromStdString(prettyJson(saveJson(game)) + "\n");
}

QString writeSave(const QString& path, const SavedGame& game) {
    return writeFileWhole(path, saveText(game));
}

namespace {

constexpr QFileDevice::Permissions kOwnerOnlyFile =
    QFileDevice::ReadOwner | QFileDevice::WriteOwner;
constexpr QFileDevice::Permissions kOwnerOnlyFolder = kOwnerOnlyFile | QFileDevice::ExeOwner;

// Makes `folder` and those missing above it; for the player alone when `access` says so.
bool makeFolder(const QString& folder, FileAccess access) {
    if (QFileInfo(folder).isDir()) return true;
#ifdef Q_OS_UNIX
    if (access == FileAccess::OwnerOnly) {
        QStringList missing; // outermost first
        for (QString at = QDir::cleanPath(folder); !QFileInfo::exists(at);) {
            missing.prepend(at);
            const QString up = QFileInfo(at).path();
            if (up == at) break;
            at = up;
        }
        for (const QString& each : missing)
            if (!QDir().mkdir(each, kOwnerOnlyFolder) && !QFileInfo(each).isDir()) return false;
        return QFileInfo(folder).isDir();
    }
#else
    Q_UNUSED(access)
#endif
    return QDir().mkpath(folder);
}

} // namespace

void keepFolderPrivate(const QString& path) {
#ifdef Q_OS_UNIX
    const QFileInfo info(path);
    if (info.isDir() && !info.isSymLink()) QFile::setPermissions(path, kOwnerOnlyFolder);
#else
    Q_UNUSED(path)
#endif
}

QString writeFileWhole(const QString& path, const QByteArray& text, FileAccess access) {
    const QString folder = QFileInfo(path).absolutePath();
    if (!makeFolder(folder, access)) return QStringLiteral("cannot make the folder %1").arg(folder);
    // Every step is checked, and the buffered bytes are flushed before the commit: Qt 6.4's
    // commit() misses a failed buffered write (a full disk) and would rename a short file over
    // the good one. On any failure the temporary file is dropped and the old file stays whole.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
#ifdef Q_OS_UNIX
    // QSaveFile gives the new file the old one's permissions, or 0666 less the umask (0644): the
    // save holds every hand and the cards to come. Set on the temporary file, before the rename.
    if (access == FileAccess::OwnerOnly) file.setPermissions(kOwnerOnlyFile);
#endif
    if (file.write(text) != text.size() || !file.flush()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return why;
    }
    if (!file.commit()) return file.errorString();
    return {};
}

namespace {

// A save's game from its JSON, "unrecorded" aside (throws Error naming the problem).
SavedGame saveFromJson(const ordered_json& json) {
    SavedGame game;
    const GameState state = positionFromJson(json);
    const auto gameJson = json.find("game");
    if (gameJson == json.end() || !gameJson->is_object()) throw Error("\"game\": missing");
    const auto field = [&](const char* name) -> const ordered_json& {
        const auto it = gameJson->find(name);
        if (it == gameJson->end()) throw Error(std::string("\"game\".\"") + name + "\": missing");
        return *it;
    };
    const auto& seedJson = field("seed");
    if (!seedJson.is_number_unsigned()) throw Error("\"game\".\"seed\": not a whole number");
    const auto seed = seedJson.get<std::uint64_t>();
    if (const auto hints = gameJson->find("hints"); hints != gameJson->end()) {
        if (!hints->is_number_unsigned() || hints->get<std::uint64_t>() > 1'000'000)
            throw Error("\"game\".\"hints\": not a whole number up to 1000000");
        game.hints = hints->get<int>();
    }
    const auto flag = [&](const char* name) {
        const auto it = gameJson->find(name);
        if (it == gameJson->end()) return false;
        if (!it->is_boolean())
            throw Error(std::string("\"game\".\"") + name + "\": not true or false");
        return it->get<bool>();
    };
    game.endedHere = flag("endedHere") && state.phase == Phase::GameOver;
    game.summaryPending = flag("summaryPending");
    const std::vector<Player> players = readPlayers(field("players"));
    if (int(players.size()) != state.seatCount)
        throw Error("\"game\".\"players\": " + std::to_string(players.size()) + " players for " +
                    std::to_string(state.seatCount) + " seats");
    try {
        checkPlayers(players, true);
    } catch (const Error& e) {
        throw Error(std::string("\"game\".\"players\": ") + e.what());
    }

    MoveHistory history;
    if (const auto moves = json.find("history"); moves != json.end()) {
        if (!moves->is_array()) throw Error("\"history\": not a list of rounds");
        for (const auto& round : *moves) {
            if (!round.is_array()) throw Error("\"history\": a round is not a list of moves");
            auto& list = history.emplace_back();
            for (const auto& move : round) {
                if (!move.is_string())
                    throw Error("\"history\": a move is not text: " + describe(move));
                list.push_back(move.get<std::string>());
            }
        }
    }
    // The moves are played from the first deal: when they lead to the position, the save holds
    // the whole game (its record can be kept); a save changed by hand still loads.
    game.session = Session::fromSave(state, seed, recordPlayersOf(players), std::move(history));
    if (const auto daily = gameJson->find("daily"); daily != gameJson->end()) {
        if (!daily->is_string()) throw Error("\"game\".\"daily\": not a date (YYYY-MM-DD)");
        try {
            const Date day = parseDate(daily->get<std::string>());
            if (seed != dailySeed(day) || state.seatCount != 2)
                throw Error("the game is not that day's deal");
            game.session.setDaily(day);
            // Played from the day's first deal, by its players, to its target (checkDaily).
            if (!game.session.whole()) throw Error("its moves do not lead from the day's deal");
            checkDaily(game.session.record());
            game.dailyPractice = flag("dailyPractice");
        } catch (const Error& e) {
            throw Error(std::string("\"game\".\"daily\": ") + e.what());
        }
    }
    return game;
}

} // namespace

SavedGame readSave(const QString& path) {
    QString why;
    const QByteArray bytes = readRegularFile(path, qint64(kMaxDocumentBytes), &why);
    if (!why.isEmpty()) throw Error("cannot read " + path.toStdString() + ": " + why.toStdString());
    if (bytes.size() > qsizetype(kMaxDocumentBytes))
        throw Error("the file is larger than a save can be (over " +
                    std::to_string(kMaxDocumentBytes) + " bytes)");

    // parseDocument refuses hostile JSON (size, nesting, keys) before it costs anything, and the
    // position is validated in full before the rest of the save is read.
    const ordered_json json =
        parseDocument(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                      kMaxDocumentBytes, "saved game");
    SavedGame game = saveFromJson(json);
    if (const auto list = json.find("unrecorded"); list != json.end()) {
        if (!list->is_array() || list->size() > SavedGame::kMaxUnrecorded)
            throw Error("\"unrecorded\": not a list of at most " +
                        std::to_string(SavedGame::kMaxUnrecorded) + " games");
        for (const ordered_json& entry : *list) {
            const std::string where =
                "\"unrecorded\"[" + std::to_string(game.unrecorded.size()) + "]";
            if (!entry.is_object() || entry.contains("unrecorded"))
                throw Error(where + ": not a saved game");
            try {
                SavedGame ended = saveFromJson(entry);
                if (!ended.endedHere) throw Error("not a game that ended here");
                game.unrecorded.push_back(std::move(ended));
            } catch (const Error& e) {
                throw Error(where + ": " + e.what());
            }
        }
    }
    return game;
}

QString setAside(const QString& path) {
    const QFileInfo info(path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = info.dir().filePath(
        QStringLiteral("%1.damaged-%2.%3").arg(info.completeBaseName(), stamp, info.suffix()));
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = info.dir().filePath(QStringLiteral("%1.damaged-%2-%3.%4")
                                        .arg(info.completeBaseName(), stamp)
                                        .arg(n)
                                        .arg(info.suffix()));
    return QFile::rename(path, aside) ? aside : QString();
}

QString whyNotASaveFile(const QString& path) {
    const QFileInfo info(path);
    if (const QString kind = notARegularFile(path); !kind.isEmpty())
        return QStringLiteral("%1 is %2, not a file").arg(path, kind);
    if (!info.exists()) {
        if (info.isSymLink())
            return QStringLiteral("%1 is a link to %2, which does not exist")
                .arg(path, info.symLinkTarget());
        if (!QFileInfo(info.absolutePath()).isDir())
            return QStringLiteral("the folder %1 does not exist").arg(info.absolutePath());
    }
    // The save is written beside it, and renamed over it (writeFileWhole).
    if (!QFileInfo(info.absolutePath()).isWritable())
        return QStringLiteral("the folder %1 cannot be written to").arg(info.absolutePath());
    if (!info.exists()) return {};
    QString why;
    const QByteArray start = readRegularFile(path, 4096, &why).trimmed();
    if (!why.isEmpty()) return QStringLiteral("%1 cannot be read (%2)").arg(path, why);
    // As the game writes a save: an object whose first key is "cozen" (docs/position-format.md),
    // perhaps after a byte order mark.
    static const QRegularExpression aSave(QStringLiteral(R"(^(\xEF\xBB\xBF)?\s*\{\s*"cozen"\s*:)"));
    if (!aSave.match(QString::fromLatin1(start)).hasMatch())
        return QStringLiteral("%1 is %2, and the game writes over no other file: name a new file, "
                              "or a save")
            .arg(path, info.size() == 0 ? QStringLiteral("empty, not a Cozen save")
                                        : QStringLiteral("not a Cozen save"));
    // A save the game cannot resume is not set aside here (the player named it): said, and left.
    try {
        readSave(path);
    } catch (const std::exception& e) {
        return QStringLiteral("%1 is a save the game cannot resume (%2); move it away, or name "
                              "another file")
            .arg(path, QString::fromUtf8(e.what()));
    }
    return {};
}

} // namespace cozen::app
