import QtQuick
import QtQuick.Controls

// A tooltip of plain text, for one that may hold a player's name: the Basic style's tooltip reads
// its text as markup when it looks like some ("<img src=…>" in a name would be fetched). In the
// table's cloth (docs/design.md): ink on a dark felt panel with a gold edge, its text and padding
// grown with the table.
ToolTip {
    id: tip
    font.pixelSize: Theme.px(Theme.typeSmall)
    padding: Theme.space(2)
    horizontalPadding: Theme.space(3)
    contentItem: Text {
        text: tip.text
        textFormat: Text.PlainText
        font: tip.font
        wrapMode: Text.Wrap
        color: Theme.ink
    }
    background: Rectangle {
        objectName: "toolTipBackground"
        color: Theme.panel
        radius: Theme.space(1)
        border.color: Theme.gold
        border.width: 1
    }
}
