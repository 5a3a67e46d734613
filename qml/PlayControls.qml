import QtQml
import QtQuick
import Cozen.Models

// What the table says of a move being chosen, over the row: while cards are dragged, what they
// would do where they are (or why not); after a refused move, why (a toast). Old words go at the
// next action: a refusal when the cards chosen change, a drag begins or a move is made, a hint
// when the cards chosen are no longer its own.
Item {
    id: controls
    required property Game game
    property bool dragging: false
    property real rowCentre: width / 2   // the row's middle, in this item's coordinates
    property real rowWidth: width
    property real bottomLimit: height    // where the bottom seat begins: the words stand above it

    // What a drag would do where it is now.
    function showDragHint(message, isRefused) { hint.text = message; hint.refused = isRefused }

    Rectangle {
        id: hint
        objectName: "dragHint"
        property string text: ""
        property bool refused: false
        visible: text !== "" && controls.dragging
        x: controls.rowCentre - width / 2
        y: controls.bottomLimit - 8 - height
        width: Math.min(controls.rowWidth, hintText.implicitWidth + 32); height: hintText.implicitHeight + 14; radius: height / 2
        color: "#ee0c1a12"; border.width: 2
        border.color: refused ? Theme.refuse : Theme.accept
        Text { textFormat: Text.PlainText; id: hintText; anchors.centerIn: parent; width: Math.min(implicitWidth, parent.width - 24); elide: Text.ElideRight
               text: hint.text; color: Theme.ink; font.pixelSize: Theme.px(16); font.bold: true }
    }

    Toast {
        id: toast
        objectName: "toast"
        anchors.horizontalCenter: parent.horizontalCenter
        y: controls.bottomLimit - 8 - height
        color: "#ee3a1214"; border.color: Theme.refuse
    }

    Connections {
        target: controls.game
        function onMoveMade() { toast.opacity = 0 } // a refusal before it is old news
    }
    Connections {
        target: controls.game.input
        function onRefused(reason) { toast.show(Words.refusal(controls.game, reason)) }
    }
    Connections {
        target: controls.game.hand
        function onSelectionChanged() {
            toast.opacity = 0
            const h = controls.game.hint
            if (h.known && JSON.stringify(h.cards.slice().sort()) // qmllint disable type
                    !== JSON.stringify(controls.game.hand.selection.slice().sort()))
                controls.game.dismissHint()
        }
    }
    onDraggingChanged: if (dragging) toast.opacity = 0
}
