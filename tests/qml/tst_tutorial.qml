import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The tutorial played through as a new player plays it, on the table's own actions: cards
// clicked in the hand, a column or Stake & Draw clicked, the play button; a move the step does
// not want refused with its reason; the tutorial left half way and resumed where it was.
Item {
    id: root
    width: 1280
    height: 800

    Preferences { id: prefs }
    Loader {
        id: loader
        anchors.fill: parent
        active: false
        // qmllint disable unqualified
        sourceComponent: TutorialScreen {
            onCloseRequested: loader.active = false
        }
        // qmllint enable unqualified
    }

    TestCase {
        name: "Tutorial"
        when: windowShown

        // Each step's move, as the player makes it: the cards, and the column (from 1; 0 stakes).
        readonly property var moves: [
            { step: "stakeAndDraw", cards: ["2D"], column: 0, stay: true },
            { step: "wager", cards: ["7H", "7D"], column: 2 },
            { step: "pairAndStraight", cards: ["7H", "7D"], column: 1 },
            { step: "ownStake", cards: ["4D", "5D", "7H"], column: 1 },
            { step: "wonByDefault", cards: ["2D"], column: 1 },
            { step: "tieBreak", cards: ["JH", "JD"], column: 1 },
            { step: "lastTurn", cards: ["8H"], column: 1 },
            { step: "stakesStay", cards: ["7D"], column: 1 },
            { step: "jailedPairs", cards: ["10D", "JD", "QD"], column: 1 }
        ]

        function initTestCase() {
            Theme.animationMs = 0
        }
        // A test that failed half way leaves no tutorial open for the next.
        function cleanup() { loader.active = false }

        function screen() { return loader.item }
        function tutorial() { return (loader.item as TutorialScreen).tutorial }
        function game() { return (loader.item as TutorialScreen).tutorial.game }
        function find(name) { return findChild(loader.item, name) }

        function open() {
            loader.active = true
            tryVerify(() => loader.item && tutorial().step >= 0 && game().yourTurn, 5000)
            wait(50) // let the hand lay out
        }

        // Clicks the cards, then the column (or Stake & Draw).
        function choose(cards, column) {
            for (const code of cards) {
                const card = find("hand-" + code)
                verify(card, "the hand shows " + code)
                mouseClick(card)
            }
            compare(game().hand.selection.length, cards.length)
            const target = find(column > 0 ? "column-" + column : "stakeSlot")
            verify(target)
            // The column, not a card; clicked where it is once the row has settled (on a loaded
            // machine the row still moved after the step began, the click missed, and Enter then
            // went to the row instead of playing: "the refusal never came").
            const table = screen().gameScreen.table
            const wanted = column > 0 ? column - 1 : game().row.count
            tryVerify(() => {
                const corner = target.mapToItem(root, target.width / 2, 12)
                mouseClick(root, corner.x, corner.y)
                return table.keyboardArea === "row" && table.rowCursor === wanted
            }, 3000, "the place is chosen")
        }

        // What "Since your last turn" says (what a screen reader is told: every line of it).
        function since() { return find("sinceLastTurn").Accessible.name }

        // Press on a hand card and move, without letting go, `steps` twelfths of the way to
        // `target` (as a mouse does: from the window, not from the card that moves).
        function dragPart(code, target, steps) {
            const card = find("hand-" + code)
            verify(card, "the hand shows " + code)
            const from = card.mapToItem(root, card.width / 2, card.height / 2)
            const to = target.mapToItem(root, target.width / 2, target.height / 2)
            mousePress(root, from.x, from.y)
            for (let i = 1; i <= steps; ++i)
                mouseMove(root, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12)
            return to
        }

        function playStep(m) {
            compare(tutorial().stepId, m.step)
            verify(find("tutorialInstruction").text.length > 40)
            verify(!find("tutorialExplanation").visible)
            choose(m.cards, m.column)
            const button = find("playButton")
            tryVerify(() => button.visible && button.enabled, 2000, "the step takes " + m.cards)
            mouseClick(button)
            tryVerify(() => tutorial().done, 5000, m.step + " is done")
            verify(!find("howToPlay").visible, "no word on how to move while the step waits for Next")
            const explanation = find("tutorialExplanation")
            verify(explanation.visible)
            verify(explanation.text.length > 80, explanation.text)
            // It names the cards played, all of them.
            const named = m.cards.map(code => Words.card(code))
            if (m.step === "stakeAndDraw" || m.step === "wager")
                verify(explanation.text.indexOf(named.join(" and ")) >= 0, explanation.text)
            verify(!find("tutorialInstruction").visible)
            // The table stays in view: no round summary over it.
            if (game().stage === Game.Summary) verify(!find("roundSummary").visible)
            if (!m.stay) mouseClick(find("tutorialNext"))
        }

        function test_theWholeTutorial() {
            prefs.tutorialStep = 0
            open()
            compare(tutorial().step, 0)
            compare(find("tutorialProgress").text, "Tutorial · step 1 of 9")
            compare(find("tutorialTitle").text, "Stake & Draw")
            // The aim comes first: 70 VP.
            const aim = find("tutorialInstruction").text
            verify(aim.indexOf("70 VP") >= 0 && aim.indexOf("70 VP") < aim.indexOf("Stake & Draw"), aim)
            verify(aim.indexOf("Stake your 2♦") >= 0, aim)
            verify(since().indexOf("began") < 0, since())

            playStep(moves[0])
            // The card drawn is the red marked king: what it is worth, and Black's.
            const drawn = find("tutorialExplanation").text
            for (const words of ["the K♥, so you hold five cards again", "marked king, crossed with an X",
                                 "70 VP", "the K♠"])
                verify(drawn.indexOf(words) >= 0, words + " in: " + drawn)
            const hand = game().hand.cards.slice()
            verify(hand.indexOf("KH") >= 0, hand)
            // Step 2 goes on from there: the same hand, the K♥ in it, and the log says what
            // Black did since the stake.
            mouseClick(find("tutorialNext"))
            tryVerify(() => tutorial().step === 1 && game().yourTurn, 5000)
            compare(prefs.tutorialStep, 1)
            compare(game().hand.cards, hand)
            verify(find("hand-KH"), "the hand shows the K♥ drawn in step 1")
            compare(since(), "Since your last turn: The computer staked a card face down and drew a card.")
            playStep(moves[1])

            // Step 3: the log says what Black did, as the panel does; then the 7♥ alone, by
            // keyboard, is refused, and the panel says what the step wants.
            tryVerify(() => tutorial().step === 2 && game().yourTurn, 5000)
            wait(50)
            verify(since().indexOf("Since your last turn: The computer wagered 4 card") === 0, since())
            verify(since().indexOf("on column 1.") > 0, since())
            verify(since().indexOf("began") < 0, since())
            screen().gameScreen.table.forceActiveFocus()
            choose(["7H"], 1)
            const button = find("playButton")
            tryVerify(() => button.visible, 2000)
            verify(!button.enabled)
            keyClick(Qt.Key_Return)
            const refusal = find("tutorialRefusal")
            tryVerify(() => refusal.visible, 2000)
            compare(refusal.text, "Wager the pair: the 7♥ and 7♦ together.")
            compare(game().hand.count, 4) // nothing was played
            verify(!tutorial().played)
            keyClick(Qt.Key_Escape)
            playStep(moves[2])
            tryVerify(() => tutorial().step === 3 && game().yourTurn, 5000)
            wait(50)
            playStep(Object.assign({ stay: true }, moves[3]))
            // Where straights are taught: the ace, low or high, never both.
            const straights = find("tutorialExplanation").text
            verify(straights.indexOf("low (A-2-3) or high (Q-K-A), never both") >= 0, straights)
            mouseClick(find("tutorialNext"))

            // Leave half way, and come back: the tutorial resumes at the step reached.
            tryVerify(() => tutorial().step === 4 && game().yourTurn, 5000)
            mouseClick(find("tutorialLeave"))
            tryVerify(() => !loader.active)
            compare(prefs.tutorialStep, 4)
            open()
            compare(tutorial().step, 4)
            compare(tutorial().stepId, "wonByDefault")

            for (let i = 4; i < moves.length; ++i) {
                tryVerify(() => tutorial().step === i && game().yourTurn, 5000)
                wait(50)
                if (i === moves.length - 1) compare(find("tutorialNext").text, "Finish the tutorial")
                playStep(moves[i])
            }
            // Finished: the tutorial is left, and starts from the beginning next time.
            tryVerify(() => !loader.active)
            compare(prefs.tutorialStep, 0)
        }

        // The refusal goes as soon as the learner tries again: at the next drag, though its cards
        // are not chosen in the hand (as the right cards are dragged), and at another choice of
        // cards; a new wrong try is refused again.
        function test_aRefusalGoesAtTheNextTry() {
            prefs.tutorialStep = 2
            open()
            compare(tutorial().stepId, "pairAndStraight")
            const refusal = find("tutorialRefusal")
            const column = find("column-1")
            // The 7♥ alone, dragged onto column 1: refused, and said.
            let to = dragPart("7H", column, 12)
            mouseRelease(root, to.x, to.y)
            tryVerify(() => refusal.visible, 2000, "the drop of the 7♥ alone is refused")
            compare(refusal.text, "Wager the pair: the 7♥ and 7♦ together.")
            compare(game().hand.selection.length, 0)
            // The next drag: the refusal is gone while it is under way.
            to = dragPart("7D", column, 4)
            verify(screen().gameScreen.table.dragging)
            verify(!refusal.visible, "the refusal stays during the next drag")
            compare(tutorial().refusal.reason, RefusalReason.None)
            mouseMove(root, to.x, to.y)
            mouseRelease(root, to.x, to.y)
            tryVerify(() => refusal.visible, 2000, "the 7♦ alone is refused too")
            const back = find("hand-7D") // it springs back into the hand
            tryVerify(() => back.x === back.homeX && back.y === back.homeY, 2000)
            // Another choice of cards: gone again; the pair chosen and dragged there plays.
            mouseClick(find("hand-7H"))
            verify(!refusal.visible, "the refusal stays at the next choice of cards")
            mouseClick(find("hand-7D"))
            compare(game().hand.selection.length, 2)
            to = dragPart("7H", column, 6)
            verify(!refusal.visible)
            mouseMove(root, to.x, to.y)
            mouseRelease(root, to.x, to.y)
            tryVerify(() => tutorial().done, 5000, "the pair dragged onto column 1 plays the step")
            compare(tutorial().move.cards.length, 2)
            verify(!refusal.visible)
            mouseClick(find("tutorialLeave"))
            tryVerify(() => !loader.active)
        }

        // Back goes to the step before; a wrong kind of move is refused with its reason.
        function test_backAndAWrongKindOfMove() {
            prefs.tutorialStep = 1
            open()
            compare(tutorial().stepId, "wager")
            screen().gameScreen.table.forceActiveFocus()
            choose(["JH"], 0) // a stake, where the step asks for a wager
            keyClick(Qt.Key_Return)
            tryCompare(find("tutorialRefusal"), "text", "This step is about a wager: drop cards on a column.")
            keyClick(Qt.Key_Escape)
            mouseClick(find("tutorialBack"))
            tryVerify(() => tutorial().step === 0 && game().yourTurn, 5000)
            verify(!find("tutorialRefusal").visible)
            // Step 1 stakes the 2♦ (step 2 goes on from it): another card staked is refused.
            screen().gameScreen.table.forceActiveFocus()
            choose(["7H"], 0)
            keyClick(Qt.Key_Return)
            tryCompare(find("tutorialRefusal"), "text", "Stake your 2♦ in this step.")
            verify(find("hand-7H"), "the 7♥ was not staked")
            keyClick(Qt.Key_Escape)
            verify(!find("tutorialRefusal").visible)
            mouseClick(find("tutorialLeave"))
            tryVerify(() => !loader.active)
        }
    }
}
