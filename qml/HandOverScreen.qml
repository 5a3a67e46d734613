import QtQuick
import Cozen.Models

// Between two people at one screen: the table is gone (its models hold only what is public) and
// the screen asks for the next person. Enter, Space or the button shows them their cards, once
// the screen has been up for `armDelayMs`: a second Enter meant for the move just played (or a
// double click) must not show the next person's cards to the one who played it.
Rectangle {
    id: screen
    required property Game game
    readonly property int seat: game.handOverSeat
    readonly property string who: seat >= 0 ? Words.seatName(game, seat) : ""
    readonly property bool red: seat >= 0 && game.seats.at(seat) !== null && game.seats.at(seat).red
    property int armDelayMs: 1000
    readonly property bool armed: !armTimer.running
    color: Theme.feltDark
    focus: visible
    onVisibleChanged: if (visible) armTimer.restart()
    onSeatChanged: if (visible) armTimer.restart()
    // On the game's clock (Game.clock): a test steps the hand-over's guard as it steps the game.
    ClockTimer { id: armTimer; clock: screen.game.clock; interval: screen.armDelayMs }
    Accessible.role: Accessible.Pane
    Accessible.name: heading.text
    Accessible.description: qsTr("The table is hidden until %1 is at the screen.").arg(who)
    Accessible.ignored: !visible

    Column {
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, Theme.px(560))
        spacing: Theme.px(18)
        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Theme.px(64); height: width * Theme.cardRatio; radius: width * 0.1
            color: screen.red ? Theme.redBack : Theme.blackBack
            border.color: Theme.paper; border.width: Math.max(2, width * 0.05)
        }
        SpokenText {
            id: heading
            objectName: "handOverHeading"
            width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
            text: qsTr("Pass to %1").arg(Words.seatWithColour(screen.game, screen.seat))
            color: Theme.ink; font.pixelSize: Theme.px(34); font.bold: true
            Accessible.role: Accessible.Heading
        }
        SpokenText {
            width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
            text: qsTr("Only %1 should look at the screen now.").arg(screen.who)
            color: Theme.inkDim; font.pixelSize: Theme.px(17)
        }
        PanelButton {
            id: show
            objectName: "handOverButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("I'm %1 — show my cards").arg(screen.who)
            font.pixelSize: Theme.px(18)
            padding: Theme.px(12)
            enabled: screen.armed
            onClicked: screen.game.confirmHandOver()
            // A screen reader's "press" (Qt 6.4's Button does not click on it by itself).
            Accessible.onPressAction: if (screen.armed) screen.game.confirmHandOver()
            Accessible.ignored: !visible
        }
        // The one who just wagered may still take it back, until the next person has the screen.
        // Its room is kept when it is not shown: the button above must not move under the hand.
        Item {
            width: parent.width; height: undo.implicitHeight
            PanelButton {
                id: undo
                objectName: "handOverUndo"
                readonly property int seat: screen.game.undoSeat
                visible: seat >= 0
                anchors.horizontalCenter: parent.horizontalCenter
                text: visible ? qsTr("%1: take back your wager").arg(Words.seatName(screen.game, seat)) : ""
                font.pixelSize: Theme.px(14); font.underline: true
                flat: true
                palette.windowText: Theme.ink // a flat button's text: light on the felt
                onClicked: screen.game.undo()
                Accessible.onPressAction: screen.game.undo()
                Accessible.ignored: !visible
            }
        }
    }
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            if (screen.armed && !event.isAutoRepeat) screen.game.confirmHandOver()
            event.accepted = true
        }
    }
    MouseArea { anchors.fill: parent; z: -1 } // nothing beneath is reachable
}
