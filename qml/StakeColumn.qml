import QtQuick

// One column of the stakes row: the other side's wagers above the stake, the person's below.
// It takes drops of cards from the hand, and at the end of the round shows the outcome.
Item {
    id: column
    required property var game
    required property int index
    required property int number
    required property string stake
    required property bool stakeFaceUp
    required property bool stakeRed
    required property bool stakeMine
    required property var topCards
    required property var bottomCards
    required property bool resolved
    required property bool revealed
    required property int topStrength
    required property int bottomStrength
    required property string topLabel
    required property string bottomLabel
    required property string winner
    required property string outcome

    property real cardWidth: 60
    property bool highlighted: false  // the last move was here
    property bool targeted: false     // the keyboard's column
    property bool previewRefused: false
    // While cards are dragged over: what the person's side would be, or why they may not go here.
    signal hovering(string text, bool refused)
    // Clicked: the person chooses this column for the selected cards.
    signal chosen()
    readonly property real cardHeight: cardWidth * Theme.cardRatio
    readonly property real sideHeight: (height - cardHeight) / 2 - label.height
    readonly property bool dropping: drop.containsDrag

    // The cards already shown, so that only new ones land.
    property int settledTop: 0
    property int settledBottom: 0
    onTopCardsChanged: Qt.callLater(() => settledTop = topCards.length)
    onBottomCardsChanged: Qt.callLater(() => settledBottom = bottomCards.length)
    Component.onCompleted: { settledTop = topCards.length; settledBottom = bottomCards.length }

    width: cardWidth * 1.3
    objectName: "column-" + number

    Rectangle { // the column's ground, below every card (the other side's stack has z below 0)
        z: -100
        anchors.fill: parent
        anchors.margins: 2
        radius: 8
        color: column.dropping ? (column.previewRefused ? "#33ff8a80" : "#337fe0a0")
               : column.targeted ? "#337fb3ff" : column.highlighted ? "#22e8c15a" : "transparent"
        border.color: column.dropping ? (column.previewRefused ? Theme.refuse : Theme.accept)
                      : column.targeted ? "#7fb3ff" : column.highlighted ? Theme.gold : "#22ffffff"
        border.width: column.dropping || column.targeted || column.highlighted ? 2 : 1
        Behavior on color { ColorAnimation { duration: 150 } }
    }

    function stackStep(count) {
        if (count <= 1) return 0
        return Math.min(cardHeight * 0.3, (sideHeight - cardHeight - 6) / (count - 1))
    }

    Text {
        id: label
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height / 2 - column.cardHeight / 2 - height - 2
        z: 5
        text: column.number
        color: Theme.inkDim
        font.pixelSize: Math.max(11, column.cardWidth * 0.2)
        visible: !column.resolved
    }

    // The other side, growing up from the stake.
    Repeater {
        model: column.topCards
        delegate: PlayingCard {
            required property int index
            required property string modelData
            width: column.cardWidth
            x: (column.width - width) / 2
            y: column.height / 2 - column.cardHeight / 2 - 8 - height - index * column.stackStep(column.topCards.length)
            z: -index
            code: modelData
            red: !column.game.bottomRed
            faceUp: column.revealed && column.resolved
            glow: column.winner === "top"
            landing: index >= column.settledTop
            flipping: column.resolved && column.revealed
        }
    }
    // The stake.
    PlayingCard {
        anchors.centerIn: parent
        width: column.cardWidth
        code: column.stake
        red: column.stakeRed
        faceUp: column.stakeFaceUp
        z: 2
        rotation: column.stakeFaceUp ? 0 : 90
        scale: column.stakeFaceUp ? 1 : 0.85
        onClicked: column.chosen()
    }
    // The person's side, growing down from the stake.
    Repeater {
        model: column.bottomCards
        delegate: PlayingCard {
            required property int index
            required property string modelData
            width: column.cardWidth
            x: (column.width - width) / 2
            y: column.height / 2 + column.cardHeight / 2 + 8 + index * column.stackStep(column.bottomCards.length)
            z: index
            code: modelData
            red: column.game.bottomRed
            faceUp: column.revealed && column.resolved
            glow: column.winner === "bottom"
            landing: index >= column.settledBottom
            onClicked: column.chosen()
        }
    }

    // Strengths at the reveal, and the outcome.
    Rectangle {
        visible: column.resolved && column.revealed
        z: 10
        anchors.horizontalCenter: parent.horizontalCenter
        y: 2
        width: Math.min(parent.width + 40, topText.implicitWidth + 10); height: topText.implicitHeight + 6
        radius: 4; color: "#cc000000"
        Text { id: topText; anchors.centerIn: parent; width: column.width + 30; horizontalAlignment: Text.AlignHCenter
               wrapMode: Text.Wrap; text: column.topLabel; color: column.winner === "top" ? Theme.gold : Theme.ink
               font.pixelSize: Math.max(10, column.cardWidth * 0.16) }
    }
    Rectangle {
        visible: column.resolved && column.revealed
        z: 10
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom; anchors.bottomMargin: 2
        width: Math.min(parent.width + 40, bottomText.implicitWidth + 10); height: bottomText.implicitHeight + 6
        radius: 4; color: "#cc000000"
        Text { id: bottomText; anchors.centerIn: parent; width: column.width + 30; horizontalAlignment: Text.AlignHCenter
               wrapMode: Text.Wrap; text: column.bottomLabel; color: column.winner === "bottom" ? Theme.gold : Theme.ink
               font.pixelSize: Math.max(10, column.cardWidth * 0.16) }
    }
    Rectangle {
        visible: column.resolved
        z: 11
        anchors.centerIn: parent
        anchors.verticalCenterOffset: column.cardHeight * 0.62
        width: column.width - 4; height: outcomeText.implicitHeight + 6
        radius: 4; color: "#dd102018"
        border.color: column.winner === "bottom" ? Theme.accept : column.winner === "top" ? Theme.refuse : "#44ffffff"
        Text { id: outcomeText; anchors.centerIn: parent; width: parent.width - 6; horizontalAlignment: Text.AlignHCenter
               wrapMode: Text.Wrap; text: column.outcome; color: Theme.ink; font.pixelSize: Math.max(9, column.cardWidth * 0.14) }
    }
    TapHandler { onTapped: column.chosen() }

    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["cozen-cards"]
        onEntered: (drag) => {
            const why = column.game.whyNot(column.index, drag.source.cards)
            column.previewRefused = why !== ""
            column.hovering(why !== "" ? why : "Column " + column.number + ", your side: "
                            + column.game.preview(column.index, drag.source.cards), why !== "")
        }
        onExited: column.hovering("", false)
        onDropped: (drop) => {
            column.hovering("", false)
            if (column.game.play(column.index, drop.source.cards)) drop.accept(Qt.MoveAction)
            else drop.accepted = false
        }
    }
}
