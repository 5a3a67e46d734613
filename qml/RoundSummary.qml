import QtQuick
import QtQuick.Controls
import Cozen.Models

// Between rounds: what each side captured, and the score. Public: it needs no hand-over.
Rectangle {
    id: panel
    required property Game game
    readonly property var s: game.summary
    readonly property int near: game.bottomTeam
    width: Math.min(Theme.px(460), parent ? parent.width - 40 : 460); height: column.implicitHeight + 40
    radius: 14
    color: "#f0102a1d"
    border.color: Theme.gold; border.width: 2

    Column {
        id: column
        anchors.centerIn: parent
        width: parent.width - 40
        spacing: Theme.px(10)
        SpokenText { text: qsTr("Round %1 is over").arg(panel.s.round !== undefined ? Words.n(panel.s.round) : ""); color: Theme.ink; font.pixelSize: Theme.px(22); font.bold: true
               width: parent.width; horizontalAlignment: Text.AlignHCenter; wrapMode: Text.Wrap
               Accessible.role: Accessible.Heading }
        SpokenText {
            objectName: "summaryText"
            width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
            color: Theme.ink; font.pixelSize: Theme.px(15)
            text: Words.summary(panel.game)
        }
        SpokenText {
            width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
            color: Theme.gold; font.pixelSize: Theme.px(18); font.bold: true
            text: panel.s.vp === undefined ? ""
                  : qsTr("%1 %2  ·  %3 %4   (to %5)").arg(Words.teamName(panel.game, panel.near)).arg(Words.n(panel.s.vp[panel.near]))
                    .arg(Words.teamName(panel.game, 1 - panel.near)).arg(Words.n(panel.s.vp[1 - panel.near])).arg(Words.n(panel.game.target))
        }
        Button {
            objectName: "continueButton"
            focusPolicy: Qt.NoFocus // Enter at the table goes on too
            anchors.horizontalCenter: parent.horizontalCenter
            font.pixelSize: Theme.px(15)
            padding: Theme.px(8)
            text: panel.s.gameOver ? qsTr("See the result") : qsTr("Next round")
            onClicked: panel.game.advance()
            Accessible.onPressAction: panel.game.advance() // Qt 6.4's Button does not click on it by itself
            Accessible.ignored: !visible
        }
    }
}
