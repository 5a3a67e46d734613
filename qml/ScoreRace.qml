import QtQuick

// The race to the target: each side's jail VP as a bar, the top side first.
Column {
    id: race
    property int bottomVp: 0
    property int topVp: 0
    property int target: 70
    property bool bottomRed: true
    property string bottomName: ""
    property string topName: ""
    spacing: 4
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("%1: %2 of %3 VP; %4: %5 of %3 VP").arg(topName).arg(Words.n(topVp)).arg(Words.n(target)).arg(bottomName).arg(Words.n(bottomVp))
    Accessible.ignored: !visible
    // The names' column: as wide as the longer name, up to 45% of the width.
    TextMetrics { id: topMetrics; text: race.topName; font.pixelSize: Theme.px(13) }
    TextMetrics { id: bottomMetrics; text: race.bottomName; font.pixelSize: Theme.px(13) }
    // The VP column: room for three digits each side ("119 / 100": a game can end past its target).
    TextMetrics { id: vpMetrics; text: "000 / 000"; font.pixelSize: Theme.px(13); font.bold: true }
    readonly property real vpWidth: vpMetrics.advanceWidth + 2
    readonly property real nameWidth: Math.min(Math.max(topMetrics.advanceWidth, bottomMetrics.advanceWidth) + 2,
                                               race.width * 0.45)
    // Names longer than that (a 2v2 team's two, "Ann & Computer (hard)") go above their bars, as
    // wide as the race.
    readonly property bool stacked: Math.max(topMetrics.advanceWidth, bottomMetrics.advanceWidth) + 2 > race.width * 0.45

    // qmllint disable unqualified
    component Bar: Column {
        id: bar
        property string name
        property int vp
        property color colour
        Text { textFormat: Text.PlainText; text: bar.name; visible: race.stacked; color: Theme.ink; font.pixelSize: Theme.px(13); width: race.width
               wrapMode: Text.Wrap; maximumLineCount: 2; elide: Text.ElideRight }
        Row {
            spacing: 8
            // A long name shrinks to fit before it is cut.
            Text { textFormat: Text.PlainText; id: nameText; text: bar.name; visible: !race.stacked; color: Theme.ink; font.pixelSize: Theme.px(13)
                   width: race.nameWidth; elide: Text.ElideRight; fontSizeMode: Text.HorizontalFit; minimumPixelSize: 8 }
            Rectangle {
                width: race.width - (race.stacked ? 0 : nameText.width + parent.spacing) - vpText.width - parent.spacing
                height: Theme.px(14); radius: height / 2
                color: "#33000000"
                border.color: "#44ffffff"
                anchors.verticalCenter: parent.verticalCenter
                Rectangle {
                    width: Math.min(1, bar.vp / race.target) * parent.width
                    height: parent.height; radius: parent.radius
                    color: bar.colour
                    Behavior on width { NumberAnimation { duration: Theme.flightMs * 2; easing.type: Theme.moveEasing } }
                }
            }
            Text { textFormat: Text.PlainText; id: vpText; text: Words.n(bar.vp) + " / " + Words.n(race.target); color: Theme.ink; font.pixelSize: Theme.px(13); font.bold: true
                   width: race.vpWidth; horizontalAlignment: Text.AlignRight }
        }
    }
    // qmllint enable unqualified
    Bar { objectName: "topBar"; name: race.topName; vp: race.topVp; colour: race.bottomRed ? "#8aa1c7" : "#e36a70" }
    Bar { objectName: "bottomBar"; name: race.bottomName; vp: race.bottomVp; colour: race.bottomRed ? "#e36a70" : "#8aa1c7" }
}
