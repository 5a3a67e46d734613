import QtQuick
import Cozen.Models

// The buttons of a turn, beside the hand they act on (docs/design.md, "The table"): the one that
// plays the chosen cards, naming the move; the hint; taking a wager back while the computer holds
// its answer; and between two people, passing the screen on after Stake & Draw. What they mean in
// more words (what the move makes, why not, the hint's reason) stays in the side panel.
// The bar keeps one button's height (two lines of its text) whether or not a button shows, so the
// row above it never moves when one comes or goes.
Item {
    id: controls
    required property Game game
    property bool lesson: false     // a tutorial's step: no hint, no taking back
    property bool choosing: false   // the person is choosing a column for the chosen cards
    property var playCards: []      // the cards chosen to play
    property int playColumn: -1     // the column they go to, or -1 to stake
    property string playRefusal: "" // why they may not, in words, or ""
    // Play the chosen cards on the chosen column (the play button).
    signal playRequested()

    // The middle of the hand, in this item's coordinates: the buttons are centred on it, as far
    // as the bar's width lets them.
    property real centreX: width / 2

    implicitHeight: Math.ceil(Theme.px(14) * 2.5 + 2 * Theme.scaled(7)) + Theme.scaled(6)

    Row {
        id: buttons
        x: Math.max(0, Math.min(controls.width - width, controls.centreX - width / 2))
        anchors.top: parent.top
        spacing: Theme.scaled(10)
        // Confirming what was chosen by clicks (or keys): the move, named in full, on two lines if
        // need be.
        PanelButton {
            id: playButton
            objectName: "playButton"
            focusPolicy: Qt.NoFocus
            visible: controls.choosing && controls.playCards.length > 0
            enabled: controls.playRefusal === ""
            highlighted: enabled
            width: Math.min(implicitWidth, controls.width - (hintButton.visible ? hintButton.width + buttons.spacing : 0))
            height: Math.min(implicitHeight, controls.height - Theme.scaled(6))
            text: !visible ? ""
                  : controls.playColumn < 0
                    ? qsTr("Stake %1 and draw a card").arg(Words.cardsInSentence([controls.playCards[0]]))
                    : qsTr("Wager %1 on column %2").arg(Words.cardsInSentence(controls.playCards)).arg(Words.n(controls.playColumn + 1))
            contentItem: Text {
                textFormat: Text.PlainText
                text: playButton.text; font: playButton.font
                wrapMode: Text.Wrap; maximumLineCount: 2
                horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
                color: playButton.highlighted ? playButton.palette.brightText : playButton.palette.buttonText
                opacity: playButton.enabled ? 1 : 0.55
                Accessible.ignored: true
            }
            onClicked: controls.playRequested()
            Accessible.onPressAction: if (enabled) controls.playRequested()
            Accessible.ignored: !visible
        }
        // A hint: the hard level's move from this seat's view, chosen on the table (the panel
        // says why).
        PanelButton {
            id: hintButton
            objectName: "hintButton"
            // (None against a person at another computer: they play without one.)
            visible: !controls.lesson && controls.game.yourTurn && !controls.game.hint.known
                     && !controls.game.remoteGame
            enabled: !controls.game.hintPending
            focusPolicy: Qt.NoFocus
            text: controls.game.hintPending ? qsTr("Looking for a hint…") : qsTr("Hint (H)")
            onClicked: controls.game.askHint()
            Accessible.onPressAction: if (enabled) controls.game.askHint()
            Accessible.ignored: !visible
        }
        // A wager may be taken back until the next seat has moved.
        PanelButton {
            id: undoButton
            objectName: "undoButton"
            readonly property int seat: controls.game.undoSeat
            visible: !controls.lesson && seat >= 0 && (controls.game.viewer === seat || controls.game.viewer < 0)
            focusPolicy: Qt.NoFocus
            text: !visible ? ""
                  : controls.game.viewer === seat ? qsTr("Take back your wager (Ctrl+Z)")
                  : qsTr("Take back %1's wager (Ctrl+Z)").arg(Words.seatNameInSentence(controls.game, seat))
            onClicked: controls.game.undo()
            Accessible.onPressAction: controls.game.undo()
            Accessible.ignored: !visible
            // While the computer holds its answer for it: a bar under the button that drains over
            // the time it holds.
            Rectangle {
                id: undoBar
                objectName: "undoBar"
                property real share: 1 // the share of the time left
                visible: undoButton.visible && controls.game.thinking && controls.game.undoGraceMs > 0
                anchors.top: parent.bottom; anchors.topMargin: Theme.scaled(2)
                width: parent.width; height: Theme.scaled(4); radius: height / 2
                color: "#33ffffff"
                Rectangle {
                    objectName: "undoBarFill"
                    width: parent.width * undoBar.share; height: parent.height; radius: parent.radius
                    color: Theme.gold
                }
                NumberAnimation { id: drain; target: undoBar; property: "share"; from: 1; to: 0; duration: controls.game.undoGraceMs; running: false }
                onVisibleChanged: if (visible) drain.restart(); else drain.stop()
            }
        }
        // Between two people, after Stake & Draw: the card drawn is seen (the panel names it),
        // then the screen goes on.
        PanelButton {
            objectName: "passOnButton"
            visible: controls.game.drawnCard !== ""
            focusPolicy: Qt.NoFocus // Enter at the table does it too
            highlighted: true
            width: Math.min(implicitWidth, controls.width)
            text: visible ? qsTr("Done: pass the screen to %1 (Enter)").arg(Words.seatNameInSentence(controls.game, controls.game.toMove)) : ""
            onClicked: controls.game.passOn()
            Accessible.onPressAction: controls.game.passOn()
            Accessible.ignored: !visible
        }
    }
}
