import QtQuick
import QtQuick.Controls

// Between rounds: what each side captured, and the score.
Rectangle {
    id: panel
    required property var game
    readonly property var s: game.summary
    width: 420; height: column.implicitHeight + 40
    radius: 14
    color: "#f0102a1d"
    border.color: Theme.gold; border.width: 2

    Column {
        id: column
        anchors.centerIn: parent
        width: parent.width - 40
        spacing: 10
        Text { text: "Round " + panel.s.round + " is over"; color: Theme.ink; font.pixelSize: 22; font.bold: true; anchors.horizontalCenter: parent.horizontalCenter }
        Text {
            width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
            color: Theme.ink; font.pixelSize: 15
            text: panel.s.stakesStay ? "Nobody captured a card: the face-up stakes stay on the row."
                  : "You captured " + panel.s.bottomGained + " VP; the computer captured " + panel.s.topGained + " VP."
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            color: Theme.gold; font.pixelSize: 18; font.bold: true
            text: "You " + panel.s.bottomVp + "  ·  Computer " + panel.s.topVp + "   (to " + panel.game.target + ")"
        }
        Button {
            objectName: "continueButton"
            focusPolicy: Qt.NoFocus // Enter at the table goes on too
            anchors.horizontalCenter: parent.horizontalCenter
            text: panel.s.gameOver ? "See the result" : "Next round"
            onClicked: panel.game.advance()
        }
    }
}
