#include "savefile.h"

#include "cozen/document.h"
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

    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return QStringLiteral("cannot make the folder %1").arg(QFileInfo(path).absolutePath());
    // Every step is checked, and the buffered bytes are flushed before the commit: Qt 6.4's
    // commit() misses a failed buffered write (a full disk) and would rename a short file over
    // the good save. On any failure the temporary file is dropped and the old save stays whole.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.flush()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return why;
    }
    if (!file.commit()) return file.errorString();
    return {};
}

SavedGame readSave(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw Error("cannot open " + path.toStdString() + ": " + file.errorString().toStdString());
    // Read one byte more than a save may hold: size() says 0 for pipes and devices.
    const QByteArray bytes = file.read(qint64(kMaxDocumentBytes) + 1);
    if (file.error() != QFileDevice::NoError)
        throw Error("cannot read " + path.toStdString() + ": " + file.errorString().toStdString());
    if (bytes.size() > qsizetype(kMaxDocumentBytes))
        throw Error("the file is larger than a save can be (over " +
                    std::to_string(kMaxDocumentBytes) + " bytes)");

    SavedGame game;
    // parseDocument refuses hostile JSON (size, nesting, keys) before it costs anything, and the
    // position is validated in full before the rest of the save is read.
    const ordered_json json =
        parseDocument(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    game.state = positionFromJson(json);
    const auto gameJson = json.find("game");
    if (gameJson == json.end() || !gameJson->is_object()) throw Error("\"game\": missing");
    const auto field = [&](const char* name) -> const ordered_json& {
        const auto it = gameJson->find(name);
        if (it == gameJson->end()) throw Error(std::string("\"game\".\"") + name + "\": missing");
        return *it;
    };
    const auto& level = field("level");
    const auto parsed = level.is_string() ? parseLevel(level.get<std::string>()) : std::nullopt;
    if (!parsed) throw Error("\"game\".\"level\": not a level: " + describe(level));
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
        throw Error("\"game\".\"you\": must be \"red\" or \"black\", not " + describe(you));
    if (game.state.seatCount != 2) throw Error("the game window plays 1v1 saves only");

    const auto history = json.find("history");
    if (history != json.end()) {
        if (!history->is_array()) throw Error("\"history\": not a list of rounds");
        for (const auto& round : *history) {
            if (!round.is_array()) throw Error("\"history\": a round is not a list of moves");
            auto& moves = game.history.emplace_back();
            for (const auto& move : round) {
                if (!move.is_string())
                    throw Error("\"history\": a move is not text: " + describe(move));
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
