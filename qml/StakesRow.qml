import QtQuick
import QtQuick.Controls
import Cozen.Models

// The stakes row across the table: a column (StakeColumn) for each stake, and at its end the slot
// to stake a new one (StakeSlot). It shows the game's row; which column the keyboard is on is the
// table's (targeted), and a drag's words and a click's choice go back to it (hovering, chosen).
ListView {
    id: rowView
    required property Game game
    property bool seated: true       // the row is given its model (the table's drawn parts)
    property real cardWidth: 60
    property bool dragging: false    // cards dragged from the hand: the row stays where it is
    property int targeted: -1        // the keyboard's column, game.row.count for the slot; -1: none
    // While cards are dragged over a column or the slot: what they would do, or why not.
    signal hovering(string text, bool refused)
    // Clicked: a column, or game.row.count for the slot.
    signal chosen(int column)

    orientation: ListView.Horizontal
    model: seated ? game.row : null
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    interactive: !dragging
    ScrollBar.horizontal: ScrollBar {
        policy: rowView.contentWidth > rowView.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        Accessible.ignored: !visible
    }
    onCountChanged: if (game.stage === Game.Playing) Qt.callLater(() => { if (rowView) rowView.positionViewAtEnd() }) // qmllint disable type
    // qmllint disable unqualified
    delegate: StakeColumn {
        id: column
        shownBy: rowView.game
        input: rowView.game.input
        height: rowView.height - 14
        cardWidth: rowView.cardWidth
        highlighted: rowView.game.row.highlighted === column.index
        targeted: rowView.targeted === column.index
        onHovering: (text, refused) => rowView.hovering(text, refused)
        onChosen: rowView.chosen(column.index)
    }
    footer: StakeSlot {
        id: slot
        shownBy: rowView.game
        input: rowView.game.input
        height: rowView.height - 14
        cardWidth: rowView.cardWidth
        visible: rowView.game.stage === Game.Playing
        targeted: rowView.targeted === rowView.game.row.count
        onHovering: (text, refused) => rowView.hovering(text, refused)
        onChosen: rowView.chosen(rowView.game.row.count)
    }
    // qmllint enable unqualified
}
