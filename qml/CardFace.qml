import QtQuick
import Cozen.Table // CardFaceArt, a type of this module made in C++

// A card's face, from the deck shipped in resources/cards (KDE's "Nicu White", drawn by
// CardFaceArt from one shared SVG, each face rendered once per size): the indices in the top left
// and bottom right corners, the pips or the court figure. Over it, where they apply:
// - the index in the language's letters, where they are not the deck's (B, D, K in German; V, D,
//   R in French; Т, В, Д, К in Russian), over the deck's own in both corners;
// - the marked king's cross and its value, 70, in the corner the deck leaves empty.
Item {
    id: cardFace
    property string code: ""
    property real radius: 0
    readonly property string rank: code.length > 1 ? code.slice(0, -1) : ""
    readonly property string suit: code.length > 1 ? code.slice(-1) : ""
    readonly property bool marked: code === "KH" || code === "KS"
    readonly property color inkColor: suit === "H" || suit === "D" ? Theme.red : Theme.black
    // The index as the language writes it, and whether the deck prints another.
    readonly property string index: Words.rankOnCard(rank)
    readonly property bool ownIndex: index !== rank

    CardFaceArt {
        objectName: "faceArt"
        anchors.fill: parent
        code: cardFace.code
        radius: cardFace.radius
        // A face not yet rendered at this size is rendered on the deck's thread while cards are
        // animated (it follows its card by a frame, as the card's face Loader does).
        asynchronous: Theme.animationMs > 0
    }

    // The index in the language's letters, covering the deck's (its letter spans 5-23% of the
    // width and 6-28% of the height from its corner). Made only where the language needs it.
    // qmllint disable unqualified
    component Index: Rectangle {
        id: patch
        property alias text: letter.text
        property alias letterObjectName: letter.objectName
        x: cardFace.width * 0.035
        y: cardFace.height * 0.05
        width: cardFace.width * 0.22
        height: cardFace.height * 0.24
        color: "white" // the deck's paper
        Text {
            id: letter
            textFormat: Text.PlainText
            anchors.fill: parent
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            color: cardFace.inkColor
            font.family: "DejaVu Sans"
            font.bold: true
            font.pixelSize: cardFace.width * 0.34
            fontSizeMode: Text.Fit
            minimumPixelSize: 4
        }
    }
    Loader {
        active: cardFace.ownIndex
        anchors.fill: parent
        sourceComponent: Item {
            Index {
                letterObjectName: "rankText"
                text: cardFace.index
            }
            Index {
                text: cardFace.index
                rotation: 180
                x: cardFace.width - width - cardFace.width * 0.035
                y: cardFace.height - height - cardFace.height * 0.05
            }
        }
    }

    Loader {
        active: cardFace.marked
        anchors.fill: parent
        sourceComponent: markedKing
    }
    // The marked king (70 VP): crossed with a bold X over its figure, white-edged so it reads
    // over the figure's colours, and its value in the bottom left corner, which the deck leaves
    // empty. Placed by x and y, not anchors: a card is not mirrored in a right-to-left language.
    Component {
        id: markedKing
        Item {
            objectName: "markedKing"
            Item {
                id: cross
                width: cardFace.width * 0.62; height: width
                x: (cardFace.width - width) / 2
                y: cardFace.height * 0.58 - height / 2
                Repeater {
                    model: [45, -45, 45, -45]
                    Rectangle {
                        required property int index
                        required property int modelData
                        readonly property bool edge: index < 2
                        anchors.centerIn: parent
                        width: cross.width * 1.2 + (edge ? thickness * 0.5 : 0)
                        readonly property real thickness: Math.max(3, cross.width * 0.12)
                        height: edge ? thickness * 1.5 : thickness
                        radius: height / 2
                        rotation: modelData
                        color: edge ? "white" : Theme.black
                    }
                }
            }
            Rectangle {
                objectName: "markedValue"
                x: cardFace.width * 0.05
                width: value.implicitWidth + cardFace.width * 0.06
                height: value.implicitHeight
                y: cardFace.height - height - cardFace.height * 0.04
                radius: height / 4
                color: Theme.black
                Text {
                    id: value
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: "70"
                    color: "white"
                    font.pixelSize: Math.max(6, cardFace.width * 0.16)
                    font.bold: true
                }
            }
        }
    }
    // qmllint enable unqualified
}
