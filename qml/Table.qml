import QtQml
import QtQuick
import QtQuick.Controls
import Cozen.Models

// The Cozen table, as the rulebook draws it: the computer (Black) along the top with its deck,
// hand and jail; the stakes row across the middle, Black's wagers above each stake and yours
// below; you (Red) along the bottom. Drag, click or use the keyboard to play.
Item {
    id: table
    required property var game
    focus: true

    // Sizes follow the window, from 1024×640 to 4K.
    readonly property real handCardWidth: Math.max(50, Math.min(height * 0.11, width * 0.075))
    readonly property real smallCardWidth: Math.max(30, Math.min(height * 0.065, width * 0.045))
    readonly property real rowCardWidth: Math.max(34, Math.min(height * 0.075, width * 0.055,
                                                   rowView.width / Math.max(1, game.row.count + 1.2) / 1.3))

    // Keyboard: ←/→ in the hand, Space selects, ↑ to the row, ←/→ there, Enter plays, Esc clears.
    property string keyboardArea: "hand"   // or "row"
    property int handCursor: 0
    property int rowCursor: 0              // a column, or game.row.count for the stake slot
    property bool dragging: false

    // What the keyboard or a click has chosen to play: the selection (or the card under the
    // keyboard's cursor) on the chosen column, or staked; and why not, when it may not be played.
    readonly property var playCards: game.hand.selection.length > 0 ? game.hand.selection
                                     : game.hand.cards.length > 0
                                       ? [game.hand.cards[Math.min(handCursor, game.hand.cards.length - 1)]] : []
    readonly property int playColumn: rowCursor >= game.row.count ? -1 : rowCursor
    readonly property bool choosing: keyboardArea === "row" && game.yourTurn
    readonly property string playRefusal: choosing ? game.whyNot(playColumn, playCards) : ""

    Rectangle { // the felt
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: Theme.feltDark }
            GradientStop { position: 0.5; color: Theme.feltLight }
            GradientStop { position: 1; color: Theme.feltDark }
        }
    }

    // ---- The computer, along the top ----
    Item {
        id: topArea
        anchors.left: parent.left; anchors.right: parent.right; anchors.top: parent.top
        anchors.margins: 12
        height: Math.max(topDeck.height, table.smallCardWidth * Theme.cardRatio) + 6

        DeckView {
            id: topDeck
            model: table.game.topDeck
            title: "Computer's deck (Black)"
            cardWidth: table.smallCardWidth
            anchors.left: parent.left
        }
        Row {
            id: topHand
            objectName: "topHand"
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.horizontalCenterOffset: -parent.width * 0.08
            spacing: -table.smallCardWidth * 0.35
            Repeater {
                model: table.game.topHandCount
                PlayingCard { width: table.smallCardWidth; red: !table.game.bottomRed; faceUp: false }
            }
        }
        JailView {
            id: topJail
            model: table.game.topJail
            title: "Computer's jail"
            cardWidth: table.smallCardWidth * 0.75
            anchors.right: parent.right
            width: parent.width * 0.3
        }
    }

    // ---- The stakes row ----
    ListView {
        id: rowView
        objectName: "row"
        anchors.left: parent.left; anchors.right: statusPanel.left
        anchors.top: topArea.bottom; anchors.bottom: bottomArea.top
        anchors.margins: 8
        orientation: ListView.Horizontal
        model: table.game.row
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        interactive: !table.dragging
        ScrollBar.horizontal: ScrollBar { policy: rowView.contentWidth > rowView.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
        onCountChanged: if (table.game.stage === 0) Qt.callLater(() => rowView.positionViewAtEnd())
        delegate: StakeColumn {
            id: column
            game: table.game
            height: rowView.height - 14
            cardWidth: table.rowCardWidth
            highlighted: table.game.row.highlighted === column.index
            targeted: table.keyboardArea === "row" && table.rowCursor === column.index
            onHovering: (text, refused) => hint.show(text, refused)
            onChosen: { table.keyboardArea = "row"; table.rowCursor = column.index }
        }
        footer: StakeSlot {
            id: slot
            game: table.game
            height: rowView.height - 14
            cardWidth: table.rowCardWidth
            visible: table.game.stage === 0
            targeted: table.keyboardArea === "row" && table.rowCursor === table.game.row.count
            onHovering: (text, refused) => hint.show(text, refused)
            onChosen: { table.keyboardArea = "row"; table.rowCursor = table.game.row.count }
        }
        Rectangle { // the line of stakes
            z: -1
            anchors.verticalCenter: parent.verticalCenter
            width: parent.width; height: table.rowCardWidth * Theme.cardRatio + 12
            color: "#14000000"
        }
    }

    // ---- The side panel: the score race, whose turn, what just happened ----
    Column {
        id: statusPanel
        anchors.right: parent.right; anchors.rightMargin: 12
        anchors.verticalCenter: rowView.verticalCenter
        width: Math.max(300, parent.width * 0.24)
        spacing: 10
        Text {
            text: "Round " + table.game.round + "  ·  computer: " + table.game.level
            color: Theme.inkDim; font.pixelSize: 13
        }
        ScoreRace {
            topVp: table.game.topVp; bottomVp: table.game.bottomVp; target: table.game.target
            bottomRed: table.game.bottomRed
        }
        Rectangle {
            width: parent.width; height: turnText.implicitHeight + 16; radius: 8
            color: table.game.yourTurn ? "#33e8c15a" : "#22000000"
            border.color: table.game.yourTurn ? Theme.gold : "#33ffffff"
            Text {
                id: turnText
                objectName: "turnText"
                anchors.centerIn: parent; width: parent.width - 16; wrapMode: Text.Wrap
                color: Theme.ink; font.pixelSize: 17; font.bold: true
                text: table.game.stage === 1 ? "Settling the round…"
                      : table.game.stage !== 0 ? ""
                      : table.game.yourTurn ? (table.game.finalTurn ? "Your last turn of the round" : "Your turn")
                      : table.game.thinking ? "The computer is thinking…" : ""
                SequentialAnimation on opacity {
                    running: table.game.thinking && Theme.animationMs > 0
                    loops: Animation.Infinite
                    NumberAnimation { to: 0.45; duration: 500 }
                    NumberAnimation { to: 1; duration: 500 }
                    onStopped: turnText.opacity = 1
                }
            }
        }
        Text {
            objectName: "lastMove"
            width: parent.width; wrapMode: Text.Wrap
            text: table.game.lastMove; color: Theme.ink; font.pixelSize: 14
        }
        Text {
            width: parent.width; wrapMode: Text.Wrap
            visible: table.game.yourTurn && !playButton.visible
            text: "Drag a card onto a column to wager it, or onto Stake & Draw. Or click cards, then a column or Stake & Draw, then the button."
            color: Theme.inkDim; font.pixelSize: 12
        }
        Button {
            visible: table.game.stage === 1
            focusPolicy: Qt.NoFocus // the keys stay with the table
            text: "Show all"
            onClicked: table.game.advance()
        }
        // Confirming what was chosen by clicks (or keys): the move, and what it makes.
        Button {
            id: playButton
            objectName: "playButton"
            focusPolicy: Qt.NoFocus
            visible: table.choosing && table.playCards.length > 0
            enabled: table.playRefusal === ""
            width: parent.width
            text: table.playColumn < 0 ? "Stake " + table.playCards[0] + " and draw"
                  : "Wager " + table.playCards.join(" ") + " on column " + (table.playColumn + 1)
            onClicked: table.playFromKeyboard()
        }
        Text {
            visible: playButton.visible
            width: parent.width; wrapMode: Text.Wrap
            color: table.playRefusal !== "" ? Theme.refuse : Theme.ink
            font.pixelSize: 13
            text: table.playRefusal !== "" ? table.playRefusal
                  : table.playColumn < 0 ? "Enter or the button plays it."
                  : "Your side would be: " + table.game.preview(table.playColumn, table.playCards)
        }
    }

    // ---- You, along the bottom ----
    Item {
        id: bottomArea
        anchors.left: parent.left; anchors.right: parent.right; anchors.bottom: parent.bottom
        anchors.margins: 12
        height: hand.implicitHeight
        z: 10 // a dragged card passes over the row

        DeckView {
            id: bottomDeck
            model: table.game.bottomDeck
            title: "Your deck (Red)"
            cardWidth: table.smallCardWidth
            anchors.left: parent.left; anchors.bottom: parent.bottom
        }
        HandView {
            id: hand
            objectName: "hand"
            game: table.game
            cardWidth: table.handCardWidth
            anchors.left: bottomDeck.right; anchors.right: bottomJail.left
            anchors.leftMargin: 12; anchors.rightMargin: 12
            height: parent.height
            active: table.game.yourTurn
            cursor: table.keyboardArea === "hand" && table.activeFocus ? table.handCursor : -1
            deckItem: bottomDeck.pile
            onDragStarted: table.dragging = true
            onCardClicked: (index) => { table.handCursor = index; table.keyboardArea = "hand" }
            onDragEnded: table.dragging = false
        }
        JailView {
            id: bottomJail
            model: table.game.bottomJail
            title: "Your jail"
            cardWidth: table.smallCardWidth * 0.75
            anchors.right: parent.right; anchors.bottom: parent.bottom
            width: parent.width * 0.3
        }
    }

    // ---- Cards in flight, and messages ----
    Item { id: flyLayer; anchors.fill: parent; z: 100 }
    Component { id: flyingCard; FlyingCard {} }

    function fly(fromItem, toItem, toOffset, code, red, faceUp, width) {
        if (Theme.animationMs <= 0 || !fromItem || !toItem) return
        const from = fromItem.mapToItem(flyLayer, fromItem.width / 2 - width / 2, fromItem.height / 2 - width * Theme.cardRatio / 2)
        const to = toItem.mapToItem(flyLayer, toItem.width / 2 - width / 2, toOffset)
        flyingCard.createObject(flyLayer, { from: from, to: to, width: width, code: code, red: red, faceUp: faceUp })
    }

    Connections {
        target: table.game
        function onMoveMade(byTop, stake, column, cards) {
            if (!byTop && table.dragging) return // it was dropped there by hand
            rowView.forceLayout()
            rowView.positionViewAtIndex(column, ListView.Contain)
            const target = rowView.itemAtIndex(column)
            if (!target) return
            const h = table.rowCardWidth * Theme.cardRatio
            const offset = stake ? target.height / 2 - h / 2
                         : byTop ? target.height / 2 - h * 1.5 - 8 : target.height / 2 + h / 2 + 8
            for (let i = 0; i < cards; ++i)
                table.fly(byTop ? topHand : hand, target, offset, "", byTop !== table.game.bottomRed, false, table.rowCardWidth)
        }
        function onColumnResolved(column, winner) {
            if (winner !== "top" && winner !== "bottom") return
            rowView.positionViewAtIndex(column, ListView.Contain)
            const source = rowView.itemAtIndex(column)
            if (!source) return
            const loserCards = winner === "top" ? source.bottomCards : source.topCards
            const jail = winner === "top" ? topJail : bottomJail
            const codes = loserCards.concat(source.stakeMine === (winner === "top") ? [source.stake] : [])
            for (let i = 0; i < codes.length; ++i)
                table.fly(source, jail, 20, codes[i], winner === "top" ? table.game.bottomRed : !table.game.bottomRed,
                          codes[i] !== "", table.rowCardWidth)
        }
        function onRefused(reason) { toast.show(reason) }
        function onChanged() {
            table.handCursor = Math.min(table.handCursor, Math.max(0, table.game.hand.count - 1))
            table.rowCursor = Math.min(table.rowCursor, table.game.row.count)
        }
    }

    // What a drag would do where it is now.
    Rectangle {
        id: hint
        objectName: "dragHint"
        property string text: ""
        property bool refused: false
        function show(message, isRefused) { text = message; refused = isRefused }
        z: 200
        visible: text !== "" && table.dragging
        anchors.horizontalCenter: rowView.horizontalCenter
        anchors.bottom: bottomArea.top; anchors.bottomMargin: 8
        width: hintText.implicitWidth + 32; height: hintText.implicitHeight + 14; radius: height / 2
        color: "#ee0c1a12"; border.width: 2
        border.color: refused ? Theme.refuse : Theme.accept
        Text { id: hintText; anchors.centerIn: parent; text: hint.text; color: Theme.ink; font.pixelSize: 16; font.bold: true }
    }

    Rectangle {
        id: toast
        objectName: "toast"
        property string text: ""
        function show(message) { text = message; opacity = 1; hideTimer.restart() }
        z: 200
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: bottomArea.top; anchors.bottomMargin: 8
        width: toastText.implicitWidth + 32; height: toastText.implicitHeight + 16; radius: height / 2
        color: "#ee3a1214"; border.color: Theme.refuse
        opacity: 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: 200 } }
        Text { id: toastText; anchors.centerIn: parent; text: toast.text; color: Theme.ink; font.pixelSize: 15 }
        Timer { id: hideTimer; interval: 2800; onTriggered: toast.opacity = 0 }
    }

    // Between rounds and at the end, the table waits under a panel.
    MouseArea {
        anchors.fill: parent
        z: 300
        visible: table.game.stage === 2 || table.game.stage === 3
        Rectangle { anchors.fill: parent; color: "#66000000" }
    }
    RoundSummary {
        z: 301
        anchors.centerIn: parent
        visible: table.game.stage === 2
        game: table.game
    }
    GameOverPanel {
        id: gameOver
        objectName: "gameOver"
        z: 301
        anchors.centerIn: parent
        visible: table.game.stage === 3
        game: table.game
        onNewGame: table.newGameRequested()
    }
    signal newGameRequested()

    // ---- The keyboard ----
    function playFromKeyboard() {
        if (table.game.play(table.playColumn, table.playCards)) table.keyboardArea = "hand"
    }
    Keys.onPressed: (event) => {
        const stage = table.game.stage
        if (stage === 1 || stage === 2) {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                table.game.advance(); event.accepted = true
            }
            return
        }
        if (stage !== Game.Playing) return
        const handCount = table.game.hand.count
        switch (event.key) {
        case Qt.Key_Left:
            if (keyboardArea === "hand") handCursor = Math.max(0, handCursor - 1)
            else rowCursor = Math.max(0, rowCursor - 1)
            break
        case Qt.Key_Right:
            if (keyboardArea === "hand") handCursor = Math.max(0, Math.min(handCount - 1, handCursor + 1))
            else rowCursor = Math.min(table.game.row.count, rowCursor + 1)
            break
        case Qt.Key_Up:
            if (keyboardArea === "hand") { keyboardArea = "row"; rowView.positionViewAtIndex(rowCursor, ListView.Contain) }
            break
        case Qt.Key_Down:
            keyboardArea = "hand"
            break
        case Qt.Key_Space:
            if (keyboardArea === "hand") table.game.hand.toggle(handCursor)
            break
        case Qt.Key_Return:
        case Qt.Key_Enter:
            if (keyboardArea === "row") playFromKeyboard()
            else { keyboardArea = "row"; rowView.positionViewAtIndex(rowCursor, ListView.Contain) }
            break
        case Qt.Key_Escape:
            table.game.hand.clearSelection(); keyboardArea = "hand"
            break
        default:
            return
        }
        event.accepted = true
    }
}
