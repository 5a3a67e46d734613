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

    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0 }
    Table { id: table; anchors.fill: parent; game: game }

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
            const hand = game.hand.cards.slice()
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
                verify(game.lastMove.kind === undefined, "no move was played")
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
            tryVerify(() => game.lastMove.kind === "wager" && game.lastMove.cards[0] === code)
        }
    }
}
