import QtQuick
import Cozen.Models

// The end of the game: who won, by how much, and its story in numbers (rounds, the cards each side
// captured, the biggest column), and against the adaptive level the strength it now plays at. A win has the crown, in gold; a draw its scales, in blue; a loss
// (the computer's side won, no person's) its own quieter panel, without a crown. From here: a new game, the game's replay (its record once kept; else, as for a finished
// game resumed, the list of recent games) and the statistics.
// Esc puts the panel away and leaves the final table in view.
Rectangle {
    id: panel
    required property Game game
    signal newGame()
    signal replayRequested(string path)
    signal statisticsRequested()
    signal shareRequested()
    readonly property outcome o: game.outcome
    // "win", "loss" or "draw", as the people at the table see it.
    readonly property string kind: !o.known ? "" : o.draw ? "draw"
                                   : Words.isLoss(game, o.winner) ? "loss" : "win"
    readonly property bool lost: kind === "loss"
    readonly property bool won: kind === "win"
    readonly property bool drawn: kind === "draw"
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
    // The keyboard on its first button as it appears, its ring shown: Enter starts a new game,
    // ↑/↓ and Tab go to the replay and the statistics (the table's keys have nothing to do now).
    // (Called a moment later: only if it is still shown. At a start it can be shown for an
    // instant, and its New game, hidden, took the keyboard: the first Space opened the dialog.)
    function takeKeyboard() { if (panel.shown && panel.visible) newGameButton.forceActiveFocus(Qt.TabFocusReason) }

    // Each result its own look (docs/design.md): a win gold with the crown, a loss a cooler,
    // quieter panel with a lowered flag, a draw blue with the scales.
    readonly property color accent: won ? Theme.gold : drawn ? Theme.focus : Theme.inkDim
    height: column.implicitHeight + Theme.space(12) // (its width is the side panel's: Table.qml)
    radius: Theme.space(4)
    color: lost ? Qt.tint(Theme.panel, "#5a26323a") : drawn ? Qt.tint(Theme.panel, "#3a12304a") : Theme.panel
    border.color: accent; border.width: Math.max(3, Theme.scaled(3))
    // A win's second, inner edge in gold: the frame of a certificate.
    Rectangle {
        anchors.fill: parent; anchors.margins: Theme.space(2)
        visible: panel.won
        radius: Math.max(0, panel.radius - Theme.space(2))
        color: "transparent"; border.color: Theme.gold; border.width: 1; opacity: 0.6
    }

    Column {
        id: column
        anchors.centerIn: parent
        width: parent.width - Theme.space(12)
        spacing: Theme.space(3)
        Text {
            textFormat: Text.PlainText
            objectName: "emblem"
            anchors.horizontalCenter: parent.horizontalCenter
            text: panel.drawn ? "⚖" : panel.lost ? "⚐" : "♛"
            color: panel.accent; font.pixelSize: Theme.px(Theme.typeEmblem)
            Accessible.ignored: true
        }
        SpokenText { objectName: "heading"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: panel.drawn ? qsTr("A draw", "the heading of a drawn game's end")
                     : panel.lost ? qsTr("Game over: not this time")
                     : qsTr("Victory!", "the heading of a won game's end")
               color: panel.won ? Theme.gold : Theme.ink
               font.pixelSize: Theme.px(Theme.typeTitle); font.bold: true
               Accessible.role: Accessible.Heading }
        SpokenText { objectName: "resultText"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               text: Words.result(panel.game); color: Theme.ink; font.pixelSize: Theme.px(Theme.typeSubtitle) }
        // Today's deal: its day, and whether this game counted for it or was practice.
        SpokenText { objectName: "dailyLine"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
               visible: panel.game.daily !== ""
               text: Words.dailyGameLine(panel.game)
               color: Theme.gold; font.pixelSize: Theme.px(Theme.typeLabel) }
        // The game's story in numbers: its rounds, the cards each side captured, its biggest column.
        Rectangle {
            width: parent.width; height: 1
            color: panel.accent; opacity: 0.5
        }
        Column {
            objectName: "story"
            width: parent.width
            spacing: Theme.space(1)
            SpokenText { objectName: "storyRounds"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
                   text: Words.storyRounds(panel.o)
                   color: Theme.inkDim; font.pixelSize: Theme.px(Theme.typeLabel) }
            Repeater {
                model: panel.o.known ? [panel.game.bottomTeam, 1 - panel.game.bottomTeam] : []
                // qmllint disable unqualified
                SpokenText {
                    required property int modelData
                    objectName: "storyCaptured" + modelData
                    width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
                    text: Words.storyCaptured(panel.game, modelData)
                    color: Theme.ink; font.pixelSize: Theme.px(Theme.typeLabel)
                }
                // qmllint enable unqualified
            }
            SpokenText { objectName: "storyBest"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
                   text: Words.storyBest(panel.game)
                   color: Theme.ink; font.pixelSize: Theme.px(Theme.typeLabel) }
            // Against the adaptive level: where this game moved it (once the statistics counted it).
            SpokenText { objectName: "adaptiveMoved"; width: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter
                   visible: text !== ""
                   text: Words.adaptiveMoved(panel.game.adaptiveMoved)
                   color: Theme.gold; font.pixelSize: Theme.px(Theme.typeLabel) }
        }
        Column { // one above the other, the panel's width each: it stands beside the row
            width: parent.width
            spacing: Theme.space(2)
            PanelButton { id: newGameButton; objectName: "newGameButton"; width: parent.width; text: qsTr("New game")
                     highlighted: true // the way on
                     font.pixelSize: Theme.px(Theme.typeLabel); padding: Theme.space(2)
                     KeyNavigation.down: replayButton; KeyNavigation.tab: replayButton; KeyNavigation.backtab: shareButton
                     onClicked: panel.newGame()
                     Accessible.onPressAction: panel.newGame(); Accessible.ignored: !panel.visible }
            PanelButton { id: replayButton; objectName: "replayButton"; width: parent.width; text: qsTr("Replay")
                     font.pixelSize: Theme.px(Theme.typeLabel); padding: Theme.space(2)
                     KeyNavigation.up: newGameButton; KeyNavigation.down: statisticsButton
                     KeyNavigation.tab: statisticsButton; KeyNavigation.backtab: newGameButton
                     onClicked: panel.replayRequested(panel.recordPath)
                     Accessible.onPressAction: panel.replayRequested(panel.recordPath)
                     Accessible.ignored: !panel.visible }
            PanelButton { id: statisticsButton; objectName: "statisticsButton"; width: parent.width; text: qsTr("Statistics")
                     font.pixelSize: Theme.px(Theme.typeLabel); padding: Theme.space(2)
                     KeyNavigation.up: replayButton; KeyNavigation.down: shareButton
                     KeyNavigation.tab: shareButton; KeyNavigation.backtab: replayButton
                     onClicked: panel.statisticsRequested()
                     Accessible.onPressAction: panel.statisticsRequested(); Accessible.ignored: !panel.visible }
            PanelButton { id: shareButton; objectName: "shareButton"; width: parent.width; text: qsTr("Share…")
                     font.pixelSize: Theme.px(Theme.typeLabel); padding: Theme.space(2)
                     KeyNavigation.up: statisticsButton; KeyNavigation.tab: newGameButton; KeyNavigation.backtab: statisticsButton
                     onClicked: panel.shareRequested()
                     Accessible.onPressAction: panel.shareRequested(); Accessible.ignored: !panel.visible }
        }
    }
}
