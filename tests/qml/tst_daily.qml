import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// Today's deal and sharing in the game's own window (Main.qml), as a player reaches them: the
// menu's "Today's deal (…)…", its dialog, a daily game played to its end and counted once for its
// day, the end's "Share…" with a line and a code that plays back, "Watch a game…" with a good code
// and a damaged one, a past day as practice, a day to come refused, and midnight passing during a
// game (docs/daily.md, docs/game-codes.md).
Item {
    id: root
    width: 400
    height: 300

    // A game code made by `cozen-cli share` of a match game (tests/fuzz/corpus/gamecode/game-2.txt):
    // the format is pinned, so a code made once plays back in every later version.
    readonly property string pinnedCode: "CZ1-4C000000000000282RG508C06AZ08CRMWV32J0M2JC448XP1WMG7TA9A06916G44ANX5HM666J0G01060KN3JE3DGJK4JG67V8M2HZ1GM18JD3S03BS77X0"

    ReplayModel { id: scratchReplay }

    TestCase {
        name: "Daily"
        when: windowShown

        property var window: null
        function find(name) { return findChild(window, name) }
        function game() { return find("game") }

        function initTestCase() { Theme.animationMs = 0 }

        // The window on a profile of its own (`home`: a new one), with a new game, or (`resume`) the
        // game its save holds.
        function openWindow(home, resume) {
            const component = Qt.createComponent("qrc:/qt/qml/Cozen/Table/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            if (!home) {
                home = fixtures.fresh("home") // qmllint disable unqualified
                verify(fixtures.makeFolder(home)) // qmllint disable unqualified
            }
            window = createTemporaryObject(component, root, resume ? { saveFile: home + "/save.json" } : {
                saveFile: home + "/save.json",
                startPlayers: [{ name: "Ann" }, { computer: "easy" }]
            })
            verify(window)
            tryVerify(() => window.visible && !game().opening && (game().inProgress || resume), 5000)
            if (find("tutorialOffer").opened) find("tutorialOffer").close()
            tryVerify(() => !window.modalOpen, 2000)
            tryVerify(() => !find("statistics").loading, 5000)
            game().today = "2026-12-07"
            game().computerDelayMs = 0
            waitForRendering(window.contentItem)
            return home
        }
        function chooseFromMenu(name) {
            find("menu").open()
            tryVerify(() => find(name).visible, 2000)
            const text = find(name).text
            mouseClick(find(name))
            return text
        }
        function click(name) {
            // (Laid out first: a dialog that has just grown or shrunk moves its buttons.)
            const first = find(name)
            if (first) waitForItemPolished(first)
            waitForRendering(window.contentItem)
            // Then found again and clicked at once: on a busy machine a dialog's button box can
            // let go of a button (in no window now, not yet deleted) while the table renders, and
            // that one is found first.
            let item = null
            tryVerify(() => { item = find(name); return item && item.Window.window && item.visible && item.enabled },
                      5000, name + " is there to click")
            mouseClick(item)
        }
        // One legal move: the hand's first card (or with `last`, its last) staked, else wagered on
        // the first column that takes it.
        function playAMove(g, last) {
            const card = g.hand.cards[last ? g.hand.cards.length - 1 : 0]
            for (let column = -1; column < g.row.count; ++column)
                if (g.input.whyNot(column, [card]).reason === RefusalReason.None) return g.input.play(column, [card])
            return false
        }
        function playToTheEnd(g, last) {
            tryVerify(() => {
                if (g.stage === Game.Reveal || g.stage === Game.Summary) g.advance()
                else if (g.yourTurn) playAMove(g, last)
                return g.stage === Game.GameOver
            }, 120000, "the game comes to its end")
        }
        function startDaily() {
            chooseFromMenu("dailyMenuItem")
            const dialog = find("dailyDialog")
            tryVerify(() => dialog.opened, 2000)
            click("playDaily")
            tryVerify(() => !dialog.visible, 2000)
        }

        function test_aDayIsCountedOnceAndShared() {
            openWindow()
            const g = game(), statistics = find("statistics")
            // The menu says the day is not played yet.
            find("menu").open()
            tryVerify(() => find("dailyMenuItem").visible, 2000)
            verify(find("dailyMenuItem").text.indexOf("not played yet") >= 0, find("dailyMenuItem").text)
            find("menu").close()
            startDaily()
            compare(g.daily, "2026-12-07")
            verify(!g.dailyPractice)
            // Red is the person, at the bottom; black the computer at medium.
            verify(g.seats.at(0).person)
            verify(!g.seats.at(1).person)
            compare(g.seats.at(1).level, "medium")
            // Midnight passes (UTC) while the game is on: it stays the deal of the day it began.
            g.today = "2026-12-08"
            playToTheEnd(g)
            tryVerify(() => g.dailyCounted, 5000, "the game counts for its day")
            compare(g.daily, "2026-12-07")
            const result = statistics.dailyResult("2026-12-07")
            compare(result.id, g.gameKey())
            compare(result.vpFor, g.outcome.vp[0])
            compare(result.vpAgainst, g.outcome.vp[1])
            compare(statistics.dailyResult("2026-12-08").outcome, undefined)
            compare(statistics.dailyPlayed, 1)
            const line = find("dailyLine")
            tryVerify(() => line.visible && line.text.indexOf("this result counts") >= 0, 2000, line.text)

            // Shared: a line of marks a round, then the code, which plays back the same game. A side
            // with VP in its jail took a column: its mark is there, and only then.
            click("shareButton")
            const share = find("shareDialog")
            tryVerify(() => share.opened, 2000)
            const text = find("shareText").text
            const lines = text.split("\n")
            verify(lines[0].indexOf("Cozen, today's deal of 2026-12-07") === 0, lines[0])
            compare(lines.length, g.round + 2) // the heading, a line a round, the code
            verify(/^1 [♥♠=○]+$/.test(lines[1]), lines[1])
            const marks = lines.slice(1, lines.length - 1).join("")
            compare(marks.indexOf("♥") >= 0, g.outcome.vp[0] > 0, marks)
            compare(marks.indexOf("♠") >= 0, g.outcome.vp[1] > 0, marks)
            const code = lines[lines.length - 1]
            verify(/^CZ1-[0-9A-HJKMNP-TV-Z]+$/.test(code), code)
            compare(g.shareCode(), code)
            verify(scratchReplay.loadCode(text), scratchReplay.error) // the whole line, as pasted
            compare(scratchReplay.outcome.vp[0], g.outcome.vp[0])
            compare(scratchReplay.outcome.vp[1], g.outcome.vp[1])
            compare(scratchReplay.players[1].computer, "medium")
            click("copyShare")
            tryVerify(() => find("copied").text !== "", 2000)
            share.close()
            tryVerify(() => !window.modalOpen, 2000)

            // A second try the same day is practice: the day keeps its first result.
            g.today = "2026-12-07"
            chooseFromMenu("dailyMenuItem")
            const dialog = find("dailyDialog")
            tryVerify(() => dialog.opened, 2000)
            verify(find("dailyStatus").text.indexOf("Played:") === 0, find("dailyStatus").text)
            compare(find("playDaily").text, "Play it again (practice)")
            click("playDaily")
            tryVerify(() => !dialog.visible && g.inProgress, 2000)
            compare(g.daily, "2026-12-07")
            playToTheEnd(g, true) // (another game: the same moves on the same deal are the same game)
            verify(g.gameKey() !== result.id)
            tryVerify(() => find("dailyLine").text.indexOf("played again as practice") >= 0, 5000, find("dailyLine").text)
            verify(!g.dailyCounted)
            compare(statistics.dailyResult("2026-12-07").id, result.id)
            compare(statistics.dailyPlayed, 1)
            // The statistics show the day in the last four weeks.
            find("statisticsDialog").open()
            tryVerify(() => find("statisticsDialog").opened, 2000)
            verify(find("dailyStatistics").visible)
            verify(find("dailyNumbers").text.indexOf("Days played: 1.") === 0, find("dailyNumbers").text)
            // Four weeks, from 10 November to the day; the day lost, its mark and its words.
            const days = Array.from(find("dailyStrip").children).filter(item => item.objectName.startsWith("dailyDay-"))
            compare(days.length, 28)
            compare(days[0].objectName, "dailyDay-2026-11-10")
            const day = days[27]
            compare(day.objectName, "dailyDay-2026-12-07")
            const outcome = result.outcome > 0 ? "won" : result.outcome < 0 ? "lost" : "a draw"
            verify(day.Accessible.name.indexOf(outcome) >= 0, day.Accessible.name)
            verify(days[26].Accessible.name.indexOf("not played yet") >= 0, days[26].Accessible.name)
            find("statisticsDialog").close()
        }

        // The window closed in the middle of a daily game and opened again (as after a crash: the
        // save is written at every move), the game goes on as the day's and counts once, however
        // often the window opens after.
        function test_aDailyGameResumedCountsOnce() {
            const home = openWindow()
            startDaily()
            const first = game()
            tryVerify(() => { if (first.yourTurn) playAMove(first); return first.round >= 2 || first.stage !== Game.Playing }, 60000)
            window.close()
            window.destroy()
            tryVerify(() => window === null, 2000)
            openWindow(home, true)
            let g = game()
            compare(g.daily, "2026-12-07")
            verify(!g.dailyPractice)
            playToTheEnd(g)
            tryVerify(() => g.dailyCounted, 5000)
            const id = g.gameKey()
            window.close()
            window.destroy()
            tryVerify(() => window === null, 2000)
            openWindow(home, true)
            g = game()
            tryVerify(() => !find("statistics").loading, 5000)
            compare(find("statistics").dailyPlayed, 1)
            compare(find("statistics").dailyResult("2026-12-07").id, id)
        }

        // The New game dialog, where a game begins, leads to today's deal too.
        function test_theNewGameDialogLeadsToTodaysDeal() {
            openWindow()
            find("newGameDialog").open()
            tryVerify(() => find("newGameDialog").opened, 2000)
            compare(find("newGameDailyStatus").text, "Today's deal: not played yet")
            click("newGameDaily")
            tryVerify(() => !find("newGameDialog").visible && find("dailyDialog").opened, 2000)
            click("playDaily")
            tryVerify(() => game().daily === "2026-12-07", 2000)
        }

        function test_pastDaysArePracticeAndDaysToComeAreNot() {
            openWindow()
            const g = game()
            chooseFromMenu("dailyMenuItem")
            const dialog = find("dailyDialog")
            tryVerify(() => dialog.opened, 2000)
            find("pastDay").text = "2026-12-08"
            click("playPastDay")
            tryVerify(() => find("dailyError").visible, 2000)
            verify(find("dailyError").text.indexOf("not out yet") >= 0, find("dailyError").text)
            find("pastDay").text = "2026-02-30"
            click("playPastDay")
            tryVerify(() => find("dailyError").text.indexOf("has 28 days") >= 0, 2000, find("dailyError").text)
            find("pastDay").text = "2026-12-01"
            click("playPastDay")
            tryVerify(() => !dialog.visible, 2000)
            compare(g.daily, "2026-12-01")
            verify(g.dailyPractice)
        }

        function test_watchAGame() {
            openWindow()
            chooseFromMenu("watchMenuItem")
            const dialog = find("watchDialog")
            tryVerify(() => dialog.opened, 2000)
            // A letter wrong: refused with why, and the dialog stays.
            find("codeField").text = pinnedCode.slice(0, 20) + "7" + pinnedCode.slice(21)
            click("watchButton")
            tryVerify(() => find("watchError").visible, 2000)
            verify(find("watchError").text.indexOf("This game code is damaged") === 0, find("watchError").text)
            verify(find("watchDetail").text.indexOf("check does not match") >= 0, find("watchDetail").text)
            // A newer format, and no code at all.
            find("codeField").text = "CZ2-" + pinnedCode.slice(4)
            click("watchButton")
            tryVerify(() => find("watchError").text.indexOf("newer version of Cozen (its format is 2") >= 0, 2000, find("watchError").text)
            find("codeField").text = "good game!"
            click("watchButton")
            tryVerify(() => find("watchError").text.indexOf("There is no game code in it.") === 0, 2000, find("watchError").text)
            verify(dialog.visible)
            // The pinned code, pasted in a line of chat: the replay viewer plays it.
            find("codeField").text = "good game! " + pinnedCode.toLowerCase()
            click("watchButton")
            tryVerify(() => !dialog.visible, 2000)
            const viewer = find("replayViewer")
            tryVerify(() => viewer.visible && viewer.replay.loaded, 2000)
            compare(viewer.replay.error, "")
            compare(viewer.replay.players[0].computer, "random")
            compare(viewer.replay.players[1].computer, "medium")
            verify(viewer.replay.stepCount > 10)
        }
    }
}
