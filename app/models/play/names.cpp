#include "play/names.h"

#include "cozen/error.h"

#include <QList>
#include <QStringList>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <array>
#include <bitset>
#include <utility>

namespace cozen::app {
namespace {

bool isLineBreak(char32_t c) {
    return c == U'\n' || c == U'\r' || c == U'\v' || c == U'\f' || c == 0x85 || c == 0x2028 ||
           c == 0x2029;
}

// The marks, embeddings, overrides and isolates of the bidirectional algorithm (and the Arabic
// letter mark): each changes the order in which the text after it is shown.
bool isDirectionControl(char32_t c) {
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

// The joiners a name may hold: U+200D in emoji sequences ("👩‍👩‍👧‍👦") and Indic
// conjuncts, U+200C in Persian ("می‌خواهم") and Indic names.
bool isJoiner(char32_t c) {
    return c == 0x200C || c == 0x200D;
}

// A tag character: it spells out a subdivision flag after U+1F3F4 ("🏴󠁧󠁢󠁳󠁣󠁴󠁿").
bool isTag(char32_t c) {
    return c >= 0xE0020 && c <= 0xE007F;
}

// Letters that show nothing: Hangul fillers, the blank Braille pattern.
bool isFiller(char32_t c) {
    return c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800;
}

bool isMark(char32_t c) {
    const auto category = QChar::category(c);
    return category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing;
}

// A variation selector chooses a glyph (emoji or text style) and draws nothing of its own.
bool isVariationSelector(char32_t c) {
    return (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0100 && c <= 0xE01EF);
}

// Shows nothing: white space, a filler, a joiner, a mark with no letter.
bool showsNothing(char32_t c) {
    return QChar::isSpace(c) || isFiller(c) || isJoiner(c) || isMark(c) || isTag(c);
}

QString codePoint(char32_t c) {
    return QStringLiteral("U+") +
           QStringLiteral("%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
}

QString escaped(char32_t c) {
    return c > 0xFFFF ? QStringLiteral("\\U%1").arg(uint(c), 8, 16, QLatin1Char('0'))
                      : QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
}

// The grapheme clusters of `name`, as [start, end) offsets.
template <typename Each>
void forEachGrapheme(const QString& name, Each each) {
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, name);
    qsizetype start = 0;
    for (qsizetype end = finder.toNextBoundary(); end > 0; end = finder.toNextBoundary()) {
        if (!each(start, end)) return;
        start = end;
    }
}

// The first character (code point) that `accept` does not, or 0.
template <typename Accept>
char32_t firstNot(const QList<uint>& codePoints, Accept accept) {
    for (const uint c : codePoints)
        if (!accept(char32_t(c))) return char32_t(c);
    return 0;
}

// The three scripts whose letters look alike, in the order messages name them.
struct AlikeScript {
    QChar::Script script;
    const char* name;
};
constexpr std::array<AlikeScript, 3> kAlikeScripts{{{QChar::Script_Cyrillic, "Cyrillic"},
                                                    {QChar::Script_Greek, "Greek"},
                                                    {QChar::Script_Latin, "Latin"}}};
constexpr int kCyrillic = 0;
constexpr int kLatin = 2;

// Which of kAlikeScripts the letter `c` is written in, or -1 (not a letter, or another script).
int alikeScript(char32_t c) {
    if (!QChar::isLetter(c)) return -1;
    for (std::size_t i = 0; i < kAlikeScripts.size(); ++i)
        if (QChar::script(c) == kAlikeScripts[i].script) return int(i);
    return -1;
}

struct Finding {
    Finding(NameProblem what = NameProblem::None, char32_t at = 0, QString which = {})
        : problem(what)
        , character(at)
        , scripts(std::move(which)) {}
    NameProblem problem;
    char32_t character; // the character at fault
    QString scripts;    // for MixedScripts: "Cyrillic and Latin"
};

// The marks in a row on one grapheme of `name` (NFC first: "ệ" typed as e and two marks is one
// letter), their longest run.
int longestMarkRun(const QString& name) {
    const QString composed = name.normalized(QString::NormalizationForm_C);
    int longest = 0;
    forEachGrapheme(composed, [&](qsizetype start, qsizetype end) {
        int run = 0;
        for (const uint c : composed.mid(start, end - start).toUcs4()) {
            if (isVariationSelector(char32_t(c))) continue;
            run = isMark(char32_t(c)) ? run + 1 : 0;
            longest = std::max(longest, run);
        }
        return true;
    });
    return longest;
}

Finding find(const QString& name) {
    if (name.isEmpty()) return {NameProblem::Blank};
    if (name.size() > kMaxNameUnits) return {NameProblem::TooLong};
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name[i];
        if (c.isHighSurrogate() && i + 1 < name.size() && name[i + 1].isLowSurrogate())
            ++i;
        else if (c.isSurrogate() || c == QChar::ReplacementCharacter)
            return {NameProblem::Broken, c.unicode()};
    }
    const QList<uint> codePoints = name.toUcs4();
    for (qsizetype i = 0; i < codePoints.size(); ++i) {
        const char32_t c = codePoints[i];
        const auto category = QChar::category(c);
        if (isLineBreak(c) || category == QChar::Separator_Line ||
            category == QChar::Separator_Paragraph)
            return {NameProblem::LineBreak, c};
        if (category == QChar::Other_Control) return {NameProblem::Control, c};
        if (isDirectionControl(c)) return {NameProblem::Direction, c};
        if (category == QChar::Other_Format && !isJoiner(c)) {
            // Tags only spell a flag: after U+1F3F4 and its other tags.
            qsizetype j = i;
            while (j > 0 && isTag(char32_t(codePoints[j - 1])))
                --j;
            if (!(isTag(c) && j > 0 && codePoints[j - 1] == 0x1F3F4))
                return {NameProblem::Invisible, c};
        }
    }
    if (firstNot(codePoints, showsNothing) == 0) return {NameProblem::Blank};
    if (QChar::isSpace(codePoints.front()) || QChar::isSpace(codePoints.back()))
        return {NameProblem::Spaces};
    if (isMark(codePoints.front())) return {NameProblem::Marks, codePoints.front()};
    if (longestMarkRun(name) > kMaxMarksOnACharacter) return {NameProblem::Marks};
    // At most one of the three scripts whose letters look alike (the rule browsers hold a
    // domain name to before they show it as it is written).
    std::bitset<kAlikeScripts.size()> scripts;
    for (const uint c : codePoints)
        if (const int script = alikeScript(c); script >= 0) scripts.set(std::size_t(script));
    if (scripts.count() > 1) {
        // The look-alike, named by its number: the first letter of another script than the
        // usual one (Latin where there is Latin, else Cyrillic).
        const int usual = scripts[kLatin] ? kLatin : kCyrillic;
        char32_t other = 0;
        for (const uint c : codePoints)
            if (const int script = alikeScript(c); script >= 0 && script != usual) {
                other = c;
                break;
            }
        QStringList names;
        for (std::size_t script = 0; script < kAlikeScripts.size(); ++script)
            if (scripts[script]) names << QString::fromLatin1(kAlikeScripts[script].name);
        return {NameProblem::MixedScripts, other,
                names.size() == 3 ? QStringLiteral("Cyrillic, Greek and Latin")
                                  : names.join(QStringLiteral(" and "))};
    }
    if (nameLength(name) > kMaxNameLength) return {NameProblem::TooLong};
    return {};
}

// The first kMaxNameLength characters of a name.
QString beginning(const QString& name) {
    qsizetype cut = 0;
    int count = 0;
    forEachGrapheme(name, [&](qsizetype, qsizetype end) {
        cut = end;
        return ++count < kMaxNameLength;
    });
    return name.left(cut);
}

} // namespace

NameProblem nameProblem(const QString& name) {
    return find(name).problem;
}

QString whyNotAName(const QString& name) {
    const Finding finding = find(name);
    const QString quoted = QString::fromStdString(quotedName(name));
    const QString which = QStringLiteral(" (%1)").arg(codePoint(finding.character));
    switch (finding.problem) {
    case NameProblem::None:
        return {};
    case NameProblem::Blank:
        return name.isEmpty()
                   ? QStringLiteral("a player's name is empty")
                   : QStringLiteral("the name %1 is blank: it shows no letter").arg(quoted);
    case NameProblem::Spaces:
        return QStringLiteral("the name %1 begins or ends with white space").arg(quoted);
    case NameProblem::TooLong:
        if (name.size() > kMaxNameUnits) // its characters not even counted
            return QStringLiteral("the name %1… takes more than %2 UTF-16 code units")
                .arg(QString::fromStdString(quotedName(name.left(kMaxNameLength))))
                .arg(kMaxNameUnits);
        return QStringLiteral("the name %1… is longer than %2 characters")
            .arg(QString::fromStdString(quotedName(beginning(name))))
            .arg(kMaxNameLength);
    case NameProblem::Control:
        return QStringLiteral("the name %1 holds a control character%2").arg(quoted, which);
    case NameProblem::LineBreak:
        return QStringLiteral("the name %1 holds a line break%2").arg(quoted, which);
    case NameProblem::Direction:
        return QStringLiteral("the name %1 holds a direction control%2").arg(quoted, which);
    case NameProblem::Invisible:
        return QStringLiteral("the name %1 holds an invisible format character%2")
            .arg(quoted, which);
    case NameProblem::Broken:
        // U+FFFD: what bytes that are not text (not UTF-8) were read as.
        return finding.character == QChar::ReplacementCharacter
                   ? QStringLiteral("the name %1 holds bytes that are not text (%2)")
                         .arg(quoted, codePoint(finding.character))
                   : QStringLiteral("the name %1 holds half a character (a lone surrogate, %2)")
                         .arg(quoted, codePoint(finding.character));
    case NameProblem::Marks:
        return finding.character
                   ? QStringLiteral("the name %1 begins with a combining mark%2").arg(quoted, which)
                   : QStringLiteral("the name %1 stacks more than %2 combining marks on one "
                                    "character")
                         .arg(quoted)
                         .arg(kMaxMarksOnACharacter);
    case NameProblem::MixedScripts:
        // (The look-alike by its number too: quoted, "Аnn" reads as "Ann".)
        return QStringLiteral("the name %1 mixes %2 letters, which look alike (%3 is %4)")
            .arg(quoted, finding.scripts, codePoint(finding.character),
                 QString::fromLatin1(
                     kAlikeScripts[std::size_t(alikeScript(finding.character))].name));
    }
    return {};
}

void checkName(const QString& name) {
    const QString why = whyNotAName(name);
    if (!why.isEmpty()) throw Error(why.toStdString());
}

QString trimmedName(const QString& name) {
    return name.trimmed(); // QChar::isSpace: NBSP, U+2000 to U+200A, U+3000 and the rest of Zs
}

int nameLength(const QString& name) {
    int count = 0;
    forEachGrapheme(name, [&](qsizetype, qsizetype) {
        ++count;
        return true;
    });
    return count;
}

QString nameKey(const QString& name) {
    return name.normalized(QString::NormalizationForm_KC)
        .toUpper()
        .toCaseFolded()
        .normalized(QString::NormalizationForm_KC);
}

std::string quotedName(const QString& name) {
    QString out = QStringLiteral("\"");
    int marks = 0;
    for (qsizetype i = 0; i < name.size(); ++i) {
        char32_t c = name[i].unicode();
        QString text = name[i];
        if (name[i].isHighSurrogate() && i + 1 < name.size() && name[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(name[i], name[i + 1]);
            text = name.mid(i++, 2);
        }
        const auto category = QChar::category(c);
        marks = isMark(c) ? marks + 1 : 0;
        if (c == U'"' || c == U'\\') {
            out += QLatin1Char('\\') + text;
        } else if ((category == QChar::Other_Control || category == QChar::Other_Format ||
                    category == QChar::Other_Surrogate || category == QChar::Separator_Line ||
                    category == QChar::Separator_Paragraph ||
                    (category == QChar::Separator_Space && c != U' ') || isFiller(c) ||
                    marks > kMaxMarksOnACharacter || (isMark(c) && out.size() == 1)) &&
                   !isJoiner(c)) {
            out += escaped(c);
        } else {
            out += text;
        }
    }
    return (out + QLatin1Char('"')).toStdString();
}

} // namespace cozen::app
