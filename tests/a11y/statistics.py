#!/usr/bin/python3
"""The statistics page as a screen reader reads it (issue 13): opened from the menu through the
tree alone, with known numbers (tests/qml/data/statistics.json beside the save). The table is a
table whose rows each say their level and every number in words; the chart is a chart named
"Results by level" and described bar by bar; "Reset statistics…" asks first, and "Keep them" keeps
the file as it was. Ctrl+Q, typed over the open statistics, ends the game.

  dbus-run-session -- /usr/bin/python3 tests/a11y/statistics.py build/app/game/cozen
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import session  # noqa: E402
from session import find, press, running, tree as nodes, type_keys  # noqa: E402

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "qml", "data",
                       "statistics.json")


def named(app, role, name):
    """The node of `role` whose name begins with `name`, waited for."""
    return find(app, lambda n: n.getRoleName() == role and n.name.startswith(name),
                f"a {role} named \"{name}…\"", timeout=10)


def main(game):
    folder = tempfile.mkdtemp(prefix="cozen-statistics-")
    path = os.path.join(folder, "statistics.json")
    shutil.copy(FIXTURE, path)
    with open(path, "rb") as f:
        before = f.read()
    with running(game, ["--save", os.path.join(folder, "save.json"),
                        "--players", "Ann,computer:hard"]) as (app, _home):
        press(named(app, "push button", "☰"))
        press(named(app, "menu item", "Statistics…"))
        table = named(app, "table", "Statistics by mode and level")
        rows = [n.name for n in nodes(table) if n.getRoleName() == "table row"]
        headings = [n.name for n in nodes(table) if n.getRoleName() == "heading"]
        assert len(rows) == 9, rows
        assert "hard. Games: 9. Won: 3. Drawn: 1. Lost: 5. Average VP for: 53.3, against: 72.2. " \
               "Win streak: 0, best: 2. Hints used: 7." in rows, rows
        assert any(r.startswith("Ann. Games: 6. Won: 4.") for r in rows), rows
        assert len(headings) == 3, headings
        chart = named(app, "chart", "Results by level")
        said = chart.description
        for bar in ["random: 9 won, 0 drawn, 1 lost", "hard: 3 won, 1 drawn, 5 lost",
                    "2v2: mixed levels: 1 won, 0 drawn, 2 lost"]:
            assert bar in said, said
        assert "Ann" not in said, said
        # Reset asks first; keeping them keeps the file.
        press(named(app, "push button", "Reset statistics…"))
        press(named(app, "push button", "Keep them"))
        # Nothing is written, so there is nothing to wait for: a second is far longer than a
        # write of this file takes (milliseconds), and a write that came would change it.
        time.sleep(1)
        with open(path, "rb") as f:
            assert f.read() == before, "the statistics were kept"
        # Ctrl+Q over the statistics (a modal dialog once kept the window's shortcuts from it):
        # the game ends.
        type_keys("ctrl+q")
        try:
            session.current["process"].wait(20)
        except subprocess.TimeoutExpired:
            raise SystemExit("FAIL: Ctrl+Q over the statistics did not quit")
    shutil.rmtree(folder, ignore_errors=True)
    print("PASS: the statistics page reads as a table and a chart described in words; Ctrl+Q over it quits")


if __name__ == "__main__":
    main(sys.argv[1])
