#pragma once
// Who plays each seat of a game, in turn order (Red, then Black; in 2v2 Red 1, Black 1, Red 2,
// Black 2, partners across): a person, by name, or the computer at a level. The game window's
// `--players` and the New game dialog both name them, in the same words: "Ann,Ben" (two people at
// one screen), "Ann,computer:hard", "Ann,computer:expert,Bob,computer:hard" (Ann and Bob partners).

#include "play/names.h"

#include "cozen/ai.h"
#include "cozen/record.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <optional>
#include <vector>

namespace cozen::app {

struct Player {
    QString name;                  // a person's name; empty for the computer, or for "you"
    std::optional<Level> computer; // the computer plays the seat, at this level
    // The adaptive level's strength in this game (1..kAdaptiveStrengths); 0 until a game gives
    // it the player's (Game::adaptiveStrength), and for every other level.
    int strength = 0;
    // Plays at another computer (a remote game, remotematch.h): this screen neither hands over to
    // them nor shows their cards, and their moves come over the network.
    bool remote = false;
    bool isPerson() const { return !computer.has_value(); }
    // A person at this screen.
    bool isHere() const { return isPerson() && !remote; }
    bool adaptive() const { return computer == Level::Adaptive; }
    bool operator==(const Player&) const = default;
};

// What keeps the New game dialog's players from a game (Game.playersProblem), or a name from
// being one (Game.nameProblem), as a kind the dialog words in the player's language; QML names it
// (PlayersProblem.SameNames). The name's kinds are NameProblem's, fewer: the dialog says one
// sentence for every character that may not be in a name.
namespace PlayersProblem {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    None,
    NoPerson,     // every seat a computer
    Unnamed,      // a person without a name, where more than one person plays
    SameNames,    // a name alike an earlier person's, as names are compared (nameKey)
    Blank,        // a name of nothing but white space
    TooLong,      // more than kMaxNameLength characters
    Invisible,    // control, format and direction characters, line breaks, half a character
    Marks,        // a stack of combining marks, or a mark with nothing to sit on
    MixedScripts, // Latin, Greek and Cyrillic letters mixed
};
Q_ENUM_NS(Value)
} // namespace PlayersProblem

// One person against the computer at `level`, the person at `personSeat`.
std::vector<Player> againstTheComputer(Level level, int personSeat = 0, const QString& name = {});

// Reads "Ann,computer:hard": one entry per seat, in turn order (2 or 4 of them). Throws
// cozen::Error naming what is wrong: the number of seats, a name that is not one (names.h), an
// unknown level, two people of the same name, or no person at all.
std::vector<Player> parsePlayers(const QString& text);
// The same checks on a list already split (the New game dialog's, a save's). A lone person may
// go unnamed (the table then says "you") when `unnamedAlone` allows it.
void checkPlayers(const std::vector<Player>& players, bool unnamedAlone = false);
// The first person, in seat order, whose name fails checkNames: not a name (names.h; an empty one
// too, unless a lone person's and `unnamedAlone`), or `alike` an earlier person's (nameKey). No
// player when every name passes.
struct NameFault {
    const Player* player = nullptr;
    bool alike = false;
};
NameFault firstNameFault(const std::vector<Player>& players, bool unnamedAlone);
// Only the names of checkPlayers: each person's a name (names.h), no two the same person's
// (nameKey), a lone person's empty if `unnamedAlone`. A game record's players, which may all be
// computers.
void checkNames(const std::vector<Player>& players, bool unnamedAlone = false);
// The same of a game record's players; the message names the player as the record does
// ("players[1].name: the name …").
void checkNames(const std::vector<RecordPlayer>& players);
// Back to "Ann,computer:hard".
QString playersText(const std::vector<Player>& players);

// As QML hands them over: [{"name": "Ann"}, {"computer": "hard"}], the adaptive level with its
// strength once a game gave it one ({"computer": "adaptive", "strength": 4}).
std::vector<Player> playersFromVariant(const QVariantList& list);
QVariantList playersToVariant(const std::vector<Player>& players);
// A game record's player as a game's.
Player playerOf(const RecordPlayer& player);
std::vector<Player> playersOf(const std::vector<RecordPlayer>& players);
// And back: a game's players as its record (and its Session) names them.
std::vector<RecordPlayer> recordPlayersOf(const std::vector<Player>& players);
// The players of a game record (in turn order, Red first), the same way, each with its team
// (R12): {"name": "Ann", "team": 0}.
QVariantList playersToVariant(const std::vector<RecordPlayer>& players);
// A computer's level as QML names it: "hard".
QString levelText(Level level);

// The result of a remote game checked on both ends (Game::remoteResult), for the statistics.
// `id` tells it from every other game (from its record, the same on both ends).
struct RemoteResult {
    QString id;
    std::vector<Player> players;
    int winner = -1;
    std::array<int, 2> vp{};
    int hints = 0;
    int target = 70;
};

// How many seats a person at this screen plays (remote players are not counted).
int personCount(const std::vector<Player>& players);

} // namespace cozen::app
