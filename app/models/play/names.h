#pragma once
// What a person's name may be, one check for every source of names: typed (the New game dialog,
// `--players`), read (a save, a game record, the statistics, the preferences) and later the
// network. A name is what a person sees: its length is counted in grapheme clusters, and nothing
// in it may be invisible, break the line, turn the text around or draw over other text.

#include <QString>

#include <string>

namespace cozen::app {

// The longest name, in characters as a person counts them (grapheme clusters:
// "👩‍👩‍👧‍👦" is one).
inline constexpr int kMaxNameLength = 24;
// A bound on the UTF-16 code units a name may hold whatever it shows, so that reading one costs
// little: 20 a character (a family emoji is 11, with skin tones 19), so that no name of 24
// characters a person types reaches it.
inline constexpr int kMaxNameUnits = 480;
// Combining marks on one character (Vietnamese has two, a Tibetan stack three); more draw over the
// rows above ("Zalgo" text).
inline constexpr int kMaxMarksOnACharacter = 3;

// Why a name is refused (the New game dialog is told it as a PlayersProblem, players.h, which
// has one kind for every character that may not be in a name).
enum class NameProblem {
    None,
    Blank,        // nothing but white space ("\u00a0", an ideographic space, a Hangul filler)
    Spaces,       // white space at either end (a typed name is trimmed before it is checked)
    TooLong,      // more than kMaxNameLength characters
    Control,      // a control character: NUL, an escape, a tab
    LineBreak,    // a line or paragraph break: the name would take several lines
    Direction,    // a bidirectional control (U+202E turns the rest of a line around)
    Invisible,    // another format character (U+200B, U+2060, U+FEFF); U+200C/U+200D are letters'
    Broken,       // half a surrogate pair, or U+FFFD (bytes that were not UTF-8): not text
    Marks,        // a stack of combining marks, or a mark with nothing to sit on
    MixedScripts, // Latin, Greek and Cyrillic letters mixed: "Аnn" with a Cyrillic А
};

// The problem of `name` as given (not trimmed), None for a name.
NameProblem nameProblem(const QString& name);
// The same as a sentence for a message, the log and the command line ("the name "A\u202e…"
// holds a direction control"); empty for a name.
QString whyNotAName(const QString& name);
// Throws cozen::Error with whyNotAName's sentence.
void checkName(const QString& name);
// Without the white space at either end, NBSP and ideographic spaces included.
QString trimmedName(const QString& name);
// The characters a person sees in `name` (grapheme clusters).
int nameLength(const QString& name);
// Two names are the same person's when their keys are equal: case folded and NFKC ("ANN",
// "ann"; a full-width "Ａｎｎ" and "Ann"; "STRAUSS" and "Strauß", through the upper case, as
// QString's case folding is the simple one).
QString nameKey(const QString& name);
// In double quotes, as messages show a name: letters of any script as they are; quotes,
// backslashes, and control, format and space characters other than the space written as escapes
// ("\u202e"), so that a message is one printable line that reads in order.
std::string quotedName(const QString& name);

} // namespace cozen::app
