import QtQuick
import QtQuick.Controls

// A dialog's row of buttons (its standard ones too: Close, OK) as PanelButtons.
// Their values are spelled Dialog.Close, Dialog.AcceptRole: the same enums, which Qt 6.4 declares
// to qmllint on Dialog only.
DialogButtonBox {
    id: box
    delegate: PanelButton { width: Math.min(implicitWidth, box.availableWidth / Math.max(1, box.count)) }
}
