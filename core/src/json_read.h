#pragma once
// What the readers of the position format and of game records share: a member that must be there,
// and the path of a field as their messages name it ("red.hand[0]", "rounds[2].start").

#include "cozen/error.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cozen::detail {

[[noreturn]] inline void fail(const std::string& message) {
    throw Error(message);
}

inline const nlohmann::ordered_json& field(const nlohmann::ordered_json& object,
                                           const std::string& key, const std::string& path) {
    const auto it = object.find(key);
    if (it == object.end())
        fail(path + (path.empty() ? "" : ": ") + "missing field \"" + key + "\"");
    return *it;
}

inline std::string join(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
}

} // namespace cozen::detail
