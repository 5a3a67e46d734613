import QtQuick

// A deck: its cards face down with their count, and (public, since the jails are) which ranks are
// still in it: two dots for a rank that can still pair, one for a rank half gone.
Item {
    id: deck
    required property var model   // a DeckModel
    property string title: ""
    property real cardWidth: 50
    readonly property Item pile: pileItem
    implicitWidth: Math.max(pileItem.width + 8 + ranks.width, 10)
    implicitHeight: pileItem.height
    Accessible.role: Accessible.StaticText
    Accessible.name: model ? qsTr("%1: %2").arg(title).arg(Words.cardCount(model.count)) : ""
    Accessible.description: Words.deckLosses(model)
    Accessible.ignored: !model || !visible

    Item {
        id: pileItem
        anchors.left: parent.left // so that it goes to the right in a right-to-left layout
        width: deck.cardWidth + 6; height: deck.cardWidth * Theme.cardRatio + 6
        // Up to four backs, thicker as the deck grows (made once, shown as the count says).
        Repeater {
            model: deck.model ? 4 : 0
            // qmllint disable unqualified
            CardBack {
                required property int index
                visible: index < Math.ceil(deck.model.count / 6)
                x: index * 2; y: index * 2; width: deck.cardWidth; red: deck.model.red
            }
            // qmllint enable unqualified
        }
        Rectangle {
            anchors.centerIn: parent
            width: countText.implicitWidth + 12; height: countText.implicitHeight + 4; radius: height / 2
            color: "#cc000000"
            Text { textFormat: Text.PlainText; id: countText; objectName: "deckCount"; anchors.centerIn: parent; text: Words.n(deck.model ? deck.model.count : 0); color: Theme.ink; font.pixelSize: Theme.px(14); font.bold: true }
        }
    }
    Column {
        id: ranks
        anchors.left: pileItem.right; anchors.leftMargin: 8
        anchors.verticalCenter: pileItem.verticalCenter
        Text { textFormat: Text.PlainText; text: deck.title; color: Theme.inkDim; font.pixelSize: Theme.px(12) }
        // Which ranks are left: made between frames while the table animates (a 2v2 game brings
        // two more decks at once), in a place of its final size from the start, so that nothing
        // beside it moves when it arrives.
        Loader {
            objectName: "deckTracker"
            // Ranks and dots read left to right in every language, as a card's corner does.
            LayoutMirroring.enabled: false
            LayoutMirroring.childrenInherit: true
            // Read at a glance at 1024×640 too: the ranks at 12 pixels at least (Theme.px's floor, 10,
            // read as tiny there), within the room beside the hand.
            readonly property real cellWidth: 2 * deck.cellPart + 2
            width: 7 * cellWidth + 6 * Theme.px(6)
            height: 2 * Math.ceil(rankMetrics.height) + 1
            active: deck.model !== null
            asynchronous: Theme.animationMs > 0
            // qmllint disable unqualified
            sourceComponent: Grid {
                columns: 7; columnSpacing: Theme.px(6); rowSpacing: 1
                Repeater {
                    model: deck.model
                    delegate: Row {
                        id: cell
                        required property string rank
                        required property int cardsLeft
                        required property bool markedKingLeft
                        spacing: 2
                        Text { textFormat: Text.PlainText; text: Words.rank(cell.rank); color: cell.cardsLeft > 0 ? Theme.ink : "#66ffffff"; font.pixelSize: deck.rankSize; width: deck.cellPart; horizontalAlignment: Text.AlignRight }
                        Text {
                            textFormat: Text.PlainText
                            text: cell.cardsLeft === 2 ? "●●" : cell.cardsLeft === 1 ? "●" : "–"
                            color: cell.markedKingLeft ? Theme.gold : (cell.cardsLeft > 0 ? Theme.ink : "#66ffffff")
                            font.pixelSize: Math.max(11, Theme.px(9)); width: deck.cellPart
                            anchors.verticalCenter: parent.verticalCenter
                        }
                    }
                }
            }
            // qmllint enable unqualified
        }
    }
    readonly property int rankSize: Math.max(12, Theme.px(11))
    readonly property real cellPart: Math.max(14, Theme.px(14))
    FontMetrics { id: rankMetrics; font.pixelSize: deck.rankSize }
}
