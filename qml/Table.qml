import QtQml
import QtQuick
import QtQuick.Controls
import Cozen.Models
import Cozen.Table // EventLoopTimer, a type of this module made in C++

// The Cozen table, as the rulebook draws it: the seat the screen belongs to along the bottom with
// its deck, hand and jail; the other seat along the top; the stakes row across the middle, the top
// side's wagers above each stake and the bottom side's below. Drag, click or use the keyboard to
// play. Every place on it comes from the game's seats: the table decides no rule.
Item {
    id: table
    required property Game game
    focus: true
    // A tutorial's step: the step says what to play and what it did, so the table offers no hint
    // and no taking back, and leaves the settled row in view without the round's summary over it.
    property bool lesson: false
    property bool lessonDone: false // the tutorial's step is played: the table waits for Next

    // ---- Sizes: everything follows the window, from 1024×640 to 4K ----
    Binding { target: Theme; property: "textScale"; value: Math.max(0.85, Math.min(2.4, Math.min(table.width / 1280, table.height / 756))) }
    readonly property real margin: Math.round(10 * Theme.textScale)
    readonly property real handCardWidth: Math.max(50, Math.min(height * 0.11, width * 0.075) * Theme.cardScale)
    readonly property real smallCardWidth: Math.max(30, Math.min(height * 0.062, width * 0.045) * Math.sqrt(Theme.cardScale))
    // A column needs room for three cards' height (a stack each side and the stake) and its bands.
    readonly property real rowCardWidth: {
        const bands = 2 * (Theme.px(13) + 6) + Theme.tagHeight + 24
        const byHeight = (rowView.height - 14 - bands) / (3 * Theme.cardRatio)
        const byCount = rowView.width / Math.max(1, game.row.count + 1.2) / 1.3
        return Math.max(30, Math.min(byHeight, width * 0.055 * Theme.cardScale, byCount))
    }

    // The seats on screen, and their names.
    readonly property SeatInfo bottomSeat: game.seats.at(game.bottomSeat)
    readonly property SeatInfo topSeat: game.seats.count > 1 ? game.seats.at((game.bottomSeat + 1) % game.seats.count) : null
    // In 2v2: the bottom seat's partner (across the table in the rulebook, beside it here) and
    // the other team's second seat.
    readonly property bool twoVsTwo: Words.twoVsTwo(game)
    readonly property SeatInfo partnerSeat: twoVsTwo ? game.seats.at((game.bottomSeat + 2) % 4) : null
    readonly property SeatInfo topSeat2: twoVsTwo ? game.seats.at((game.bottomSeat + 3) % 4) : null
    // 2v2 has four decks: each shown smaller, two to a side.
    readonly property real deckCardWidth: twoVsTwo ? smallCardWidth * 0.62 : smallCardWidth
    // Where a seat's hand is drawn (the start of its cards' flight).
    function handOf(seat) {
        if (topSeat && seat === topSeat.seat) return topHand
        if (topSeat2 && seat === topSeat2.seat) return topHand2
        if (partnerSeat && seat === partnerSeat.seat) return partnerHand
        return hand
    }
    function titleOf(seat) { return seat ? Words.seatWithColour(game, seat.seat) : "" }

    // Keyboard: ←/→ in the hand, Space selects, ↑ to the row, ←/→ there, Enter plays, Esc clears.
    property string keyboardArea: "hand"   // or "row"
    property int handCursor: 0
    property int rowCursor: 0              // a column, or game.row.count for the stake slot
    property bool dragging: false
    // The round's summary hidden (Hide), until shown again or the next round's.
    property bool summaryHidden: false

    // What the keyboard or a click has chosen to play: the selection (or the card under the
    // keyboard's cursor) on the chosen column, or staked; and why not, when it may not be played.
    readonly property var playCards: game.hand.selection.length > 0 ? game.hand.selection
                                     : game.hand.cards.length > 0
                                       ? [game.hand.cards[Math.min(handCursor, game.hand.cards.length - 1)]] : []
    readonly property int playColumn: rowCursor >= game.row.count ? -1 : rowCursor
    readonly property bool choosing: keyboardArea === "row" && game.yourTurn
    // The choice checked against the game as it stands (properties that follow the game).
    MoveCheck { id: playCheck; game: table.game; column: table.playColumn; cards: table.playCards }
    readonly property string playRefusal: choosing ? Words.refusal(game, playCheck.refusal) : ""

    // A new table is drawn a part a frame while animations are on: the other team, then the row
    // and the panel, then the viewer's own side. Drawn at once, a 2v2 table is more than one frame's
    // work for the GUI thread, with the graphics card as with the software renderer (measured by
    // bench_gui, docs/performance.md, issue 26). At a new game
    // the parts' views are made part by part too (a part's seats are given to its views when it
    // is drawn, in an event-loop turn of its own after the previous part's frame); at a new round
    // they stay, and only the drawing is spread. (The row and the hand are made with their part
    // too.)
    readonly property int tableParts: 3
    property int drawnParts: tableParts
    property int seatedParts: tableParts
    function drawn(part, seat) { return seatedParts >= part ? seat : null }
    Connections {
        target: table.game
        function onStarted() {
            if (Theme.animationMs <= 0) return
            table.drawnParts = 0
            table.seatedParts = 0
        }
        function onRoundStarting() { if (Theme.animationMs > 0) table.drawnParts = 0 }
        function onStageChanged() { if (table.game.stage !== Game.Summary) table.summaryHidden = false }
    }
    Connections {
        target: table.Window.window
        enabled: table.drawnParts < table.tableParts
        function onFrameSwapped() { nextPart.start() }
    }
    EventLoopTimer { // in an event of its own, not straight after the frame (see its header)
        id: nextPart
        onTriggered: {
            table.drawnParts = Math.min(table.drawnParts + 1, table.tableParts)
            table.seatedParts = Math.max(table.seatedParts, table.drawnParts)
        }
    }

    // A press that nothing above takes (on a jail, a deck, the panel, the felt) is held here, so
    // that the pointer's moves belong to it: a drag that began there once picked up a hand card it
    // passed over (the card's DragHandler saw a point nobody held) and wagered it.
    MouseArea {
        objectName: "feltPress"
        anchors.fill: parent
        z: -1000
        acceptedButtons: Qt.AllButtons
    }

    Rectangle { // the felt
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: Theme.feltDark }
            GradientStop { position: 0.5; color: Theme.feltLight }
            GradientStop { position: 1; color: Theme.feltDark }
        }
    }

    // ---- The top seat ----
    Item {
        id: topArea
        objectName: "topArea"
        visible: table.drawnParts >= 1
        anchors.left: parent.left; anchors.right: parent.right; anchors.top: parent.top
        anchors.margins: table.margin
        height: Math.max(topDecks.height, topHands.height) + 6

        Column {
            id: topDecks
            anchors.left: parent.left
            width: parent.width * 0.3
            spacing: 2
            DeckView {
                id: topDeck
                objectName: "topDeck"
                model: table.drawn(1, table.topSeat) ? table.topSeat.deck : null
                title: qsTr("Deck: %1").arg(table.titleOf(table.topSeat))
                cardWidth: table.deckCardWidth
                width: parent.width
            }
            DeckView {
                objectName: "topDeck2"
                visible: table.twoVsTwo
                model: table.drawn(1, table.topSeat2) ? table.topSeat2.deck : null
                title: qsTr("Deck: %1").arg(table.titleOf(table.topSeat2))
                cardWidth: table.deckCardWidth
                width: parent.width
            }
        }
        Row {
            id: topHands
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.horizontalCenterOffset: -parent.width * 0.04
            spacing: table.margin * 2
            SeatHand {
                id: topHand
                objectName: "topHand"
                seat: table.drawn(1, table.topSeat)
                name: table.twoVsTwo ? Words.nameOf(table.game, table.topSeat) : ""
                owner: Words.nameOf(table.game, table.topSeat)
                cardWidth: table.twoVsTwo ? table.smallCardWidth * 0.8 : table.smallCardWidth
            }
            SeatHand {
                id: topHand2
                objectName: "topHand2"
                visible: table.twoVsTwo
                seat: table.drawn(1, table.topSeat2)
                name: Words.nameOf(table.game, table.topSeat2)
                cardWidth: table.smallCardWidth * 0.8
            }
        }
        JailView {
            id: topJail
            objectName: "topJail"
            model: table.game.jail(1 - table.game.bottomTeam)
            title: table.twoVsTwo ? qsTr("Jail: %1").arg(Words.teamName(table.game, 1 - table.game.bottomTeam))
                                  : qsTr("Jail: %1").arg(Words.nameOf(table.game, table.topSeat))
            anchors.right: parent.right
            width: parent.width * 0.3; height: parent.height
            preferredCardWidth: table.smallCardWidth * 0.75
        }
    }

    // ---- The stakes row ----
    ListView {
        id: rowView
        objectName: "row"
        visible: table.drawnParts >= 2
        anchors.left: parent.left; anchors.right: statusPanel.left
        anchors.top: topArea.bottom; anchors.bottom: bottomArea.top
        anchors.margins: table.margin * 0.7
        orientation: ListView.Horizontal
        model: table.seatedParts >= 2 ? table.game.row : null
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        interactive: !table.dragging
        ScrollBar.horizontal: ScrollBar {
            policy: rowView.contentWidth > rowView.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            Accessible.ignored: !visible
        }
        onCountChanged: if (table.game.stage === Game.Playing) Qt.callLater(() => { if (rowView) rowView.positionViewAtEnd() }) // qmllint disable type
        // qmllint disable unqualified
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
            visible: table.game.stage === Game.Playing
            targeted: table.keyboardArea === "row" && table.rowCursor === table.game.row.count
            onHovering: (text, refused) => hint.show(text, refused)
            onChosen: { table.keyboardArea = "row"; table.rowCursor = table.game.row.count }
        }
        // qmllint enable unqualified
    }

    // ---- The side panel: the score race, whose turn, what happened since (StatusPanel.qml) ----
    StatusPanel {
        id: statusPanel
        objectName: "statusPanel"
        visible: table.drawnParts >= 2
        anchors.right: parent.right; anchors.rightMargin: table.margin
        anchors.top: topArea.bottom; anchors.topMargin: table.margin
        width: Math.max(250, parent.width * 0.24)
        game: table.game
        topSeat: table.topSeat
        bottomSeat: table.bottomSeat
        lesson: table.lesson
        lessonDone: table.lessonDone
        choosing: table.choosing
        playCards: table.playCards
        playColumn: table.playColumn
        playRefusal: table.playRefusal
        playArrangement: playCheck.arrangement
        summaryHidden: table.summaryHidden
        onSummaryHiddenRequested: (hidden) => table.summaryHidden = hidden
        margin: table.margin
        bottomLimit: bottomArea.y
        onPlayRequested: table.playFromKeyboard()
    }

    // ---- The bottom seat ----
    Item {
        id: bottomArea
        objectName: "bottomArea"
        visible: table.drawnParts >= 3
        anchors.left: parent.left; anchors.right: parent.right; anchors.bottom: parent.bottom
        anchors.margins: table.margin
        height: Math.max(hand.implicitHeight, bottomDecks.height)
        z: 10 // a dragged card passes over the row

        Column {
            id: bottomDecks
            anchors.left: parent.left; anchors.bottom: parent.bottom
            spacing: 2
            DeckView {
                objectName: "partnerDeck"
                visible: table.twoVsTwo
                model: table.drawn(3, table.partnerSeat) ? table.partnerSeat.deck : null
                title: qsTr("Deck: %1").arg(table.titleOf(table.partnerSeat))
                cardWidth: table.deckCardWidth
            }
            DeckView {
                id: bottomDeck
                objectName: "bottomDeck"
                model: table.drawn(3, table.bottomSeat) ? table.bottomSeat.deck : null
                title: qsTr("Deck: %1").arg(table.titleOf(table.bottomSeat))
                cardWidth: table.deckCardWidth
            }
        }
        SeatHand {
            id: partnerHand
            objectName: "partnerHand"
            visible: table.twoVsTwo
            anchors.left: bottomDecks.right; anchors.leftMargin: table.margin
            anchors.verticalCenter: parent.verticalCenter
            seat: table.drawn(3, table.partnerSeat)
            name: Words.nameOf(table.game, table.partnerSeat)
            cardWidth: table.smallCardWidth * 0.8
        }
        HandView {
            id: hand
            objectName: "hand"
            game: table.game
            shown: table.seatedParts >= 3
            cardWidth: table.handCardWidth
            anchors.left: table.twoVsTwo ? partnerHand.right : bottomDecks.right; anchors.right: bottomJail.left
            anchors.leftMargin: table.margin; anchors.rightMargin: table.margin
            height: parent.height
            active: table.game.yourTurn
            cursor: table.keyboardArea === "hand" && table.activeFocus ? table.handCursor : -1
            toPlay: table.choosing ? table.playCards : []
            deckItem: bottomDeck.pile
            onDragStarted: table.dragging = true
            onCardClicked: (index) => { table.handCursor = index; table.keyboardArea = "hand" }
            onDragEnded: table.dragging = false
        }
        JailView {
            id: bottomJail
            objectName: "bottomJail"
            model: table.game.jail(table.game.bottomTeam)
            title: table.twoVsTwo ? qsTr("Jail: %1").arg(Words.teamName(table.game, table.game.bottomTeam))
                   : Words.isYou(table.game, table.game.bottomSeat) ? qsTr("Your jail")
                   : qsTr("Jail: %1").arg(Words.nameOf(table.game, table.bottomSeat))
            anchors.right: parent.right; anchors.bottom: parent.bottom
            width: parent.width * 0.3; height: parent.height
            preferredCardWidth: table.smallCardWidth * 0.75
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

    // The script engine's garbage is collected while the table is still: after a move has landed,
    // while the next is being thought over (every change of the game restarts the wait). Left to
    // itself the engine collects in the middle of a move's landing as often as not, and a
    // collection there (3-6 ms of the GUI thread on a 2v2 table) made that frame late.
    //
    // What sets a collection off by itself is the memory of the engine's strings: Qt 6.4 collects
    // when it passes a limit that starts at 128 KB and is only raised when a collection finds most
    // of it still in use. A table's words (its texts, what a screen reader is told) made that
    // much garbage within a round's start or a move's landing. The string held here (2 MB) raises
    // the limit to twice it, so that it is these quiet collections that find the garbage first.
    // (The script engine's work: the graphics card does not take it off the GUI thread; measured
    // in docs/performance.md, issue 26.)
    readonly property string stringBallast: " ".repeat(1 << 20)
    Timer {
        id: quietCollection
        interval: Theme.animationMs + 250
        onTriggered: gc()
    }
    Connections {
        target: table.game
        function onMoveMade(seat, top, stake, column, cards) {
            toast.opacity = 0 // a refusal before it is old news
            if (!top && table.dragging) return // it was dropped there by hand
            if (table.game.stage === Game.HandOver) return // nobody is watching the table
            rowView.forceLayout()
            rowView.positionViewAtIndex(column, ListView.Contain)
            const target = rowView.itemAtIndex(column) as StakeColumn
            if (!target) return
            const offset = stake ? target.stakeY : top ? target.stakeY - target.gap - target.cardHeight : target.bottomY
            // One card flies for the move, however many it plays: they would fly together along
            // one path, each hiding the one before, and each flight is a card made (a wager of
            // five made its landing a long event of the GUI thread: bench_gui, 2v2).
            table.fly(table.handOf(seat), target, offset, "", table.game.seats.at(seat).red, false, table.rowCardWidth)
        }
        function onColumnResolved(column, winner) {
            if (winner !== "top" && winner !== "bottom") return
            rowView.positionViewAtIndex(column, ListView.Contain)
            const source = rowView.itemAtIndex(column) as StakeColumn
            if (!source) return
            const loserCards = winner === "top" ? source.bottomCards : source.topCards
            const jail = winner === "top" ? topJail : bottomJail
            // One card flies to the jail for the column's captures, the last of them (the stake
            // when it goes too): they would fly together along one path, the last on top hiding
            // the rest, and each flight is a card made (a crowded column made its turn a long
            // event of the GUI thread: bench_gui, 2v2).
            const codes = loserCards.concat(source.stakeMine === (winner === "top") ? [source.stake] : [])
            if (codes.length === 0) return
            const last = codes[codes.length - 1]
            const loserRed = (winner === "top") === (table.game.bottomTeam === 0)
            table.fly(source, jail, 20, last, loserRed, last !== "", table.rowCardWidth)
        }
        function onRefused(reason) { toast.show(Words.refusal(table.game, reason)) }
        function onTurnChanged() { if (table.game.drawnCard !== "") passArm.restart() }
        function onHintChanged() {
            const h = table.game.hint
            if (!h.known) return
            table.rowCursor = h.column < 0 ? table.game.row.count : h.column
            table.keyboardArea = "row"
            rowView.positionViewAtIndex(table.rowCursor, ListView.Contain)
        }
        function onChanged() {
            quietCollection.restart() // (a move made is always followed by a change)
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
        width: Math.min(rowView.width, hintText.implicitWidth + 32); height: hintText.implicitHeight + 14; radius: height / 2
        color: "#ee0c1a12"; border.width: 2
        border.color: refused ? Theme.refuse : Theme.accept
        Text { textFormat: Text.PlainText; id: hintText; anchors.centerIn: parent; width: Math.min(implicitWidth, parent.width - 24); elide: Text.ElideRight
               text: hint.text; color: Theme.ink; font.pixelSize: Theme.px(16); font.bold: true }
    }

    Toast {
        id: toast
        objectName: "toast"
        z: 200
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: bottomArea.top; anchors.bottomMargin: 8
        color: "#ee3a1214"; border.color: Theme.refuse
    }

    // At the end, the table waits under a panel.
    MouseArea {
        anchors.fill: parent
        z: 300
        visible: gameOver.shown
        Rectangle { anchors.fill: parent; color: "#66000000" }
    }
    GameOverPanel {
        id: gameOver
        objectName: "gameOver"
        z: 301
        anchors.centerIn: parent
        visible: shown
        game: table.game
        onNewGame: table.newGameRequested()
        onReplayRequested: (path) => table.replayRequested(path)
        onStatisticsRequested: table.statisticsRequested()
    }
    signal newGameRequested()
    signal replayRequested(string path)
    signal statisticsRequested()

    // Old words go at the next action: a refusal when the cards chosen change or a drag begins,
    // a hint when the cards chosen are no longer its own (a move clears both).
    Connections {
        target: table.game.hand
        function onSelectionChanged() {
            toast.opacity = 0
            const h = table.game.hint
            if (h.known && JSON.stringify(h.cards.slice().sort()) // qmllint disable type
                    !== JSON.stringify(table.game.hand.selection.slice().sort()))
                table.game.dismissHint()
        }
    }
    onDraggingChanged: if (dragging) toast.opacity = 0

    // The card drawn is on screen a moment before a key can pass the screen on (onTurnChanged).
    Timer { id: passArm; interval: 600 }

    // ---- The keyboard ----
    function playFromKeyboard() {
        if (table.game.play(table.playColumn, table.playCards)) table.keyboardArea = "hand"
    }
    Keys.onPressed: (event) => {
        const stage = table.game.stage
        if (stage === Game.Reveal || (stage === Game.Summary && !table.lesson)) {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                table.game.advance(); event.accepted = true
            }
            return
        }
        if (stage !== Game.Playing) return
        if (table.game.drawnCard !== "") { // the card drawn seen: Enter or Space passes the screen on
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                if (!passArm.running) table.game.passOn() // not the Enter that staked, pressed twice
                event.accepted = true
            }
            return
        }
        const handCount = table.game.hand.count
        // ← and → go the way the row is drawn: from the right in a language written that way.
        const rowBack = rowView.effectiveLayoutDirection === Qt.RightToLeft ? Qt.Key_Right : Qt.Key_Left
        switch (event.key) {
        case Qt.Key_Left:
        case Qt.Key_Right:
            if (keyboardArea === "hand")
                handCursor = event.key === Qt.Key_Left ? Math.max(0, handCursor - 1)
                                                       : Math.max(0, Math.min(handCount - 1, handCursor + 1))
            else
                rowCursor = event.key === rowBack ? Math.max(0, rowCursor - 1)
                                                  : Math.min(table.game.row.count, rowCursor + 1)
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
            // With nothing to clear, Esc is left to whatever holds the table (the tutorial leaves).
            if (table.game.hand.selection.length === 0 && keyboardArea === "hand") return
            table.game.hand.clearSelection(); keyboardArea = "hand"
            break
        case Qt.Key_H:
            if (!table.lesson) table.game.askHint()
            break
        default:
            return
        }
        event.accepted = true
    }
}
