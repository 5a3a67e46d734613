import QtQml
import QtQuick
import QtQuick.Controls
import Cozen.Models

// The game window: the table, its menu and dialogs.
ApplicationWindow {
    id: window
    property string saveFile: "" // --save, or the usual place
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: "Cozen"
    color: Theme.feltDark

    Preferences { id: preferences }
    Binding { target: Theme; property: "animationMs"; value: preferences.animationMs }

    Game {
        id: game
        revealMs: preferences.animationMs * 3
        computerDelayMs: preferences.animationMs * 2
        onMessageChanged: if (message !== "") messageDialog.open()
    }
    Component.onCompleted: {
        if (saveFile !== "") game.savePath = saveFile
        game.resumeOrStart(preferences.level, preferences.starter, preferences.target)
    }

    header: ToolBar {
        height: 44
        background: Rectangle { color: "#10301f" }
        Row {
            spacing: 4
            anchors.verticalCenter: parent.verticalCenter
            ToolButton {
                id: menuButton
                objectName: "menuButton"
                text: "☰  Menu"
                onClicked: menu.open()
                Menu {
                    id: menu
                    y: menuButton.height
                    MenuItem { text: "New game…"; onTriggered: newGameDialog.open() }
                    MenuItem { text: "Rules"; onTriggered: rulesDialog.open() }
                    MenuItem { text: "Settings"; onTriggered: settingsDialog.open() }
                    MenuSeparator {}
                    MenuItem { text: "Quit"; onTriggered: Qt.quit() }
                }
            }
            ToolButton { text: "New game"; onClicked: newGameDialog.open() }
            ToolButton { text: "Rules"; onClicked: rulesDialog.open() }
        }
        Label {
            anchors.centerIn: parent
            text: "Cozen"
            font.pixelSize: 18; font.bold: true; font.letterSpacing: 3
            color: Theme.gold
        }
    }

    Table {
        id: table
        anchors.fill: parent
        game: game
        onNewGameRequested: newGameDialog.open()
    }

    NewGameDialog {
        id: newGameDialog
        preferences: preferences
        onStart: (level, starter, target) => game.newGame(level, starter, target)
        onClosed: table.forceActiveFocus()
    }
    SettingsDialog { id: settingsDialog; preferences: preferences; onClosed: table.forceActiveFocus() }
    RulesDialog { id: rulesDialog; onClosed: table.forceActiveFocus() }
    Dialog {
        id: messageDialog
        title: "Cozen"
        modal: true
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 560)
        standardButtons: Dialog.Ok
        Label { width: parent.width; wrapMode: Text.Wrap; text: game.message }
        onClosed: { game.dismissMessage(); table.forceActiveFocus() }
    }

    Shortcut { sequence: StandardKey.New; onActivated: newGameDialog.open() }
    Shortcut { sequence: StandardKey.HelpContents; onActivated: rulesDialog.open() }
    Shortcut { sequence: StandardKey.Quit; onActivated: Qt.quit() }
}
