#include "cozen/document.h"

#include "cozen/error.h"

#include <nlohmann/json.hpp>

#include <algorithm>
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

namespace {

// "[json.exception.parse_error.101] parse error at line 1, ..." without its prefix; what the parser
// quotes of the input may be any bytes, so only printable ASCII is kept.
Error malformed(const std::string& parserMessage) {
    std::string what = parserMessage;
    if (const auto end = what.find("] ");
        what.rfind("[json.exception", 0) == 0 && end != std::string::npos)
        what = what.substr(end + 2);
    for (char& c : what)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
    return Error("malformed JSON: " + what);
}

// A first pass over the text that builds nothing: it counts the nesting, each object's keys and
// every value, and refuses the text as soon as one passes its bound. Each event costs O(1), so the
// pass is linear in the text whatever it holds (nlohmann's callback parser, used before, rescans
// a container's parent at each end_object: N empty objects cost O(N^2)).
class Bounds {
public:
    using Number = Json::number_integer_t;
    using Unsigned = Json::number_unsigned_t;
    using Float = Json::number_float_t;
    using String = Json::string_t;
    using Binary = Json::binary_t;

    Bounds(std::string_view kind, std::size_t maxValues)
        : kind_(kind)
        , maxValues_(maxValues) {}

    bool null() { return value(); }
    bool boolean(bool) { return value(); }
    bool number_integer(Number) { return value(); }
    bool number_unsigned(Unsigned) { return value(); }
    bool number_float(Float, const String&) { return value(); }
    bool string(String&) { return value(); }
    bool binary(Binary&) { return value(); }
    bool start_object(std::size_t) {
        open();
        keys_.push_back(0);
        return true;
    }
    bool key(String&) {
        if (++keys_.back() > kMaxObjectKeys)
            throw Error("an object with more than " + std::to_string(kMaxObjectKeys) +
                        " keys, which no " + kind_ + " has");
        return true;
    }
    bool end_object() {
        keys_.pop_back();
        --depth_;
        return true;
    }
    bool start_array(std::size_t) {
        open();
        return true;
    }
    bool end_array() {
        --depth_;
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) {
        throw malformed(e.what());
    }

private:
    bool value() {
        if (++values_ > maxValues_)
            throw Error("more than " + std::to_string(maxValues_) + " values, which no " + kind_ +
                        " holds");
        return true;
    }
    void open() {
        value();
        if (++depth_ > kMaxDocumentDepth)
            throw Error("the JSON nests more than " + std::to_string(kMaxDocumentDepth) +
                        " levels deep, which no " + kind_ + " does");
    }

    std::string kind_;
    std::size_t maxValues_;
    std::size_t values_ = 0;
    int depth_ = 0;
    std::vector<int> keys_; // of each object open
};

} // namespace

Json parseDocument(std::string_view text, std::size_t maxBytes, std::string_view kind) {
    const std::string what(kind);
    if (text.size() > maxBytes)
        throw Error("the " + what + " is " + std::to_string(text.size()) +
                    " bytes, more than the " + std::to_string(maxBytes) + " a " + what +
                    " may take");
    // The parser would stop at a NUL byte as at the end of the text and ignore what follows.
    if (const auto nul = text.find('\0'); nul != std::string_view::npos)
        throw Error("a NUL byte at offset " + std::to_string(nul) + ": a " + what +
                    " is text, not binary data");
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        throw Error("the " + what + " is empty: a " + what + " is a JSON object");

    // Bounded first (nesting for the stack, keys and values for time and memory), then built by
    // the plain parser, linear too once the bounds hold.
    Bounds bounds(what, std::max<std::size_t>(maxBytes / kBytesPerValue, 1));
    Json::sax_parse(text.begin(), text.end(), &bounds);
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const Json::exception& e) {
        throw malformed(e.what()); // not reached: the first pass has read the same text
    }
}

} // namespace cozen
