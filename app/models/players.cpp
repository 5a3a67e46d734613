#include "players.h"

#include "cozen/error.h"

#include <QSet>

#include <algorithm>

namespace cozen::app {
namespace {

// In double quotes, as messages show what a person typed: letters of any script stay as they
// are; quotes, backslashes and control or format characters (an escape sequence for a terminal,
// a direction mark) are written as escapes ("\u001b"), so a message is one printable line.
std::string quoted(const QString& text) {
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\')) {
            out += QLatin1Char('\\');
            out += c;
        } else if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format ||
                   c.category() == QChar::Separator_Line ||
                   c.category() == QChar::Separator_Paragraph) {
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    return (out + QLatin1Char('"')).toStdString();
}

// A computer's level by name ("hard"), or why not.
Level levelNamed(const QString& name) {
    const auto parsed = parseLevel(name.toStdString());
    if (!parsed)
        throw Error("unknown computer level " + quoted(name) +
                    " (random, greedy, easy, medium, hard or expert)");
    return *parsed;
}

Player readEntry(const QString& raw) {
    const QString entry = raw.trimmed();
    static const QString computer = QStringLiteral("computer");
    if (entry.compare(computer, Qt::CaseInsensitive) == 0) return {{}, Level::Medium};
    if (entry.startsWith(computer + QLatin1Char(':'), Qt::CaseInsensitive))
        return {{}, levelNamed(entry.mid(computer.size() + 1).trimmed().toLower())};
    return {entry, std::nullopt};
}

} // namespace

std::vector<Player> againstTheComputer(Level level, int personSeat, const QString& name) {
    std::vector<Player> players(2, Player{{}, level});
    players[std::size_t(personSeat)] = {name, std::nullopt};
    return players;
}

void checkPlayers(const std::vector<Player>& players, bool unnamedAlone) {
    if (players.size() != 2 && players.size() != 4)
        throw Error("the game needs 2 players (Red, then Black) or 4 for 2v2 (Red 1, Black 1, "
                    "Red 2, Black 2), one per seat, not " +
                    std::to_string(players.size()));
    QSet<QString> names;
    for (const Player& player : players) {
        if (!player.isPerson()) continue;
        if (player.name.trimmed().isEmpty()) {
            if (unnamedAlone && personCount(players) == 1) {
                names.insert({});
                continue;
            }
            throw Error("a player's name is empty");
        }
        if (player.name.size() > kMaxNameLength)
            throw Error("the name " + quoted(player.name.left(kMaxNameLength)) +
                        "… is longer than " + std::to_string(kMaxNameLength) + " characters");
        for (const QChar c : player.name)
            if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
                throw Error("the name " + quoted(player.name) + " holds a control character");
        if (names.contains(player.name.toCaseFolded()))
            throw Error("two players are named " + quoted(player.name) +
                        "; each person needs a name of their own");
        names.insert(player.name.toCaseFolded());
    }
    if (names.isEmpty()) throw Error("no seat is played by a person");
}

std::vector<Player> parsePlayers(const QString& text) {
    std::vector<Player> players;
    for (const QString& entry : text.split(QLatin1Char(',')))
        players.push_back(readEntry(entry));
    checkPlayers(players);
    return players;
}

QString playersText(const std::vector<Player>& players) {
    QStringList entries;
    for (const Player& player : players)
        entries.append(player.isPerson()
                           ? player.name
                           : QStringLiteral("computer:") + levelText(*player.computer));
    return entries.join(QLatin1Char(','));
}

std::vector<Player> playersFromVariant(const QVariantList& list) {
    std::vector<Player> players;
    for (const QVariant& item : list) {
        const QVariantMap map = item.toMap();
        const QString level = map.value(QStringLiteral("computer")).toString();
        if (level.isEmpty()) {
            players.push_back({map.value(QStringLiteral("name")).toString().trimmed(), {}});
            continue;
        }
        players.push_back({{}, levelNamed(level)});
    }
    return players;
}

QVariantList playersToVariant(const std::vector<Player>& players) {
    QVariantList list;
    for (const Player& player : players)
        list.append(player.isPerson()
                        ? QVariantMap{{QStringLiteral("name"), player.name}}
                        : QVariantMap{{QStringLiteral("computer"), levelText(*player.computer)}});
    return list;
}

QString levelText(Level level) {
    const std::string_view name = levelName(level);
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

Player playerOf(const RecordPlayer& player) {
    return {QString::fromStdString(player.name), player.computer};
}

std::vector<Player> playersOf(const std::vector<RecordPlayer>& players) {
    std::vector<Player> converted;
    for (const RecordPlayer& player : players)
        converted.push_back(playerOf(player));
    return converted;
}

std::vector<RecordPlayer> recordPlayersOf(const std::vector<Player>& players) {
    std::vector<RecordPlayer> converted;
    for (const Player& player : players)
        converted.push_back({player.name.toStdString(), player.computer});
    return converted;
}

QVariantList playersToVariant(const std::vector<RecordPlayer>& players) {
    return playersToVariant(playersOf(players));
}

int personCount(const std::vector<Player>& players) {
    return int(std::count_if(players.begin(), players.end(),
                             [](const Player& player) { return player.isPerson(); }));
}

} // namespace cozen::app
