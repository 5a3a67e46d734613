import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// Two people at one screen: the table goes between their turns, the hand-over screen names who
// is next, and only they see their cards once they say they are at the screen.
Item {
    id: root
    width: 1280
    height: 800

    // The game's time, and the hand-over's guard on it, pass only when a test steps this clock:
    // "a moment later" is the same moment on a busy machine.
    ManualClock { id: testClock }
    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0; clock: testClock }
    GameScreen { id: screen; anchors.fill: parent; game: game }
    LastRoundDialog { id: lastRound; game: game }

    TestCase {
        name: "HotSeat"
        when: windowShown

        function init() {
            Theme.animationMs = 0
            screen.handOver.armDelayMs = 150
            compare(game.newGame([{ name: "Ann" }, { name: "Ben" }], 0, 70), "")
        }

        function centre(item) { return item.mapToItem(root, item.width / 2, item.height / 2) }

        function dragTo(card, target) {
            const from = centre(card)
            const to = centre(target)
            mousePress(root, from.x, from.y)
            for (let i = 1; i <= 12; ++i)
                mouseMove(root, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12)
            mouseRelease(root, to.x, to.y)
        }

        // Enter pressed twice to play a move: the second does not take the screen for the next.
        function test_aSecondEnterDoesNotPassTheScreen() {
            screen.handOver.armDelayMs = 800
            testClock.advance(800)
            verify(screen.handOver.armed)
            keyClick(Qt.Key_Return)
            tryCompare(game, "stage", Game.Playing)
            screen.table.forceActiveFocus()
            screen.table.keyboardArea = "row"
            keyClick(Qt.Key_Return)                 // the move, by keyboard
            compare(game.stage, Game.HandOver)
            keyClick(Qt.Key_Return)                 // a second press, 0 ms later
            testClock.advance(300)
            keyClick(Qt.Key_Return)                 // and another, 300 ms later
            compare(game.stage, Game.HandOver)
            compare(game.hand.count, 0)
            verify(!findChild(screen.handOver, "handOverButton").enabled)
            testClock.advance(499)
            verify(!screen.handOver.armed)          // up 799 ms: not yet
            testClock.advance(1)
            verify(screen.handOver.armed)
            keyClick(Qt.Key_Return)
            compare(game.stage, Game.Playing)
            compare(game.viewer, 1)
        }

        // The one who wagered may take it back from the hand-over screen; the button that shows
        // the next person's cards stays where it was (a click meant for it must not miss), and the
        // offer is light on the felt.
        function test_theHandOverButtonStaysPutWhenTakingBackIsOffered() {
            const handOver = screen.handOver
            const button = findChild(handOver, "handOverButton")
            const undo = findChild(handOver, "handOverUndo")
            verify(!undo.visible)
            wait(50)
            const before = button.mapToItem(root, 0, 0)
            testClock.advance(handOver.armDelayMs)
            verify(handOver.armed)
            mouseClick(button)
            tryCompare(game, "stage", Game.Playing)
            verify(game.input.play(0, [game.hand.codeAt(0)]), "a wager on column 1")
            compare(game.stage, Game.HandOver)
            verify(undo.visible)
            wait(50)
            const after = button.mapToItem(root, 0, 0)
            compare(Math.round(after.y), Math.round(before.y))
            compare(Math.round(after.x), Math.round(before.x))
            verify(Qt.colorEqual(undo.contentItem.color, Theme.ink), undo.contentItem.color)
        }

        function test_aRoundPlayedByTwoPeople() {
            const handOver = findChild(screen, "handOverScreen")
            const table = screen.table
            const round = game.round
            let turns = 0
            let drawnSeen = 0
            while (game.stage === Game.HandOver) {
                verify(turns < 60, "the round should end")
                const seat = game.handOverSeat
                const name = seat === 0 ? "Ann" : "Ben"
                const other = seat === 0 ? "Ben" : "Ann"
                // The screen is nobody's: no table, no cards, the next person named.
                verify(handOver.visible)
                verify(!table.visible)
                compare(game.viewer, -1)
                compare(game.hand.count, 0)
                verify(findChild(handOver, "handOverHeading").text.indexOf(name) >= 0)
                const button = findChild(handOver, "handOverButton")
                verify(button.text.indexOf(name) >= 0 && button.text.indexOf(other) < 0, button.text)
                // The person says they are there: a click, or Enter (once the screen has been up
                // a moment).
                if (turns > 0) verify(!button.enabled) // (the screen came up with this turn)
                testClock.advance(screen.handOver.armDelayMs)
                verify(button.enabled)
                if (turns % 2 === 0) mouseClick(button)
                else keyClick(Qt.Key_Return)
                tryCompare(game, "stage", Game.Playing)
                verify(table.visible)
                verify(!handOver.visible)
                compare(game.viewer, seat)
                compare(game.bottomSeat, seat)
                verify(game.yourTurn)
                compare(game.hand.count > 0, true)
                // What the other did since this person's last turn, without its cards.
                if (turns > 0) {
                    const since = game.sinceLastTurn
                    verify(since.count >= 1)
                    const theirs = since.at(since.count - 1)
                    compare(theirs.seat, 1 - seat)
                    compare(theirs.cards.length, 0)
                    const news = findChild(table, "sinceLastTurn")
                    verify(news.spoken.indexOf(other) >= 0, news.spoken)
                }
                // The move: the first card wagered on column 1, or staked.
                const code = game.hand.codeAt(0)
                wait(20)
                const card = findChild(table, "hand-" + code)
                verify(card, code)
                const staking = turns % 3 === 2
                const handBefore = game.hand.cards.slice()
                dragTo(card, findChild(table, staking ? "stakeSlot" : "column-1"))
                if (staking && game.drawnCard !== "") {
                    ++drawnSeen
                    // Stake & Draw: the card drawn is shown to the one who drew it, marked, before
                    // the screen goes on; nothing of the next person's yet.
                    tryVerify(() => game.hand.cards.indexOf(code) < 0, 2000, "the stake is played")
                    compare(game.stage, Game.Playing)
                    compare(game.viewer, seat)
                    verify(handBefore.indexOf(game.drawnCard) < 0)
                    verify(game.hand.cards.indexOf(game.drawnCard) >= 0)
                    const drawn = findChild(table, "hand-" + game.drawnCard)
                    verify(drawn.glow, "the card drawn is marked")
                    compare(findChild(table, "drawnText").text, "You drew the " + Words.card(game.drawnCard) + ".")
                    const pass = findChild(table, "passOnButton")
                    verify(pass.visible && pass.text.indexOf(other) >= 0, pass.text)
                    if (turns % 2 === 0) mouseClick(pass)
                    else {
                        screen.table.forceActiveFocus()
                        keyClick(Qt.Key_Return)     // too soon: the Enter that staked, pressed twice
                        compare(game.drawnCard !== "", true)
                        testClock.advance(600)      // the card drawn has been seen a moment
                        keyClick(Qt.Key_Return)
                    }
                }
                tryVerify(() => game.stage !== Game.Playing, 2000, "the move is played")
                ++turns
            }
            // Both played: the round was resolved for both to see.
            verify(turns >= 6)
            verify(drawnSeen > 0, "a card drawn was shown")
            verify(game.stage === Game.Summary || game.stage === Game.GameOver)
            compare(game.viewer, -1)
            verify(table.visible)
            if (game.stage === Game.Summary) {
                const summary = findChild(table, "roundSummary")
                tryVerify(() => summary.visible)
                const over = game.summary.gameOver // a first round can win the game
                mouseClick(findChild(summary, "continueButton"))
                testClock.advance(1000) // the next round is shown a moment after the click
                if (over) {
                    tryCompare(game, "stage", Game.GameOver)
                } else { // the next round begins with a hand-over
                    tryCompare(game, "stage", Game.HandOver)
                    compare(game.round, round + 1)
                    verify(handOver.visible)
                    // Each person, the screen theirs, hears the last round's row (Red along the
                    // bottom there, whoever looks) with their own side as theirs: Ben's is the
                    // top one. It once called the bottom "your side" for Ben too.
                    for (let i = 0; i < 2; ++i) {
                        const seat = game.handOverSeat
                        testClock.advance(screen.handOver.armDelayMs)
                        mouseClick(findChild(handOver, "handOverButton"))
                        tryCompare(game, "viewer", seat)
                        lastRound.open()
                        const lastRow = findChild(lastRound.contentItem, "lastRoundRow")
                        tryVerify(() => lastRow.itemAtIndex(0) !== null, 2000)
                        const spoken = lastRow.itemAtIndex(0).Accessible.name
                        const mine = seat === 0 ? /; Ben's side [^;]*; your side / : /; your side [^;]*; Ann's side /
                        verify(mine.test(spoken), spoken)
                        lastRound.close()
                        tryVerify(() => !lastRound.visible)
                        if (i === 0) { // the other person's turn: a wager, and the screen goes to them
                            verify(game.input.play(0, [game.hand.codeAt(0)]))
                            tryCompare(game, "stage", Game.HandOver)
                        }
                    }
                }
            }
        }
    }
}
