import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The end of the game: a win has its crown, a loss its own panel without one; both offer a new
// game, the replay of the game's record and the statistics, and Esc puts the panel away.
Item {
    id: root
    width: 1024
    height: 640

    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0 }
    GameScreen {
        id: screen
        anchors.fill: parent
        game: game
        onReplayRequested: (path) => root.replayed.push(path)
        onStatisticsRequested: root.statisticsAsked += 1
    }
    property var replayed: []
    property int statisticsAsked: 0

    TestCase {
        name: "GameOver"
        when: windowShown

        function init() {
            Theme.animationMs = 0
            root.replayed = []
            root.statisticsAsked = 0
        }
        function cleanup() { game.savePath = "" }

        // The game of `fixture` played to its end: its last card, then through the summary.
        function playToTheEnd(fixture) {
            game.savePath = fixtures.copy(fixture) // qmllint disable unqualified
            verify(game.resume(), JSON.stringify(game.notice))
            if (game.yourTurn) verify(game.input.play(1, ["7D"]), "the last card")
            tryVerify(() => game.stage === Game.Summary || game.stage === Game.GameOver, 5000)
            while (game.stage !== Game.GameOver) game.advance()
            const panel = findChild(screen.table, "gameOver")
            tryVerify(() => panel.visible)
            return panel
        }

        function test_aWinHasTheCrown() {
            const panel = playToTheEnd("game-over-next.json") // Red, the person, passes the target
            compare(game.outcome.winner, 0)
            compare(panel.kind, "win")
            compare(findChild(panel, "emblem").text, "♛")
            compare(findChild(panel, "heading").text, "Game over")
        }

        function test_aLossHasItsOwnPanel() {
            const panel = playToTheEnd("game-over-lost.json") // Red is the computer here
            compare(game.outcome.winner, 0)
            compare(panel.kind, "loss")
            verify(findChild(panel, "emblem").text !== "♛", "no crown for a loss")
            verify(findChild(panel, "heading").text !== "Game over")
            verify(findChild(panel, "resultText").text.indexOf("The computer wins") === 0,
                   findChild(panel, "resultText").text)
        }

        function test_replayAndStatistics() {
            const panel = playToTheEnd("game-over-lost.json")
            const replay = findChild(panel, "replayButton")
            // Until the record is kept (or when it is not known), the replay is looked for among
            // the recent games: an empty path.
            panel.recordPath = ""
            verify(replay.enabled)
            mouseClick(replay)
            game.recordKept("/records/the-game.json")
            mouseClick(replay)
            compare(root.replayed, ["", "/records/the-game.json"])
            mouseClick(findChild(panel, "statisticsButton"))
            compare(root.statisticsAsked, 1)
        }

        function test_escapePutsThePanelAway() {
            const panel = playToTheEnd("game-over-next.json")
            screen.table.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            verify(!panel.visible, "Esc closes the panel")
            compare(game.stage, Game.GameOver)
            // The next game's end shows it again.
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            verify(!panel.dismissed)
        }
    }
}
