#pragma once
// Reading JSON from untrusted text (positions, records, saves, statistics) and quoting it back in
// messages. Whatever the bytes, parseDocument answers quickly with a document or an Error naming
// the problem: the size, the nesting and the keys of an object are bounded before they can cost
// time or stack, and numbers out of range, NUL bytes and trailing bytes are refused.

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace cozen {

// A position, even wrapped in a long game's save file, is a few kilobytes; larger input is refused
// before it is parsed.
inline constexpr std::size_t kMaxDocumentBytes = 1 << 20;
// A position nests four deep; a save adds two.
inline constexpr int kMaxDocumentDepth = 32;
// A position's largest object has a few dozen keys. Bounding them keeps ordered_json's insertion,
// which is linear in the keys already there, from taking seconds.
inline constexpr int kMaxObjectKeys = 256;
// Every value (a number, a text, a list, an object...) takes a few bytes of text and tens of
// memory: a document may hold one for every 8 of its bytes bound (131072 in a position's 1 MiB),
// more than any real one does and few enough to build in a fraction of a second.
inline constexpr std::size_t kBytesPerValue = 8;

// `kind` and `maxBytes` name and bound the document: a game record (record.h) is allowed more.
// Linear in the text, whatever it holds.
nlohmann::ordered_json parseDocument(std::string_view text,
                                     std::size_t maxBytes = kMaxDocumentBytes,
                                     std::string_view kind = "position");

// `text` in double quotes as one printable line, whatever it holds: quotes and backslashes
// escaped, control and non-ASCII bytes written as \u00XX or \xXX, and cut after `limit` bytes.
std::string quoteText(std::string_view text, std::size_t limit = 40);

// A JSON value as a message names it: "the text \"7X\"", "the number 3", "a list", ...
std::string describe(const nlohmann::ordered_json& value);

} // namespace cozen
