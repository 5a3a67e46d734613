import QtQuick
import Cozen.Models

// The end of the game: who won, by how much, after how many rounds. A win has the crown, a draw
// its scales; a loss (the computer's side won, no person's) its own quieter panel, without a
// crown. From here: a new game, the game's replay (its record once kept; else, as for a finished
// game resumed, the list of recent games) and the statistics.
// Esc puts the panel away and leaves the final table in view.
Rectangle {
    id: panel
    required property Game game
    signal newGame()
    signal replayRequested(string path)
    signal statisticsRequested()
    readonly property outcome o: game.outcome
    // "win", "loss" or "draw", as the people at the table see it.
    readonly property string kind: !o.known ? "" : o.draw ? "draw"
                                   : Words.isLoss(game, o.winner) ? "loss" : "win"
    readonly property bool lost: kind === "loss"
    // The record of the game just finished (Game.recordKept), for the replay; "" until it is kept.
    property string recordPath: ""
    // Put away by Esc until the next game ends.
    property bool dismissed: false
    // (Not while the save is read at the start: the game is not over, only not there yet.)
    readonly property bool shown: game.stage === Game.GameOver && !dismissed && !game.opening
    Connections {
        target: panel.game
        function onStarted() { panel.recordPath = ""; panel.dismissed = false }
        function onRecordKept(path) { panel.recordPath = path }
        function onStageChanged() { if (panel.game.stage !== Game.GameOver) panel.dismissed = false }
    }
    Shortcut { sequence: "Esc"; enabled: panel.visible; onActivated: panel.dismissed = true }

    height: column.implicitHeight + 48
    radius: 16
    color: "#f4102a1d"
    border.color: lost ? Theme.inkDim : Theme.gold; border.width: 3

    Column {
        id: column
        anchors.centerIn: parent
        width: parent.width - 48
        spacing: Theme.px(14)
        Text {
            textFormat: Text.PlainText
            objectName: "emblem"
            anchors.horizontalCenter: parent.horizontalCenter
            text: panel.o.draw ? "⚖" : panel.lost ? "⚐" : "♛"
            color: panel.lost ? Theme.inkDim : Theme.gold; font.pixelSize: Theme.px(48)
            Accessible.ignored: true
        }
        SpokenText { objectName: "heading"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: panel.lost ? qsTr("Game over: not this time") : qsTr("Game over")
               color: Theme.ink; font.pixelSize: Theme.px(26); font.bold: true
               Accessible.role: Accessible.Heading }
        SpokenText { objectName: "resultText"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: Words.result(panel.game); color: Theme.ink; font.pixelSize: Theme.px(18) }
        SpokenText { width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: qsTr("After %n round(s).", "", panel.game.round)
               color: Theme.inkDim; font.pixelSize: Theme.px(14) }
        Column { // one above the other, the panel's width each: it stands beside the row
            width: parent.width
            spacing: Theme.px(8)
            PanelButton { id: newGameButton; objectName: "newGameButton"; width: parent.width; text: qsTr("New game")
                     font.pixelSize: Theme.px(15); padding: Theme.px(8)
                     focusPolicy: Qt.NoFocus; onClicked: panel.newGame()
                     Accessible.onPressAction: panel.newGame(); Accessible.ignored: !panel.visible }
            PanelButton { id: replayButton; objectName: "replayButton"; width: parent.width; text: qsTr("Replay")
                     font.pixelSize: Theme.px(15); padding: Theme.px(8)
                     focusPolicy: Qt.NoFocus; onClicked: panel.replayRequested(panel.recordPath)
                     Accessible.onPressAction: panel.replayRequested(panel.recordPath)
                     Accessible.ignored: !panel.visible }
            PanelButton { id: statisticsButton; objectName: "statisticsButton"; width: parent.width; text: qsTr("Statistics")
                     font.pixelSize: Theme.px(15); padding: Theme.px(8)
                     focusPolicy: Qt.NoFocus; onClicked: panel.statisticsRequested()
                     Accessible.onPressAction: panel.statisticsRequested(); Accessible.ignored: !panel.visible }
        }
    }
}
