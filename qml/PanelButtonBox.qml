import QtQuick
import QtQuick.Controls
import QtQuick.Templates as T

// A dialog's row of buttons (its standard ones too: Close, OK) as PanelButtons.
// Their values are spelled Dialog.Close, Dialog.AcceptRole: the same enums, which Qt 6.4 declares
// to qmllint on Dialog only.
DialogButtonBox {
    id: box
    // A standard button's words are given it once, as it is made: made again in the language
    // chosen since (Language sets Qt.uiLanguage), or a dialog opened before the switch kept
    // "Close" in the old one.
    readonly property string language: Qt.uiLanguage
    onLanguageChanged: {
        const buttons = standardButtons
        standardButtons = T.Dialog.NoButton
        standardButtons = buttons
    }
    // The box reached through the attached property: the delegate is made in the box's context.
    delegate: PanelButton {
        readonly property T.DialogButtonBox box: DialogButtonBox.buttonBox // null until it is added
        width: box ? Math.min(implicitWidth, box.availableWidth / Math.max(1, box.count)) : implicitWidth
    }
}
