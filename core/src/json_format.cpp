#include "cozen/json_format.h"

#include <nlohmann/json.hpp>

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

// Appends a string as JSON text, as dump() writes it (UTF-8 kept as it is), without dump()'s
// serializer per call, which made most of the cost of writing a position.
void appendString(const std::string& text, std::string& out) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (byte < 0x20) {
                out += "\\u00";
                out += kHex[byte >> 4];
                out += kHex[byte & 15];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void appendScalar(const nlohmann::ordered_json& value, std::string& out) {
    if (value.is_string())
        appendString(value.get_ref<const std::string&>(), out);
    else
        out += value.dump();
}

// Appends `value` on one line.
void appendInline(const nlohmann::ordered_json& value, std::string& out) {
    if (value.is_object()) {
        if (value.empty()) {
            out += "{}";
            return;
        }
        out += "{ ";
        bool first = true;
        for (const auto& item : value.items()) {
            if (!first) out += ", ";
            first = false;
            appendString(item.key(), out);
            out += ": ";
            appendInline(item.value(), out);
        }
        out += " }";
    } else if (value.is_array()) {
        out += '[';
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (i) out += ", ";
            appendInline(value[i], out);
        }
        out += ']';
    } else {
        appendScalar(value, out);
    }
}

void write(const nlohmann::ordered_json& value, std::size_t indent, std::string& out, bool root) {
    if (!root && value.is_structured() && isFlat(value)) {
        const std::size_t start = out.size();
        appendInline(value, out);
        if (indent + (out.size() - start) <= kLineWidth || value.empty()) return;
        out.resize(start);
    }
    if (!value.is_structured()) {
        appendScalar(value, out);
        return;
    }
    const std::string pad(indent + 2, ' ');
    if (value.is_array() &&
        std::none_of(value.begin(), value.end(), [](const auto& v) { return v.is_structured(); })) {
        // A long list of plain values fills its lines.
        out += "[\n" + pad;
        std::size_t column = pad.size();
        for (std::size_t i = 0; i < value.size(); ++i) {
            std::string item;
            appendScalar(value[i], item);
            if (i + 1 < value.size()) item += ',';
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
        if (object) {
            appendString(item.key(), out);
            out += ": ";
        }
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
