#include "play/players.h"

#include "cozen/card.h"
#include "cozen/error.h"

#include <QSet>

#include <algorithm>

namespace cozen::app {
namespace {

std::string quoted(const QString& text) {
    return quotedName(text);
}

// A computer's level by name ("hard"), or why not.
Level levelNamed(const QString& name) {
    const auto parsed = parseLevel(name.toStdString());
    if (!parsed)
        throw Error("unknown computer level " + quoted(name) +
                    " (random, greedy, easy, medium, hard, expert or adaptive)");
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
    checkNames(players, unnamedAlone);
    if (personCount(players) == 0) throw Error("no seat is played by a person");
}

NameFault firstNameFault(const std::vector<Player>& players, bool unnamedAlone) {
    QSet<QString> names;
    for (const Player& player : players) {
        if (!player.isPerson()) continue;
        // Only an empty name is "you": one of white space is a name that shows nothing.
        if (player.name.isEmpty() && unnamedAlone && personCount(players) == 1) continue;
        if (nameProblem(player.name) != NameProblem::None) return {&player, false};
        const QString key = nameKey(player.name);
        if (names.contains(key)) return {&player, true};
        names.insert(key);
    }
    return {};
}

void checkNames(const std::vector<Player>& players, bool unnamedAlone) {
    const NameFault fault = firstNameFault(players, unnamedAlone);
    if (!fault.player) return;
    if (fault.alike)
        throw Error("two players are named " + quoted(fault.player->name) +
                    "; each person needs a name of their own");
    checkName(fault.player->name);
}

void checkNames(const std::vector<RecordPlayer>& players) {
    const std::vector<Player> converted = playersOf(players);
    for (std::size_t seat = 0; seat < converted.size(); ++seat) {
        try {
            checkNames({converted[seat]}, true);
        } catch (const Error& e) {
            throw Error("players[" + std::to_string(seat) + "].name: " + e.what());
        }
    }
    try {
        checkNames(converted, true);
    } catch (const Error& e) {
        throw Error(std::string("players: ") + e.what());
    }
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
        Player player{{}, levelNamed(level)};
        if (player.adaptive())
            player.strength =
                std::clamp(map.value(QStringLiteral("strength")).toInt(), 0, kAdaptiveStrengths);
        players.push_back(player);
    }
    return players;
}

QVariantList playersToVariant(const std::vector<Player>& players) {
    QVariantList list;
    for (const Player& player : players) {
        QVariantMap map =
            player.isPerson()
                ? QVariantMap{{QStringLiteral("name"), player.name}}
                : QVariantMap{{QStringLiteral("computer"), levelText(*player.computer)}};
        if (player.strength > 0) map.insert(QStringLiteral("strength"), player.strength);
        list.append(map);
    }
    return list;
}

QString levelText(Level level) {
    const std::string_view name = levelName(level);
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

Player playerOf(const RecordPlayer& player) {
    return {QString::fromStdString(player.name), player.computer, player.strength};
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
        converted.push_back({player.name.toStdString(), player.computer, player.strength});
    return converted;
}

QVariantList playersToVariant(const std::vector<RecordPlayer>& players) {
    QVariantList list = playersToVariant(playersOf(players));
    for (qsizetype seat = 0; seat < list.size(); ++seat) {
        QVariantMap map = list[seat].toMap();
        map.insert(QStringLiteral("team"), teamOfSeat(Seat(seat)));
        list[seat] = map;
    }
    return list;
}

int personCount(const std::vector<Player>& players) {
    return int(std::count_if(players.begin(), players.end(),
                             [](const Player& player) { return player.isHere(); }));
}

} // namespace cozen::app
