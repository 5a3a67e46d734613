import QtQuick

// A jail: the cards a side has captured, face up, grouped by rank, with their VP.
Item {
    id: jail
    required property var model   // a JailModel
    property string title: ""
    property real cardWidth: 36
    implicitHeight: heading.height + cardWidth * Theme.cardRatio + 24

    Text {
        id: heading
        text: jail.title + " — " + jail.model.vp + " VP"
        color: Theme.ink
        font.pixelSize: 14; font.bold: true
    }
    Text {
        visible: jail.model.cardCount === 0
        anchors.top: heading.bottom; anchors.topMargin: 8
        text: "empty"
        color: Theme.inkDim; font.italic: true; font.pixelSize: 13
    }
    Flow {
        anchors.top: heading.bottom; anchors.topMargin: 4
        width: jail.width
        spacing: 4
        Repeater {
            model: jail.model
            delegate: Column {
                required property var cards
                required property int vp
                spacing: 1
                Item {
                    width: jail.cardWidth + (cards.length - 1) * jail.cardWidth * 0.35
                    height: jail.cardWidth * Theme.cardRatio
                    Repeater {
                        model: cards
                        PlayingCard {
                            required property int index
                            required property string modelData
                            x: index * jail.cardWidth * 0.35
                            width: jail.cardWidth
                            code: modelData // no landing: the capture's flight is the animation
                        }
                    }
                }
                Text { text: vp + " VP"; color: Theme.inkDim; font.pixelSize: 11; anchors.horizontalCenter: parent.horizontalCenter }
            }
        }
    }
}
