import QtQuick
import QtQuick.Controls

// A combo box of words (said in the player's language): what is chosen stays chosen when the words
// change, a live switch of language, where a ComboBox whose model changes goes back to its first
// entry (the New game dialog's level became "Easy"). The owner says what is chosen in `choice`
// and hears the player's choice through `activated`, as with a ComboBox. Its list in the table's
// cloth: the entry under the pointer or the keys gold with dark words, the chosen one bold (the
// Basic style's highlight was dark words on dark felt in high contrast).
ComboBox {
    id: box
    property int choice: 0
    currentIndex: choice
    onModelChanged: currentIndex = Qt.binding(() => box.choice) // (after the box's own reset)
    // Its face as a panel button's: while its list is open a darker felt, not the Basic style's
    // "mid" colour (light grey under light words in high contrast).
    background: Rectangle {
        implicitWidth: Theme.scaled(140)
        implicitHeight: Theme.scaled(40)
        radius: Theme.space(1)
        color: box.down ? Qt.darker(Theme.control, 1.35) : box.hovered ? Qt.lighter(Theme.control, 1.12) : Theme.control
        border.width: Math.max(1, Theme.scaled(1))
        border.color: Theme.line
    }
    // qmllint disable unqualified
    delegate: ItemDelegate {
        id: entry
        required property int index
        required property string modelData
        width: ListView.view ? ListView.view.width : implicitWidth
        text: modelData
        font: box.font
        highlighted: box.highlightedIndex === index
        contentItem: Text {
            textFormat: Text.PlainText
            text: entry.text
            font.pixelSize: entry.font.pixelSize
            font.bold: entry.index === box.currentIndex
            color: entry.highlighted ? Theme.inkOnGold : Theme.ink
            elide: Text.ElideRight
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle { color: entry.highlighted ? Theme.gold : "transparent" }
    }
    // qmllint enable unqualified
}
