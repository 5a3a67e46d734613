import QtQuick
import Cozen.Table // CardBackPattern, a type of this module made in C++

// One card: its face from the deck (CardFace: the deck's artwork, the marked king crossed) or a
// back in its deck's colour. `code` is empty for a card the viewer may not see; a card of one's own lying face down
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
    readonly property bool marked: code === "KH" || code === "KS"

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
        // The frame, over what the card shows (the deck's face and the back's paper edge cover
        // the card's own border): the selection, the glow or the keyboard's place; in high
        // contrast a dark edge round every face, which tells overlapping white cards apart.
        Loader {
            active: card.selected || card.cursor || card.glow || (card.showFace && Theme.highContrast)
            anchors.fill: parent
            z: 1
            // qmllint disable unqualified
            sourceComponent: Rectangle {
                objectName: "cardFrame"
                radius: face.radius
                color: "transparent"
                border.width: card.selected || card.cursor || card.glow ? face.border.width : 2
                border.color: card.selected || card.cursor || card.glow ? face.border.color : Theme.black
            }
            // qmllint enable unqualified
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

    // The face: the deck's artwork, the marked king crossed (CardFace).
    // qmllint disable unqualified
    Component {
        id: faceSide
        CardFace {
            code: card.code
            radius: face.radius
        }
    }
    // qmllint enable unqualified
}
