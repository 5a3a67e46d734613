import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A new game against the computer: its level, who starts, and the target.
Dialog {
    id: dialog
    required property var preferences
    signal start(string level, string starter, int target)
    title: "New game"
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: parent

    readonly property var levels: ["easy", "medium", "hard", "expert"]
    readonly property var levelNotes: ["learning the game", "a fair fight", "plays to win", "takes its time, a second a move"]

    onAboutToShow: {
        levelBox.currentIndex = Math.max(0, levels.indexOf(preferences.level))
        you.checked = preferences.starter === "you"
        computer.checked = preferences.starter === "computer"
        random.checked = preferences.starter === "random"
        target.value = preferences.target
    }
    onAccepted: {
        const starter = you.checked ? "you" : computer.checked ? "computer" : "random"
        preferences.level = levels[levelBox.currentIndex]
        preferences.starter = starter
        preferences.target = target.value
        start(preferences.level, starter, target.value)
    }

    GridLayout {
        columns: 2
        columnSpacing: 16
        rowSpacing: 10
        Label { text: "Computer" }
        ComboBox {
            id: levelBox
            objectName: "levelBox"
            Layout.preferredWidth: 320
            model: dialog.levels.map((l, i) => l.charAt(0).toUpperCase() + l.slice(1) + " — " + dialog.levelNotes[i])
        }
        Label { text: "Who starts" }
        RowLayout {
            RadioButton { id: you; text: "You" }
            RadioButton { id: computer; text: "The computer" }
            RadioButton { id: random; text: "Random"; checked: true }
        }
        Label { text: "Target" }
        RowLayout {
            SpinBox { id: target; from: 10; to: 230; stepSize: 5; value: 70; editable: true }
            Label { text: "VP in jail wins" }
        }
    }
}
