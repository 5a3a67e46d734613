#!/usr/bin/env python3
"""Writes the tutorial's step files (NN-id.json) from the short descriptions below.

A step file is a position (docs/position-format.md) with a "tutorial" object beside it, which the
position loader ignores: `cozen-cli legal 03-pair-and-straight.json` reads a step as it reads a
save.
Here each step names only the cards that matter; every other card goes to its colour's deck, in a
fixed shuffled order, so that the 52 cards are all placed. The files are what the game and the
tests read; run this again after changing a step (python3 make-steps.py), and look at the diff.

The position is where the round stood before the moves "before": the game plays them, and then the
step begins, so that the table's "Since your last turn" tells what Black did (its wager on the
table is in the log, as in a game). A step that goes on from the one before it ("continues") is
that step's position, with that step's move and replies as its "before": the learner's hand holds
the card drawn there.

"tutorial": {
  "step": the step's id (its words are in qml/TutorialWords.qml, keyed by it),
  "learner": the seat the learner plays ("red"),
  "before": the moves played from the position before the step, in order (none may end the round;
     after them the learner is to move),
  "accept": the moves the step accepts: a move as text ("wager 1 7H 7D"), or with "*" for any
     cards ("wager 1 *": any wager on column 1; "wager * *": any wager; "stake *": any stake),
  "play": the move a test plays for the learner (one of those accepted),
  "wrong": moves the step refuses although the rules allow them (a test checks each),
  "replies": the computer's moves after the learner's, in order (the explanation is exact),
  "settles": true when the round is settled right after (the reveal is the step's point),
  "expect": what playing "play" and the replies does, checked by tests/app/tst_tutorial.cpp
}
"""
import json
import os
import random

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
COLOURS = {"red": "HD", "black": "SC"}


def all_cards(colour):
    return [r + s for s in COLOURS[colour] for r in RANKS]


