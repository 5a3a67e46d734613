// libFuzzer target: the position loader on any bytes. Bad input must be refused with cozen::Error
// (anything else escaping, or a crash, is a finding), and what loads must save and load again to
// the same state.

#include "cozen/error.h"
#include "cozen/position.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::optional<cozen::GameState> state;
    try {
        state = cozen::parsePosition(std::string_view(reinterpret_cast<const char*>(data), size));
    } catch (const cozen::Error&) {
        return 0;
    }
    // Outside the try: an Error here means the loader refuses what the engine wrote.
    if (!(cozen::parsePosition(cozen::formatPosition(*state)) == *state)) __builtin_trap();
    return 0;
}
