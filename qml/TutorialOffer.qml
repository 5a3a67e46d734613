import QtQuick
import QtQuick.Controls

// At the very first start: the tutorial, offered once.
Dialog {
    id: dialog
    signal play()
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 480, Theme.px(480))
    title: qsTr("New to Cozen?")
    SpokenText {
        width: dialog.availableWidth; wrapMode: Text.Wrap
        text: qsTr("A short tutorial teaches the game on the real table, one idea a step: staking, wagering, Strength, and how columns are won. You can leave it at any time and come back to it from the menu.")
        font.pixelSize: Theme.px(15)
    }
    footer: DialogButtonBox {
        Button {
            objectName: "playTutorial"
            text: qsTr("Play the tutorial")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            Accessible.onPressAction: dialog.accept()
        }
        Button {
            objectName: "notNow"
            text: qsTr("Not now")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            Accessible.onPressAction: dialog.reject()
        }
    }
    onOpened: footer.contentChildren[0].forceActiveFocus()
    onAccepted: play()
}
