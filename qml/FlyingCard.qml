import QtQuick

// A card crossing the table (a move, a capture), drawn above everything, gone when it lands.
// Captures go together: the cards under the one on top are drawn as edges (at most three), a
// gathered stack, not a card made for each.
PlayingCard {
    id: flying
    property point from
    property point to
    property int duration: Theme.flightMs
    property int under: 0 // cards gathered under this one
    z: 1000
    x: from.x; y: from.y
    Repeater {
        model: Math.min(3, flying.under)
        // qmllint disable unqualified
        Rectangle {
            required property int index
            z: -1 - index
            x: -(index + 1) * Math.max(2, flying.width * 0.05); y: (index + 1) * Math.max(2, flying.width * 0.05)
            width: flying.width; height: flying.height; radius: flying.width * 0.08
            color: Theme.paper; border.color: "#9a9486"; border.width: 1
        }
        // qmllint enable unqualified
    }
    ParallelAnimation {
        running: true
        NumberAnimation { target: flying; property: "x"; from: flying.from.x; to: flying.to.x; duration: flying.duration; easing.type: Theme.moveEasing }
        NumberAnimation { target: flying; property: "y"; from: flying.from.y; to: flying.to.y; duration: flying.duration; easing.type: Theme.moveEasing }
        onFinished: flying.destroy()
    }
}
