import QtQuick
import Cozen.Table // CardBackPattern, a type of this module made in C++

// One card, drawn by the app: a face (rank, suit, the marked king crossed) or a back in its deck's
// colour. `code` is empty for a card the viewer may not see; a card of one's own lying face down
// shows its back, and its face while `peeking`.
//
// A table holds many cards (in 2v2 three hands of backs, four decks, two jails and the row), and
// a new round builds dozens at once: each card makes only what it shows. A back or a face is
// loaded, not both; the marked king's cross, the seat's disc, the peek's frame and the pointer
// handlers only where they apply; the landing and flipping animations only while they run.
Item {
    id: card
    property string code: ""
    property bool red: true          // the deck it belongs to (the back's colour)
    property bool faceUp: true       // as it lies on the table
    property bool peekable: !faceUp && code !== ""
    property bool selected: false
    property bool cursor: false      // the keyboard's place in the hand
    property bool glow: false
    property bool landing: false     // new on the table: it lands after its flight
    property bool flipping: false    // turned face up as it appears (the reveal)
    property string marker: ""       // whose it is, in 2v2 ("1" or "2" of its colour); in a corner
    // What a screen reader says of it, given by what holds it (Words.tableCardSpoken and the
    // like); a card without one, or not shown, exposes nothing.
    property string spokenName: ""
    Accessible.role: Accessible.StaticText
    Accessible.name: spokenName
    Accessible.ignored: spokenName === "" || !visible

    readonly property bool peeking: peekInput.item !== null && peekInput.item.peeking // qmllint disable type
    readonly property bool showFace: code !== "" && (faceUp || peeking)
    readonly property string rank: code.length > 1 ? code.slice(0, -1) : ""
    readonly property string suit: code.length > 1 ? code.slice(-1) : ""
    readonly property bool marked: code === "KH" || code === "KS"
    readonly property color inkColor: suit === "H" || suit === "D" ? Theme.red : Theme.black

    // Holding one's own face-down card peeks at it; a tap on it is passed on (the column it lies in).
    signal clicked()

    implicitWidth: 70
    height: width * Theme.cardRatio // a card keeps its shape at any width

    transform: Scale { id: flipScale; origin.x: card.width / 2; origin.y: card.height / 2 }
    Component.onCompleted: {
        if (Theme.animationMs <= 0) return
        if (landing) animate(landAnimation)
        else if (flipping && showFace) animate(flipAnimation)
    }
    onShowFaceChanged: if (Theme.animationMs > 0 && showFace && !peeking) animate(flipAnimation)
    // The animation running, held here: one made in a script and held by nobody could be
    // collected mid-run (and leave the card half landed).
    property var animation: null
    function animate(component) {
        if (animation) animation.complete()
        const running = component.createObject(card)
        if (!running) return // the card is being destroyed: nothing left to animate
        animation = running
        running.start()
    }
    function animationFinished(running) {
        if (animation === running) animation = null
        running.destroy()
    }
    // qmllint disable unqualified
    Component {
        id: landAnimation
        SequentialAnimation {
            id: landRun
            onFinished: card.animationFinished(landRun)
            PropertyAction { target: card; property: "opacity"; value: 0 }
            PauseAnimation { duration: Theme.flightMs } // its flight (CardFlights)
            ParallelAnimation {
                NumberAnimation { target: card; property: "opacity"; to: 1; duration: Theme.flightMs / 2 }
                // Set down on the felt: a little larger first, unless motion is reduced.
                NumberAnimation { target: flipScale; properties: "xScale,yScale"; from: Theme.reduceMotion ? 1 : 1.25; to: 1; duration: Theme.flightMs / 2; easing.type: Theme.moveEasing }
            }
        }
    }
    Component {
        id: flipAnimation
        NumberAnimation {
            id: flipRun
            target: flipScale; property: "xScale"; from: 0; to: 1; duration: Theme.flipMs; easing.type: Theme.flipEasing
            onFinished: card.animationFinished(flipRun)
        }
    }
    // qmllint enable unqualified

    Rectangle { // shadow
        anchors.fill: parent
        anchors.topMargin: 2; anchors.leftMargin: 2; anchors.bottomMargin: -2; anchors.rightMargin: -2
        radius: face.radius
        color: "#40000000"
    }

    Rectangle {
        id: face
        anchors.fill: parent
        radius: width * 0.08
        color: card.showFace ? Theme.paper : (card.red ? Theme.redBack : Theme.blackBack)
        border.width: card.selected || card.cursor || card.glow ? Math.max(2, width * 0.045) : 1
        border.color: card.selected ? Theme.gold : card.glow ? Theme.accept
                      : card.cursor ? Theme.focus : card.showFace ? "#9a9486" : "#10000000"

        // Made between frames while cards are animated: a round deals dozens of cards at once,
        // and what is on a card can follow its frame by a frame (dealt cards are still in
        // flight). Without animations a card appears whole.
        Loader {
            anchors.fill: parent
            asynchronous: Theme.animationMs > 0
            sourceComponent: card.showFace ? faceSide : backSide
        }
        // Peeking at one's own face-down card: the face, marked as still face down.
        Loader {
            active: card.peeking
            anchors.fill: parent
            z: 2
            // qmllint disable unqualified
            sourceComponent: Rectangle {
                radius: face.radius
                color: "transparent"
                border.color: "#7fb3ff"
                border.width: 2
            }
            // qmllint enable unqualified
        }
        // Whose card it is (2v2): a disc in the top right corner, the part a stack leaves in view.
        Loader {
            active: card.marker !== ""
            z: 3
            width: Math.max(10, parent.width * 0.26); height: width
            x: parent.width - width - parent.width * 0.05; y: parent.width * 0.05
            // qmllint disable unqualified
            sourceComponent: Rectangle {
                radius: width / 2
                color: card.showFace ? (card.red ? Theme.redBack : Theme.blackBack) : Theme.paper
                border.color: "#80ffffff"; border.width: 1
                Text {
                    textFormat: Text.PlainText
                    objectName: "seatMarker"
                    anchors.centerIn: parent
                    text: Words.n(card.marker) // a seat's number, in the language's digits
                    color: card.showFace ? "white" : (card.red ? Theme.redBack : Theme.blackBack)
                    font.pixelSize: parent.width * 0.7; font.bold: true
                }
            }
            // qmllint enable unqualified
        }
    }

    // One's own face-down card: hover or hold it to peek.
    Loader {
        id: peekInput
        active: card.peekable
        anchors.fill: parent
        // qmllint disable unqualified
        sourceComponent: Item {
            readonly property bool peeking: hover.hovered || hold.pressed
            HoverHandler { id: hover }
            TapHandler { id: hold; acceptedButtons: Qt.LeftButton; gesturePolicy: TapHandler.WithinBounds; onTapped: card.clicked() }
        }
        // qmllint enable unqualified
    }

    Component {
        id: backSide
        CardBackPattern {}
    }

    // The face: the rank and suit in the corner, a large suit, the marked king crossed.
    // qmllint disable unqualified
    Component {
        id: faceSide
        Item {
            // The index, centred over the small suit and held within the card's corner at any size:
            // "10" is drawn a little narrower, and shrinks further if a font still makes it too wide.
            Text {
                textFormat: Text.PlainText
                id: rankText
                objectName: "rankText"
                x: parent.width * 0.04
                width: parent.width * 0.28
                y: parent.height * 0.05
                horizontalAlignment: Text.AlignHCenter
                text: Words.rankOnCard(card.rank) // B, D, K in German
                color: card.inkColor
                font.pixelSize: face.width * 0.3
                font.letterSpacing: card.rank === "10" ? -face.width * 0.025 : 0
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 4
                font.bold: true
                font.family: "DejaVu Sans"
            }
            SuitIcon {
                suit: card.suit
                x: parent.width * 0.08
                anchors.top: rankText.bottom
                width: parent.width * 0.2; height: width
            }
            SuitIcon {
                suit: card.suit
                width: parent.width * 0.46; height: width
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.verticalCenter: parent.verticalCenter
                anchors.verticalCenterOffset: parent.height * 0.1
                anchors.horizontalCenterOffset: parent.width * 0.08
                opacity: card.marked ? 0.35 : 1
            }
            Loader {
                active: card.marked
                anchors.fill: parent
                sourceComponent: markedKing
            }
        }
    }
    // qmllint enable unqualified
    // The marked king (70 VP): crossed with a bold X, its value in the corner.
    // qmllint disable unqualified
    Component {
        id: markedKing
        Item {
            Item {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: parent.height * 0.1
                anchors.horizontalCenterOffset: parent.width * 0.08
                width: parent.width * 0.6; height: width
                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 1.2; height: Math.max(3, parent.width * 0.12)
                    radius: height / 2
                    rotation: 45
                    color: Theme.black
                }
                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 1.2; height: Math.max(3, parent.width * 0.12)
                    radius: height / 2
                    rotation: -45
                    color: Theme.black
                }
            }
            Text {
                textFormat: Text.PlainText
                text: "70"
                color: Theme.black
                font.pixelSize: face.width * 0.16
                font.bold: true
                anchors.right: parent.right; anchors.bottom: parent.bottom
                anchors.margins: face.width * 0.06
            }
        }
    }
    // qmllint enable unqualified
}
