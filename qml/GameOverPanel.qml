import QtQuick
import QtQuick.Controls
import Cozen.Models

// The end of the game: who won, by how much, after how many rounds.
Rectangle {
    id: panel
    required property Game game
    signal newGame()
    readonly property var o: game.outcome
    width: Math.min(Theme.px(480), parent ? parent.width - 40 : 480); height: column.implicitHeight + 48
    radius: 16
    color: "#f4102a1d"
    border.color: Theme.gold; border.width: 3

    Column {
        id: column
        anchors.centerIn: parent
        width: parent.width - 48
        spacing: Theme.px(14)
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: panel.o.draw ? "⚖" : "♛"
            color: Theme.gold; font.pixelSize: Theme.px(48)
        }
        SpokenText { width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: qsTr("Game over"); color: Theme.ink; font.pixelSize: Theme.px(26); font.bold: true
               Accessible.role: Accessible.Heading }
        SpokenText { objectName: "resultText"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: Words.result(panel.game); color: Theme.ink; font.pixelSize: Theme.px(18) }
        SpokenText { width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: qsTr("After %n round(s).", "", panel.game.round)
               color: Theme.inkDim; font.pixelSize: Theme.px(14) }
        Button { anchors.horizontalCenter: parent.horizontalCenter; text: qsTr("New game"); font.pixelSize: Theme.px(15)
                 focusPolicy: Qt.NoFocus; onClicked: panel.newGame()
                 Accessible.onPressAction: panel.newGame(); Accessible.ignored: !visible }
    }
}
