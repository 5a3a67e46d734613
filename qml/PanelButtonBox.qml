import QtQuick
import QtQuick.Controls

// A dialog's row of buttons (its standard ones too: Close, OK) as PanelButtons.
DialogButtonBox {
    id: box
    delegate: PanelButton { width: Math.min(implicitWidth, box.availableWidth / Math.max(1, box.count)) }
}
