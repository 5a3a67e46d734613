import QtQml
import QtQuick
import Cozen.Models
import Cozen.Table // EventLoopTimer, a type of this module made in C++

// The Cozen table, as the rulebook draws it: the seat the screen belongs to along the bottom with
// its deck, hand and jail; the other seat along the top; the stakes row across the middle, the top
// side's wagers above each stake and the bottom side's below. Drag, click or use the keyboard to
// play. Every place on it comes from the game's seats: the table decides no rule.
//
// It lays out its parts, a file for each job, each given what it shows and answering by signals:
// SeatArea (the top edge and the bottom one), StakesRow (centred in its place), StatusPanel (the
// score, whose turn, what happened, what a chosen move makes), HandControls (the turn's buttons,
// beside the hand), PlayControls, CardFlights and TableKeys. It keeps the sizes, the seats on
// screen and the parts drawn a frame at a time. How it is laid out and why: docs/design.md.
Item {
    id: table
    required property Game game
    focus: true
    // A tutorial's step: the step says what to play and what it did, so the table offers no hint
    // and no taking back, and leaves the settled row in view without the round's summary over it.
    property bool lesson: false
    property bool lessonDone: false // the tutorial's step is played: the table waits for Next

    // ---- Sizes: everything follows the window, from 1024×640 to 4K ----
    // The window's table sets the words' scale; the tutorial's, smaller and inside a popup whose
    // padding follows that scale, does not (two tables setting it fought: the layout never settled
    // and the game window hung, and the window's table came back from the tutorial smaller).
    Binding {
        target: Theme; property: "textScale"; when: !table.lesson
        value: Math.max(0.85, Math.min(2.4, Math.min(table.width / 1280, table.height / 756)))
    }
    readonly property real margin: Math.round(10 * Theme.textScale)
    readonly property real handCardWidth: Math.max(50, Math.min(height * 0.11, width * 0.075) * Theme.cardScale)
    readonly property real smallCardWidth: Math.max(30, Math.min(height * 0.062, width * 0.045) * Math.sqrt(Theme.cardScale))
    // A column needs room for three cards' height (a stack each side and the stake), its bands,
    // and on each side room for a stack to show its cards' edges: a fifth of a card more each
    // (sized to the height alone, a side was one card high and a stack drew as one card).
    readonly property real rowCardWidth: {
        const bands = 2 * (Theme.px(13) + 6) + Theme.tagHeight + 24
        const byHeight = (rowPlace.height - 14 - bands) / (3.4 * Theme.cardRatio)
        const byCount = rowPlace.width / Math.max(1, game.row.count + 1.2) / 1.3
        return Math.max(30, Math.min(byHeight, width * 0.055 * Theme.cardScale, byCount))
    }

    // The seats on screen, where the seats model places them (as the replay's): the bottom seat
    // and the top one, the next to play after it; in 2v2 the bottom seat's partner (across the
    // table in the rulebook, beside it here) and the other team's second seat.
    function placed(seats, i) { return i < seats.length ? game.seats.at(seats[i]) : null }
    function seatTitle(seat) { return seat ? Words.seatWithColour(game, seat.seat) : "" }
    readonly property SeatInfo bottomSeat: placed(game.seats.bottomSeats, 0)
    readonly property SeatInfo topSeat: placed(game.seats.topSeats, 0)
    readonly property bool twoVsTwo: Words.twoVsTwo(game)
    readonly property SeatInfo partnerSeat: placed(game.seats.bottomSeats, 1)
    readonly property SeatInfo topSeat2: placed(game.seats.topSeats, 1)
    // 2v2 has four decks: each shown smaller, two to a side.
    readonly property real deckCardWidth: twoVsTwo ? smallCardWidth * 0.62 : smallCardWidth
    // Where the keyboard is (TableKeys.qml): the hand or the row, and its place in each.
    property alias keyboardArea: keys.area    // "hand" or "row"
    property alias handCursor: keys.handCursor
    property alias rowCursor: keys.rowCursor  // a column, or game.row.count for the stake slot
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
            hand.deal()
            if (Theme.animationMs <= 0) return
            table.drawnParts = 0
            table.seatedParts = 0
        }
        function onRoundStarting() { hand.deal(); if (Theme.animationMs > 0) table.drawnParts = 0 }
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

    // ---- The top seat: the other team (SeatArea.qml) ----
    SeatArea {
        id: topArea
        objectName: "topArea"
        visible: table.drawnParts >= 1
        anchors.left: parent.left; anchors.right: parent.right; anchors.top: parent.top
        anchors.margins: table.margin
        height: Math.max(decksHeight, topHands.height) + 6
        atTop: true
        seat: table.topSeat
        seat2: table.topSeat2
        seatTitle: table.seatTitle(table.topSeat)
        seat2Title: table.seatTitle(table.topSeat2)
        jailModel: table.game.jail(1 - table.game.bottomTeam)
        jailOwner: table.twoVsTwo ? Words.teamName(table.game, 1 - table.game.bottomTeam) : Words.nameOf(table.game, table.topSeat)
        seated: table.seatedParts >= 1
        deckCardWidth: table.deckCardWidth
        jailCardWidth: table.smallCardWidth * 0.75

        Row {
            id: topHands
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.horizontalCenterOffset: -topArea.width * 0.04
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
    }

    // ---- The stakes row (StakesRow.qml), centred in its place while its columns leave room ----
    Item {
        id: rowPlace
        objectName: "rowPlace"
        anchors.left: parent.left; anchors.right: statusPanel.left
        anchors.top: topArea.bottom; anchors.bottom: handControls.top
        anchors.margins: table.margin * 0.7
    }
    StakesRow {
        id: rowView
        objectName: "row"
        visible: table.drawnParts >= 2
        // (The columns' width follows the place, never the row's own.) The row is as wide as its
        // columns, taken a moment after they change: bound to contentWidth, the width made the list
        // view make or let go of columns, which changed contentWidth while the width was being set
        // (a cold play-test's log: "Binding loop detected for property width").
        x: rowPlace.x + (rowPlace.width - width) / 2; y: rowPlace.y
        width: Math.min(rowPlace.width, columnsWidth); height: rowPlace.height
        property real columnsWidth: 0
        function takeColumnsWidth() { columnsWidth = contentWidth }
        onContentWidthChanged: Qt.callLater(takeColumnsWidth) // qmllint disable type
        Component.onCompleted: takeColumnsWidth()
        game: table.game
        seated: table.seatedParts >= 2
        cardWidth: table.rowCardWidth
        dragging: table.dragging
        targeted: table.keyboardArea === "row" ? table.rowCursor : -1
        onHovering: (text, refused) => playControls.showDragHint(text, refused)
        onChosen: (column) => { table.keyboardArea = "row"; table.rowCursor = column }
    }

    // ---- The side panel: the score race, whose turn, what happened since (StatusPanel.qml) ----
    StatusPanel {
        id: statusPanel
        objectName: "statusPanel"
        visible: table.drawnParts >= 2 && !gameOver.shown // the game's end stands in its place
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
        playEndsRound: playCheck.endsRound
        summaryHidden: table.summaryHidden
        onSummaryHiddenRequested: (hidden) => table.summaryHidden = hidden
        onBeliefRequested: table.beliefRequested()
        // Left for later: the game before it comes back, or a new one is asked for.
        onLeaveRemoteRequested: if (!table.game.leaveRemote()) table.newGameRequested()
        margin: table.margin
        bottomLimit: bottomArea.y
    }

    // ---- The turn's buttons, beside the hand (HandControls.qml) ----
    HandControls {
        id: handControls
        objectName: "handControls"
        visible: table.drawnParts >= 3
        anchors.left: parent.left; anchors.right: statusPanel.left
        anchors.bottom: bottomArea.top
        anchors.leftMargin: table.margin; anchors.rightMargin: table.margin
        height: implicitHeight
        centreX: bottomArea.x + hand.parent.x + hand.x + hand.width / 2 - x
        game: table.game
        lesson: table.lesson
        choosing: table.choosing
        playCards: table.playCards
        playColumn: table.playColumn
        playRefusal: table.playRefusal
        onPlayRequested: table.playFromKeyboard()
    }

    // ---- The bottom seat: the screen's own, and in 2v2 its partner (SeatArea.qml) ----
    SeatArea {
        id: bottomArea
        objectName: "bottomArea"
        visible: table.drawnParts >= 3
        anchors.left: parent.left; anchors.right: parent.right; anchors.bottom: parent.bottom
        anchors.margins: table.margin
        height: Math.max(hand.implicitHeight, decksHeight)
        z: 10 // a dragged card passes over the row
        seat: table.bottomSeat
        seat2: table.partnerSeat
        seatTitle: table.seatTitle(table.bottomSeat)
        seat2Title: table.seatTitle(table.partnerSeat)
        jailModel: table.game.jail(table.game.bottomTeam)
        jailOwner: table.twoVsTwo ? Words.teamName(table.game, table.game.bottomTeam) : Words.nameOf(table.game, table.bottomSeat)
        jailYours: !table.twoVsTwo && Words.isYou(table.game, table.game.bottomSeat)
        seated: table.seatedParts >= 3
        deckCardWidth: table.deckCardWidth
        jailCardWidth: table.smallCardWidth * 0.75

        SeatHand {
            id: partnerHand
            objectName: "partnerHand"
            visible: table.twoVsTwo
            anchors.left: parent.left; anchors.leftMargin: table.margin
            anchors.verticalCenter: parent.verticalCenter
            seat: table.drawn(3, table.partnerSeat)
            name: Words.nameOf(table.game, table.partnerSeat)
            cardWidth: table.smallCardWidth * 0.8
        }
        HandView {
            id: hand
            objectName: "hand"
            cards: table.game.hand
            red: table.game.bottomTeam === 0
            glowing: [table.game.drawnCard, table.game.justDrawn]
            shown: table.seatedParts >= 3
            cardWidth: table.handCardWidth
            anchors.left: table.twoVsTwo ? partnerHand.right : parent.left; anchors.right: parent.right
            anchors.leftMargin: table.margin; anchors.rightMargin: table.margin
            height: parent.height
            active: table.game.yourTurn
            cursor: table.keyboardArea === "hand" && table.activeFocus && keys.used ? table.handCursor : -1
            toPlay: table.choosing ? table.playCards : []
            deckItem: bottomArea.deckPile
            onDragStarted: { table.dragging = true; keys.used = false }
            onCardClicked: (index) => { table.handCursor = index; table.keyboardArea = "hand"; keys.used = false }
            onDragEnded: table.dragging = false
        }
    }

    // ---- Cards in flight (CardFlights.qml), and what a move being chosen says (PlayControls.qml) ----
    CardFlights {
        anchors.fill: parent
        z: 100
        game: table.game
        row: rowView
        cardWidth: table.rowCardWidth
        dragging: table.dragging
        topSeat: table.topSeat
        topSeat2: table.topSeat2
        partnerSeat: table.partnerSeat
        topHandView: topHand
        topHand2View: topHand2
        partnerHandView: partnerHand
        handView: hand
        topJail: topArea.jail
        bottomJail: bottomArea.jail
    }
    PlayControls {
        id: playControls
        anchors.fill: parent
        z: 200
        game: table.game
        dragging: table.dragging
        rowCentre: rowPlace.x + rowPlace.width / 2
        rowWidth: rowPlace.width
        bottomLimit: bottomArea.y
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
        function onChanged() { quietCollection.restart() } // (a move made is always followed by a change)
    }

    // At the end, the table waits, its last row in view: the panel stands where the side panel
    // was, beside the row, and hides no column.
    MouseArea {
        anchors.fill: parent
        z: 300
        visible: gameOver.shown
    }
    GameOverPanel {
        id: gameOver
        objectName: "gameOver"
        z: 301
        x: statusPanel.x - table.margin * 0.5
        y: statusPanel.y
        width: statusPanel.width + table.margin * 0.5 // its right edge the side panel's
        // Made smaller where it would reach down over the jail below (a small window, a long
        // language): its height is its content's, so a scale, not a height, keeps it clear.
        scale: Math.min(1, (bottomArea.y - y - table.margin * 0.5) / Math.max(1, height))
        transformOrigin: table.LayoutMirroring.enabled ? Item.TopLeft : Item.TopRight
        visible: shown
        // It has the keyboard while it is shown; put away (Esc, a new game), the table has it.
        onShownChanged: if (shown) Qt.callLater(takeKeyboard); else if (table.visible) table.forceActiveFocus() // qmllint disable type
        game: table.game
        onNewGame: table.newGameRequested()
        onReplayRequested: (path) => table.replayRequested(path)
        onStatisticsRequested: table.statisticsRequested()
        onShareRequested: table.shareRequested()
    }
    signal newGameRequested()
    signal replayRequested(string path)
    signal statisticsRequested()
    signal shareRequested()
    signal beliefRequested() // "What the computer thought you held", from the round's summary

    // ---- The keyboard (TableKeys.qml) ----
    TableKeys {
        id: keys
        game: table.game
        row: rowView
        lesson: table.lesson
        playCards: table.playCards
        playColumn: table.playColumn
    }
    function playFromKeyboard() { keys.play() }
    Keys.onPressed: (event) => keys.handle(event)
}
