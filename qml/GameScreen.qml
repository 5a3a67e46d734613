import QtQuick
import Cozen.Models

// What fills the game window under its tool bar: the table, or between two people at one screen
// the hand-over screen in its place.
Item {
    id: screen
    required property Game game
    readonly property alias table: table
    readonly property alias handOver: handOver
    signal newGameRequested()
    signal replayRequested(string path)
    signal statisticsRequested()
    signal shareRequested()
    signal beliefRequested()

    // Gives the keyboard back to whichever is shown (after a dialog closes).
    function restoreFocus() {
        if (handOver.visible) handOver.forceActiveFocus()
        else table.forceActiveFocus()
    }

    Table {
        id: table
        anchors.fill: parent
        game: screen.game
        // While the screen is passed between people the table is not there at all: no card of it
        // is drawn or reaches a screen reader.
        visible: screen.game.stage !== Game.HandOver
        onNewGameRequested: screen.newGameRequested()
        onReplayRequested: (path) => screen.replayRequested(path)
        onStatisticsRequested: screen.statisticsRequested()
        onShareRequested: screen.shareRequested()
        onBeliefRequested: screen.beliefRequested()
    }
    HandOverScreen {
        id: handOver
        objectName: "handOverScreen"
        anchors.fill: parent
        game: screen.game
        visible: screen.game.stage === Game.HandOver
        onVisibleChanged: screen.restoreFocus()
    }
}
