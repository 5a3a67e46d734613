import QtQuick
import QtTest
import Cozen.Table

// The replay viewer steps through a record the game kept (data/record-game.json: Ann against the
// computer, two rounds, 17 moves), forward and back, face up and from one seat: what the table
// shows at given steps.
Item {
    id: root
    width: 1024
    height: 640

    ReplayViewer { id: viewer; anchors.fill: parent }

    TestCase {
        name: "Replay"
        when: windowShown

        function init() {
            verify(viewer.replay.load(fixtures.copy("record-game.json")), viewer.replay.error) // qmllint disable unqualified
            viewer.replay.faceUp = true
            viewer.forceActiveFocus()
        }
        function text(name) { return findChild(viewer, name).text }
        function column(n) {
            const row = findChild(viewer, "replayRow")
            row.forceLayout() // the delegates of a row just changed
            return row.itemAtIndex(n - 1)
        }
        function handCodes(seat) {
            const hand = viewer.replay.hand(seat)
            const codes = []
            for (let i = 0; i < hand.count; ++i) codes.push(hand.cards[i])
            return codes
        }
        function hand(seat) { return findChild(viewer, "replayHand-" + seat) }

        function test_stepsForwardAndBackAcrossTheRounds() {
            compare(viewer.replay.stepCount, 19)
            compare(viewer.replay.step, 0)
            compare(text("replayPlace"), "Round 1 · move 0 of 9")
            compare(text("replayMove"), "Round 1 is dealt.")
            compare(findChild(viewer, "replayRow").count, 2)
            compare(column(1).stake, "AH")
            compare(column(2).stake, "QC")
            // Face up: both hands as dealt.
            compare(handCodes(0), ["6D", "9H", "10D", "QH", "KD"])
            compare(handCodes(1), ["AS", "AC", "3S", "6S", "8S"])
            verify(!findChild(viewer, "replayResult").visible)
            verify(!findChild(viewer, "replayFirst").enabled)

            keyClick(Qt.Key_Right)
            compare(viewer.replay.step, 1)
            compare(text("replayMove"), "Ann staked the 9♥ and drew a card.")
            compare(findChild(viewer, "replayRow").count, 3)
            compare(column(3).stake, "9H")
            keyClick(Qt.Key_Right)
            compare(text("replayMove"), "The computer wagered the A♠ and A♣ on column 3.")
            compare(column(3).bottomSide.cards.length + column(3).topSide.cards.length, 2)

            // To the end of round 1: its resolution column by column.
            for (let i = 0; i < 7; ++i) keyClick(Qt.Key_Right)
            compare(viewer.replay.step, 9)
            compare(text("replayPlace"), "Round 1 · move 9 of 9")
            verify(viewer.replay.resolved)
            compare(findChild(viewer, "replayRow").count, 5)
            verify(column(2).resolved)
            compare(column(2).winnerTeam, 0) // Ann takes the Q♣ by default
            verify(column(2).byDefault)
            compare(column(3).winnerTeam, 1) // the computer takes the 9♥
            compare(column(1).winnerTeam, -1)
            compare(text("replayScore"), "Ann 10 VP · The computer 9 VP") // by name, not colour

            keyClick(Qt.Key_Right) // round 2 is dealt
            compare(text("replayPlace"), "Round 2 · move 0 of 8")
            compare(findChild(viewer, "replayRow").count, 2)
            compare(column(1).stake, "6C")
            compare(column(2).stake, "4D")
            verify(!column(1).resolved)

            keyClick(Qt.Key_Left) // back to round 1's end
            compare(viewer.replay.step, 9)
            compare(findChild(viewer, "replayRow").count, 5)
            verify(column(3).resolved)

            keyClick(Qt.Key_End)
            compare(viewer.replay.step, 18)
            verify(findChild(viewer, "replayResult").visible)
            compare(text("replayResult"), "Ann wins, 23 VP to 15.")
            compare(text("replayScore"), "Ann 23 VP · The computer 15 VP")
            verify(!findChild(viewer, "replayLast").enabled)
            keyClick(Qt.Key_Right) // nothing after the end
            compare(viewer.replay.step, 18)

            keyClick(Qt.Key_Home)
            compare(viewer.replay.step, 0)
            mouseClick(findChild(viewer, "replayLast"))
            compare(viewer.replay.step, 18)
            mouseClick(findChild(viewer, "replayPrevious"))
            compare(viewer.replay.step, 17)
            mouseClick(findChild(viewer, "replayFirst"))
            compare(viewer.replay.step, 0)
            mouseClick(findChild(viewer, "replayNext"))
            compare(viewer.replay.step, 1)
        }

        // From one seat: only what that seat saw. Ann's staked 9♥ is a back to the computer, and
        // the computer's wagers are backs to Ann; neither sees the other's hand.
        // The row is the table's own column (StakeColumn), given the replay: it shows every card it
        // has a code for face up (the face-up view's wagers, not only at the reveal), and takes no
        // move (nothing to play on).
        function test_theRowIsTheTablesColumn() {
            viewer.replay.step = 2
            const c = column(3)
            verify(c instanceof StakeColumn, "the replay's column is the table's")
            verify(c.input === null && !c.playable, "the replay takes no move")
            const faces = []
            for (let i = 0; i < c.children.length; ++i) {
                const card = c.children[i]
                if (card instanceof PlayingCard && card.code !== "") faces.push(card.code + (card.faceUp ? "" : " down"))
            }
            compare(faces.sort(), ["9H", "AC", "AS"])
        }

        function test_fromOneSeatOnlyWhatItSaw() {
            viewer.replay.step = 2
            viewer.replay.seat = 1
            viewer.replay.faceUp = false
            compare(column(3).stake, "")            // Ann's face-down stake
            compare(column(3).bottomSide.cards, ["AS", "AC"]) // the computer's own wager, its side below
            compare(handCodes(0), [])
            compare(hand(0).info.handSize, 5)
            compare(handCodes(1), ["3S", "6S", "8S"])
            compare(text("replayMove"), "The computer wagered the A♠ and A♣ on column 3.")

            viewer.replay.seat = 0
            compare(column(3).stake, "9H")
            compare(column(3).topSide.cards, ["", ""])   // the computer's wagers, face down
            compare(handCodes(1), [])
            compare(text("replayMove"), "The computer wagered 2 cards face down on column 3.")

            // The resolution shows what it turned up: column 3 was won by default, so the
            // computer's cards stay hidden from Ann.
            viewer.replay.step = 9
            verify(viewer.replay.resolved)
            compare(column(3).topSide.cards.indexOf("AS"), -1)
            compare(column(3).winnerTeam, 1)

            // And back to everything face up.
            viewer.replay.faceUp = true
            viewer.replay.step = 2
            compare(column(3).stake, "9H")
            compare(column(3).topSide.cards, ["AS", "AC"])
            compare(handCodes(1), ["3S", "6S", "8S"])
        }

        // The row lies in the middle of the viewer, as the table's does, not against its left edge.
        function test_theRowIsInTheMiddle() {
            viewer.replay.step = 8
            const row = findChild(viewer, "replayRow")
            const margins = () => {
                const first = column(1).mapToItem(viewer, 0, 0)
                const last = column(row.count).mapToItem(viewer, column(row.count).width, 0)
                return [Math.round(first.x), Math.round(viewer.width - last.x)]
            }
            tryVerify(() => row.count >= 3 && Math.abs(margins()[0] - margins()[1]) <= 2, 2000,
                      "the margins left and right of the row: " + margins())
            verify(margins()[0] > viewer.width / 5, "not against the edge: " + margins())
        }

        function test_aDamagedRecordSaysWhy() {
            verify(!viewer.replay.load(fixtures.copy("damaged.json"))) // qmllint disable unqualified
            verify(!viewer.replay.loaded)
            verify(text("replayMove").startsWith("This record cannot be shown: "))
            compare(findChild(viewer, "replayRow").count, 0)
        }
    }
}
