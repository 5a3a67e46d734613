import QtQuick
import QtQuick.Controls

// The footer of a dialog that only shows something: its one button, Close (the game's own word,
// said again on a live switch of language: PanelButtonBox.qml).
PanelButtonBox {
    PanelButton { text: qsTr("Close"); DialogButtonBox.buttonRole: Dialog.RejectRole; Accessible.onPressAction: clicked() }
}
