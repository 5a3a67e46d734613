#pragma once
// The computer playing this end's seat of a remote game: whenever the session waits for this
// end's move, it searches from the seat's View alone (R11) on a thread of its own, so that the
// links and heartbeats go on meanwhile, and plays the move it finds. cozen-cli's remote commands
// play through it; so may the window's tests.

#include "session.h"

#include "cozen/ai.h"

#include <QObject>

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

private:
    void think();

    Session* session_;
    Level level_;
    std::uint64_t seed_;
    int moves_ = 0;
    bool thinking_ = false;
    std::thread thread_;
};

} // namespace cozen::remote
