#!/usr/bin/env python3
"""The translations are whole and the sources say nothing untranslatable (issue 12).

  check.py LUPDATE LRELEASE SOURCE_DIR

Fails, naming what and where, when:
  - a user-visible literal in the QML is not given to qsTr (text:, title:, placeholderText:,
    Accessible.name: / description:, ToolTip.text: with words in quotes, outside qsTr());
  - a .ts file in translations/ is out of date: lupdate over the sources would add a string to it;
  - a .ts file is incomplete: a message unfinished or empty (English's file holds only plural forms,
    and must have them all), or lrelease warns (a numerus form missing for the language).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# Words that are not the interface's to translate: the game's name, the letter on a card's back.
ALLOWED = {"Cozen", "C"}
LITERAL = re.compile(r"""\b(?:text|title|placeholderText|Accessible\.name|Accessible\.description|ToolTip\.text)\s*:\s*(.*)$""")
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')


def untranslated_literals(qml_dir):
    problems = []
    for name in sorted(os.listdir(qml_dir)):
        if not name.endswith(".qml"):
            continue
        path = os.path.join(qml_dir, name)
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                code = line.split("//")[0]
                match = LITERAL.search(code)
                if not match:
                    continue
                value = match.group(1)
                # Strip every qsTr("...") (and its arguments' strings) before looking for words.
                stripped = re.sub(r'qsTr\(\s*"(?:[^"\\]|\\.)*"(?:\s*,\s*"(?:[^"\\]|\\.)*")?', "qsTr(", value)
                for literal in QUOTED.findall(stripped):
                    if re.search(r"[A-Za-z]{2,}", literal) and literal not in ALLOWED and not literal.startswith("#"):
                        problems.append(f"{name}:{number}: \"{literal}\" is shown untranslated (wrap it in qsTr)")
    return problems


def messages(ts_path):
    tree = ET.parse(ts_path)
    out = {}
    for context in tree.getroot().iter("context"):
        cname = context.findtext("name")
        for message in context.iter("message"):
            key = (cname, message.findtext("source"), message.findtext("comment") or "")
            out[key] = message
    return out


def main():
    lupdate, lrelease, source = sys.argv[1:4]
    qml_dir = os.path.join(source, "qml")
    models_dir = os.path.join(source, "app", "models")
    problems = untranslated_literals(qml_dir)
    ts_dir = os.path.join(source, "translations")
    scratch = tempfile.mkdtemp(prefix="cozen-i18n-")
    try:
        for name in sorted(os.listdir(ts_dir)):
            if not name.endswith(".ts"):
                continue
            committed = os.path.join(ts_dir, name)
            fresh = os.path.join(scratch, name)
            shutil.copy(committed, fresh)
            plural_only = name == "cozen_en.ts"
            args = [lupdate, "-silent", "-locations", "none", qml_dir, models_dir, "-ts", fresh]
            if plural_only:
                args.insert(1, "-pluralonly")
            subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
            have, want = messages(committed), messages(fresh)
            for key in want:
                if key not in have:
                    problems.append(f"{name}: out of date, it lacks \"{key[1]}\" ({key[0]}): "
                                    "cmake --build build --target update_translations, then translate")
            for key, message in have.items():
                translation = message.find("translation")
                if translation is None or translation.get("type") in ("obsolete", "vanished"):
                    continue
                forms = [f.text or "" for f in translation.findall("numerusform")]
                empty = not any(forms) if forms else not (translation.text or "").strip()
                if translation.get("type") == "unfinished" or empty or (forms and not all(forms)):
                    problems.append(f"{name}: \"{key[1]}\" ({key[0]}) is not translated")
            result = subprocess.run([lrelease, committed, "-qm", os.path.join(scratch, name + ".qm")],
                                    capture_output=True, text=True)
            for line in (result.stdout + result.stderr).splitlines():
                if "arning" in line or "rror" in line:
                    problems.append(f"{name}: lrelease: {line.strip()}")
    finally:
        shutil.rmtree(scratch)
    for problem in problems:
        print(problem)
    print(f"check.py: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
