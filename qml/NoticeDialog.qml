import QtQuick
import QtQuick.Controls
import Cozen.Models

// What the game must tell the player that is not a move (Game.notice): a damaged save, a save that
// failed (or the same of the statistics: Statistics.notice); in a player's words, the technical
// detail apart.
StyledDialog {
    id: dialog
    property Game game: null
    property var notice: game ? game.notice : ({}) // Game.notice, or Statistics.notice (or a test's)
    title: qsTr("Cozen")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent.width - 80, 560)
    footer: PanelButtonBox {
        PanelButton { text: qsTr("OK"); DialogButtonBox.buttonRole: Dialog.AcceptRole; Accessible.onPressAction: clicked() }
    }
    Column {
        width: parent.width
        spacing: 10
        Label { textFormat: Text.PlainText; objectName: "noticeText"; width: parent.width; wrapMode: Text.Wrap; text: Words.notice(dialog.notice) }
        Label {
            textFormat: Text.PlainText
            objectName: "noticeDetail"
            width: parent.width; wrapMode: Text.Wrap
            visible: text !== ""
            text: dialog.notice && dialog.notice.detail ? qsTr("Details, for a bug report: %1").arg(dialog.notice.detail) : ""
            font.pixelSize: Theme.px(11); opacity: 0.75
        }
    }
}
