#pragma once
// The messages of remote play, version 1 (docs/remote-play.md, "Messages"): what each carries, its
// limits, and how a frame is sealed and opened. A frame is the MAC (HMAC-SHA256 under the room's
// key, 32 bytes) of its body, then the body: one JSON object. Opening a frame checks, in this
// order, its size, its MAC, that the body is JSON, its version, and then every field of its type;
// anything wrong is refused with a sentence naming it, and nothing of it is used.

#include "keys.h"

#include "cozen/move.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace cozen::remote {

inline constexpr int kProtocolVersion = 1;

// Which end sent a message: the game that made the invite, or the one that took it.
enum class Role { Host, Guest };
inline Role otherRole(Role role) {
    return role == Role::Host ? Role::Guest : Role::Host;
}

struct Opening {
    int slot = 0; // from 0
    QString card; // "7H"
    QByteArray nonce;
    bool operator==(const Opening&) const = default;
};

// A round laid open at the game's end: its key (every nonce follows from it) and the card in each
// slot.
struct LaidRound {
    int round = 0;
    QByteArray key;
    QStringList cards;
    bool operator==(const LaidRound&) const = default;
};

struct Message {
    enum class Type {
        // Numbered (seq), acknowledged, and sent again until they are:
        Hello,   // the guest: who plays it
        Welcome, // the host: who plays it, the seats and the target
        Deal,    // a seat's commitments to its slots for a round, and to (or: its) contribution
        Shuffle, // the host: its contribution, and the openings of its flipped stake
        Open,    // openings
        Move,    // a move by slots; when it ends the round, the mover's openings
        Resign,  // the sender gives up the game
        End,     // every round laid open
        // The seat to move lets the other take its last wager back, in place of its move (asked):
        TakeBack,
        // Not numbered:
        Resume, // after a connection (re)made: what was received, so that the rest is sent again
        Ping,   // still here
        Stop,   // this end stopped the game, and why (what the other sent)
        AskTakeBack,     // the sender would take its last wager back (TakeBack answers it)
        DeclineTakeBack, // the seat to move would rather not (it moves instead)
    };

    Type type = Type::Ping;
    Role from = Role::Host;
    qint64 seq = 0;   // numbered messages: 1, 2, ... from each end
    qint64 ack = 0;   // the last numbered message received from the other end
    QByteArray state; // numbered messages: the digest of the game after it (session.h)

    // Hello, Welcome
    QString name;
    QString computer; // a computer's level ("hard"), or empty for a person
    QString app;      // the sender's version of Cozen
    // Hello, Welcome: the sender lets wagers be taken back by consent, and may ask to
    bool takeBack = false;
    // Welcome
    int hostSeat = 0;
    int target = 70;
    // Deal, Shuffle, Open, Move, Resign, and the three of take-back
    int round = 0;
    // TakeBack, AskTakeBack, DeclineTakeBack: the moves played in the round, the wager the last
    int moves = 0;
    QList<QByteArray> commitments;     // Deal: one per slot
    QByteArray contributionCommitment; // Deal, from the host
    QByteArray contribution;           // Deal from the guest, Shuffle
    QList<Opening> openings;           // Shuffle, Open, Move
    // Move
    MoveKind kind = MoveKind::Stake;
    int column = 0;   // from 0
    QList<int> moved; // the slots played, from 0
    // End
    QList<LaidRound> laid;

    // Stop
    QString reason;
    // Stop: the game is claimed by this end, the other having been away longer than the claim's
    // wait (Session::claim): it ends here, won by this end's seat, and there too when it hears.
    bool claim = false;

    bool numbered() const {
        return type != Type::Resume && type != Type::Ping && type != Type::Stop &&
               type != Type::AskTakeBack && type != Type::DeclineTakeBack;
    }
};

// The largest a name may be in a message, in UTF-8 bytes (the record's limit).
inline constexpr qsizetype kMaxNameBytes = 1440;
// The longest reason a Stop gives, in UTF-8 bytes.
inline constexpr qsizetype kMaxReasonBytes = 2000;

QString typeName(Message::Type type);

// The frame of `message`, sealed with the room's key.
QByteArray seal(const Message& message, const Keys& keys);
// The message in `frame`, checked in full; or nothing, with `problem` saying why.
std::optional<Message> unseal(const QByteArray& frame, const Keys& keys, QString* problem);

} // namespace cozen::remote
