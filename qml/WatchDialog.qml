import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// "Watch a game…": a game code (docs/game-codes.md), or the whole shared line that holds one,
// pasted here and played in the replay viewer. A code that holds no game is refused here, with why.
StyledDialog {
    id: dialog
    title: qsTr("Watch a game")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(560))
    initialFocus: codeField
    // Asks the window to play `code`; it answers with refuse(problem, format, detail) when the code
    // holds no game (ReplayModel.codeProblem, codeFormat, error).
    signal watchRequested(string code)
    property string error: ""
    property string detail: ""
    function refuse(problem, format, why) { error = Words.codeProblem(problem, format); detail = why }
    onAboutToShow: { codeField.text = ""; error = "" }
    function watch() { if (codeField.text.trim() !== "") { error = ""; dialog.watchRequested(codeField.text) } }

    footer: PanelButtonBox {
        PanelButton {
            id: watchButton
            objectName: "watchButton"
            text: qsTr("Watch")
            highlighted: true
            enabled: codeField.text.trim() !== ""
            onClicked: dialog.watch()
            Accessible.onPressAction: dialog.watch()
        }
        PanelButton { text: qsTr("Close"); DialogButtonBox.buttonRole: Dialog.RejectRole; Accessible.onPressAction: clicked() }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.px(10)
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true; wrapMode: Text.Wrap
            text: qsTr("Paste a game code (it begins CZ1-), or the whole message it came in. The replay shows every card: the game is over.")
            font.pixelSize: Theme.px(14)
        }
        TextArea {
            id: codeField
            objectName: "codeField"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.px(90)
            wrapMode: TextEdit.WrapAnywhere
            textFormat: TextEdit.PlainText
            //: The start of a game code, as the empty field shows it: keep CZ1- as it is
            placeholderText: qsTr("CZ1-…")
            font.pixelSize: Theme.px(14)
            background: Rectangle { color: Theme.field; border.color: Theme.line; radius: Theme.space(1) }
            Accessible.name: qsTr("The game code")
            Keys.onReturnPressed: (event) => { if (event.modifiers & Qt.ShiftModifier) event.accepted = false; else dialog.watch() }
            KeyNavigation.tab: watchButton
        }
        Label {
            textFormat: Text.PlainText
            objectName: "watchError"
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: dialog.error !== ""
            text: dialog.error
            color: Theme.refuse; font.pixelSize: Theme.px(14)
            Accessible.role: Accessible.AlertMessage; Accessible.name: text
        }
        Label {
            textFormat: Text.PlainText
            objectName: "watchDetail"
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: dialog.error !== ""
            text: qsTr("Details, for a bug report: %1").arg(dialog.detail)
            font.pixelSize: Theme.px(11); opacity: 0.75
        }
    }
}
