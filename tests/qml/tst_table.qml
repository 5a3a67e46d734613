import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The table played as a person plays it: drags with the mouse, and the keyboard alone.
Item {
    id: root
    width: 1280
    height: 800

    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0 }
    Table { id: table; anchors.fill: parent; game: game }

    TestCase {
        name: "Table"
        when: windowShown

        function init() {
            Theme.animationMs = 0
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            table.handCursor = 0          // the keyboard starts at the first card
            table.keyboardArea = "hand"
            tryVerify(() => game.yourTurn, 5000)
            wait(50) // let the hand lay out
        }

        function hand() { return game.hand.cards }

        function centre(item) { return item.mapToItem(root, item.width / 2, item.height / 2) }

        // Press on a hand card, move in steps, release over the target: as a mouse does.
        function dragTo(card, target) {
            const from = centre(card)
            const to = centre(target)
            mousePress(root, from.x, from.y)
            for (let i = 1; i <= 12; ++i)
                mouseMove(root, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12)
            mouseRelease(root, to.x, to.y)
        }

        function test_dragOntoAColumnWagers() {
            const code = game.hand.codeAt(0)
            const card = findChild(table, "hand-" + code)
            verify(card, "the hand shows " + code)
            dragTo(card, findChild(table, "column-1"))
            tryVerify(() => game.lastMove.kind === MoveLineKind.Wager && game.lastMove.column === 0
                            && game.lastMove.seat === 0 && game.lastMove.cards[0] === code)
            verify(hand().indexOf(code) < 0)
            // The column shows it on the person's side.
            tryVerify(() => findChild(table, "column-1").bottomSide.cards.indexOf(code) >= 0)
        }

        // A column's side is a model changed in place: a card wagered where another lies already
        // (before it, in the side's order) is one card item made, and the card that lay there keeps
        // its item (as it would its animation), where a side laid out again gave it another.
        function test_aColumnsCardKeepsItsItemWhenACardIsAdded() {
            const cardsIn = (column, code) => {
                const found = []
                for (let i = 0; i < column.children.length; ++i) {
                    const c = column.children[i]
                    if (c instanceof PlayingCard && c.code === code && c.y > column.stakeY) found.push(c)
                }
                return found
            }
            const high = game.hand.codeAt(game.hand.count - 1)
            verify(game.input.play(0, [high]))
            tryVerify(() => game.yourTurn, 5000)
            const column = findChild(table, "column-1")
            tryVerify(() => cardsIn(column, high).length === 1)
            const item = cardsIn(column, high)[0]
            const low = game.hand.codeAt(0) // below the first in the side's order
            verify(game.input.play(0, [low]), "a second wager on column 1: " + game.input.whyNot(0, [low]))
            tryVerify(() => cardsIn(column, low).length === 1)
            compare(cardsIn(column, high).length, 1)
            verify(cardsIn(column, high)[0] === item, "the card already there kept its item")
            compare(column.bottomSide.cards, [low, high])
        }

        function test_dragOntoTheStakeSlotStakesAndDraws() {
            const code = game.hand.codeAt(2)
            const before = game.row.count
            dragTo(findChild(table, "hand-" + code), findChild(table, "stakeSlot"))
            tryVerify(() => game.lastMove.kind === MoveLineKind.Stake && game.lastMove.cards[0] === code)
            verify(hand().indexOf(code) < 0)
            tryVerify(() => game.row.count >= before + 1)
        }

        function test_aRefusedDropSpringsBackAndSaysWhy() {
            // Two cards selected, dropped on the stake slot: only one card may be staked.
            const first = game.hand.codeAt(0)
            mouseClick(findChild(table, "hand-" + first))
            mouseClick(findChild(table, "hand-" + game.hand.codeAt(1)))
            compare(game.hand.selection.length, 2)
            const card = findChild(table, "hand-" + first)
            const home = Qt.point(card.x, card.y)
            dragTo(card, findChild(table, "stakeSlot"))
            const toast = findChild(table, "toast")
            tryVerify(() => toast.text.indexOf("one card") >= 0, 2000, "the refusal says why: " + toast.text)
            compare(game.hand.count, 5)
            verify(game.yourTurn)
            tryVerify(() => Math.abs(card.x - home.x) < 1 && Math.abs(card.y - home.y) < 1, 2000, "the card sprang back")
        }

        // By clicks alone: select two cards, choose a column, confirm with the button.
        function test_clickCardsThenAColumnThenPlay() {
            const first = game.hand.codeAt(0)
            const second = game.hand.codeAt(1)
            mouseClick(findChild(table, "hand-" + first))
            mouseClick(findChild(table, "hand-" + second))
            const column = findChild(table, "column-2")
            const corner = column.mapToItem(root, column.width / 2, 12)  // the column, not a card
            mouseClick(root, corner.x, corner.y)
            const button = findChild(table, "playButton")
            tryVerify(() => button.visible && button.enabled, 2000)
            compare(button.text, "Wager the " + Words.card(first) + " and " + Words.card(second) + " on column 2")
            mouseClick(button)
            tryVerify(() => hand().indexOf(first) < 0 && hand().indexOf(second) < 0)
            tryVerify(() => findChild(table, "column-2").bottomSide.cards.indexOf(first) >= 0)
        }

        function test_aRoundByKeyboard() {
            table.forceActiveFocus()
            const round = game.round
            for (let turn = 0; turn < 30 && game.stage === Game.Playing; ++turn) {
                tryVerify(() => game.yourTurn || game.stage !== Game.Playing, 5000)
                if (game.stage !== Game.Playing) break
                const code = game.hand.codeAt(0)
                keyClick(Qt.Key_Space)                 // select the first card
                keyClick(Qt.Key_Up)                    // to the row
                for (let i = 0; i < 30; ++i) keyClick(Qt.Key_Left) // column 1
                keyClick(Qt.Key_Return)                // wager it there
                verify(hand().indexOf(code) < 0, code + " left the hand")
                if (game.stage === Game.Playing)
                    verify(findChild(table, "column-1").bottomSide.cards.indexOf(code) >= 0, code + " went to column 1")
            }
            // The round is over; on to the next by keyboard too.
            tryVerify(() => game.stage === Game.Summary || game.stage === Game.GameOver, 5000)
            if (game.stage === Game.Summary) {
                // A marked king captured in the first round can end the game there.
                const over = game.summary.gameOver
                keyClick(Qt.Key_Return)
                if (over) {
                    tryCompare(game, "stage", Game.GameOver)
                } else {
                    tryCompare(game, "round", round + 1)
                    compare(game.stage, Game.Playing)
                }
            }
        }

        // H asks for a hint: it is shown on the table (its cards chosen, its column or the stake
        // slot under the cursor, the play button naming it, the reason beside it) before it is
        // played, and Enter plays it.
        function test_aHintIsShownThenPlayed() {
            table.forceActiveFocus()
            keyClick(Qt.Key_H)
            tryVerify(() => game.hint.known, 60000, "a hint arrives")
            const h = game.hint
            compare(game.hand.selection, h.cards)
            compare(table.playColumn, h.column)
            const button = findChild(table, "playButton")
            tryVerify(() => button.visible && button.enabled)
            verify(button.text.indexOf(Words.cardsInSentence(h.cards)) >= 0, button.text)
            const text = findChild(table, "hintText")
            // ("Careful: …" comes first when the move puts a marked king on the table.)
            verify(text.visible && /(^|\. )Hint: /.test(text.text), text.text)
            compare(game.hintsUsed, undefined) // not a property: counted in the save, not shown
            keyClick(Qt.Key_Return)
            tryVerify(() => h.cards.every(c => hand().indexOf(c) < 0), 2000, "the hint was played")
            tryVerify(() => !text.visible)
        }

        // A wager is taken back with Ctrl+Z's button before the computer answers (it holds its
        // answer a moment); the cards come back chosen. The moment is long here so that a loaded
        // machine cannot let the computer answer first (a 200 ms one failed CI so).
        function test_aWagerTakenBack() {
            game.computerDelayMs = 60000
            const code = game.hand.codeAt(1)
            mouseClick(findChild(table, "hand-" + code))
            mouseClick(findChild(table, "column-1"))
            mouseClick(findChild(table, "playButton"))
            tryVerify(() => game.lastMove.kind === MoveLineKind.Wager)
            const undo = findChild(table, "undoButton")
            verify(undo.visible, "the take-back button shows while the computer waits")
            mouseClick(undo)
            verify(game.yourTurn)
            compare(game.hand.count, 5)
            compare(game.hand.selection, [code])
            verify(!undo.visible)
            game.computerDelayMs = 0
        }

        function test_keyboardStakesOnTheSlot() {
            table.forceActiveFocus()
            const code = game.hand.codeAt(1)
            keyClick(Qt.Key_Right)                      // the second card
            const card = findChild(table, "hand-" + code)
            const restingY = card.y
            keyClick(Qt.Key_Up)
            // On the row, the hand still shows which card the keyboard will play: raised, outlined.
            verify(card.cursor, "the card to be played keeps its outline")
            tryVerify(() => card.y < restingY - 5, 1000, "the card to be played is raised")
            verify(!findChild(table, "hand-" + game.hand.codeAt(0)).cursor, "the other cards are not marked")
            for (let i = 0; i < 30; ++i) keyClick(Qt.Key_Right) // past the last column: the slot
            const columns = game.row.count
            keyClick(Qt.Key_Return)                     // nothing selected: the card under the cursor
            verify(hand().indexOf(code) < 0)
            tryVerify(() => findChild(table, "column-" + (columns + 1)) !== null)
            compare(findChild(table, "column-" + (columns + 1)).stake, code)
        }
    }

    // Cards and moves as people say them.
    // Every case of this file waits for the window (`when: windowShown`): a case that did not
    // start at once was never run when the others had finished first, and said nothing.
    TestCase {
        name: "Words"
        when: windowShown
        function test_cardsInSentences() {
            compare(Words.cardsInSentence(["9H"]), "the 9\u2665")
            compare(Words.cardsInSentence(["9H", "10H"]), "the 9\u2665 and 10\u2665")
            compare(Words.cardsInSentence(["9H", "10H", "JH"]), "the 9\u2665, 10\u2665 and J\u2665")
            compare(Words.spokenCard("7H"), "seven of hearts")
            compare(Words.spokenCard("AS"), "ace of spades")
            compare(Words.spokenCard("10C"), "ten of clubs")
            compare(Words.spokenCard("ZZ"), "")
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            compare(Words.deckLosses(game.seats.at(0).deck), "every rank complete")
        }
        function test_movesAsSentences() {
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            compare(Words.move(game, { kind: MoveLineKind.Wager, seat: 0, column: 1, cards: ["9H", "10H", "JH"] }),
                    "You wagered the 9\u2665, 10\u2665 and J\u2665 on column 2.")
            compare(Words.move(game, { kind: MoveLineKind.Stake, seat: 1, column: 2, cards: ["QS"] }),
                    "The computer staked the Q\u2660 and drew a card.")
            compare(Words.move(game, { kind: MoveLineKind.Wager, seat: 1, column: 0, count: 2 }),
                    "The computer wagered 2 cards face down on column 1.")
        }
        // A hint's reason, from what the person sees (Game.hint's data): shaped as the hint
        // gadget is, every field given (those not named here at their defaults).
        function hintOf(fields) {
            const reason = Object.assign({ kind: HintKind.None, column: -1, ours: { known: false }, theirs: { known: false }, shown: 0, shownVp: 0, hidden: 0,
                                           stakeTheirs: false, loose: [] }, fields.reason || {})
            return Object.assign({ known: true, column: -1, cards: [], risk: 0, markedKing: false }, fields, { reason: reason })
        }
        function test_hintsAsSentences() {
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            compare(Words.hint(game, { known: false }), "")
            const pair = { known: true, pairs: ["7"], straight: [], strength: 3 }, none = { known: true, pairs: [], straight: [], strength: 0 }
            compare(Words.hint(game, hintOf({ column: 1, cards: ["7H", "7D"], risk: 14, reason: { kind: HintKind.Wager, column: 1, ours: pair,
                                               theirs: none, shown: 1, hidden: 2, stakeTheirs: true } })),
                    "Hint: your side on column 2 would be Pair of 7s = 3, beating the 1 card the computer shows there (Strength 0). 2 more face down there. At risk: 14 VP.")
            compare(Words.hint(game, hintOf({ column: 0, cards: ["7H", "7D"], risk: 14, reason: { kind: HintKind.Wager, column: 0, ours: pair,
                                               theirs: none, shown: 0, hidden: 0, stakeTheirs: true } })),
                    "Hint: nothing of the computer's is on column 1 yet: with Pair of 7s = 3 you would take their stake. At risk: 14 VP.")
            compare(Words.hint(game, hintOf({ column: -1, cards: ["2H"], risk: 2, reason: { kind: HintKind.Stake, loose: ["2H"] } })),
                    "Hint: stake the 2♥. It makes no pair and no run with the rest of your hand. At risk: 2 VP.")
            compare(Words.hint(game, hintOf({ column: -1, cards: ["QH"], risk: 12 })), "Hint: stake the Q♥ and draw a card. At risk: 12 VP.")
            // What is at risk, what can be won, cards that add nothing, a bluff, the marked king.
            compare(Words.hint(game, hintOf({ column: 0, cards: ["7H", "7D", "2D"], risk: 16, reason: { kind: HintKind.Wager, column: 0, ours: pair,
                                               theirs: none, shown: 1, shownVp: 9, hidden: 1, stakeTheirs: true, loose: ["2D"] } })),
                    "Hint: your side on column 1 would be Pair of 7s = 3, beating the 1 card the computer shows there (Strength 0). 1 more face down there."
                    + " No Strength from the 2♦ there: it counts only on a tie, on the higher card. At risk: 16 VP; to win, in view: 9 VP.")
            compare(Words.hint(game, hintOf({ column: 1, cards: ["KH"], risk: 74, markedKing: true, reason: { kind: HintKind.Bluff, column: 1, ours: none,
                                               theirs: none, shown: 0, shownVp: 0, hidden: 0, stakeTheirs: false } })),
                    "Careful: this puts your marked king (70 VP) on the table. Hint: a bluff. Wager the K♥ on column 2: nothing is made there,"
                    + " but face down the computer cannot tell, and may not dare to wager against it. At risk: 74 VP.")
            compare(Words.hint(game, hintOf({ column: -1, cards: ["KH"], risk: 70, markedKing: true, reason: { kind: HintKind.Stake } })),
                    "Careful: this puts your marked king (70 VP) on the table. Hint: stake the K♥ and draw a card. At risk: 70 VP.")
            // A pile: why the search chose it, and that the whole hand ends the round.
            const pairs = { known: true, pairs: ["7", "Q"], straight: [], strength: 6 }
            compare(Words.hint(game, hintOf({ column: 0, cards: ["7H", "7D", "QH", "QD", "2D"], risk: 40, reason: { kind: HintKind.Wager, column: 0, ours: pairs,
                                               theirs: none, shown: 0, hidden: 2, stakeTheirs: true, loose: ["2D"], pile: true, pileGainVp: 12, wholeHand: true } })),
                    "Hint: your side on column 1 would be Pair of 7s + Pair of Qs = 6; the computer has 2 cards face down there."
                    + " No Strength from the 2♦ there: it counts only on a tie, on the higher card."
                    + " A strong pile: by the search, about 12 VP better than any smaller move."
                    + " Your whole hand: the round ends after one last turn for each of the others. At risk: 40 VP.")
        }
    }

    // A language switched at run time: Arabic lays the window out right to left, and back.
    Language { id: language }
    Text { id: aNumber; text: Words.n(12) } // a number shown with no words around it
    TestCase {
        name: "Language"
        when: windowShown
        // A number on the screen takes the language's digits when it is switched, though its
        // binding holds no qsTr for the engine to say again ("0 / 70" kept Latin digits).
        function test_numbersFollowTheSwitch() {
            language.chosen = "en"
            compare(aNumber.text, "12")
            language.chosen = "ar"
            compare(aNumber.text, "\u0661\u0662")
            language.chosen = "en"
            compare(aNumber.text, "12")
        }
        function test_switchesAtOnceAndMirrors() {
            language.chosen = "ar"
            compare(language.current, "ar")
            compare(Application.layoutDirection, Qt.RightToLeft)
            compare(Words.n(12), "\u0661\u0662", "numbers in the language's own digits")
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            verify(Words.move(game, { kind: MoveLineKind.Wager, seat: 1, column: 11, count: 2 }).indexOf("\u0661\u0662") >= 0,
                   "a move's column in Arabic digits too")
            language.chosen = "fr"
            compare(language.current, "fr")
            compare(Words.n(1234), "1\u202f234")
            compare(Application.layoutDirection, Qt.LeftToRight)
            language.chosen = "xx" // none the game has: the system's
            compare(language.chosen, "")
            language.chosen = "en" // and English for the tests that follow, whatever the machine's
            compare(Words.cardCount(2), "2 cards")
        }
    }

    // What the game tells a player about their saves, in their words: the place named, the
    // technical detail left for the "Details" line.
    TestCase {
        name: "Notices"
        when: windowShown
        function test_noticesInPlainWords_data() {
            return [
                { tag: "damaged", notice: { kind: NoticeKind.UnreadableSave, path: "/s/autosave.json", keptAs: "/s/autosave.damaged-1.json",
                                            detail: "malformed JSON: parse error at line 13" }, names: "/s/autosave.damaged-1.json" },
                { tag: "damaged and stuck", notice: { kind: NoticeKind.UnreadableSaveStays, path: "/s/autosave.json",
                                                      detail: "unknown card \"ZZ\"" }, names: "/s/autosave.json" },
                { tag: "not saved", notice: { kind: NoticeKind.NotSaved, path: "/full/autosave.json", detail: "No space left on device" },
                  names: "/full/autosave.json" },
                // The same of the statistics (docs/statistics.md).
                { tag: "statistics damaged", notice: { kind: NoticeKind.UnreadableStatistics, path: "/s/statistics.json",
                                                       keptAs: "/s/statistics.damaged-1.json", detail: "\"records\": not a list" },
                  names: "/s/statistics.damaged-1.json" },
                { tag: "statistics damaged and stuck", notice: { kind: NoticeKind.UnreadableStatisticsStays, path: "/s/statistics.json",
                                                                 detail: "malformed JSON" }, names: "/s/statistics.json" },
                { tag: "statistics not saved", notice: { kind: NoticeKind.StatisticsNotSaved, path: "/full/statistics.json",
                                                         detail: "No space left on device" }, names: "/full/statistics.json" },
            ]
        }
        function test_noticesInPlainWords(data) {
            const text = Words.notice(data.notice)
            verify(text.indexOf(data.names) >= 0, text)
            verify(text.indexOf(data.notice.detail) < 0, "the detail is not in the player's sentence: " + text)
            verify(!/JSON|parse|malformed/.test(text), text)
            verify(text !== Words.notice({ kind: -1 }), "said in words of its own: " + text)
            compare(Words.notice({}), "")
        }
    }
}
