import QtQuick
import QtQuick.Controls

// A jail: the cards a team has captured, face up and grouped by rank, with their VP. Its cards
// shrink to fit the room it is given (one to three lines of ranks), so a full jail never runs off
// the table and its total is always in view; hover a rank for its VP.
Item {
    id: jail
    required property var model   // a JailModel
    property string title: ""
    property real preferredCardWidth: 36
    readonly property real overlap: 0.35 // of a card's width, for the second card of a rank
    readonly property real spacing: 4
    Accessible.role: Accessible.StaticText
    Accessible.name: heading.text
    Accessible.description: !jail.model || jail.model.cardCount === 0 ? qsTr("empty")
                            : qsTr("%1 captured").arg(Words.cardCount(jail.model.cardCount))
    Accessible.ignored: !visible

    // The widest card with which every rank fits, on the best number of lines.
    readonly property real cardWidth: {
        const groups = Math.max(1, jail.model ? jail.model.count : 0)
        const room = height - heading.height - 4
        let best = 0
        for (let lines = 1; lines <= 3; ++lines) {
            const perLine = Math.ceil(groups / lines)
            const byWidth = (width / perLine - spacing) / (1 + overlap)
            const byHeight = (room / lines - spacing) / Theme.cardRatio
            best = Math.max(best, Math.min(byWidth, byHeight))
        }
        return Math.max(8, Math.min(preferredCardWidth, best))
    }

    Text {
        textFormat: Text.PlainText
        id: heading
        objectName: "jailHeading"
        width: jail.width
        elide: Text.ElideRight
        wrapMode: Text.Wrap; maximumLineCount: 3 // a 2v2 team's two names may take a second line
        text: qsTr("%1 — %2 VP").arg(jail.title).arg(Words.n(jail.model ? jail.model.vp : 0))
        color: Theme.ink
        font.pixelSize: Theme.px(14); font.bold: true
    }
    Text {
        textFormat: Text.PlainText
        visible: !jail.model || jail.model.cardCount === 0
        anchors.top: heading.bottom; anchors.topMargin: 8
        text: qsTr("empty")
        color: Theme.inkDim; font.pixelSize: Theme.px(13) // not italic: DejaVu's has no Arabic
    }
    Flow {
        id: flow
        objectName: "jailCards"
        anchors.top: heading.bottom; anchors.topMargin: 4
        width: jail.width
        spacing: jail.spacing
        Repeater {
            model: jail.model
            // qmllint disable unqualified
            delegate: Item {
                id: group
                required property string rank
                required property var cards
                required property int vp
                width: jail.cardWidth * (1 + (cards.length - 1) * jail.overlap)
                height: jail.cardWidth * Theme.cardRatio
                Repeater {
                    model: group.cards
                    PlayingCard {
                        required property int index
                        required property string modelData
                        x: index * jail.cardWidth * jail.overlap
                        width: jail.cardWidth
                        code: modelData // no landing: the capture's flight is the animation
                    }
                }
                HoverHandler { id: groupHover }
                ToolTip.visible: groupHover.hovered
                ToolTip.text: qsTr("%1: %2 VP").arg(Words.cardList(group.cards)).arg(group.vp)
            }
            // qmllint enable unqualified
        }
    }
}
