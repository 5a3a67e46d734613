import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// In Arabic, numbers are written in Arabic-Indic digits: no text on any screen or dialog mixes them
// with Latin digits (a count from a plural "%n", a card's rank, a round, a score).
Item {
    id: root
    width: 1280
    height: 800

    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0 }
    Language { id: language }
    Statistics { id: statistics; path: "" }
    GameScreen { id: screen; anchors.fill: parent; game: game }
    StatisticsDialog { id: stats; statistics: statistics }
    ReplayViewer { id: replay; anchors.fill: parent; visible: false }

    TestCase {
        name: "ArabicDigits"
        when: windowShown

        function initTestCase() { language.chosen = "ar"; compare(language.current, "ar") }
        function cleanupTestCase() { language.chosen = "" }
        function init() { Theme.animationMs = 0 }
        function cleanup() { game.savePath = ""; replay.visible = false }

        readonly property var latin: /[0-9]/
        readonly property var arabic: /[\u0660-\u0669]/
        // Texts under `item` that mix the two digit systems; a card's face prints its rank as
        // cards do, and is left out.
        function mixed(item, out) {
            if (!item || !item.visible) return out
            if (item.spokenName !== undefined && item.code !== undefined && item.marker !== undefined) {
                // A card: its face prints ranks and values as cards do; the seat's number on it is
                // the language's.
                if (item.marker !== "") out = mixed(findChild(item, "seatMarker"), out)
                return out
            }
            if (typeof item.text === "string" && latin.test(item.text))
                out.push("\"" + item.text + "\"")
            for (let i = 0; item.children && i < item.children.length; ++i) mixed(item.children[i], out)
            if (item.contentItem && item.contentItem !== item) mixed(item.contentItem, out)
            return out
        }
        function check(item, where) {
            wait(50)
            const found = mixed(item, [])
            verify(found.length === 0, where + ": " + found.join("\n"))
        }
        function say(text, where) {
            verify(!latin.test(text), where + ": \"" + text + "\"")
        }

        // In a right-to-left interface a Latin name is isolated in a line, and an Arabic one is
        // left as it is (Words.isolate).
        function test_aLatinNameIsIsolated() {
            compare(Application.layoutDirection, Qt.RightToLeft)
            compare(Words.isolate("Ann"), "\u2068Ann\u2069")
            compare(Words.isolate("سارة"), "سارة")
            compare(Words.playerName({ name: "Ann" }, true), "\u2068Ann\u2069")
        }
        function test_midRound() {
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            for (let i = 0; i < 3 && game.stage === Game.Playing; ++i) {
                tryVerify(() => game.yourTurn || game.stage !== Game.Playing, 5000)
                if (game.yourTurn) verify(game.input.play(i % 2 === 0 ? 0 : -1, [game.hand.codeAt(0)]))
            }
            tryVerify(() => game.yourTurn || game.stage !== Game.Playing, 5000)
            check(screen, "1v1, mid-round")
            // The moves since the last turn, said.
            for (let i = 0; i < game.sinceLastTurn.count; ++i) say(Words.move(game, game.sinceLastTurn.at(i)), "a move")
        }
        function test_2v2() {
            compare(game.newGame([{ name: "Ann" }, { computer: "random" }, { computer: "random" },
                                  { computer: "random" }], 0, 100), "")
            tryVerify(() => game.yourTurn, 5000)
            check(screen, "2v2, mid-round")
        }
        function test_revealAndSummary() {
            game.savePath = fixtures.copy("crowded-reveal.json") // qmllint disable unqualified
            verify(game.resume(), JSON.stringify(game.notice))
            verify(game.yourTurn)
            verify(game.input.play(1, ["7D"]), "the last card")
            tryVerify(() => game.stage === Game.Summary || game.stage === Game.GameOver
                            || game.stage === Game.Reveal, 5000)
            while (game.stage === Game.Reveal) game.advance()
            check(screen, "the round's summary")
            for (let c = 1; c <= game.row.count; ++c)
                say(findChild(screen.table, "column-" + c).outcomeText, "column " + c + "'s outcome")
            say(Words.summary(game), "the summary")
        }
        function test_gameOver() {
            game.savePath = fixtures.copy("game-over-next.json") // qmllint disable unqualified
            verify(game.resume(), JSON.stringify(game.notice))
            verify(game.input.play(1, ["7D"]))
            tryVerify(() => game.stage === Game.Reveal || game.stage === Game.Summary, 5000)
            while (game.stage !== Game.GameOver) game.advance()
            check(screen, "game over")
        }
        function test_statistics() {
            statistics.path = fixtures.copy("statistics.json") // qmllint disable unqualified
            tryVerify(() => !statistics.loading, 5000, "the statistics are read (off the GUI thread)")
            stats.open()
            tryCompare(stats, "opened", true)
            check(stats.contentItem, "the statistics")
            stats.close()
            statistics.path = ""
        }
        function test_replay() {
            verify(replay.replay.load(fixtures.copy("record-game.json")), replay.replay.error) // qmllint disable unqualified
            replay.visible = true
            for (let i = 0; i < 12; ++i) replay.replay.next()
            check(replay, "a replay")
            replay.replay.last()
            check(replay, "a replay's end")
        }
    }
}
