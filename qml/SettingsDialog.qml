import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cozen.Models

StyledDialog {
    id: dialog
    required property var preferences
    required property Language language
    // Whether the game may play sound at all (not when COZEN_MUTE is set: every test).
    property bool soundAllowed: preferences.soundDeviceAllowed
    title: qsTr("Settings")
    modal: true
    footer: CloseButtonBox {}
    anchors.centerIn: parent
    // Its padding as the others' at 1280×800 but fixed: sized by its content, which wraps by its
    // width, the dialog went round in a layout loop when its padding grew with the table.
    padding: 16
    topPadding: 8

    ColumnLayout {
        width: dialog.availableWidth
        spacing: 8
        Label { textFormat: Text.PlainText; text: qsTr("Language"); font.bold: true }
        // Switched at once: every text on the screen is said again in the new language.
        ChoiceBox {
            id: languageBox
            objectName: "languageBox"
            Layout.fillWidth: true
            readonly property var codes: ["", ...dialog.language.available]
            // The system's language by its own name ("The system's (Deutsch)"); one the game does not
            // speak says what it speaks instead.
            readonly property string system: dialog.language.system
            model: codes.map(code => code !== "" ? dialog.language.nativeName(code)
                             : dialog.language.available.indexOf(system) >= 0
                               ? qsTr("The system's (%1)").arg(dialog.language.nativeName(system))
                               : qsTr("The system's (%1, not translated: %2)", "the system's language, then the one the game speaks instead")
                                 .arg(dialog.language.nativeName(system)).arg(dialog.language.nativeName("en")))
            choice: Math.max(0, codes.indexOf(dialog.language.chosen))
            onActivated: (index) => dialog.language.chosen = codes[index]
        }
        Label { textFormat: Text.PlainText; text: qsTr("Animation speed"); font.bold: true; topPadding: 8 }
        Flow { // the speeds side by side, wrapping in a long language
            objectName: "speeds"
            Layout.fillWidth: true
            component Speed: RadioChoice {
                required property int speed
                // qmllint disable unqualified
                checked: dialog.preferences.animationSpeed === speed
                onToggled: if (checked) dialog.preferences.animationSpeed = speed
                // qmllint enable unqualified
            }
            Speed { speed: 0; text: qsTr("Off") }
            Speed { speed: 1; text: qsTr("Fast") }
            Speed { speed: 2; text: qsTr("Normal") }
            Speed { speed: 3; text: qsTr("Slow") }
        }
        CheckBox {
            objectName: "reduceMotion"
            text: qsTr("Reduce motion")
            checked: dialog.preferences.reduceMotion
            onToggled: dialog.preferences.reduceMotion = checked
        }
        // The table's sounds (TableSounds.qml): their volume, and a mute that keeps the volume.
        Label { textFormat: Text.PlainText; text: qsTr("Sound"); font.bold: true; topPadding: 8 }
        RowLayout {
            Layout.fillWidth: true
            CheckBox {
                objectName: "soundMuted"
                text: qsTr("Mute")
                // Muted whatever the setting when the environment says so (COZEN_MUTE): shown so.
                checked: dialog.preferences.soundMuted || !dialog.soundAllowed
                enabled: dialog.soundAllowed
                onToggled: dialog.preferences.soundMuted = checked
            }
            Slider {
                objectName: "soundVolume"
                Layout.fillWidth: true
                from: 0; to: 100; stepSize: 5
                enabled: !dialog.preferences.soundMuted && dialog.soundAllowed
                value: dialog.preferences.soundVolume
                onMoved: dialog.preferences.soundVolume = Math.round(value)
                Accessible.name: qsTr("Volume")
            }
            Label { // the volume as a number (the language's digits)
                textFormat: Text.PlainText
                text: Words.n(dialog.preferences.soundVolume)
                opacity: dialog.preferences.soundMuted ? 0.5 : 1
                Accessible.ignored: true
            }
        }
        Label {
            objectName: "soundOffNote"
            visible: !dialog.soundAllowed
            textFormat: Text.PlainText
            Layout.fillWidth: true; Layout.preferredWidth: 0; wrapMode: Text.Wrap // not widening the dialog
            text: qsTr("No sound while this copy of the game runs: COZEN_MUTE is set in its environment.")
            font.pixelSize: Theme.px(12); opacity: 0.7
        }
        Label { textFormat: Text.PlainText; text: qsTr("Seeing"); font.bold: true; topPadding: 8 }
        Flow {
            Layout.fillWidth: true
            CheckBox {
                objectName: "largeCards"
                text: qsTr("Larger cards")
                checked: dialog.preferences.largeCards
                onToggled: dialog.preferences.largeCards = checked
            }
            CheckBox {
                objectName: "highContrast"
                text: qsTr("High contrast")
                checked: dialog.preferences.highContrast
                onToggled: dialog.preferences.highContrast = checked
            }
        }
        Label { textFormat: Text.PlainText; text: qsTr("Drawing"); font.bold: true; topPadding: 8 }
        CheckBox {
            objectName: "softwareRenderer"
            text: qsTr("Draw without the graphics card (from the next start)")
            checked: dialog.preferences.softwareRenderer
            onToggled: dialog.preferences.softwareRenderer = checked
        }
        Label { // what draws now: the graphics card's API (a name, not translated), or none
            objectName: "drawnWith"
            readonly property var apis: ({ [GraphicsInfo.OpenGL]: "OpenGL", [GraphicsInfo.Direct3D11]: "Direct3D 11",
                                           [GraphicsInfo.Vulkan]: "Vulkan", [GraphicsInfo.Metal]: "Metal" })
            textFormat: Text.PlainText
            Layout.fillWidth: true; Layout.preferredWidth: 0; wrapMode: Text.Wrap // not widening the dialog
            text: apis[GraphicsInfo.api] !== undefined
                  ? qsTr("Now drawn with the graphics card (%1). Without it, drawing is slower: turn it off only if the table looks wrong.").arg(apis[GraphicsInfo.api])
                  : qsTr("Now drawn without the graphics card.")
            font.pixelSize: Theme.px(12); opacity: 0.7
        }
    }
}
