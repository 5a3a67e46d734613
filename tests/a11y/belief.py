#!/usr/bin/python3
""""What the computer thought you held" as a screen reader reads it: a game against the computer
resumed at its first round's summary (tests/qml/data/belief-summary.json: Ann wagered five cards on
column 1, the computer easy), the summary's button pressed through the tree alone; the panel names
the computer's last move, and its place (column 1, five cards face down) says in words the ranks
expected, how often a pair, and what Ann held there.

  dbus-run-session -- /usr/bin/python3 tests/a11y/belief.py build/app/game/cozen
"""

import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from session import find, press, running  # noqa: E402

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "qml", "data",
                       "belief-summary.json")


def main(game):
    folder = tempfile.mkdtemp(prefix="cozen-belief-")
    path = os.path.join(folder, "save.json")
    shutil.copy(FIXTURE, path)
    with running(game, ["--save", path]) as (app, _home):
        press(find(app, lambda n: n.getRoleName() == "push button"
                   and n.name == "What the computer thought you held", "the summary's button"))
        find(app, lambda n: n.getRoleName() == "heading"
             and n.name == "The computer, at its last move of round 1", "the computer's heading")
        place = find(app, lambda n: n.name == "Column 1: 5 cards wagered face down",
                     "column 1's place")
        said = place.description
        assert said.startswith("Column 1: 5 cards wagered face down. Expected: "), said
        assert "A pair among them in " in said and "% of its deals" in said, said
        # What Ann held there: her own cards, hers to hear.
        assert said.endswith("Held: A♦ 5♥ 8♦ J♥ Q♦"), said
        assert place.getState().contains(__import__("pyatspi").STATE_FOCUSABLE), "reached by Tab"
    shutil.rmtree(folder, ignore_errors=True)
    print("PASS: the belief panel is reached and read through the accessibility tree")


if __name__ == "__main__":
    main(sys.argv[1])
