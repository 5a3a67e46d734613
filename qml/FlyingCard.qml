import QtQuick

// A card crossing the table (a move, a capture), drawn above everything, gone when it lands.
PlayingCard {
    id: flying
    property point from
    property point to
    property int duration: Theme.animationMs
    z: 1000
    x: from.x; y: from.y
    ParallelAnimation {
        running: true
        NumberAnimation { target: flying; property: "x"; from: flying.from.x; to: flying.to.x; duration: flying.duration; easing.type: Easing.InOutCubic }
        NumberAnimation { target: flying; property: "y"; from: flying.from.y; to: flying.to.y; duration: flying.duration; easing.type: Easing.InOutCubic }
        onFinished: flying.destroy()
    }
}
