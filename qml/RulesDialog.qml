import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rules in our own words (docs/rules.md, each rule of it), with examples drawn by the table's
// own cards. The page scrolls with a scroll bar always shown, and fades at the bottom while more of
// it lies below.
StyledDialog {
    id: dialog
    title: qsTr("How to play Cozen")
    modal: true
    footer: CloseButtonBox {}
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(760))
    height: Math.min(parent.height - 40, Theme.px(720))
    onOpened: page.ScrollBar.vertical.position = 0

    component Heading: Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.topMargin: 6
        wrapMode: Text.Wrap
        font.pixelSize: Theme.px(17); font.bold: true
    }
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
        Label { textFormat: Text.PlainText; text: example.caption; font.pixelSize: Theme.px(14); leftPadding: 10; Layout.fillWidth: true; wrapMode: Text.Wrap }
    }

    ScrollView {
        id: page
        objectName: "rulesPage"
        anchors.fill: parent
        contentWidth: availableWidth
        ScrollBar.vertical.policy: ScrollBar.AlwaysOn
        ScrollBar.horizontal.policy: ScrollBar.AlwaysOff

        ColumnLayout {
            width: page.availableWidth - page.ScrollBar.vertical.width - 6
            spacing: 10

            Heading { text: qsTr("The aim") }
            Para { text: qsTr("Capture your opponent's cards. Each captured card goes face up into your <b>jail</b> and scores its Victory Points (VP): an ace 1, a number card its number, a jack, queen or king 10. The two <b>marked kings</b>, the K♥ and the K♠, crossed with an X, are worth 70 each. Whoever holds the target in their jail after a round wins: 70 VP, or 100 in 2v2, unless the game was set otherwise. If both sides reach it in the same round, the higher total wins; on equal totals play goes on.") }
            Example { cards: ["KH", "KS"]; caption: qsTr("The marked kings: lose yours and the game is as good as lost.") }

            Heading { text: qsTr("The decks and the table") }
            Para { text: qsTr("One side plays Red, all 26 hearts and diamonds; the other Black, all 26 clubs and spades. Suits only give a card's colour. Your side of the table is along the bottom, the other along the top, and the <b>stakes row</b> runs across the middle. At the start of each round every deck is shuffled (without its cards in the opponent's jail), the round's starter and the next player each turn the top card of their deck face up at the right end of the row, and everyone draws five cards. The starter changes every round.") }
            Para { text: qsTr("Beside each deck, its <b>tracker</b> shows which of its ranks it still has: two dots for a rank with both cards left, one dot when one of them is in the opponent's jail, a dash when both are. The king's dots are gold while the deck still has its marked king. Jails are public, so both sides see every tracker.") }
            Para { text: qsTr("For example, \"7 ●●  8 ●  9 –\": both 7s are still there, one 8 has been captured, both 9s have.") }

            Heading { text: qsTr("Your turn") }
            Para { text: qsTr("A turn is exactly one of two moves; you may not pass.") }
            Para { text: qsTr("<b>Stake & Draw</b>: put one card face down at the right end of the row, starting a new column, then draw a card. With your deck empty you stake without drawing.") }
            Para { text: qsTr("<b>Wager</b>: put one or more cards face down on your side of any one column, yours or your opponent's, face up or face down, empty or already holding your wagers. Wagered cards never move again, and you do not draw.") }

            Heading { text: qsTr("The end of a round") }
            Para { text: qsTr("When a move empties a player's hand, every other player takes exactly one more turn, then each column is settled from left to right. A column is a stake with the cards wagered on each side of it.") }
            Para { text: qsTr("<b>Uncontested</b>: every card in it is one colour. Nothing is shown, and all of it goes home to its owner's deck.") }
            Para { text: qsTr("<b>Won by default</b>: only the side that does not own the stake has wagered on it. That side takes the stake without showing its own cards.") }
            Para { text: qsTr("<b>Revealed</b>: both sides have wagered. Everything is turned face up, each side's Strength is counted, and the stronger side captures every card of the other in that column, the stake too when it belongs to the loser. The winner's own cards go home.") }

            Heading { text: qsTr("Strength") }
            Para { text: qsTr("A side counts its wagered cards, plus the stake when the stake is its own. A <b>pair</b>, two cards of a rank, is worth 3; three of a rank make a pair and a loose card, four make two pairs. One <b>straight</b>, two or more ranks in a row, is worth 1 a card; only one straight counts for a side. An ace is low (A-2-3) or high (Q-K-A), never both. Each card counts in one combination at most, and loose cards count nothing. The best arrangement is always the one counted.") }
            Example { cards: ["7H", "7D", "5H", "6D"]; caption: qsTr("A pair of 7s and the straight 5-6: Strength 5.") }
            Example { cards: ["3H", "4D", "5H"]; caption: qsTr("Wagered on your own 6: the straight 3-4-5-6, Strength 4, which beats a pair of 4s (3).") }

            Heading { text: qsTr("Ties") }
            Para { text: qsTr("On equal Strength the higher cards decide. Each side's cards are its wagered cards, plus its own stake only when the stake is part of a combination in its best arrangement. They are compared from the highest down (here an ace is the highest card, a marked king is a king); the first difference wins, and a side that runs out of cards first loses. Lists equal to the end capture nothing: everything goes home.") }
            Example { cards: ["JH", "JD"]; caption: qsTr("A pair of jacks against 4, 4 and J: both Strength 3. J against J, then J against 4: the pair of jacks wins.") }

            Heading { text: qsTr("The jail") }
            Para { text: qsTr("Captured cards stay in the capturer's jail for the rest of the game and are out of their owner's deck for good. A deck that has lost both cards of a rank can no longer make that pair, and every gap breaks its straights: each round it gets weaker. Keep an eye on the trackers.") }

            Heading { text: qsTr("No captures") }
            Para { text: qsTr("When a round ends with no card captured, the stakes that were face up at its start stay on the row, in order, and the next round adds its new stakes to their right. After any round with a capture the row is cleared.") }

            Heading { text: qsTr("2v2") }
            Para { text: qsTr("Two teams of two, with two standard decks: each player holds the 26 cards of their colour, half a deck with one marked king, as in a game of two. Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team's side of a column, and their cards count together for Strength and the tie-break. A team shares one jail and its VP. Partners see each other's face-down cards on the table, never each other's hands. Only the round's starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.") }
            Para { text: qsTr("A team wins with 100 VP or more in its jail. The printed rules say a team must pass 100; here exactly 100 wins, as exactly 70 does in a game of two: a point this game has settled.") }

            Heading { text: qsTr("Playing here") }
            Para { text: qsTr("Drag a card from your hand onto a column to wager it, or onto <i>Stake & Draw</i> to stake it. Click cards to select several and drag them together, or click a column (or the slot) and then the button that names the move. With the keyboard: ←/→ choose a card, Space selects it, ↑ moves to the row, ←/→ choose a column or the stake slot, Enter plays, Esc clears. Hold the pointer on one of your own face-down cards to look at it again. F1 opens these rules from anywhere.") }
            Para { text: qsTr("At the end of a round each column says under its stake who took its VP: \"+14 VP → Ann\", or where the column is too narrow for a name, an arrow to that side: ▼ the side along the bottom, ▲ the side along the top.") }
        }
    }

    // More below: the page fades out at its foot.
    Rectangle {
        objectName: "moreBelow"
        anchors.left: parent.left; anchors.right: parent.right; anchors.bottom: parent.bottom
        anchors.rightMargin: page.ScrollBar.vertical.width + 6
        height: Theme.px(40)
        visible: page.ScrollBar.vertical.position + page.ScrollBar.vertical.size < 0.999
        gradient: Gradient {
            GradientStop { position: 0; color: "transparent" }
            GradientStop { position: 1; color: Theme.panel }
        }
    }
}
