import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cozen.Models

// The last round settled, looked back on (Menu → Last round; also after a resume): its summary,
// its row as the table showed it at the end of the reveal (the table's own columns, which take
// nothing here), and column by column in words both sides as they were turned up, what each
// made, and who took what. Only what everybody saw: a side that was not turned up is counted, not
// named.
StyledDialog {
    id: dialog
    required property Game game
    readonly property roundSummary s: game.summary
    signal beliefRequested() // "What the computer thought you held"
    title: s.settled ? qsTr("Round %1").arg(Words.n(s.round)) : qsTr("Last round")
    modal: true
    footer: CloseButtonBox {}
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(900))
    height: Math.min(parent.height - 40, implicitHeight)
    padding: Theme.px(16)

    // One side of a column, in words: its cards face up and what they make, or how many lay face down.
    function side(c, top) {
        const cards = (top ? c.topSide : c.bottomSide).cards
        const team = top ? 1 : 0 // the last round's row has Red along the bottom
        const who = Words.teamName(game, team)
        if (cards.length === 0) return qsTr("%1: no cards").arg(who)
        if (!c.revealed) return qsTr("%1: %2 face down").arg(who).arg(Words.cardCount(cards.length))
        return qsTr("%1: %2 (%3)").arg(who).arg(Words.cardList(cards))
                   .arg(Words.arrangement(top ? c.topArrangement : c.bottomArrangement))
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true
        // Shown whenever more lies below (the words of the last columns, often).
        ScrollBar.vertical.policy: contentHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        ColumnLayout {
            width: scroll.availableWidth - scroll.ScrollBar.vertical.width - 6 // (clear of the scroll bar)
            spacing: Theme.px(10)
            SpokenText {
                objectName: "lastRoundSummary"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.ink
                font.pixelSize: Theme.px(15)
                text: !dialog.s.settled ? qsTr("No round has been settled yet.") : Words.summary(dialog.game)
            }
            PanelButton {
                objectName: "lastRoundBelief"
                visible: dialog.game.beliefsOffered
                font.pixelSize: Theme.px(14)
                text: qsTr("What the computer thought you held")
                onClicked: dialog.beliefRequested()
                Accessible.onPressAction: dialog.beliefRequested()
                Accessible.ignored: !visible
            }
            // The row: Red along the bottom, each column's outcome in its band.
            ListView {
                id: row
                objectName: "lastRoundRow"
                readonly property real cardWidth: Math.max(46, Theme.px(54))
                Layout.fillWidth: true
                Layout.preferredHeight: 2 * (Theme.px(13) + 6) + Theme.tagHeight + 2 * Math.max(4, cardWidth * 0.08)
                                        + cardWidth * Theme.cardRatio * 3.2 + (scrollBar.visible ? scrollBar.height : 0)
                visible: dialog.s.settled && count > 0
                orientation: ListView.Horizontal
                spacing: cardWidth * 0.12
                clip: true
                interactive: contentWidth > width
                boundsBehavior: Flickable.StopAtBounds
                model: dialog.game.lastRow
                ScrollBar.horizontal: ScrollBar { id: scrollBar; policy: row.contentWidth > row.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                Accessible.role: Accessible.List
                Accessible.name: qsTr("The row at the end of the round")
                // qmllint disable unqualified
                delegate: StakeColumn {
                    shownBy: dialog.game
                    bottomRed: true
                    height: row.height - (scrollBar.visible ? scrollBar.height : 0)
                    cardWidth: row.cardWidth
                }
                // qmllint enable unqualified
            }
            Repeater {
                model: dialog.game.lastRow
                // qmllint disable unqualified
                delegate: Column {
                    id: line
                    required property int number
                    required property string stake
                    required property bool stakeRed
                    required property SideModel topSide
                    required property SideModel bottomSide
                    required property bool resolved
                    required property bool revealed
                    required property var topArrangement
                    required property var bottomArrangement
                    required property int winner // a ColumnWinner
                    required property int winnerTeam
                    required property bool byDefault
                    required property int capturedCards
                    required property int capturedVp
                    required property var tieBreak
                    required property bool stays
                    Layout.fillWidth: true
                    spacing: 2
                    SpokenText {
                        width: parent.width; wrapMode: Text.Wrap
                        color: Theme.ink
                        font.pixelSize: Theme.px(14); font.bold: true
                        text: line.stake !== ""
                              ? qsTr("Column %1, on the %2").arg(Words.n(line.number)).arg(Words.card(line.stake))
                              : qsTr("Column %1, on a face-down stake").arg(Words.n(line.number))
                        Accessible.role: Accessible.Heading
                    }
                    SpokenText {
                        width: parent.width; wrapMode: Text.Wrap
                        color: Theme.ink
                        font.pixelSize: Theme.px(14)
                        text: dialog.side(line, true) + "\n" + dialog.side(line, false) + "\n" + Words.outcome(dialog.game, line)
                    }
                }
                // qmllint enable unqualified
            }
        }
    }
}
