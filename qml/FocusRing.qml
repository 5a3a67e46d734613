import QtQuick
import QtQuick.Templates as T

// The keyboard's ring around its parent, in one colour everywhere (Theme.focus) with a dark edge
// inside, so that it shows on the felt and on a light dialog alike. Shown while its parent has
// the keyboard's focus (a control's visualFocus: by Tab, not by a click), or as `shown` says.
Rectangle {
    property bool shown: (parent as T.Control)?.visualFocus === true
    // How far outside its parent it is drawn: 0 within a list that clips (a menu's items).
    property real outset: Math.max(2, Theme.scaled(2)) + border.width
    visible: shown
    anchors.fill: parent
    anchors.margins: -outset
    z: 1000
    color: "transparent"
    radius: Theme.scaled(6)
    border.width: Math.max(2, Theme.scaled(2))
    border.color: Theme.focus
    Rectangle {
        anchors.fill: parent
        anchors.margins: parent.border.width
        radius: Math.max(0, parent.radius - parent.border.width)
        color: "transparent"
        border.width: 1
        border.color: Theme.focusEdge
    }
    Accessible.ignored: true
}
