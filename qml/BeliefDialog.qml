import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cozen.Models

// "What the computer thought you held" (from the round's summary and the Last round dialog): for
// each computer that played against a person, at its last move of the round settled last, each
// place where the person's cards lay hidden from it, the ranks it expected there (a bar a rank,
// ace to king, as tall as the cards expected) beside the cards really there, where they may be
// shown. The data is Game.beliefList() (beliefs.h), asked for only while the dialog is open. Each
// place takes the keyboard's focus (Tab) and is read whole by a screen reader.
StyledDialog {
    id: dialog
    required property Game game
    // Read while open, and again when what the screen may show changes (a new round, a hand-over).
    property var beliefs: []
    onAboutToShow: beliefs = game.beliefList()
    Connections {
        target: dialog.game
        function onBeliefsChanged() { if (dialog.visible) dialog.beliefs = dialog.game.beliefList() }
    }
    title: qsTr("What the computer thought you held")
    modal: true
    footer: CloseButtonBox {}
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(760))
    height: Math.min(parent.height - 40, implicitHeight)
    padding: Theme.px(16)

    // Keeps the focused place in view.
    function reveal(item) {
        const flick = scroll.contentItem as Flickable;
        const p = item.mapToItem(flick.contentItem, 0, 0);
        if (p.y < flick.contentY)
            flick.contentY = Math.max(0, p.y);
        else if (p.y + item.height > flick.contentY + flick.height)
            flick.contentY = Math.min(flick.contentHeight - flick.height, p.y + item.height - flick.height);
    }
    onOpened: {
        scroll.contentItem.contentY = 0
        if (places.count > 0) places.itemAt(0).focusFirst()
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true
        ScrollBar.vertical.policy: contentHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        ColumnLayout {
            width: scroll.availableWidth - scroll.ScrollBar.vertical.width - 6
            spacing: Theme.px(10)
            SpokenText {
                objectName: "beliefIntro"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.ink
                font.pixelSize: Theme.px(14)
                text: dialog.beliefs.length === 0
                      ? qsTr("The computer made no move in that round while cards of yours lay hidden from it.")
                      : qsTr("The computer never sees your hidden cards: it deals them many times over as they could be, from what it saw, leaning toward pairs where cards were wagered together. These are the ranks it expected, beside what was really there.")
            }
            Repeater {
                id: places
                objectName: "beliefComputers"
                model: dialog.beliefs
                // qmllint disable unqualified
                delegate: ColumnLayout {
                    id: computer
                    required property var modelData
                    readonly property var belief: modelData
                    function focusFirst() { if (groups.count > 0) groups.itemAt(0).forceActiveFocus() }
                    Layout.fillWidth: true
                    spacing: Theme.px(8)
                    SpokenText {
                        objectName: "beliefHeading"
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        color: Theme.gold
                        font.pixelSize: Theme.px(16); font.bold: true
                        text: Words.beliefHeading(dialog.game, computer.belief)
                        Accessible.role: Accessible.Heading
                    }
                    Repeater {
                        id: groups
                        model: computer.belief.groups
                        delegate: Item {
                            id: place
                            required property var modelData
                            readonly property var g: modelData
                            readonly property real most: Math.max(0.5, Math.max(...g.ranks))
                            objectName: "beliefGroup-" + g.kind + "-" + g.column
                            Layout.fillWidth: true
                            implicitHeight: lines.implicitHeight + 2 * Theme.px(6)
                            activeFocusOnTab: true
                            Accessible.role: Accessible.StaticText
                            Accessible.name: Words.beliefPlace(dialog.game, g)
                            Accessible.description: Words.beliefSpoken(dialog.game, g)
                            Accessible.focusable: true
                            onActiveFocusChanged: if (activeFocus) dialog.reveal(place)
                            Rectangle {
                                anchors.fill: parent
                                color: Qt.rgba(0, 0, 0, 0.12)
                                radius: 4
                            }
                            Rectangle { // the keyboard's focus, while this place has it
                                objectName: "focusFrame"
                                anchors.fill: parent
                                color: "transparent"
                                radius: 4
                                border.color: Theme.gold
                                border.width: 2
                                visible: place.activeFocus
                            }
                            ColumnLayout {
                                id: lines
                                x: Theme.px(6); y: Theme.px(6)
                                width: parent.width - 2 * Theme.px(6)
                                spacing: Theme.px(4)
                                Text {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    wrapMode: Text.Wrap
                                    color: Theme.ink
                                    font.pixelSize: Theme.px(14); font.bold: true
                                    text: Words.beliefPlace(dialog.game, place.g)
                                }
                                // The chart: a bar a rank, as tall as the cards of it expected;
                                // the number over it, and a dot under its letter for each card of
                                // that rank really there (when shown). Ace first, from the right
                                // in Arabic, as the decks' trackers.
                                Row {
                                    id: chart
                                    objectName: "beliefChart"
                                    readonly property real barWidth: Theme.px(24)
                                    readonly property real barHeight: Theme.px(44)
                                    spacing: Theme.px(3)
                                    Repeater {
                                        model: 13
                                        delegate: Column {
                                            id: rankBar
                                            required property int index
                                            readonly property real weight: place.g.ranks[index]
                                            readonly property int held: place.g.actualShown
                                                ? place.g.actual.filter(c => c.slice(0, -1) === Words.rankCodes[index]).length : 0
                                            width: chart.barWidth
                                            spacing: 1
                                            Text {
                                                width: parent.width
                                                horizontalAlignment: Text.AlignHCenter
                                                textFormat: Text.PlainText
                                                color: Theme.inkDim
                                                font.pixelSize: Theme.px(10)
                                                text: rankBar.weight >= 0.05 ? Words.expected(rankBar.weight) : ""
                                            }
                                            Item {
                                                width: parent.width
                                                height: chart.barHeight
                                                Rectangle {
                                                    anchors.bottom: parent.bottom
                                                    anchors.horizontalCenter: parent.horizontalCenter
                                                    width: parent.width * 0.7
                                                    height: Math.max(1, parent.height * rankBar.weight / place.most)
                                                    color: rankBar.held > 0 ? Theme.gold : Theme.line
                                                }
                                            }
                                            Text {
                                                width: parent.width
                                                horizontalAlignment: Text.AlignHCenter
                                                textFormat: Text.PlainText
                                                color: Theme.ink
                                                font.pixelSize: Theme.px(12); font.bold: rankBar.held > 0
                                                text: Words.rank(Words.rankCodes[rankBar.index])
                                            }
                                            Text {
                                                width: parent.width
                                                horizontalAlignment: Text.AlignHCenter
                                                textFormat: Text.PlainText
                                                color: Theme.gold
                                                font.pixelSize: Theme.px(10)
                                                text: "●".repeat(rankBar.held)
                                            }
                                        }
                                    }
                                }
                                Text {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    wrapMode: Text.Wrap
                                    color: Theme.ink
                                    font.pixelSize: Theme.px(13)
                                    text: place.g.cards >= 2
                                          ? qsTr("%1. %2").arg(Words.beliefExpected(place.g)).arg(Words.beliefPair(place.g))
                                          : Words.beliefExpected(place.g)
                                }
                                Text {
                                    objectName: "beliefHeld"
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    wrapMode: Text.Wrap
                                    color: place.g.actualShown ? Theme.gold : Theme.inkDim
                                    font.pixelSize: Theme.px(13); font.bold: place.g.actualShown
                                    text: Words.beliefHeld(place.g)
                                }
                            }
                        }
                    }
                }
                // qmllint enable unqualified
            }
        }
    }
}
