#pragma once
// `cozen-cli remote host` and `cozen-cli remote join` (docs/cli.md, docs/remote-play.md): the
// computer at a level plays one remote game against whoever takes (or made) the invite, through a
// broker or directly, and prints the game's record. Built with Qt (COZEN_REMOTE); without it the
// command says that this build has no remote play.

#include <cstdint>
#include <iosfwd>
#include <string>

namespace cozen::cli {

struct RemoteOptions {
    bool host = true;
    std::string relay;  // host: mqtt://HOST:PORT or mqtts://HOST:PORT
    std::string listen; // host: HOST:PORT to listen on (port 0: any free one)
    std::string invite; // join
    std::string level = "medium";
    std::string name;         // empty: "cozen-cli (LEVEL)"
    std::string seat = "red"; // host: the seat it plays
    int target = 70;
    std::uint64_t seed = 1; // the computer's own choices, never a secret
    int waitSeconds = 600;  // how long the other end may stay silent before the game is given up
    std::string save;       // where the game is kept; a game kept there is taken up again
    bool progress = false;  // a line on stderr for each move
};

// Plays the game; prints the invite first (host), then the record. Returns the exit code: 0 for a
// finished game checked in full, 1 with a sentence on `err` otherwise.
int remoteCommand(const RemoteOptions& options, std::ostream& out, std::ostream& err);

} // namespace cozen::cli
