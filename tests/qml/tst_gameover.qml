import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The end of the game: a win has its crown, a loss its own panel without one, a draw its scales,
// each its own colour and heading; all tell the game's story in numbers and offer a new game, the
// replay of the game's record and the statistics, and Esc puts the panel away.
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
        onShareRequested: root.shareAsked += 1
    }
    property var replayed: []
    property int statisticsAsked: 0
    property int shareAsked: 0

    TestCase {
        name: "GameOver"
        when: windowShown

        function init() {
            Theme.animationMs = 0
            root.replayed = []
            root.statisticsAsked = 0
            root.shareAsked = 0
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
            compare(findChild(panel, "heading").text, "Victory!")
            compare(panel.border.color, Theme.gold)
        }

        // game-over-next.json's last round, worked out by hand (R7, R8) once Red wagers 7D on
        // column 2 (AS): Red takes 5S (col. 1), 6S 7S AS (col. 2, pair of 6s against 6-7: 14 VP),
        // 9S 2S (col. 3), KC (col. 5) and the stake 4S (col. 6); Black 5D 3H (col. 4), 4D 2H and
        // 10H (cols. 7, 8 on the higher card). Red's jail held 12 clubs, Black's 3 diamonds.
        function test_theStoryInNumbers() {
            const panel = playToTheEnd("game-over-next.json")
            const o = game.outcome
            compare(o.vp, [119, 42])
            compare(o.rounds, 3)
            compare(o.captured, [20, 8])
            compare(o.bestRound, 3)
            compare(o.bestColumn, 2)
            compare(o.bestTeam, 0)
            compare(o.bestVp, 14)
            compare(o.bestCards, 3)
            compare(findChild(panel, "storyRounds").text, "3 rounds played")
            compare(findChild(panel, "storyCaptured0").text, "You: 20 cards captured")
            compare(findChild(panel, "storyCaptured1").text, "The computer: 8 cards captured")
            compare(findChild(panel, "storyBest").text, "Biggest column: round 3, column 2, 3 cards, 14 VP (You)")
        }

        // The adaptive level's move is said once the statistics counted the game (tst_main plays
        // one through the game's window): nothing about it after a game against another level,
        // nor before anything counted it.
        function test_theAdaptiveLevelIsSaidOnlyWhenItMoved() {
            let panel = playToTheEnd("game-over-next.json")
            verify(!findChild(panel, "adaptiveMoved").visible)
            panel = playToTheEnd("game-over-adaptive.json")
            compare(game.seats.at(1).strength, 4)
            verify(!findChild(panel, "adaptiveMoved").visible, "no statistics watch this game")
            compare(Words.adaptiveMoved({ from: 3, to: 2 }), "The computer now plays at 2 of 6: a step gentler.")
            compare(Words.adaptiveMoved({ from: 6, to: 6 }), "The computer stays at 6 of 6.")
        }

        function test_aDrawHasItsScales() {
            // The same last round in the game's last possible round, to a target nobody reaches.
            const panel = playToTheEnd("game-over-draw.json")
            verify(game.outcome.draw)
            compare(panel.kind, "draw")
            compare(findChild(panel, "emblem").text, "⚖")
            compare(findChild(panel, "heading").text, "A draw")
            compare(panel.border.color, Theme.focus)
            compare(game.outcome.bestVp, 14)
        }

        function test_eachResultItsOwnLook() {
            const win = playToTheEnd("game-over-next.json")
            const winLook = { color: String(win.color), edge: String(win.border.color), emblem: String(findChild(win, "emblem").color) }
            const loss = playToTheEnd("game-over-lost.json")
            verify(String(loss.color) !== winLook.color, "a loss's panel is not a win's")
            verify(String(loss.border.color) !== winLook.edge)
            verify(String(findChild(loss, "emblem").color) !== winLook.emblem)
            verify(findChild(loss, "storyBest").text !== "", "a loss tells its story too")
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

        // By the keyboard alone: the panel takes it as it appears, on New game with its ring;
        // ↓ and Tab reach the replay and the statistics, Enter presses them; Esc gives the
        // keyboard back to the table.
        function test_theKeyboardReachesEveryButton() {
            const panel = playToTheEnd("game-over-lost.json")
            const newGame = findChild(panel, "newGameButton")
            tryVerify(() => newGame.activeFocus && newGame.visualFocus, 2000, "New game has the keyboard, shown")
            keyClick(Qt.Key_Down)
            verify(findChild(panel, "replayButton").activeFocus)
            keyClick(Qt.Key_Return)
            compare(root.replayed.length, 1, "Enter on Replay")
            keyClick(Qt.Key_Tab)
            verify(findChild(panel, "statisticsButton").activeFocus)
            keyClick(Qt.Key_Enter)
            compare(root.statisticsAsked, 1, "Enter on Statistics")
            keyClick(Qt.Key_Tab)
            verify(findChild(panel, "shareButton").activeFocus)
            keyClick(Qt.Key_Return)
            compare(root.shareAsked, 1, "Enter on Share")
            keyClick(Qt.Key_Tab)
            verify(newGame.activeFocus, "Tab comes round to New game")
            const started = createTemporaryObject(spy, root, { target: screen.table, signalName: "newGameRequested" })
            keyClick(Qt.Key_Return)
            compare(started.count, 1, "Enter on New game asks for a new game")
            keyClick(Qt.Key_Escape)
            verify(!panel.visible)
            tryVerify(() => screen.table.activeFocus, 2000, "the table has the keyboard again")
        }
        Component { id: spy; SignalSpy {} }

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
