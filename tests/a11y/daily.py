#!/usr/bin/python3
"""Today's deal and a shared game as a screen reader reads them (issue 42), through the tree alone:
the menu's item says the day is not played yet; its dialog says so in words, with the run of days
won (the statistics beside the save hold yesterday's win and an earlier loss, dated from today's
UTC date); "Play today's deal" starts the day's game against the computer at medium; the
statistics list the last four weeks a day an item, each said with its date and result; "Watch a
game…" takes a code typed into its field and plays it in the replay viewer, and says in words why
a damaged one cannot be played.

  dbus-run-session -- /usr/bin/python3 tests/a11y/daily.py build/app/game/cozen
"""

import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile

import pyatspi  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import session  # noqa: E402
from session import find, press, running, type_keys  # noqa: E402

# A game code of a match game (tests/fuzz/corpus/gamecode/game-2.txt): red random, black medium.
CODE = ("CZ1-4C000000000000282RG508C06AZ08CRMWV32J0M2JC448XP1WMG7TA9A06916G44ANX5HM666J0G01060KN3JE3"
        "DGJK4JG67V8M2HZ1GM18JD3S03BS77X0")


def named(app, role, name):
    """The node of `role` whose name begins with `name`, waited for."""
    return find(app, lambda n: n.getRoleName() == role and n.name.startswith(name),
                f"a {role} named \"{name}…\"", timeout=10)


def said(app, text):
    """A node whose name holds `text`, waited for."""
    return find(app, lambda n: text in n.name, f"\"{text}\"", timeout=10)


def type_into(text):
    """Text typed into the field that has the keyboard, as a person types it (Qt 6.4's text area
    offers no editable-text interface on the bus): what it held is selected and typed over."""
    type_keys("ctrl+a")
    env = dict(os.environ, DISPLAY=session.current["display"])
    subprocess.run(["xdotool", "type", "--delay", "10", text], env=env, check=True, timeout=60)


def main(game):
    folder = tempfile.mkdtemp(prefix="cozen-daily-")
    today = datetime.datetime.now(datetime.timezone.utc).date()
    yesterday, earlier = today - datetime.timedelta(days=1), today - datetime.timedelta(days=3)
    with open(os.path.join(folder, "statistics.json"), "w") as f:
        json.dump({"cozenStatistics": 1, "records": [], "daily": {
            earlier.isoformat(): {"result": "loss", "vp": [40, 71], "rounds": 6},
            yesterday.isoformat(): {"result": "win", "vp": [72, 30], "rounds": 5}}}, f)
    with running(game, ["--save", os.path.join(folder, "save.json"),
                        "--players", "Ann,computer:hard"]) as (app, _home):
        press(named(app, "push button", "☰"))
        press(named(app, "menu item", "Today's deal (not played yet)…"))
        said(app, "Not played yet. Everyone in the world gets the same deal today")
        said(app, "Days won in a row: 1 (best: 1).")
        press(named(app, "push button", "Play today's deal"))
        # The day's game: against the computer at medium.
        said(app, "medium")

        press(named(app, "push button", "☰"))
        press(named(app, "menu item", "Statistics…"))
        strip = named(app, "list", "The last four weeks of today's deal")
        days = [strip.getChildAtIndex(i).name for i in range(strip.childCount)]
        assert len(days) == 28, days
        assert days[-2].endswith(": won, 72 to 30 VP"), days[-2]
        assert days[-4].endswith(": lost, 40 to 71 VP"), days[-4]
        assert days[-1].endswith(": not played yet"), days[-1]
        press(named(app, "push button", "Close"))

        press(named(app, "push button", "☰"))
        press(named(app, "menu item", "Watch a game…"))
        # The field has the keyboard as the dialog opens.
        field = find(app, lambda n: n.name == "The game code", "the field of the game code")
        assert field.getState().contains(pyatspi.STATE_FOCUSED), "the field has the keyboard"
        type_into(CODE[:30] + "7" + CODE[31:])
        press(named(app, "push button", "Watch"))
        said(app, "This game code is damaged")
        press(field)  # (the keyboard back in the field: Watch had it)
        type_into("good game! " + CODE)
        press(named(app, "push button", "Watch"))
        viewer = find(app, lambda n: n.name == "Replay of a game", "the replay viewer")
        # Two computers, told apart by colour.
        find(viewer, lambda n: n.name.startswith("Red (computer) 0 VP · Black (computer) 0 VP"),
             "the replay's score, Red's computer and Black's apart")
    shutil.rmtree(folder, ignore_errors=True)
    print("PASS: today's deal, its four weeks and a watched game read in words")


if __name__ == "__main__":
    main(sys.argv[1])
