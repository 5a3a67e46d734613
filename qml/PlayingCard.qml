import QtQuick

// One card, drawn by the app: a face (rank, suit, the marked king crossed) or a back in its deck's
// colour. `code` is empty for a card the viewer may not see; a card of one's own lying face down
// shows its back, and its face while `peeking`.
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

    readonly property bool peeking: peekable && (hover.hovered || hold.pressed)
    readonly property bool showFace: code !== "" && (faceUp || peeking)
    readonly property string rank: code.length > 1 ? code.slice(0, -1) : ""
    readonly property string suit: code.length > 1 ? code.slice(-1) : ""
    readonly property bool marked: code === "KH" || code === "KS"
    readonly property color inkColor: suit === "H" || suit === "D" ? Theme.red : Theme.black

    implicitWidth: 70
    height: width * Theme.cardRatio // a card keeps its shape at any width

    transform: Scale { id: flipScale; origin.x: card.width / 2; origin.y: card.height / 2 }
    Component.onCompleted: {
        if (Theme.animationMs <= 0) return
        if (landing) land.start()
        else if (flipping && showFace) flip.start()
    }
    onShowFaceChanged: if (Theme.animationMs > 0 && showFace && !peeking) flip.start()
    SequentialAnimation {
        id: land
        PropertyAction { target: card; property: "opacity"; value: 0 }
        PauseAnimation { duration: Theme.animationMs }
        ParallelAnimation {
            NumberAnimation { target: card; property: "opacity"; to: 1; duration: Theme.animationMs / 2 }
            NumberAnimation { target: flipScale; properties: "xScale,yScale"; from: 1.25; to: 1; duration: Theme.animationMs / 2; easing.type: Easing.OutQuad }
        }
    }
    SequentialAnimation {
        id: flip
        NumberAnimation { target: flipScale; property: "xScale"; from: 0; to: 1; duration: Theme.animationMs * 0.6; easing.type: Easing.OutQuad }
    }

    HoverHandler { id: hover; enabled: card.peekable }
    // Holding one's own face-down card peeks at it; a tap on it is passed on (the column it lies in).
    signal clicked()
    TapHandler { id: hold; enabled: card.peekable; acceptedButtons: Qt.LeftButton; gesturePolicy: TapHandler.WithinBounds; onTapped: card.clicked() }

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
                      : card.cursor ? "#7fb3ff" : card.showFace ? "#9a9486" : "#10000000"

        // The back: a frame and a diamond, a few items only (the row may hold dozens of backs).
        Rectangle {
            visible: !card.showFace
            anchors.fill: parent
            anchors.margins: parent.width * 0.09
            radius: parent.radius * 0.6
            color: "transparent"
            border.color: "#66ffffff"
            border.width: Math.max(1, parent.width * 0.025)
        }
        Rectangle {
            visible: !card.showFace
            anchors.centerIn: parent
            width: parent.width * 0.42; height: width
            rotation: 45
            color: "#26ffffff"
            border.color: "#55ffffff"
            border.width: Math.max(1, parent.width * 0.02)
        }
        Text {
            visible: !card.showFace
            anchors.centerIn: parent
            text: "C"
            color: "#99ffffff"
            font.family: "DejaVu Serif"
            font.pixelSize: parent.width * 0.26
            font.bold: true
        }
        // Peeking at one's own face-down card: the face, marked as still face down.
        Rectangle {
            visible: card.peeking
            anchors.fill: parent
            radius: parent.radius
            color: "transparent"
            border.color: "#7fb3ff"
            border.width: 2
            z: 2
        }

        // Whose card it is (2v2): a disc in the top right corner, the part a stack leaves in view.
        Rectangle {
            visible: card.marker !== ""
            z: 3
            width: Math.max(10, parent.width * 0.26); height: width; radius: width / 2
            x: parent.width - width - parent.width * 0.05; y: parent.width * 0.05
            color: card.showFace ? (card.red ? Theme.redBack : Theme.blackBack) : Theme.paper
            border.color: "#80ffffff"; border.width: 1
            Text {
                anchors.centerIn: parent
                text: card.marker
                color: card.showFace ? "white" : (card.red ? Theme.redBack : Theme.blackBack)
                font.pixelSize: parent.width * 0.7; font.bold: true
            }
        }
        // The face.
        Column {
            visible: card.showFace
            x: parent.width * 0.08
            y: parent.height * 0.05
            spacing: 0
            Text {
                text: card.rank
                color: card.inkColor
                font.pixelSize: face.width * (card.rank === "10" ? 0.26 : 0.3)
                font.bold: true
                font.family: "DejaVu Sans"
                anchors.horizontalCenter: parent.horizontalCenter
            }
            SuitIcon {
                suit: card.suit
                width: face.width * 0.2; height: width
                anchors.horizontalCenter: parent.horizontalCenter
            }
        }
        SuitIcon {
            visible: card.showFace
            suit: card.suit
            width: parent.width * 0.46; height: width
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.verticalCenter: parent.verticalCenter
            anchors.verticalCenterOffset: parent.height * 0.1
            anchors.horizontalCenterOffset: parent.width * 0.08
            opacity: card.marked ? 0.35 : 1
        }
        // The marked king: crossed with a bold X.
        Item {
            visible: card.showFace && card.marked
            anchors.centerIn: parent
            anchors.verticalCenterOffset: parent.height * 0.1
            anchors.horizontalCenterOffset: parent.width * 0.08
            width: parent.width * 0.6; height: width
            Repeater {
                model: [45, -45]
                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 1.2; height: Math.max(3, parent.width * 0.12)
                    radius: height / 2
                    rotation: modelData
                    color: Theme.black
                }
            }
        }
        Text {
            visible: card.showFace && card.marked
            text: "70"
            color: Theme.black
            font.pixelSize: face.width * 0.16
            font.bold: true
            anchors.right: parent.right; anchors.bottom: parent.bottom
            anchors.margins: face.width * 0.06
        }
    }
}
