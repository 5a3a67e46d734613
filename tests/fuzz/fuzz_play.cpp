// libFuzzer target: load a position (or deal a new game), then play the legal moves the input
// chooses through rounds and deals, saving and loading after every one.
//
// Input: position JSON, a NUL byte, then one byte per choice. Without a NUL, or when the position
// is refused, the first bytes choose a new game (1v1 or 2v2, its target, who starts) instead.

#include "cozen/error.h"
#include "cozen/position.h"
#include "cozen/rules.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace {

using namespace cozen;

// What the engine plays, the loader loads, unchanged.
void checkRoundTrip(const GameState& state) {
    if (state.phase == Phase::RoundOver) return; // between rounds there is no position to write
    if (!(parsePosition(formatPosition(state)) == state)) __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto* nul = static_cast<const std::uint8_t*>(std::memchr(data, 0, size));
    const std::uint8_t* choice = nul ? nul + 1 : data;
    const std::uint8_t* const end = data + size;
    auto next = [&]() -> unsigned { return choice < end ? *choice++ : 0u; };

    GameState state;
    bool loaded = false;
    if (nul) {
        try {
            state = parsePosition(
                std::string_view(reinterpret_cast<const char*>(data), std::size_t(nul - data)));
            loaded = true;
        } catch (const Error&) {
        }
    }
    Rng rng(next() | next() << 8);
    if (!loaded) {
        const int seats = next() & 1 ? 4 : 2;
        const int target = 1 + int(next() | next() << 8) % (seats == 4 ? 460 : 230);
        state = newGame({seats, target, Seat(next() % unsigned(seats))});
        dealRound(state, rng);
    }
    checkRoundTrip(state);

    std::vector<Move> moves;
    for (int turn = 0; turn < 2000 && choice < end && state.phase != Phase::GameOver; ++turn) {
        if (state.phase == Phase::RoundOver) {
            dealRound(state, rng);
        } else {
            legalMoves(state, moves);
            if (moves.empty()) __builtin_trap(); // a seat to move always has a move
            const Move move = moves[(next() | next() << 8) % moves.size()];
            if (!isLegal(state, move)) __builtin_trap();
            play(state, move);
        }
        checkRoundTrip(state);
    }
    return 0;
}