STEPS = [
    dict(file="01-stake-and-draw", round=1, starter="red", finalTurn=False,
         red=dict(hand=["2D", "7H", "7D", "JH", "QD"], deckTop=["KH"]),
         black=dict(hand=["3C", "4S", "7C", "10S", "QC"], deckTop=["AC"]),
         stakes=[dict(card="9H", faceUp=True), dict(card="5S", faceUp=True)],
         tutorial=dict(step="stakeAndDraw", accept=["stake 2D"], play="stake 2D",
                       wrong=["wager 1 2D", "wager 2 7H", "stake 7H"], replies=["stake 3C"],
                       settles=False,
                       expect=dict(columns=4, learnerHand=5, learnerDeckDrawn=1,
                                   learnerDrew=["KH"]))),
    # Step 1 played on: the K of hearts drawn there is in the hand.
    dict(file="02-wager", continues="01-stake-and-draw",
         tutorial=dict(step="wager", accept=["wager * *"], play="wager 2 7H 7D",
                       wrong=["stake 7H"], replies=["wager 2 4S"], settles=False,
                       expect=dict(columns=4, learnerHand=3, learnerDeckDrawn=0))),
    dict(file="03-pair-and-straight", round=1, starter="black", toMove="black", finalTurn=False,
         red=dict(hand=["7H", "7D", "QD", "2H"]),
         black=dict(hand=["3C", "4S", "9S", "10C"]),
         stakes=[dict(card="QS", faceUp=True),
                 dict(card="6H", faceUp=True)],
         tutorial=dict(step="pairAndStraight", before=["wager 1 3C 4S 9S 10C"],
                       accept=["wager 1 7H 7D"], play="wager 1 7H 7D",
                       wrong=["wager 1 7H", "wager 2 7H 7D", "stake 2H"], replies=[],
                       settles=True,
                       expect=dict(columnsResolved=[
                           dict(winner="red", strength=dict(red=3, black=2),
                                captured=["3C", "4S", "9S", "10C", "QS"]),
                           dict(winner=None)],
                           vp=dict(red=36, black=0), stakesStay=False))),
    dict(file="04-own-stake", round=1, starter="black", toMove="black", finalTurn=False,
         red=dict(hand=["4D", "5D", "7H", "KD"]),
         black=dict(hand=["8S", "8C"]),
         stakes=[dict(card="6H", faceUp=True),
                 dict(card="JS", faceUp=True)],
         tutorial=dict(step="ownStake", before=["wager 1 8S 8C"],
                       accept=["wager 1 4D 5D 7H"], play="wager 1 4D 5D 7H",
                       wrong=["wager 1 4D 5D", "wager 2 4D 5D 7H"], replies=[], settles=True,
                       expect=dict(columnsResolved=[
                           dict(winner="red", strength=dict(red=4, black=3), stakeCounts="red",
                                captured=["8S", "8C"]),
                           dict(winner=None)],
                           vp=dict(red=16, black=0), stakesStay=False))),
    # Black's last card went on its own face-down stake, column 3: all black, it goes home.
    dict(file="05-won-by-default", round=1, starter="black", toMove="black", finalTurn=False,
         red=dict(hand=["2D", "9D", "5H"]),
         black=dict(hand=["6S"]),
         stakes=[dict(card="QS", faceUp=True),
                 dict(card="3H", faceUp=True),
                 dict(card="8C", faceUp=False)],
         tutorial=dict(step="wonByDefault", before=["wager 3 6S"],
                       accept=["wager 1 *"], play="wager 1 2D",
                       wrong=["wager 2 2D", "wager 3 2D", "stake 2D"], replies=[], settles=True,
                       expect=dict(columnsResolved=[
                           dict(winner="red", revealed=False, captured=["QS"]),
                           dict(winner=None), dict(winner=None)],
                           vp=dict(red=10, black=0), stakesStay=False))),
    dict(file="06-tie-break", round=1, starter="black", toMove="black", finalTurn=False,
         red=dict(hand=["JH", "JD", "2D", "6D"]),
         black=dict(hand=["4S", "4C", "JS"]),
         stakes=[dict(card="9H", faceUp=True),
                 dict(card="KC", faceUp=True)],
         tutorial=dict(step="tieBreak", before=["wager 1 4S 4C JS"],
                       accept=["wager 1 JH JD"], play="wager 1 JH JD",
                       wrong=["wager 1 JH", "wager 2 JH JD"], replies=[], settles=True,
                       expect=dict(columnsResolved=[
                           dict(winner="red", strength=dict(red=3, black=3),
                                captured=["4S", "4C", "JS"]),
                           dict(winner=None)],
                           vp=dict(red=18, black=0), stakesStay=False))),
    dict(file="07-last-turn", round=1, starter="red", toMove="black", finalTurn=False,
         red=dict(hand=["8H"]),
         black=dict(hand=["3C", "KC", "5S", "QS"]),
         stakes=[dict(card="3S", faceUp=True, red=["6D"]),
                 dict(card="10H", faceUp=True, red=["10D"]),
                 dict(card="4D", faceUp=False, red=["AD"]),
                 dict(card="QC", faceUp=False)],
         tutorial=dict(step="lastTurn", before=["wager 4 QS"],
                       accept=["wager 1 8H"], play="wager 1 8H",
                       wrong=["wager 2 8H", "stake 8H"], replies=["wager 1 3C"], settles=True,
                       expect=dict(columnsResolved=[
                           dict(winner="black", strength=dict(red=0, black=3),
                                captured=["6D", "8H"]),
                           dict(winner=None), dict(winner=None), dict(winner=None)],
                           vp=dict(red=0, black=14), stakesStay=False))),
    dict(file="08-stakes-stay", round=1, starter="black", toMove="black", finalTurn=False,
         red=dict(hand=["2D", "7D", "KD"]),
         black=dict(hand=["5C", "6S"]),
         stakes=[dict(card="7H", faceUp=True),
                 dict(card="9S", faceUp=True, black=["9C"]),
                 dict(card="4C", faceUp=False)],
         tutorial=dict(step="stakesStay", before=["wager 3 5C 6S"],
                       accept=["wager 1 *", "stake *"], play="wager 1 7D",
                       wrong=["wager 2 7D", "wager 3 2D"], replies=[], settles=True,
                       expect=dict(columnsResolved=[
                           dict(winner=None), dict(winner=None), dict(winner=None)],
                           vp=dict(red=0, black=0), stakesStay=True))),
    dict(file="09-jailed-pairs", round=3, starter="black", toMove="black", finalTurn=False,
         red=dict(hand=["10D", "JD", "QD", "2H"], jail=["KC"]),
         black=dict(hand=["6S", "6C"], jail=["5H", "5D"]),
         stakes=[dict(card="9H", faceUp=True),
                 dict(card="8S", faceUp=True)],
         tutorial=dict(step="jailedPairs", before=["wager 1 6S 6C"],
                       accept=["wager 1 10D JD QD"], play="wager 1 10D JD QD",
                       wrong=["wager 1 10D JD", "wager 2 10D JD QD"], replies=[], settles=True,
                       expect=dict(columnsResolved=[
                           dict(winner="red", strength=dict(red=4, black=3), stakeCounts="red",
                                captured=["6S", "6C"]),
                           dict(winner=None)],
                           vp=dict(red=22, black=10), stakesStay=False))),
]


