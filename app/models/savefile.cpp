#include "savefile.h"

#include "cozen/error.h"
#include "cozen/json_format.h"
#include "cozen/position.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace cozen::app {

using nlohmann::ordered_json;

QString writeSave(const QString& path, const SavedGame& game) {
    ordered_json json = positionToJson(game.state);
    json["game"] = {{"level", std::string(levelName(game.level))},
                    {"seed", game.seed},
                    {"you", std::string(colourName(colourOfSeat(game.you)))}};
    json["history"] = game.history;
    const std::string text = prettyJson(json) + "\n";

    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    file.write(text.data(), qint64(text.size()));
    if (!file.commit()) return file.errorString();
    return {};
}

SavedGame readSave(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw Error("cannot open " + path.toStdString() + ": " + file.errorString().toStdString());
    // Read one byte more than a save may hold: size() says 0 for pipes and devices.
    const QByteArray bytes = file.read(qint64(kMaxPositionBytes) + 1);
    if (bytes.size() > qsizetype(kMaxPositionBytes))
        throw Error("the file is larger than a save can be (over " +
                    std::to_string(kMaxPositionBytes) + " bytes)");
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));

    SavedGame game;
    // parsePosition guards against hostile JSON (nesting, size) and validates the position in
    // full; only then is the text parsed again for what the save adds.
    game.state = parsePosition(text);
    const auto json = ordered_json::parse(text);
    const auto gameJson = json.find("game");
    if (gameJson == json.end() || !gameJson->is_object()) throw Error("\"game\": missing");
    const auto field = [&](const char* name) -> const ordered_json& {
        const auto it = gameJson->find(name);
        if (it == gameJson->end()) throw Error(std::string("\"game\".\"") + name + "\": missing");
        return *it;
    };
    const auto& level = field("level");
    const auto parsed = level.is_string() ? parseLevel(level.get<std::string>()) : std::nullopt;
    if (!parsed) throw Error("\"game\".\"level\": not a level: " + level.dump());
    game.level = *parsed;
    const auto& seed = field("seed");
    if (!seed.is_number_unsigned()) throw Error("\"game\".\"seed\": not a whole number");
    game.seed = seed.get<std::uint64_t>();
    const auto& you = field("you");
    if (you == "red")
        game.you = 0;
    else if (you == "black")
        game.you = 1;
    else
        throw Error("\"game\".\"you\": must be \"red\" or \"black\", not " + you.dump());
    if (game.state.seatCount != 2) throw Error("the game window plays 1v1 saves only");

    const auto history = json.find("history");
    if (history != json.end()) {
        if (!history->is_array()) throw Error("\"history\": not a list of rounds");
        for (const auto& round : *history) {
            if (!round.is_array()) throw Error("\"history\": a round is not a list of moves");
            auto& moves = game.history.emplace_back();
            for (const auto& move : round) {
                if (!move.is_string())
                    throw Error("\"history\": a move is not text: " + move.dump());
                moves.push_back(move.get<std::string>());
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

} // namespace cozen::app
