import QtQuick
import Cozen.Models

// The end of the stakes row: drop one card here to Stake & Draw.
Item {
    id: slot
    required property var shownBy       // the table's Game, for the words of a refusal
    required property HumanInput input // the person whose Stake & Draw it takes
    property real cardWidth: 60
    property bool targeted: false
    property bool previewRefused: false
    signal hovering(string text, bool refused)
    signal chosen()
    readonly property bool dropping: drop.containsDrag
    width: cardWidth * 1.5
    objectName: "stakeSlot"
    Accessible.role: Accessible.Button
    Accessible.name: qsTr("Stake & Draw")
    Accessible.description: qsTr("Press to stake the chosen card at the end of the row and draw a card")
    Accessible.onPressAction: slot.chosen()
    Accessible.ignored: !visible

    Rectangle {
        anchors.centerIn: parent
        width: slot.cardWidth * 1.1; height: slot.cardWidth * Theme.cardRatio * 1.1
        radius: 8
        color: slot.dropping ? (slot.previewRefused ? "#33ff8a80" : "#337fe0a0") : slot.targeted ? "#335ec8ff" : "#14ffffff"
        border.width: slot.targeted ? Math.max(3, Theme.px(3)) : 2
        border.color: slot.dropping ? (slot.previewRefused ? Theme.refuse : Theme.accept) : slot.targeted ? Theme.focus : "#55ffffff"
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            width: parent.width - 8
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: qsTr("Stake & Draw") // two lines at most: "Stake &" over "Draw"
            maximumLineCount: 2
            color: Theme.ink
            font.pixelSize: Math.max(10, slot.cardWidth * 0.19)
        }
    }
    TapHandler { onTapped: slot.chosen() }

    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["cozen-cards"]
        onEntered: (drag) => {
            const why = Words.refusal(slot.shownBy, slot.input.whyNot(-1, drag.source.cards))
            slot.previewRefused = why !== ""
            slot.hovering(why !== "" ? why : qsTr("Stake %1 face down and draw").arg(Words.card(drag.source.cards[0])), why !== "")
        }
        onExited: slot.hovering("", false)
        onDropped: (drop) => {
            slot.hovering("", false)
            if (slot.input.play(-1, drop.source.cards)) drop.accept(Qt.MoveAction)
            else drop.accepted = false
        }
    }
}
