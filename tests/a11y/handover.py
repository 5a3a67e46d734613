#!/usr/bin/python3
"""What a screen reader reads while the hand-over screen shows (issue 9).

Run inside a D-Bus session (dbus-run-session): starts Xvfb and the accessibility bus, then the game
with --players "Ann,Ben", and reads its accessibility tree through AT-SPI, as Orca would:
  - while the screen waits for the next person, the tree names that person, and no node names a
    card (by code, "4S", or as shown, "4♠");
  - the person's button, pressed through AT-SPI, gives them the table.

  dbus-run-session -- /usr/bin/python3 tests/a11y/handover.py build/app/game/cozen
"""

import os
import re
import sys
import time

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from session import running  # noqa: E402

CARD = re.compile(r"(?<![0-9A-Za-z])(10|[2-9AJQK])[CDHS\u2663\u2666\u2665\u2660](?![0-9A-Za-z])")


def nodes(node, out=None):
    """Every node under `node`: (role, name, text, showing)."""
    if out is None:
        out = []
    text = ""
    try:
        text = node.queryText().getText(0, -1)
    except NotImplementedError:
        pass
    showing = node.getState().contains(pyatspi.STATE_SHOWING)
    out.append((node.getRoleName(), node.name or "", text or "", showing))
    for child in node:
        if child is not None:
            nodes(child, out)
    return out


def wait_for(app, predicate, what, timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        tree = nodes(app)
        if predicate(tree):
            return tree
        time.sleep(0.3)
    dump = "\n".join(f"  [{r}] {n!r} {t!r}{'' if s else ' (not showing)'}" for r, n, t, s in nodes(app))
    raise SystemExit(f"FAIL: {what}; the tree:\n{dump}")


def main():
    game = sys.argv[1]
    with running(game, ["--players", "Ann,Ben"]) as (app, home):
        # The hand-over screen: the first person named (Red, Ann, or Black, Ben: who starts is
        # drawn), and no card anywhere in the tree, shown or not.
        tree = wait_for(app, lambda t: any(s and re.search(r"Pass to (Ann|Ben)", n) for _, n, _, s in t),
                        "the hand-over screen names the person")
        heading = next(n for _, n, _, s in tree if s and n.startswith("Pass to"))
        person = "Ann" if "Ann" in heading else "Ben"
        other = "Ben" if person == "Ann" else "Ann"
        buttons = [n for r, n, _, s in tree if s and r == "push button" and person in n]
        if not buttons:
            raise SystemExit(f"FAIL: no button for {person} to take the screen")
        if any(s and other in n + t for _, n, t, s in tree):
            raise SystemExit(f"FAIL: the hand-over screen for {person} also names {other}")
        cards = sorted({m.group(0) for _, n, t, _ in tree for m in CARD.finditer(n + " " + t)})
        if cards:
            raise SystemExit(f"FAIL: the hand-over screen's tree names cards: {cards}")
        print(f"hand-over: '{heading}', button '{buttons[0]}', {len(tree)} nodes, no card")

        # The person presses their button through AT-SPI, as a screen reader user would. The screen
        # ignores presses for its first second (a second Enter meant for the move just played), so
        # press until it goes, as a person would.
        def press(node):
            if node.getRoleName() == "push button" and person in (node.name or ""):
                action = node.queryAction()
                names = [action.getName(i) for i in range(action.nActions)]
                action.doAction(names.index("Press") if "Press" in names else 0)
                return True
            return any(press(child) for child in node if child is not None)

        def gone(tree):
            return not any(s and n.startswith("Pass to") for _, n, _, s in tree)
        end = time.time() + 15
        while not gone(nodes(app)):
            if time.time() > end:
                wait_for(app, gone, "the hand-over screen goes once the person takes the screen", 0)
            press(app)
            time.sleep(0.5)
        print(f"{person} took the screen")
    print("PASS")


if __name__ == "__main__":
    main()
