import QtQuick

// A suit, drawn as the font's suit glyph centred in its box: text is rendered from distance
// fields, so it stays sharp at any size and on HiDPI screens. One item: a card shows two.
Text {
    textFormat: Text.PlainText
    id: icon
    property string suit: "H"
    text: suit === "H" ? "\u2665" : suit === "D" ? "\u2666" : suit === "S" ? "\u2660" : suit === "C" ? "\u2663" : ""
    color: suit === "H" || suit === "D" ? Theme.red : Theme.black
    horizontalAlignment: Text.AlignHCenter
    verticalAlignment: Text.AlignVCenter
    font.family: "DejaVu Sans"
    font.pixelSize: height * 1.15
}
