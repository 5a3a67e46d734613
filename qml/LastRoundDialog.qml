import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cozen.Models

// The last round settled, looked back on (Menu → Last round; also after a resume): its summary,
// and column by column both sides as they were turned up, what each made, and who took what. Only
// what everybody saw: a side that was not turned up is counted, not named.
StyledDialog {
    id: dialog
    required property Game game
    readonly property roundSummary s: game.summary
    title: s.settled ? qsTr("Round %1").arg(Words.n(s.round)) : qsTr("Last round")
    modal: true
    footer: PanelButtonBox {
        PanelButton { text: qsTr("Close"); DialogButtonBox.buttonRole: Dialog.RejectRole; Accessible.onPressAction: clicked() }
    }
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(640))
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
        ColumnLayout {
            width: scroll.availableWidth
            spacing: Theme.px(10)
            SpokenText {
                objectName: "lastRoundSummary"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.ink
                font.pixelSize: Theme.px(15)
                text: !dialog.s.settled ? qsTr("No round has been settled yet.") : Words.summary(dialog.game)
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
                    required property string winner
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
