import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// Input that does only what the player meant: a drag that starts anywhere but on a hand card
// never picks one up, whatever it passes over.
Item {
    id: root
    width: 1280
    height: 800

    // The game's time passes only when a test steps it (the computer's answer held back).
    ManualClock { id: testClock }
    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0; clock: testClock }
    Table { id: table; anchors.fill: parent; game: game }
    Component { id: anotherWindow; Window { width: 200; height: 100; visible: true } }

    TestCase {
        name: "Input"
        when: windowShown

        function init() {
            Theme.animationMs = 0
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            tryVerify(() => game.yourTurn, 5000)
            wait(50) // let the hand lay out
        }

        function centre(item) { return item.mapToItem(root, item.width / 2, item.height / 2) }

        // Press at `from`, move in steps over the hand's first card, then on to `to`, release.
        function dragAcrossTheHand(from, to) {
            const card = centre(findChild(table, "hand-" + game.hand.codeAt(0)))
            mousePress(root, from.x, from.y)
            for (let i = 1; i <= 10; ++i)
                mouseMove(root, from.x + (card.x - from.x) * i / 10, from.y + (card.y - from.y) * i / 10)
            for (let i = 1; i <= 10; ++i)
                mouseMove(root, card.x + (to.x - card.x) * i / 10, card.y + (to.y - card.y) * i / 10)
            mouseRelease(root, to.x, to.y)
        }

        // The keyboard's cursor (a ring on a hand card) shows once a key has moved it, and goes at
        // a click: a player of the mouse would read it as a selection. The glow of the card just
        // drawn is not it.
        function test_theKeyboardsCursorOnlyAfterAKey() {
            table.forceActiveFocus()
            const cursors = () => game.hand.cards.filter(code => findChild(table, "hand-" + code).cursor)
            compare(cursors().length, 0, "no ring before a key")
            mouseClick(findChild(table, "hand-" + game.hand.codeAt(1)))
            compare(game.hand.selection.length, 1)
            compare(cursors().length, 0, "a click selects, with no ring")
            keyClick(Qt.Key_Right)
            compare(cursors(), [game.hand.codeAt(2)], "a key shows where the keyboard is")
            mouseClick(findChild(table, "hand-" + game.hand.codeAt(3)))
            compare(cursors().length, 0, "a click puts the ring away again")
        }

        function test_aDragFromElsewhereTakesNoHandCard_data() {
            return [
                { tag: "a stake", from: "column-1", fromPoint: "stake" },
                { tag: "a column's empty side", from: "column-2", fromPoint: "top" },
                { tag: "the top seat's jail", from: "topJail" },
                { tag: "your deck", from: "bottomDeck" },
                { tag: "the other deck", from: "topDeck" },
                { tag: "the side panel", from: "statusPanel" },
                { tag: "the stake slot", from: "stakeSlot" },
            ]
        }
        function test_aDragFromElsewhereTakesNoHandCard(data) {
            const hand = [...game.hand.cards]
            const rowCount = game.row.count
            const item = findChild(table, data.from)
            verify(item, data.from)
            const from = data.fromPoint === "stake" ? item.mapToItem(root, item.width / 2, item.stakeY + 10)
                       : data.fromPoint === "top" ? item.mapToItem(root, item.width / 2, item.badgeHeight + 4)
                       : centre(item)
            for (const target of ["column-1", "stakeSlot"]) {
                dragAcrossTheHand(from, centre(findChild(table, target)))
                wait(50)
                compare(game.hand.cards, hand, "the hand is as it was")
                compare(game.row.count, rowCount)
                verify(game.lastMove.kind === MoveLineKind.None, "no move was played")
                verify(game.yourTurn)
            }
        }

        // The same drag from a hand card does play it (the test can tell).
        function test_aDragFromAHandCardPlays() {
            const code = game.hand.codeAt(0)
            const card = findChild(table, "hand-" + code)
            const from = card.mapToItem(root, 6, card.height / 2)
            const to = centre(findChild(table, "column-1"))
            mousePress(root, from.x, from.y)
            for (let i = 1; i <= 12; ++i)
                mouseMove(root, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12)
            mouseRelease(root, to.x, to.y)
            tryVerify(() => game.lastMove.kind === MoveLineKind.Wager && game.lastMove.cards[0] === code)
        }

        // A drag taken away with the button still held plays nothing: the window loses the focus
        // (another window comes up, or a window manager takes the pointer to resize it) while a
        // hand card is over a column, and the card goes back to the hand; the release later does
        // nothing either (issue 37: the card held over a column was wagered).
        function test_aDragTakenAwayPlaysNothing() {
            const hand = [...game.hand.cards]
            const rowCount = game.row.count
            const card = findChild(table, "hand-" + game.hand.codeAt(0))
            const from = card.mapToItem(root, 6, card.height / 2)
            const to = centre(findChild(table, "column-1"))
            mousePress(root, from.x, from.y)
            for (let i = 1; i <= 12; ++i)
                mouseMove(root, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12)
            verify(table.dragging)
            const window = root.Window.window
            const other = anotherWindow.createObject(null)
            try {
                other.requestActivate()
                tryVerify(() => !window.active, 5000, "the table's window lost the focus")
                tryVerify(() => !table.dragging, 5000, "the drag was taken away")
                wait(50)
                compare(game.hand.cards, hand, "the hand is as it was")
                compare(game.row.count, rowCount)
                verify(game.lastMove.kind === MoveLineKind.None, "no move was played")
                mouseRelease(root, to.x, to.y)
                wait(50)
                compare(game.hand.cards, hand, "the release played nothing")
                verify(game.lastMove.kind === MoveLineKind.None, "no move was played")
                verify(game.yourTurn)
            } finally {
                other.destroy()
                window.requestActivate()
                tryVerify(() => window.active, 5000)
            }
        }

        // A refusal goes at the next action: a card chosen.
        function test_aRefusalGoesAtTheNextAction() {
            const toast = findChild(table, "toast")
            verify(!game.input.play(-1, [game.hand.codeAt(0), game.hand.codeAt(1)])) // two cards staked
            tryVerify(() => toast.visible && toast.text.indexOf("one card") >= 0, 2000)
            const card = findChild(table, "hand-" + game.hand.codeAt(2))
            mouseClick(card, 6, card.height / 2)
            tryVerify(() => !toast.visible, 1000, "the refusal went with the next click")
        }

        // A hint goes when the cards chosen are no longer its own.
        function test_aHintGoesWhenOtherCardsAreChosen() {
            table.forceActiveFocus()
            keyClick(Qt.Key_H)
            tryVerify(() => game.hint.known, 60000, "a hint arrives")
            const text = findChild(table, "hintText")
            verify(text.visible)
            // A card clicked: chosen, or put back if the hint had chosen it.
            const card = findChild(table, "hand-" + game.hand.codeAt(0))
            mouseClick(card, 6, card.height / 2)
            tryVerify(() => !game.hint.known && !text.visible, 1000)
        }

        // Against the computer a wager can be taken back for three seconds at least, shown by a
        // bar that drains; the take-back button works meanwhile.
        function test_aTakeBackBarDrains() {
            game.undoGraceMs = 3000
            const code = game.hand.codeAt(1)
            verify(game.input.play(0, [code]))
            const bar = findChild(table, "undoBar")
            const fill = findChild(table, "undoBarFill")
            tryVerify(() => bar.visible, 1000, "the bar shows while the computer holds its answer")
            const full = fill.width
            verify(full > 0)
            // (The bar is an animation, on Qt's clock: it drains while the game's stands still.)
            tryVerify(() => fill.width < full * 0.8 && fill.width > full * 0.2, 5000,
                      "the bar drains: " + fill.width + " of " + full)
            testClock.advance(2999)
            verify(game.thinking, "still held")
            verify(bar.visible)
            mouseClick(findChild(table, "undoButton"))
            verify(game.yourTurn)
            compare(game.hand.selection, [code])
            verify(!bar.visible)
            game.undoGraceMs = 0
        }
    }
}
