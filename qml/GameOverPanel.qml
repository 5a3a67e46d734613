import QtQuick
import QtQuick.Controls

Rectangle {
    id: panel
    required property var game
    signal newGame()
    width: 460; height: column.implicitHeight + 48
    radius: 16
    color: "#f4102a1d"
    border.color: Theme.gold; border.width: 3

    Column {
        id: column
        anchors.centerIn: parent
        width: parent.width - 48
        spacing: 14
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: panel.game.bottomVp >= panel.game.topVp ? "♛" : "♜"
            color: Theme.gold; font.pixelSize: 48
        }
        Text { width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: "Game over"; color: Theme.ink; font.pixelSize: 26; font.bold: true }
        Text { objectName: "resultText"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: panel.game.result; color: Theme.ink; font.pixelSize: 18 }
        Text { width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: "After " + panel.game.round + " round" + (panel.game.round === 1 ? "" : "s") + " against the " + panel.game.level + " computer."
               color: Theme.inkDim; font.pixelSize: 14 }
        Button { anchors.horizontalCenter: parent.horizontalCenter; text: "New game"; focusPolicy: Qt.NoFocus; onClicked: panel.newGame() }
    }
}
