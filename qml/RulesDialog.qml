import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rules in our own words, with examples drawn by the table's own cards.
Dialog {
    id: dialog
    title: "How to play Cozen"
    modal: true
    standardButtons: Dialog.Close
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(760))
    height: Math.min(parent.height - 40, Theme.px(720))

    component Para: Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        font.pixelSize: Theme.px(15)
        textFormat: Text.StyledText
    }
    component Example: RowLayout {
        id: example
        property var cards: []
        property string caption
        spacing: 4
        Repeater {
            model: example.cards
            PlayingCard {
                required property string modelData
                code: modelData
                Layout.preferredWidth: Theme.px(44)
                Layout.preferredHeight: Theme.px(44) * Theme.cardRatio
            }
        }
        Label { text: example.caption; font.pixelSize: Theme.px(14); leftPadding: 10; Layout.fillWidth: true; wrapMode: Text.Wrap }
    }

    ScrollView {
        anchors.fill: parent
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 12
            Para { text: "<b>The aim.</b> Capture your opponent's cards. Each captured card scores its Victory Points (VP): an ace 1, number cards their value, J, Q and K 10. The two <b>marked kings</b>, crossed with an X, are worth 70 each. The first to hold the target in jail wins: 70 VP in the rulebook, or what the game was set to." }
            Example { cards: ["KH", "KS"]; caption: "The marked kings: lose yours and the game is as good as lost." }
            Para { text: "<b>The decks.</b> One player plays Red, all 26 hearts and diamonds; the other Black, all 26 clubs and spades. The player whose turn it is sits at the bottom of the table, the other along the top. Each round both decks are shuffled, one card from each is turned face up into the <b>stakes row</b>, and each of you draws five." }
            Para { text: "<b>Your turn</b> is one of two things. <b>Stake & Draw</b>: put one card face down at the right end of the row (drop it on the <i>Stake & Draw</i> slot) and draw a card. <b>Wager</b>: put one or more cards face down on your side of any column, yours or your opponent's, to fight for it. Wagered cards stay put; you do not draw." }
            Para { text: "<b>The round ends</b> when someone plays their last card: the other player takes one more turn, then every column is settled from left to right. A column of one colour goes home unseen. If only the attacker wagered, the attacker takes the stake without showing anything. If both sides wagered, all is turned up and the stronger side captures every card of the other in that column." }
            Para { text: "<b>Strength.</b> A pair of one rank is worth 3. One straight of two or more ranks in a row is worth 1 a card (ace low as in A-2-3, or high as in Q-K-A). A card counts once; you may bring your own stake into a combination." }
            Example { cards: ["7H", "7D", "5H", "6D"]; caption: "Pair of 7s + Straight 5-6 = 5" }
            Example { cards: ["3H", "4D", "5H"]; caption: "On a 6 of your own: Straight 3-4-5-6 = 4, which beats a pair of 4s (3)." }
            Para { text: "<b>Ties</b> go to the higher cards, compared from the top down (the ace is high here); a side that runs out of cards first loses. A tie all the way sends everything home." }
            Para { text: "<b>No captures?</b> Then the face-up stakes stay on the row for the next round, which adds two more." }
            Para { text: "<b>Playing here.</b> Drag a card from your hand onto a column to wager it, or onto <i>Stake & Draw</i>. Click cards to select several and drag them together, or click a column (or the slot) and then the button that names the move. With the keyboard: ←/→ choose a card, Space selects it, ↑ moves to the row, ←/→ choose a column or the stake slot, Enter plays, Esc clears. Hover over your own face-down cards to peek at them." }
        }
    }
}
