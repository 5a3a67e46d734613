#pragma once
// The computer playing this end's seat of a remote game: whenever the session waits for this
// end's move, it searches from the seat's View alone (R11) on a thread of its own, so that the
// links and heartbeats go on meanwhile, and plays the move it finds. It lets the other player take
// a wager back whenever they ask before it has moved, as the computer does at one screen; a move it
// found for a game that has changed since (a wager taken back) is dropped, and it thinks again.
// cozen-cli's remote commands play through it; so may the window's tests.

#include "session.h"

#include "cozen/ai.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <cstdint>
#include <thread>

namespace cozen::remote {

class ComputerPlayer : public QObject {
public:
    // Plays `session`'s moves at `level`; `seed` seeds its own choices (each move's search from
    // seed + the move's number), never a secret.
    ComputerPlayer(Session* session, Level level, std::uint64_t seed, QObject* parent = nullptr);
    // Waits for a search under way to end (its move is dropped).
    ~ComputerPlayer() override;
    // Plays no move sooner than `ms` after its turn came (tests: a person's time to ask for a
    // take-back). 0 (the default): as soon as it is found.
    void setPaceMs(int ms) { paceMs_ = ms; }

private:
    void think();
    void land();

    Session* session_;
    Level level_;
    std::uint64_t seed_;
    int moves_ = 0;
    int paceMs_ = 0;
    bool thinking_ = false;
    QElapsedTimer turnStarted_;
    qint64 turn_ = -1; // the session's exchanged() when the search began
    Move found_;       // the move found, held back until the pace allows it (paced_)
    QTimer paced_;
    std::thread thread_;
};

} // namespace cozen::remote
