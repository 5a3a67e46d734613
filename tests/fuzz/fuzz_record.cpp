// libFuzzer target: the game-record loader on any bytes (a record comes from a file the game
// window's recent games and `cozen-cli replay` read). Bad input must be refused with cozen::Error
// (anything else escaping, or a crash, is a finding); what loads must replay, and save and load
// again to the same text.

#include "cozen/error.h"
#include "cozen/record.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::optional<cozen::GameRecord> record;
    try {
        record = cozen::parseRecord(std::string_view(reinterpret_cast<const char*>(data), size));
    } catch (const cozen::Error&) {
        return 0;
    }
    // Outside the try: an Error here means a record that loaded does not replay, or the loader
    // refuses what the engine wrote.
    const cozen::RecordReplay replay(*record);
    if (!(replay.result() == record->result)) __builtin_trap();
    const std::string text = cozen::formatRecord(*record);
    if (cozen::formatRecord(cozen::parseRecord(text)) != text) __builtin_trap();
    return 0;
}
