#!/usr/bin/python3
"""What a screen reader reads while the hand-over screen shows (issue 9).

Run inside a D-Bus session (dbus-run-session): starts Xvfb and the accessibility bus, then the game
with --players "Ann,Ben", and reads its accessibility tree through AT-SPI, as Orca would:
  - while the screen waits for the next person, the tree names that person, and no node names a
    card (by code, "4S", or as shown, "4♠");
  - the person's button, pressed through AT-SPI, gives them the table;
  - a wager played through the tree; "take back your wager", pressed on the next person's
    hand-over screen, asks for the owner first ("Pass to Ann") and names no card until they take it.

  dbus-run-session -- /usr/bin/python3 tests/a11y/handover.py build/app/game/cozen
"""

import os
import re
import sys
import time

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from session import press as press_action, running  # noqa: E402

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
        time.sleep(0.1)  # a poll: each pass walks the tree again
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
            # Pressed again only after half a second: the hand-over screen's button takes a press
            # only once it is armed (a guard against a click meant for the screen before), and a
            # press is answered through the accessibility bus, asynchronously. Nothing in the tree
            # says that the button is armed, so the loop presses until the screen goes.
            time.sleep(0.5)
        print(f"{person} took the screen")

        # A wager, through the tree: a card of the hand, column 1, the button that names the move.
        def find(role, pattern):
            for node in all_nodes(app):
                try:
                    if (node.getRoleName() == role and re.search(pattern, node.name or "")
                            and node.getState().contains(pyatspi.STATE_SHOWING)):
                        return node
                except Exception:  # a node gone while read
                    pass
            return None

        def until(found, what, timeout=20):
            end = time.time() + timeout
            while time.time() < end:
                node = found()
                if node:
                    return node
                time.sleep(0.1)  # a poll
            wait_for(app, lambda t: False, what, 0)

        card = until(lambda: next((n for n in all_nodes(app) if n.getRoleName() == "push button"
                                   and (n.description or "").startswith("in your hand")), None),
                     f"{person}'s hand in the tree")
        card_name = card.name
        press_action(card)
        press_action(until(lambda: find("push button", r"^Column 1:"), "column 1 in the tree"))
        press_action(until(lambda: find("push button", r"^Wager the "), "the wager offered"))
        wait_for(app, lambda t: any(s and n.startswith(f"Pass to {other}") for _, n, _, s in t),
                 f"after {person}'s wager the screen asks for {other}")
        # Whoever is at the screen now presses "take back": the screen goes back to its owner
        # first, through a hand-over of its own, and names no card meanwhile (issue 37).
        press_action(until(lambda: find("push button", rf"^{person}: take back your wager$"),
                         "the take-back offered on the hand-over screen"))
        tree = wait_for(app, lambda t: any(s and n.startswith(f"Pass to {person}") for _, n, _, s in t),
                        f"a wager taken back hands the screen back to {person} first")
        cards = sorted({m.group(0) for _, n, t, _ in tree for m in CARD.finditer(n + " " + t)})
        if cards:
            raise SystemExit(f"FAIL: after the take-back, before {person} has the screen, the tree names cards: {cards}")
        if any((n.description or "").startswith("in your hand") for n in all_nodes(app)):
            raise SystemExit("FAIL: a hand is in the tree before its owner took the screen")
        print(f"take-back: '{person}: take back your wager' gave 'Pass to {person}', no card named")
        end = time.time() + 15
        while any(s and n.startswith(f"Pass to {person}") for _, n, _, s in nodes(app)):
            if time.time() > end:
                wait_for(app, lambda t: False, f"{person} could not take the screen back", 0)
            press(app)
            time.sleep(0.5)  # as above: pressed until the armed button takes it
        until(lambda: find("push button", "^" + re.escape(card_name) + "$"),
              f"{card_name}, taken back, in {person}'s hand again")
        print(f"{person} has the screen again, {card_name} back in the hand")
    print("PASS")


def all_nodes(node, out=None):
    """Every accessible object under `node`."""
    if out is None:
        out = []
    out.append(node)
    try:
        for child in node:
            if child is not None:
                all_nodes(child, out)
    except Exception:  # a node gone while read
        pass
    return out


if __name__ == "__main__":
    main()
