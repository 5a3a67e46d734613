#!/usr/bin/env python3
"""A pseudo-translation of the game: every string about 40% longer and bracketed, so that a layout
test can see which text would be cut off in a long language (issue 12).

  pseudo.py IN.ts OUT.ts   (IN: any of translations/*.ts, for its list of messages)

Placeholders (%1, %n), markup (<b>, &amp;) and line breaks are kept as they are; each word grows by
two fifths of itself ("turn" -> "turntu"). A single letter (a rank's: "J") stays one.
"""

import math
import re
import sys
import xml.etree.ElementTree as ET

KEEP = re.compile(r"(%\d+|%n|<[^>]+>|&[a-z#0-9]+;|\n)")


def stretch(text):
    # A letter that stands for a rank (J, or B in German) is one letter in every language.
    if len(text) == 1:
        return text
    parts = KEEP.split(text)
    out = []
    for part in parts:
        if KEEP.fullmatch(part or "x") and part:
            out.append(part)
            continue
        out.append(re.sub(r"\w+", lambda m: m.group(0) + m.group(0)[: math.ceil(len(m.group(0)) * 0.4)], part))
    return "[" + "".join(out) + "]"


def main():
    tree = ET.parse(sys.argv[1])
    root = tree.getroot()
    root.set("language", "de")
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        if forms:
            for form in forms:
                form.text = stretch(source)
        else:
            translation.text = stretch(source)
    tree.write(sys.argv[2], encoding="utf-8", xml_declaration=True)


if __name__ == "__main__":
    main()
