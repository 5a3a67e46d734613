import QtQuick

// A suit, drawn as the font's suit glyph: text is rendered from distance fields, so it stays
// sharp at any size and on HiDPI screens, and costs nothing per card.
Item {
    id: icon
    property string suit: "H"
    property color color: suit === "H" || suit === "D" ? Theme.red : Theme.black
    readonly property var glyphs: ({ "H": "\u2665", "D": "\u2666", "S": "\u2660", "C": "\u2663" })

    Text {
        anchors.centerIn: parent
        text: icon.glyphs[icon.suit] || ""
        color: icon.color
        font.family: "DejaVu Sans"
        font.pixelSize: icon.height * 1.15
    }
}
