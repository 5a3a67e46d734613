// libFuzzer target: the game-code decoder on any bytes (a code is pasted from a chat into the game
// window's "Watch a game" and `cozen-cli replay --code`). Bad input must be refused with
// cozen::Error (anything else escaping, or a crash, is a finding); what decodes must replay, and
// pack again into a code that decodes to the same record.

#include "cozen/error.h"
#include "cozen/gamecode.h"
#include "cozen/record.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::optional<cozen::GameRecord> record;
    try {
        record = cozen::decodeGameCode(std::string_view(reinterpret_cast<const char*>(data), size));
    } catch (const cozen::Error&) {
        return 0;
    }
    // Outside the try: an Error here means a code that decoded does not replay or pack again.
    const cozen::RecordReplay replay(*record);
    if (!(replay.result() == record->result)) __builtin_trap();
    const std::string code = cozen::encodeGameCode(*record);
    if (cozen::formatRecord(cozen::decodeGameCode(code)) != cozen::formatRecord(*record))
        __builtin_trap();
    return 0;
}
