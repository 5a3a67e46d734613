#!/usr/bin/python3
"""A whole round against the computer, played through the accessibility tree alone (issue 12).

Run inside a D-Bus session (dbus-run-session): starts Xvfb and the accessibility bus, then the game
with --players "Ann,computer:random" and a save file of its own, and plays as a screen reader user
would, through AT-SPI only: it reads the turn banner, presses a card of the hand (a toggle button)
to select it, presses a column or the Stake & Draw slot, then the button that names the move. At the
end of the round it presses "Show all" and "Next round", and round 2 must begin.

All along, no card the person may not see is named anywhere in the tree: at every step the save
file (which holds the whole game) says which cards are the computer's hand and its face-down cards
on the table, and none of them may appear, by code ("4S"), as shown ("4♠") or as said ("four of
spades").

  dbus-run-session -- /usr/bin/python3 tests/a11y/round.py build/app/game/cozen
"""

import json
import os
import re
import sys
import time

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from session import press, running  # noqa: E402

RANKS = {"A": "ace", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
         "8": "eight", "9": "nine", "10": "ten", "J": "jack", "Q": "queen", "K": "king"}
SUITS = {"C": ("clubs", "\u2663"), "D": ("diamonds", "\u2666"), "H": ("hearts", "\u2665"),
         "S": ("spades", "\u2660")}


def ways_of_naming(code):
    rank, suit = code[:-1], code[-1]
    word, symbol = SUITS[suit]
    return [re.compile(r"(?<![0-9A-Za-z])" + re.escape(code) + r"(?![0-9A-Za-z])"),
            re.compile(r"(?<![0-9A-Za-z])" + re.escape(rank + symbol)),
            re.compile(r"\b" + RANKS[rank] + " of " + word + r"\b")]


def hidden_from_red(save_path, shown_round):
    """The cards Red may not see now: Black's hand and Black's face-down cards on the table, as the
    save of the round the table shows has them (the save runs ahead of the screen at a round's
    end, with the next round dealt, and may lag a move behind, which hides no more)."""
    try:
        with open(save_path, encoding="utf-8") as f:
            game = json.load(f)
    except (OSError, ValueError):
        return None  # being written: try again
    state = game.get("state", game)
    if state.get("round") != shown_round:
        return None
    hidden = set(state["black"]["hand"])
    for column in state["stakes"]:
        if not column["faceUp"] and column["card"][-1] in "CS":
            hidden.add(column["card"])
        hidden.update(column["black"])  # Black's wagers stay face down until the reveal
    return hidden


class Tree:
    def __init__(self, app):
        self.app = app

    def nodes(self, node=None, out=None):
        """Every showing node: (node, role, name, description)."""
        node = node or self.app
        out = [] if out is None else out
        try:
            showing = node.getState().contains(pyatspi.STATE_SHOWING)
            out.append((node, node.getRoleName(), node.name or "", node.description or "", showing))
            for child in node:
                if child is not None:
                    self.nodes(child, out)
        except Exception:  # a node gone while read: the table moved on
            pass
        return out

    def showing(self):
        return [(n, r, name, d) for n, r, name, d, s in self.nodes() if s]

    def find(self, role, pattern):
        for node, r, name, _ in self.showing():
            if r == role and re.search(pattern, name):
                return node
        return None

    def dump(self):
        return "\n".join(f"  [{r}] {n!r} {d!r}{'' if s else ' (not showing)'}"
                         for _, r, n, d, s in self.nodes())


def wait(tree, predicate, what, timeout=30):
    end = time.time() + timeout
    while time.time() < end:
        result = predicate()
        if result:
            return result
        time.sleep(0.1)  # a poll: each pass walks the tree again
    raise SystemExit(f"FAIL: {what}; the tree:\n{tree.dump()}")


def check_nothing_hidden(tree, save_path):
    label = tree.find("label", r"^Round \d+")
    if label is None:
        return
    hidden = hidden_from_red(save_path, int(re.match(r"Round (\d+)", label.name).group(1)))
    if not hidden:
        return
    said = "\n".join(name + " " + desc for _, _, name, desc, _ in tree.nodes())
    for code in hidden:
        for pattern in ways_of_naming(code):
            if pattern.search(said):
                raise SystemExit(f"FAIL: the tree names {code}, a card the person may not see:\n"
                                 f"{tree.dump()}")


def main():
    game = sys.argv[1]
    with running(game, ["--players", "Ann,computer:random", "--save", "{home}/save.json"]) as (app, home):
        save = os.path.join(home, "save.json")
        tree = Tree(app)
        moves = 0
        while True:
            # Ann's turn, or the round's end.
            def state():
                if tree.find("label", r"^(Ann's|Your) (last )?turn"):
                    return "turn"
                if tree.find("push button", r"^(Show all|Next round|See the result)$"):
                    return "end"
                return None
            now = wait(tree, state, "Ann's turn or the round's end never came", 60)
            check_nothing_hidden(tree, save)
            if now == "end":
                break
            hand = [n for n, r, name, d in tree.showing()
                    if r == "push button" and d.startswith("in your hand")]
            if not hand:
                raise SystemExit(f"FAIL: Ann's turn, and no card of her hand in the tree:\n{tree.dump()}")
            card = hand[0].name
            press(hand[0])
            wait(tree, lambda: any(d == "in your hand, selected"
                                   for _, r, _, d in tree.showing() if r == "push button"),
                 f"pressing {card} did not select it")
            # A wager on the first column when allowed (it always is, with cards of one's own
            # colour), every other move a stake.
            target = tree.find("push button", r"^Column 1:") if moves % 2 else None
            target = target or tree.find("push button", r"^Stake & Draw$")
            press(target)
            play = wait(tree, lambda: tree.find("push button", r"^(Wager|Stake) the "),
                        "choosing a place did not offer the move")
            if not play.getState().contains(pyatspi.STATE_ENABLED):
                target = tree.find("push button", r"^Stake & Draw$")
                press(target)
                play = wait(tree, lambda: tree.find("push button", r"^Stake the "),
                            "the stake was not offered")
            said = play.name
            press(play)
            wait(tree, lambda: not any(name == card for _, r, name, d in tree.showing()
                                       if d.startswith("in your hand")),
                 f"'{said}' did not play {card}")
            moves += 1
            print(f"move {moves}: {said}")
            if moves > 40:
                raise SystemExit("FAIL: the round did not end")

        # The round's end: show all, then the next round (or, when a marked king fell in the
        # first round, the result).
        ends = r"^(Show all|Next round|See the result)$"
        name = ""
        for _ in range(3):
            button = tree.find("push button", ends)
            if button is None:
                break
            name = button.name
            press(button)
            wait(tree, lambda: tree.find("push button", ends) is not button
                 or tree.find("label", r"^Round 2\b"), f"'{name}' did nothing")
            time.sleep(0.1)
            if name != "Show all":
                break
        if name == "See the result":
            # Either side may have won: a loss is headed "Game over: …", a win "Victory!".
            wait(tree, lambda: tree.find("heading", r"^(Game over\b|Victory!$)"),
                 "the result was not shown")
            print(f"round 1 played in {moves} moves through the accessibility tree; it ended the game")
        else:
            wait(tree, lambda: tree.find("label", r"^Round 2\b"), "round 2 did not begin")
            print(f"round 1 played in {moves} moves through the accessibility tree; round 2 began")
    print("PASS")


if __name__ == "__main__":
    main()
