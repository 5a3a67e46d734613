import QtQuick

// Another seat's hand as the screen may show it: its backs, fanned, with the seat's name under
// them (the other team's two seats, and in 2v2 one's partner: partners see each other's table
// cards, never each other's hands).
Column {
    id: seatHand
    property var seat: null          // a SeatInfo
    property string owner: name      // whose hand, for a screen reader (the name may be hidden)
    Accessible.role: Accessible.StaticText
    Accessible.name: seat ? qsTr("%1's hand: %2").arg(owner).arg(Words.cardCount(seat.handSize)) : ""
    Accessible.ignored: !seat || !visible
    property string name: ""
    property real cardWidth: 40
    spacing: 2
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: -seatHand.cardWidth * 0.55
        // A hand never holds more than five cards: five made once and shown as many as it
        // holds (a Repeater given a new count builds all of its cards again).
        Repeater {
            model: seatHand.seat ? Math.max(5, seatHand.seat.handSize) : 0
            // qmllint disable unqualified
            CardBack {
                required property int index
                visible: index < seatHand.seat.handSize
                width: seatHand.cardWidth; red: seatHand.seat.red
            }
            // qmllint enable unqualified
        }
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        visible: seatHand.name !== ""
        text: seatHand.name + (seatHand.seat && seatHand.seat.toMove ? "  ◀" : "")
        color: seatHand.seat && seatHand.seat.toMove ? Theme.gold : Theme.inkDim
        font.pixelSize: Theme.px(12); font.bold: seatHand.seat !== null && seatHand.seat.toMove
    }
}
