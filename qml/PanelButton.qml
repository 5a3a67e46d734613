import QtQuick
import QtQuick.Controls

// A button of a dialog or a panel: its text and its padding grow with the table (Theme.px; the
// Basic style's padding is a fixed 6 pixels), and the keyboard's focus shows as a ring. In the
// table's cloth (docs/design.md): a felt face with ink text and a quiet edge; the default button
// (highlighted) and a checked one gold with dark text; on the felt and in a dialog alike. Its text is
// plain text: the Basic style's label reads "<b>" or "<img src=…>" in a player's name as markup
// (an image it would fetch), where the button says "I'm <b>Ann</b> — show my cards".
Button {
    id: button
    font.pixelSize: Theme.px(Theme.typeBody)
    padding: Theme.scaled(7)
    horizontalPadding: Theme.space(3)
    // The Basic style's least size (100×40) grows too.
    implicitWidth: Math.max(Theme.scaled(100), implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.scaled(40), implicitContentHeight + topPadding + bottomPadding)
    // As the Basic style's label, without its icon (no panel button has one).
    contentItem: Text {
        text: button.text
        textFormat: Text.PlainText
        font: button.font
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        color: button.checked || button.highlighted ? Theme.inkOnGold : Theme.ink
    }
    background: Rectangle {
        objectName: "buttonBackground"
        implicitWidth: Theme.scaled(100)
        implicitHeight: Theme.scaled(40)
        visible: !button.flat || button.down
        radius: Theme.space(2)
        readonly property color face: button.checked || button.highlighted ? Theme.gold : Theme.control
        color: button.down ? Qt.darker(face, 1.25) : button.hovered ? Qt.lighter(face, 1.12) : face
        border.width: Math.max(1, Theme.scaled(1))
        border.color: button.checked || button.highlighted ? Qt.lighter(Theme.gold, 1.2) : Theme.line
    }
    opacity: enabled ? 1 : 0.45
    FocusRing {}
    // Enter presses a focused button as Space does (in a dialog, the dialog's own Enter does).
    Keys.onReturnPressed: (event) => { if (!event.isAutoRepeat) button.clicked(); event.accepted = true }
    Keys.onEnterPressed: (event) => { if (!event.isAutoRepeat) button.clicked(); event.accepted = true }
}
