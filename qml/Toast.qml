import QtQuick

// A word shown for a few seconds, then faded: a refusal over the table, or the window's word that
// another copy was started. show(message) shows it; opacity = 0 puts it away early.
Rectangle {
    id: toast
    property string text: ""
    property int shownMs: 2800
    function show(message) { text = message; opacity = 1; hideTimer.restart() }
    width: Math.min(parent.width - 40, label.implicitWidth + 32); height: label.implicitHeight + 16; radius: height / 2
    opacity: 0
    visible: opacity > 0
    Behavior on opacity { NumberAnimation { duration: 200 } }
    Text {
        id: label
        anchors.centerIn: parent
        width: Math.min(implicitWidth, parent.width - 24); elide: Text.ElideRight
        textFormat: Text.PlainText
        text: toast.text; color: Theme.ink; font.pixelSize: Theme.px(15)
    }
    Timer { id: hideTimer; interval: toast.shownMs; onTriggered: toast.opacity = 0 }
}
