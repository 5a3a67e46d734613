import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// Players by name, not colour: a 2v2 team is its players ("Ann & Cat", a computer by its level),
// wherever a team is named; Recent games names who played and who won. A right-to-left name
// (Hebrew, Arabic) is isolated wherever it stands in a line, so that it cannot reorder the rest.
Item {
    id: root
    width: 1280
    height: 800

    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0 }
    GameScreen { id: screen; anchors.fill: parent; game: game }
    RecentGamesDialog { id: recent }

    TestCase {
        name: "Names"
        when: windowShown

        function init() { Theme.animationMs = 0 }

        // Every text shown under `item`.
        function texts(item, out) {
            if (!item || !item.visible) return out
            if (typeof item.text === "string" && item.text !== "") out.push(item.text)
            for (let i = 0; item.children && i < item.children.length; ++i) texts(item.children[i], out)
            return out
        }

        function test_aTeamIsItsPlayers() {
            compare(game.newGame([{ name: "Ann" }, { computer: "hard" }, { name: "Cat" }, { computer: "easy" }], 0, 100), "")
            tryVerify(() => game.yourTurn || game.stage === Game.HandOver, 5000)
            compare(Words.teamName(game, 0), "Ann & Cat")
            compare(Words.teamName(game, 1), "Computers (hard, easy)")
            compare(Words.teamNameInSentence(game, 0), "Ann & Cat")
            // Two of one level are named once, not twice.
            compare(game.newGame([{ name: "Ann" }, { computer: "medium" }, { name: "Cat" }, { computer: "medium" }], 0, 100), "")
            compare(Words.teamName(game, 1), "Two computers (medium)")
        }
        function test_aComputerPartnerByItsLevel() {
            compare(game.newGame([{ computer: "medium" }, { computer: "hard" }, { name: "Ann" }, { computer: "expert" }], 0, 100), "")
            tryVerify(() => game.yourTurn, 5000)
            compare(Words.teamName(game, 0), "Ann & Computer (medium)") // people first
            compare(Words.teamName(game, 1), "Computers (hard, expert)")
            // On the table: the score race and the jails name the teams so.
            const shown = texts(screen.table, []).join("\n")
            verify(shown.indexOf("Ann & Computer (medium)") >= 0, shown)
            verify(shown.indexOf("Computers (hard, expert)") >= 0, shown)
            verify(shown.indexOf("Team Red") < 0 && shown.indexOf("Team Black") < 0, shown)
            // A team's win, its verb in the plural.
            compare(Words.result({ outcome: { known: true, vp: [60, 100], winner: 1, draw: false }, seats: game.seats }),
                    "Computers (hard, expert) win, 100 VP to 60.")
        }
        function test_oneVsOneKeepsItsNames() {
            compare(game.newGame([{ name: "Ann" }, { computer: "hard" }], 0, 70), "")
            tryVerify(() => game.yourTurn, 5000)
            compare(Words.teamName(game, 0), "Ann")
            compare(Words.teamName(game, 1), "The computer")
        }
        function test_recentGamesNamePlayers() {
            const solo = [{ name: "Ann", team: 0 }, { computer: "hard", team: 1 }] // as the records give them
            compare(recent.playersText(solo), "Ann against Computer (hard)")
            compare(recent.resultText(solo, 1, [40, 72], 5), "Computer (hard) won, 72 to 40 VP, 5 rounds")
            compare(recent.resultText(solo, 0, [71, 40], 1), "Ann won, 71 to 40 VP, 1 round")
            compare(recent.resultText([{ name: "", team: 0 }, { name: "Ben", team: 1 }], 0, [71, 40], 3), "you won, 71 to 40 VP, 3 rounds")
            const teams = [{ name: "Ann", team: 0 }, { computer: "hard", team: 1 }, { computer: "easy", team: 0 }, { name: "Ben", team: 1 }]
            compare(recent.playersText(teams), "Ann & Computer (easy) against Ben & Computer (hard)")
            compare(recent.resultText(teams, 1, [60, 100], 4), "Ben & Computer (hard) won, 100 to 60 VP, 4 rounds")
        }
    }

    TestCase {
        name: "RightToLeftNames"
        when: windowShown

        property var window: null
        function find(name) { return findChild(window, name) }

        function init() { Theme.animationMs = 0 }

        // The isolates: U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE.
        function isolated(name) { return "\u2068" + name + "\u2069" }

        function test_isolatesOnlyWhatIsWrittenTheOtherWay() {
            compare(Words.isolate("Ann"), "Ann")
            compare(Words.isolate("Ann 田中"), "Ann 田中")
            compare(Words.isolate("דוד"), isolated("דוד"))
            compare(Words.isolate("Ann سارة"), isolated("Ann سارة"))
            // Two partners, each a right-to-left name: each isolated, so that they stay in their
            // order around the "&" ("דוד & שרה" read as one right-to-left run swapped them).
            const players = [{ name: "דוד", team: 0 }, { computer: "easy", team: 1 }, { name: "שרה", team: 0 }, { computer: "hard", team: 1 }]
            compare(Words.sideOfPlayers(players, 0, false), isolated("דוד") + " & " + isolated("שרה"))
            compare(recent.playersText(players),
                    isolated("דוד") + " & " + isolated("שרה") + " against Computers (easy, hard)")
        }

        // Through the game's window: a hot-seat game between Ann and דוד; a record of דוד's game
        // in Recent games.
        function test_aRightToLeftNameInTheWindowsLines() {
            const component = Qt.createComponent("qrc:/qt/qml/Cozen/Table/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = createTemporaryObject(component, root, {
                saveFile: fixtures.fresh("autosave.json"), // qmllint disable unqualified
                startPlayers: [{ name: "Ann" }, { name: "דוד" }] })
            verify(window)
            const game = find("game")
            tryVerify(() => window.visible && game.inProgress, 5000)
            // The hand-over screen's banner, whoever starts.
            const heading = find("handOverHeading")
            tryVerify(() => heading.visible, 5000)
            verify(heading.text === "Pass to Ann (Red)" || heading.text === "Pass to " + isolated("דוד") + " (Black)",
                   heading.text)
            compare(Words.seatNameInSentence(game, 1), isolated("דוד"))
            compare(Words.seatName(game, 0), "Ann")

            // A finished game of דוד's in the records folder, as the Recent games list shows it.
            const record = fixtures.read(fixtures.copy("record-game.json")) // qmllint disable unqualified
            verify(record.indexOf('{ "name": "Ann" }') > 0)
            verify(fixtures.makeFolder(game.recordsFolder)) // qmllint disable unqualified
            verify(fixtures.write(game.recordsFolder + "/rtl-names.json", // qmllint disable unqualified
                                  record.replace('{ "name": "Ann" }', '{ "name": "דוד" }')))
            const dialog = find("recentGamesDialog")
            dialog.open()
            tryVerify(() => dialog.opened)
            const list = findChild(dialog.contentItem, "recentGamesList")
            let line = ""
            tryVerify(() => {
                for (let i = 0; i < list.count && line === ""; ++i) {
                    list.positionViewAtIndex(i, ListView.Contain)
                    const item = list.itemAtIndex(i)
                    if (item && item.fileName === "rtl-names.json") line = item.text // qmllint disable type
                }
                return line !== ""
            }, 5000, "the record is listed")
            verify(line.indexOf(isolated("דוד") + " against Computer (greedy)") >= 0, line)
            // Nothing else in the line is isolated, and every isolate is closed.
            compare(line.split("\u2068").length, line.split("\u2069").length, line)
            dialog.close()
        }
    }
}
