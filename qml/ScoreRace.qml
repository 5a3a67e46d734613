import QtQuick

// The race to the target: each side's jail VP as a bar.
Column {
    id: race
    property int bottomVp: 0
    property int topVp: 0
    property int target: 70
    property bool bottomRed: true
    property string bottomName: "You"
    property string topName: "Computer"
    spacing: 4

    component Bar: Row {
        id: bar
        property string name
        property int vp
        property color colour
        spacing: 8
        Text { text: bar.name; color: Theme.ink; font.pixelSize: 13; width: 80; elide: Text.ElideRight }
        Rectangle {
            width: 150; height: 14; radius: 7
            color: "#33000000"
            border.color: "#44ffffff"
            anchors.verticalCenter: parent.verticalCenter
            Rectangle {
                width: Math.min(1, bar.vp / race.target) * parent.width
                height: parent.height; radius: parent.radius
                color: bar.colour
                Behavior on width { NumberAnimation { duration: Theme.animationMs * 2 } }
            }
        }
        Text { text: bar.vp + " / " + race.target; color: Theme.ink; font.pixelSize: 13; font.bold: true }
    }
    Bar { name: race.topName; vp: race.topVp; colour: race.bottomRed ? "#8aa1c7" : "#e36a70" }
    Bar { name: race.bottomName; vp: race.bottomVp; colour: race.bottomRed ? "#e36a70" : "#8aa1c7" }
}
