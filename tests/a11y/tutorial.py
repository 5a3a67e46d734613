#!/usr/bin/python3
"""The tutorial as a screen reader user meets it, through the accessibility tree alone (issue 13).

Run inside a D-Bus session (dbus-run-session): the game's very first start (a home of its own, no
save) offers the tutorial; "Play the tutorial" is pressed; the panel reads the step, its heading and
what to do; a move the step does not want (a wager, where it asks for Stake & Draw) is refused with
the step's reason, read in the panel; then the 2 of diamonds is staked, and the panel says what
happened (the K♥ drawn, the marked king); "Next step" leads to step 2, which holds that K♥ and says
what the computer (Black) did since. Then the tutorial is left ("Leave the tutorial") back to the
player's own game, untouched (its autosave byte for byte), opened again from the menu at the step
reached, and left again; the game's log must hold no QML runtime error (session.py).

  dbus-run-session -- /usr/bin/python3 tests/a11y/tutorial.py build/app/game/cozen
"""

import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from round import Tree, press, wait  # noqa: E402
from session import running  # noqa: E402


def check_same_game(saved, path):
    """The autosave at `path` is the game saved as `saved`, as it was: the same deal, no move of
    the person's, no new game. (The computer, held while the tutorial covered the table, may have
    played its move since: it goes on once the table is back.)"""
    with open(path, "rb") as f:
        now = json.loads(f.read())
    was = json.loads(saved)
    if now["game"]["seed"] != was["game"]["seed"]:
        raise SystemExit("FAIL: leaving the tutorial started another game")
    before, after = was["history"], now["history"]
    added = after[-1][len(before[-1]):] if len(after) == len(before) else None
    if added is None or after[-1][:len(before[-1])] != before[-1] or len(added) > 1:
        raise SystemExit(f"FAIL: the tutorial changed the player's game: {before} -> {after}")
    if added and not added[0].split()[-1][-1] in "SC":  # a black card: the computer (Black) moved
        raise SystemExit(f"FAIL: a move was made for the person: {added}")


def main():
    game = sys.argv[1]
    with running(game, []) as (app, home):
        tree = Tree(app)
        saves = glob.glob(os.path.join(home, "**", "autosave.json"), recursive=True)
        if len(saves) != 1:
            raise SystemExit(f"FAIL: the first start saved no game of its own: {saves}")
        with open(saves[0], "rb") as f:
            saved = f.read()
        offer = wait(tree, lambda: tree.find("push button", r"^Play the tutorial$"),
                     "the first start did not offer the tutorial")
        press(offer)
        wait(tree, lambda: tree.find("label", r"^Tutorial · step 1 of 9$"),
             "the tutorial did not open at step 1")
        if not tree.find("heading", r"^Stake & Draw$"):
            raise SystemExit(f"FAIL: no heading names the step:\n{tree.dump()}")
        if not tree.find("label", r"Stake your 2♦"):
            raise SystemExit(f"FAIL: the panel does not say what to do:\n{tree.dump()}")
        if not tree.find("label", r"The first side with 70 VP in its jail wins"):
            raise SystemExit(f"FAIL: the panel does not say what wins the game:\n{tree.dump()}")

        # A wager, where the step asks for Stake & Draw: the play button is there but refuses,
        # and says why beside it.
        press(wait(tree, lambda: tree.find("push button", r"^two of diamonds"), "no 2♦ in the hand"))
        press(tree.find("push button", r"^Column 1:"))
        wait(tree, lambda: tree.find("label", r"^This step is about Stake & Draw"),
             "the step's reason for refusing a wager is not read")

        # Stake & Draw, as asked.
        press(tree.find("push button", r"^Stake & Draw$"))
        play = wait(tree, lambda: tree.find("push button", r"^Stake the 2♦ and draw a card$"),
                    "choosing Stake & Draw did not offer the stake")
        press(play)
        wait(tree, lambda: tree.find("heading", r"^What happened$"),
             "the step's explanation did not come", 60)
        if not tree.find("label", r"^You staked the 2♦ face down.* You drew the top card of your deck, the K♥"):
            raise SystemExit(f"FAIL: the explanation is not read:\n{tree.dump()}")
        press(tree.find("push button", r"^Next step$"))
        wait(tree, lambda: tree.find("label", r"^Tutorial · step 2 of 9$"), "Next step did not go on")
        # Step 2 goes on from step 1: the king of hearts drawn there is in the hand, and what
        # Black did since is read, not "Round 1 began".
        wait(tree, lambda: tree.find("push button", r"^king of hearts"),
             "step 2's hand does not hold the K♥ drawn in step 1")
        if not tree.find("label", r"^Since your last turn: The computer staked a card face down and drew a card\.$"):
            raise SystemExit(f"FAIL: step 2 does not tell what Black did since:\n{tree.dump()}")

        # Left, back to the player's own game as it was.
        press(tree.find("push button", r"^Leave the tutorial$"))
        wait(tree, lambda: not tree.find("label", r"^Tutorial · step") and tree.find("push button", r"^Hint"),
             "Leave the tutorial did not go back to the game")
        check_same_game(saved, saves[0])

        # From the menu, at the step reached; and left again.
        press(wait(tree, lambda: tree.find("push button", r"Menu$"), "no menu button"))
        press(wait(tree, lambda: tree.find("menu item", r"^Tutorial$"), "no Tutorial in the menu"))
        wait(tree, lambda: tree.find("label", r"^Tutorial · step 2 of 9$"),
             "the menu's Tutorial did not resume at step 2")
        press(tree.find("push button", r"^Leave the tutorial$"))
        wait(tree, lambda: not tree.find("label", r"^Tutorial · step") and tree.find("push button", r"^Hint"),
             "Leave the tutorial did not go back to the game, the second time")
    print("PASS")


if __name__ == "__main__":
    main()
