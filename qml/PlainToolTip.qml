import QtQuick
import QtQuick.Controls

// A tooltip of plain text, for one that may hold a player's name: the Basic style's tooltip reads
// its text as markup when it looks like some ("<img src=…>" in a name would be fetched).
ToolTip {
    id: tip
    contentItem: Text {
        text: tip.text
        textFormat: Text.PlainText
        font: tip.font
        wrapMode: Text.Wrap
        color: tip.palette.toolTipText
    }
}
