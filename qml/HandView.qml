import QtQuick
import Cozen.Models
import Cozen.Table // PointerButtons, a type of this module made in C++

// The hand of the seat the screen shows, at the bottom, face up. Click a card to select it (several to play them
// together), drag it (with the rest of the selection) onto a column or the stake slot. It is given
// that hand alone: its cards (and their selection), its colour and the card last drawn.
Item {
    id: hand
    required property HandModel cards
    property bool red: true
    property var glowing: []         // the card drawn by the last Stake & Draw (Game.drawnCard, justDrawn)
    property real cardWidth: 90
    property int cursor: -1          // the keyboard's card
    property var toPlay: []          // the cards the keyboard will play, its cursor on the row
    property bool active: true       // whether cards may be picked up now
    property Item deckItem           // where drawn cards come from
    property bool shown: true        // false: no cards made (a new table drawn in parts)
    // From one card to the next: a little apart, or overlapping where the room is short (2v2 at
    // 1024×640), so that the hand never runs past its place.
    readonly property real step: handRepeater.count > 1
                                 ? Math.max(cardWidth * 0.3, Math.min(cardWidth * 1.08, (width - cardWidth) / (handRepeater.count - 1)))
                                 : cardWidth
    // A round's hand being dealt: its cards arrive one after the other (Theme.dealStaggerMs).
    property bool dealing: false
    // A round's cards are dealt (a game begins, or the next round).
    function deal() { dealing = true; dealt.restart() }
    Timer { id: dealt; interval: Theme.animationMs * 2 + 200; onTriggered: hand.dealing = false }
    signal dragStarted(var cards)
    signal cardClicked(int index)
    signal dragEnded()

    implicitHeight: cardWidth * Theme.cardRatio * 1.15
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Your hand")
    Accessible.ignored: !visible

    Repeater {
        id: handRepeater
        model: hand.shown ? hand.cards : null
        // qmllint disable unqualified
        delegate: PlayingCard {
            id: card
            required property int index
            required code
            required selected
            // What a drag of this card plays: the selection when this card is part of it.
            readonly property var playing: selected ? hand.cards.selection : [code]
            readonly property real homeX: (hand.width - (handRepeater.count - 1) * hand.step - hand.cardWidth) / 2 + index * hand.step
            // Raised when selected, or when the keyboard, on the row, will play it: where the eye
            // goes is not only a colour.
            readonly property bool toBePlayed: hand.toPlay.indexOf(code) >= 0
            readonly property real homeY: selected || toBePlayed ? -hand.cardWidth * 0.18 : hand.cardWidth * 0.05

            objectName: "hand-" + code
            spokenName: Words.spokenCard(code)
            Accessible.role: Accessible.Button
            Accessible.checkable: true
            Accessible.checked: selected
            Accessible.description: selected ? qsTr("in your hand, selected") : qsTr("in your hand")
            Accessible.onPressAction: if (hand.active) card.pick()
            width: hand.cardWidth
            height: width * Theme.cardRatio
            x: homeX
            y: homeY
            z: dragger.active ? 100 : index
            red: hand.red
            cursor: hand.cursor === index || toBePlayed
            glow: code !== "" && hand.glowing.indexOf(code) >= 0
            Behavior on x { enabled: !dragger.active; NumberAnimation { duration: Theme.settleMs; easing.type: Theme.moveEasing } }
            Behavior on y { enabled: !dragger.active; NumberAnimation { duration: Theme.settleMs; easing.type: Theme.moveEasing } }

            Drag.active: dragger.active
            Drag.keys: ["cozen-cards"]
            Drag.hotSpot.x: width / 2
            Drag.hotSpot.y: height / 2
            property var cards: playing // read by the drop areas

            // Dealt and drawn cards arrive from the deck; a round's deal one after the other.
            Component.onCompleted: {
                if (Theme.animationMs <= 0 || !hand.deckItem) return
                const from = hand.deckItem.mapToItem(hand, 0, 0)
                arrive.fromX = from.x; arrive.fromY = from.y
                arrive.delay = hand.dealing ? index * Theme.dealStaggerMs : 0
                x = from.x; y = from.y // on the deck while it waits its turn
                arrive.start()
            }
            SequentialAnimation {
                id: arrive
                property real fromX
                property real fromY
                property int delay: 0
                PauseAnimation { duration: arrive.delay }
                ParallelAnimation {
                    NumberAnimation { target: card; property: "x"; from: arrive.fromX; to: card.homeX; duration: Theme.gatherMs; easing.type: Theme.moveEasing }
                    NumberAnimation { target: card; property: "y"; from: arrive.fromY; to: card.homeY; duration: Theme.gatherMs; easing.type: Theme.moveEasing }
                }
                onFinished: { card.x = Qt.binding(() => card.homeX); card.y = Qt.binding(() => card.homeY) }
            }

            // Picked (selected, or put back) by a tap or a screen reader's press.
            function pick() { hand.cardClicked(card.index); hand.cards.toggle(card.index) }
            TapHandler {
                enabled: hand.active
                // The card on top takes the tap: a click where two cards overlap picked both.
                gesturePolicy: TapHandler.ReleaseWithinBounds
                onTapped: card.pick()
            }
            DragHandler {
                id: dragger
                enabled: hand.active
                onActiveChanged: {
                    if (active) {
                        hand.dragStarted(card.playing)
                        return
                    }
                    // Drop where it is; a refused drop (or none) springs back home. An accepted
                    // drop removes this card from the hand, so keep what is needed after it.
                    const view = hand
                    const back = springBack
                    // Let go with the button still held: the drag was taken away (the window lost
                    // the focus to another, or to a window manager's grab for a resize), not
                    // dropped: the cards go back, nothing is played (issue 37: the card held over
                    // a column was wagered).
                    if (PointerButtons.held(Qt.LeftButton)) {
                        card.Drag.cancel()
                        view.dragEnded()
                        back.start()
                        return
                    }
                    const action = card.Drag.drop()
                    view.dragEnded()
                    if (action === Qt.IgnoreAction) back.start()
                }
            }
            ParallelAnimation {
                id: springBack
                NumberAnimation { target: card; property: "x"; to: card.homeX; duration: Math.max(120, Theme.flightMs); easing.type: Easing.OutBack }
                NumberAnimation { target: card; property: "y"; to: card.homeY; duration: Math.max(120, Theme.flightMs); easing.type: Easing.OutBack }
                onFinished: { card.x = Qt.binding(() => card.homeX); card.y = Qt.binding(() => card.homeY) }
            }
            // A group on the move says how many cards it carries.
            Loader {
                active: dragger.active && card.playing.length > 1
                anchors.right: parent.right; anchors.top: parent.top; anchors.margins: -8
                sourceComponent: Rectangle {
                    width: 26; height: 26; radius: 13
                    color: Theme.gold
                    Text { textFormat: Text.PlainText; anchors.centerIn: parent; text: "×" + card.playing.length; font.bold: true; font.pixelSize: Theme.px(13); color: Theme.black }
                }
            }
        }
        // qmllint enable unqualified
    }
}
