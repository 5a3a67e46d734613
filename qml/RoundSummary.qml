import QtQuick
import QtQuick.Controls
import Cozen.Models

// Between rounds, beside the table (the settled row stays in view): what each side captured, the
// score, and on to the next round. Public: it needs no hand-over. It can be hidden, and shown again.
Rectangle {
    id: panel
    required property Game game
    signal hideRequested()
    readonly property var s: game.summary
    readonly property int near: game.bottomTeam
    height: column.implicitHeight + 2 * Theme.px(12)
    radius: 10
    color: "#f0102a1d"
    border.color: Theme.gold; border.width: 2

    Column {
        id: column
        anchors.left: parent.left; anchors.right: parent.right; anchors.top: parent.top
        anchors.margins: Theme.px(12)
        spacing: Theme.px(8)
        SpokenText {
            text: qsTr("Round %1 is over").arg(panel.s.round !== undefined ? Words.n(panel.s.round) : "")
            color: Theme.ink; font.pixelSize: Theme.px(19); font.bold: true
            width: parent.width; wrapMode: Text.Wrap
            Accessible.role: Accessible.Heading
        }
        SpokenText {
            objectName: "summaryText"
            width: parent.width; wrapMode: Text.Wrap
            color: Theme.ink; font.pixelSize: Theme.px(14)
            text: Words.summary(panel.game)
        }
        SpokenText {
            objectName: "summaryScore"
            width: parent.width; wrapMode: Text.Wrap
            color: Theme.gold; font.pixelSize: Theme.px(16); font.bold: true
            text: panel.s.vp === undefined ? ""
                  : qsTr("%1 %2  ·  %3 %4   (to %5)").arg(Words.teamName(panel.game, panel.near)).arg(Words.n(panel.s.vp[panel.near]))
                    .arg(Words.teamName(panel.game, 1 - panel.near)).arg(Words.n(panel.s.vp[1 - panel.near])).arg(Words.n(panel.game.target))
        }
        Flow { // side by side, or one under the other in a long language
            width: parent.width
            spacing: Theme.px(8)
            PanelButton {
                objectName: "continueButton"
                focusPolicy: Qt.NoFocus // Enter at the table goes on too
                font.pixelSize: Theme.px(15)
                highlighted: true
                text: panel.s.gameOver ? qsTr("See the result") : qsTr("Next round")
                onClicked: panel.game.advance()
                Accessible.onPressAction: panel.game.advance() // Qt 6.4's Button does not click on it by itself
                Accessible.ignored: !visible
            }
            PanelButton {
                objectName: "hideSummary"
                focusPolicy: Qt.NoFocus
                font.pixelSize: Theme.px(14)
                text: qsTr("Hide")
                onClicked: panel.hideRequested()
                Accessible.onPressAction: panel.hideRequested()
                Accessible.ignored: !visible
            }
        }
    }
}
