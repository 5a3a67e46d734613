import QtQuick

// What is drawn on every card's back, over its deck's colour: a frame, a diamond and the game's
// initial. Few items: a table holds dozens of backs.
Item {
    id: pattern
    Rectangle {
        anchors.fill: parent
        anchors.margins: parent.width * 0.09
        radius: parent.width * 0.048
        color: "transparent"
        border.color: "#66ffffff"
        border.width: Math.max(1, parent.width * 0.025)
    }
    Rectangle {
        anchors.centerIn: parent
        width: parent.width * 0.42; height: width
        rotation: 45
        color: "#26ffffff"
        border.color: "#55ffffff"
        border.width: Math.max(1, parent.width * 0.02)
    }
    Text {
        anchors.centerIn: parent
        text: "C"
        color: "#99ffffff"
        font.family: "DejaVu Serif"
        font.pixelSize: parent.width * 0.26
        font.bold: true
    }
}
