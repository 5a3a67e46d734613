import QtQml
import QtQuick
import Cozen.Models

// The table by the keyboard: ←/→ in the hand, Space selects, ↑ to the row, ←/→ there, Enter
// plays, Esc clears; Enter or Space goes on at the reveal and the round's summary, and passes the
// screen on once the card drawn is seen; H asks for a hint. The table hands it its key presses
// (handle) and reads where the keyboard is (area, handCursor, rowCursor) to draw it.
QtObject {
    id: keys
    required property Game game
    property StakesRow row: null
    property bool lesson: false      // a tutorial's step: no hint
    property var playCards: []       // the cards the keyboard or a click has chosen (the table's)
    property int playColumn: -1      // their column, or -1 to stake

    property string area: "hand"     // or "row"
    // The keyboard's cursor is shown once a key has moved it, not to a player of the mouse, who
    // would read a ring on a card as a selection (a click puts it away again: Table).
    property bool used: false
    property int handCursor: 0
    property int rowCursor: 0        // a column, or game.row.count for the stake slot

    // Play the chosen cards on the chosen column; back to the hand when they went.
    function play() {
        if (game.input.play(playColumn, playCards)) area = "hand"
    }

    // The card drawn is on screen a moment before a key can pass the screen on (onTurnChanged); on
    // the game's clock, as the hand-over's guard is.
    readonly property ClockTimer passArm: ClockTimer { clock: keys.game.clock; interval: 600 }

    readonly property Connections gameEvents: Connections {
        target: keys.game
        function onTurnChanged() { if (keys.game.drawnCard !== "") keys.passArm.restart() }
        function onHintChanged() {
            const h = keys.game.hint
            if (!h.known) return
            keys.rowCursor = h.column < 0 ? keys.game.row.count : h.column
            keys.area = "row"
            keys.row.positionViewAtIndex(keys.rowCursor, ListView.Contain)
        }
        function onChanged() {
            keys.handCursor = Math.min(keys.handCursor, Math.max(0, keys.game.hand.count - 1))
            keys.rowCursor = Math.min(keys.rowCursor, keys.game.row.count)
        }
    }

    function handle(event) {
        const stage = game.stage
        if (stage === Game.Reveal || (stage === Game.Summary && !lesson)) {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                game.advance(); event.accepted = true
            }
            return
        }
        if (stage !== Game.Playing) return
        if (game.drawnCard !== "") { // the card drawn seen: Enter or Space passes the screen on
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                if (!passArm.running) game.passOn() // not the Enter that staked, pressed twice
                event.accepted = true
            }
            return
        }
        const handCount = game.hand.count
        // ← and → go the way the row is drawn: from the right in a language written that way.
        const rowBack = row.effectiveLayoutDirection === Qt.RightToLeft ? Qt.Key_Right : Qt.Key_Left
        switch (event.key) {
        case Qt.Key_Left:
        case Qt.Key_Right:
            if (area === "hand")
                handCursor = event.key === Qt.Key_Left ? Math.max(0, handCursor - 1)
                                                       : Math.max(0, Math.min(handCount - 1, handCursor + 1))
            else
                rowCursor = event.key === rowBack ? Math.max(0, rowCursor - 1)
                                                  : Math.min(game.row.count, rowCursor + 1)
            break
        case Qt.Key_Up:
            if (area === "hand") { area = "row"; row.positionViewAtIndex(rowCursor, ListView.Contain) }
            break
        case Qt.Key_Down:
            area = "hand"
            break
        case Qt.Key_Space:
            if (area === "hand") game.hand.toggle(handCursor)
            break
        case Qt.Key_Return:
        case Qt.Key_Enter:
            if (area === "row") play()
            else { area = "row"; row.positionViewAtIndex(rowCursor, ListView.Contain) }
            break
        case Qt.Key_Escape:
            // With nothing to clear, Esc is left to whatever holds the table (the tutorial leaves).
            if (game.hand.selection.length === 0 && area === "hand") return
            game.hand.clearSelection(); area = "hand"
            break
        case Qt.Key_H:
            if (!lesson) game.askHint()
            break
        default:
            return
        }
        used = true
        event.accepted = true
    }
}
