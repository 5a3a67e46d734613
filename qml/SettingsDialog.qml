import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Dialog {
    id: dialog
    required property var preferences
    title: "Settings"
    modal: true
    standardButtons: Dialog.Close
    anchors.centerIn: parent

    ColumnLayout {
        spacing: 8
        Label { text: "Animation speed"; font.bold: true }
        Repeater {
            model: ["Off", "Fast", "Normal", "Slow"]
            RadioButton {
                required property int index
                required property string modelData
                text: modelData
                checked: dialog.preferences.animationSpeed === index
                onToggled: if (checked) dialog.preferences.animationSpeed = index
            }
        }
        Label { text: "Drawing"; font.bold: true; topPadding: 8 }
        CheckBox {
            text: "Draw with the graphics card, OpenGL (from the next start)"
            checked: dialog.preferences.openGL
            onToggled: dialog.preferences.openGL = checked
        }
        Label {
            text: "Without a graphics driver, OpenGL is slower and uses more memory."
            font.pixelSize: 12; opacity: 0.7
        }
    }
}
