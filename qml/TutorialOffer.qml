import QtQuick
import QtQuick.Controls

// At the very first start: the tutorial, offered once.
StyledDialog {
    id: dialog
    signal play()
    title: qsTr("New to Cozen?")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent.width - 80, Theme.px(520))
    // Enter plays it (its button has the focus), Escape says not now; Tab reaches both.
    initialFocus: playButton
    Column {
        width: parent.width
        SpokenText {
            objectName: "tutorialOfferText"
            width: parent.width; wrapMode: Text.Wrap
            font.pixelSize: Theme.px(15)
            color: Theme.ink
            text: qsTr("A short tutorial teaches the game on the real table, one idea a step: staking, wagering, Strength, and how columns are won. You can leave it at any time and come back to it from the menu.")
        }
    }
    // Buttons of its own: Qt 6.4's standard ones do not act on a screen reader's "press".
    footer: PanelButtonBox {
        PanelButton {
            id: playButton
            objectName: "playTutorial"
            highlighted: true // the way on
            text: qsTr("Play the tutorial")
            DialogButtonBox.buttonRole: Dialog.AcceptRole
            Accessible.onPressAction: dialog.accept()
        }
        PanelButton {
            objectName: "notNow"
            text: qsTr("Not now")
            DialogButtonBox.buttonRole: Dialog.RejectRole
            Accessible.onPressAction: dialog.reject()
        }
    }
    onAccepted: play()
}
