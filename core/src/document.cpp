#include "cozen/document.h"

#include "cozen/error.h"

#include <vector>

namespace cozen {

using Json = nlohmann::ordered_json;

std::string quoteText(std::string_view text, std::size_t limit) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i == limit) {
            out += "...";
            break;
        }
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '"' || byte == '\\') {
            out += '\\';
            out += char(byte);
        } else if (byte == '\n') {
            out += "\\n";
        } else if (byte == '\t') {
            out += "\\t";
        } else if (byte >= 0x20 && byte < 0x7f) {
            out += char(byte);
        } else {
            out += byte < 0x80 ? "\\u00" : "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 15];
        }
    }
    return out + "\"";
}

std::string describe(const Json& value) {
    if (value.is_string()) return "the text " + quoteText(value.get_ref<const std::string&>());
    if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
    if (value.is_number()) return "the number " + value.dump();
    if (value.is_null()) return "null";
    return value.is_array() ? "a list" : "an object";
}

Json parseDocument(std::string_view text, std::size_t maxBytes, std::string_view kind) {
    if (text.size() > maxBytes)
        throw Error("the " + std::string(kind) + " is " + std::to_string(text.size()) +
                    " bytes, more than the " + std::to_string(maxBytes) + " a " +
                    std::string(kind) + " may take");
    // The parser would stop at a NUL byte as at the end of the text and ignore what follows.
    if (const auto nul = text.find('\0'); nul != std::string_view::npos)
        throw Error("a NUL byte at offset " + std::to_string(nul) +
                    ": a position is text, not binary data");
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        throw Error("the position is empty: a position is a JSON object");

    // Checked while the document is built, so that a hostile file is refused before it costs
    // stack (nesting) or time (keys). The callback's depth counts the containers around an item.
    std::vector<int> keys;
    const auto guard = [&keys](int depth, Json::parse_event_t event, Json&) {
        switch (event) {
        case Json::parse_event_t::object_start:
        case Json::parse_event_t::array_start:
            if (depth >= kMaxDocumentDepth)
                throw Error("the JSON nests more than " + std::to_string(kMaxDocumentDepth) +
                            " levels deep, which no position does");
            if (event == Json::parse_event_t::object_start) keys.push_back(0);
            break;
        case Json::parse_event_t::key:
            if (++keys.back() > kMaxObjectKeys)
                throw Error("an object with more than " + std::to_string(kMaxObjectKeys) +
                            " keys, which no position has");
            break;
        case Json::parse_event_t::object_end:
            keys.pop_back();
            break;
        default:
            break;
        }
        return true;
    };
    try {
        return Json::parse(text.begin(), text.end(), guard);
    } catch (const Json::exception& e) {
        // "[json.exception.parse_error.101] parse error at line 1, ..." without its prefix; what
        // the parser quotes of the input may be any bytes, so only printable ASCII is kept.
        std::string what = e.what();
        if (const auto end = what.find("] ");
            what.rfind("[json.exception", 0) == 0 && end != std::string::npos)
            what = what.substr(end + 2);
        for (char& c : what)
            if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
                c = '?';
        throw Error("malformed JSON: " + what);
    }
}

} // namespace cozen
