import QtQuick
import Cozen.Table // CardBackPattern, a type of this module made in C++

// The back of a card nobody at this screen may turn: another seat's hand, a deck. Drawn as a
// PlayingCard draws its back, without what a card on the table needs (a face, a peek, a seat's
// disc, animations): a 2v2 table shows two dozen of them.
Item {
    id: back
    property bool red: true // the deck it belongs to
    implicitWidth: 70
    height: width * Theme.cardRatio

    Rectangle { // shadow
        anchors.fill: parent
        anchors.topMargin: 2; anchors.leftMargin: 2; anchors.bottomMargin: -2; anchors.rightMargin: -2
        radius: face.radius
        color: "#40000000"
    }
    Rectangle {
        id: face
        anchors.fill: parent
        radius: width * 0.08
        color: back.red ? Theme.redBack : Theme.blackBack
        border.width: 1
        border.color: "#10000000"
        // Made between frames while cards are animated, as on a PlayingCard.
        Loader {
            anchors.fill: parent
            asynchronous: Theme.animationMs > 0
            sourceComponent: CardBackPattern {}
        }
    }
}
