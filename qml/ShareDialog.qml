import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cozen.Models

// A finished game shared (docs/game-codes.md): a line to paste in a chat (what the game was, how
// it ended, a row of marks a round) ending in its game code, which anyone's Cozen plays back
// with "Watch a game…". Both can be copied.
StyledDialog {
    id: dialog
    required property Game game
    title: qsTr("Share this game")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(620))
    initialFocus: copyAll
    property string code: ""
    property string text: ""
    onAboutToShow: {
        code = game.shareCode()
        text = code === "" ? "" : Words.shareText(game, game.sharePicture(), code)
        copied.text = ""
    }
    footer: CloseButtonBox {}

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.px(10)
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true; wrapMode: Text.Wrap
            text: dialog.code === "" ? qsTr("This game cannot be shared: only a finished game, played from its first deal, can.")
                                     : qsTr("Paste this in a chat or a message. Each line is a round, a mark a column: ♥ Red took it, ♠ Black took it, = a tie, ○ nobody did. Anyone with Cozen can watch the whole game with the code, in the menu's \"Watch a game…\".")
            font.pixelSize: Theme.px(14)
        }
        TextArea {
            objectName: "shareText"
            visible: dialog.code !== ""
            Layout.fillWidth: true
            readOnly: true; selectByMouse: true
            wrapMode: TextEdit.WrapAnywhere
            textFormat: TextEdit.PlainText
            text: dialog.text
            font.pixelSize: Theme.px(14)
            background: Rectangle { color: Theme.field; border.color: Theme.line; radius: Theme.space(1) }
            Accessible.name: qsTr("The game to share")
        }
        RowLayout {
            visible: dialog.code !== ""
            spacing: Theme.px(8)
            PanelButton {
                id: copyAll
                objectName: "copyShare"
                text: qsTr("Copy")
                highlighted: true
                onClicked: { dialog.game.copyText(dialog.text); copied.text = qsTr("Copied.") }
                Accessible.onPressAction: clicked()
            }
            PanelButton {
                objectName: "copyCode"
                text: qsTr("Copy the code only")
                onClicked: { dialog.game.copyText(dialog.code); copied.text = qsTr("The code is copied.") }
                Accessible.onPressAction: clicked()
            }
            Label {
                id: copied
                objectName: "copied"
                textFormat: Text.PlainText
                font.pixelSize: Theme.px(14); color: Theme.gold
                Accessible.role: Accessible.AlertMessage; Accessible.name: text
            }
        }
    }
}
