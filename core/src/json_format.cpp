#include "cozen/json_format.h"

#include <algorithm>

namespace cozen {

namespace {
constexpr std::size_t kLineWidth = 100;

bool isFlat(const nlohmann::ordered_json& value) {
    if (value.is_object())
        for (const auto& item : value.items())
            if (item.value().is_object() || (item.value().is_array() && !isFlat(item.value())))
                return false;
    if (value.is_array())
        for (const auto& item : value)
            if (item.is_structured() && !(item.is_array() && isFlat(item))) return false;
    return true;
}

std::string inlineText(const nlohmann::ordered_json& value) {
    if (value.is_object()) {
        if (value.empty()) return "{}";
        std::string text = "{ ";
        bool first = true;
        for (const auto& item : value.items()) {
            text += (first ? "" : ", ") + nlohmann::ordered_json(item.key()).dump() + ": " +
                    inlineText(item.value());
            first = false;
        }
        return text + " }";
    }
    if (value.is_array()) {
        std::string text = "[";
        for (std::size_t i = 0; i < value.size(); ++i)
            text += (i ? ", " : "") + inlineText(value[i]);
        return text + "]";
    }
    return value.dump();
}

void write(const nlohmann::ordered_json& value, std::size_t indent, std::string& out, bool root) {
    if (!root && value.is_structured() && isFlat(value)) {
        std::string text = inlineText(value);
        if (indent + text.size() <= kLineWidth || value.empty()) {
            out += text;
            return;
        }
    }
    if (!value.is_structured()) {
        out += value.dump();
        return;
    }
    const std::string pad(indent + 2, ' ');
    if (value.is_array() &&
        std::none_of(value.begin(), value.end(), [](const auto& v) { return v.is_structured(); })) {
        // A long list of plain values fills its lines.
        out += "[\n" + pad;
        std::size_t column = pad.size();
        for (std::size_t i = 0; i < value.size(); ++i) {
            const std::string item = value[i].dump() + (i + 1 < value.size() ? "," : "");
            if (i > 0 && column + 1 + item.size() > kLineWidth) {
                out += "\n" + pad;
                column = pad.size();
            } else if (i > 0) {
                out += ' ';
                ++column;
            }
            out += item;
            column += item.size();
        }
        out += "\n" + std::string(indent, ' ') + "]";
        return;
    }
    const bool object = value.is_object();
    out += object ? "{\n" : "[\n";
    std::size_t i = 0;
    for (const auto& item : value.items()) {
        out += pad;
        if (object) out += nlohmann::ordered_json(item.key()).dump() + ": ";
        write(item.value(), indent + 2, out, false);
        out += ++i < value.size() ? ",\n" : "\n";
    }
    out += std::string(indent, ' ') + (object ? "}" : "]");
}
} // namespace

std::string prettyJson(const nlohmann::ordered_json& value) {
    std::string out;
    write(value, 0, out, true);
    return out + "\n";
}

} // namespace cozen