def owner(card):
    return "red" if card[-1] in "HD" else "black"


def position(step, made):
    if "continues" in step:
        # The step before it, played on: its position, its move and replies before this step.
        before = made[step["continues"]]
        earlier = before["tutorial"]
        tutorial = dict(step["tutorial"])
        tutorial = dict(step=tutorial.pop("step"), learner="red",
                        before=[earlier["play"]] + earlier["replies"], **tutorial)
        return dict({k: v for k, v in before.items() if k != "tutorial"}, tutorial=tutorial)
    placed = {"red": set(), "black": set()}

    def place(cards):
        for c in cards:
            assert c not in placed[owner(c)], c
            placed[owner(c)].add(c)

    for colour in ("red", "black"):
        place(step[colour]["hand"])
        # A jail holds the other colour's cards.
        place(step[colour].get("jail", []))
    for s in step["stakes"]:
        place([s["card"]] + s.get("red", []) + s.get("black", []))
    seats = {}
    rng = random.Random(step["file"])
    for colour in ("red", "black"):
        top = step[colour].get("deckTop", [])
        place(top)
        rest = [c for c in all_cards(colour) if c not in placed[colour]]
        rng.shuffle(rest)
        seats[colour] = dict(deck=top + rest, hand=step[colour]["hand"],
                             jail=step[colour].get("jail", []))
    tutorial = dict(step["tutorial"])
    tutorial = dict(step=tutorial.pop("step"), learner="red", before=tutorial.pop("before", []),
                    **tutorial)
    return dict(cozen=1, target=70, round=step["round"], starter=step["starter"],
                toMove=step.get("toMove", "red"),
                finalTurn=step["finalTurn"], red=seats["red"], black=seats["black"],
                stakes=[dict(card=s["card"], faceUp=s["faceUp"], red=s.get("red", []),
                             black=s.get("black", [])) for s in step["stakes"]],
                tutorial=tutorial)


def dump(value, indent=0):
    """JSON with lists of scalars on one line, as the repository's positions are written."""
    pad = "  " * indent
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [f'{pad}  {json.dumps(k)}: {dump(v, indent + 1)}' for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
        items = [pad + "  " + dump(v, indent + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    return json.dumps(value)


here = os.path.dirname(os.path.abspath(__file__))
made = {}
for step in STEPS:
    made[step["file"]] = position(step, made)
    with open(os.path.join(here, step["file"] + ".json"), "w", encoding="utf-8") as out:
        out.write(dump(made[step["file"]]) + "\n")
print(f"{len(STEPS)} steps written")
