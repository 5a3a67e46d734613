import QtQuick
import QtQuick.Controls

// A button of a dialog or a panel: its text and its padding grow with the table (Theme.px; the
// Basic style's padding is a fixed 6 pixels), and the keyboard's focus shows as a ring. Its text is
// plain text: the Basic style's label reads "<b>" or "<img src=…>" in a player's name as markup
// (an image it would fetch), where the button says "I'm <b>Ann</b> — show my cards".
Button {
    id: button
    font.pixelSize: Theme.px(14)
    padding: Theme.scaled(7)
    horizontalPadding: Theme.scaled(12)
    // The Basic style's least size (100×40) grows too.
    implicitWidth: Math.max(Theme.scaled(100), implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.scaled(40), implicitContentHeight + topPadding + bottomPadding)
    // As the Basic style's label, colours and all, without its icon (no panel button has one).
    contentItem: Text {
        text: button.text
        textFormat: Text.PlainText
        font: button.font
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        color: button.checked || button.highlighted ? button.palette.brightText
             : button.flat && !button.down ? (button.visualFocus ? button.palette.highlight : button.palette.windowText)
             : button.palette.buttonText
    }
    FocusRing {}
}
