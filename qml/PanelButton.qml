import QtQuick
import QtQuick.Controls

// A button of a dialog or a panel: its text and its padding grow with the table (Theme.px; the
// Basic style's padding is a fixed 6 pixels), and the keyboard's focus shows as a ring.
Button {
    font.pixelSize: Theme.px(14)
    padding: Theme.scaled(7)
    horizontalPadding: Theme.scaled(12)
    // The Basic style's least size (100×40) grows too.
    implicitWidth: Math.max(Theme.scaled(100), implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.scaled(40), implicitContentHeight + topPadding + bottomPadding)
    FocusRing {}
}
