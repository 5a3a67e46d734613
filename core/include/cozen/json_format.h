#pragma once
// JSON text the way people read it: objects one key a line, short objects and lists of plain values
// kept on one line (as in docs/position-format.md).

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace cozen {

std::string prettyJson(const nlohmann::ordered_json& value);

} // namespace cozen
