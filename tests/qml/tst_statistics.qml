import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The statistics page with known numbers (data/statistics.json): what it shows, in the table, the
// chart and to a screen reader; that it fits at 1024×640 and at 2560×1440; and the reset, which
// asks first.
Item {
    id: root
    width: 1024
    height: 640

    Statistics { id: statistics; path: "" }
    // As in the game: the window's font, the room below its tool bar, the text scaled to the window.
    Item {
        id: room
        anchors.fill: parent
        anchors.topMargin: Math.round(44 * Math.max(0.85, Math.min(2.4, root.width / 1280, root.height / 800)))
        StatisticsDialog { id: dialog; statistics: statistics; font.pixelSize: Theme.px(14) }
    }
    Binding { target: Theme; property: "textScale"; value: Math.max(0.85, Math.min(2.4, Math.min(root.width / 1280, (root.height - 44) / 756))) }

    TestCase {
        name: "Statistics"
        when: windowShown

        function init() {
            Theme.animationMs = 0
            root.width = 1024; root.height = 640
            statistics.path = fixtures.copy("statistics.json") // qmllint disable unqualified
            tryVerify(() => !statistics.loading, 5000, "the statistics are read (off the GUI thread)")
            verify(!statistics.empty, JSON.stringify(statistics.notice))
        }
        function cleanup() {
            dialog.close()
            statistics.path = ""
        }
        function open() {
            dialog.open()
            tryCompare(dialog, "opened", true)
            wait(50)
        }
        function textsOf(item) {
            const out = []
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.text !== undefined && child.visible) out.push(child.text)
                out.push(...textsOf(child))
            }
            return out
        }
        function cells(name) {
            const row = findChild(dialog.contentItem, name)
            verify(row, name)
            const out = []
            for (let i = 0; i < 8; ++i) out.push(findChild(row, "cell" + i).text)
            return out
        }

        function test_theNumbers() {
            open()
            // Games, won, drawn, lost, averages (VP over games), streak (best), hints.
            compare(cells("row-computer-hard"), ["9", "3", "1", "5", "53.3", "72.2", "0 (2)", "7"])
            compare(cells("row-computer-random"), ["10", "9", "0", "1", "76.0", "21.0", "6 (6)", "0"])
            compare(cells("row-teams-mixed"), ["3", "1", "0", "2", "90.0", "100.0", "0 (1)", "2"])
            compare(cells("row-hotSeat-Ann"), ["6", "4", "0", "2", "71.7", "55.0", "2 (2)", "0"])
            compare(findChild(findChild(dialog.contentItem, "row-teams-mixed"), "name").text, "mixed levels")
            // Each mode under its heading, the levels in order of strength.
            const order = ["heading-computer", "row-computer-random", "row-computer-easy", "row-computer-medium",
                           "row-computer-hard", "row-computer-expert", "heading-teams", "row-teams-hard",
                           "row-teams-mixed", "heading-hotSeat", "row-hotSeat-Ann", "row-hotSeat-Ben"]
            let y = -1
            for (const name of order) {
                const item = findChild(dialog.contentItem, name)
                verify(item, name)
                const at = item.mapToItem(null, 0, 0).y
                verify(at > y, name + " below the one before")
                y = at
            }
            // A screen reader reads a row whole.
            compare(findChild(dialog.contentItem, "row-computer-hard").Accessible.name,
                    "hard. Games: 9. Won: 3. Drawn: 1. Lost: 5. Average VP for: 53.3, against: 72.2. Win streak: 0, best: 2. Hints used: 7.")
        }

        function test_theChart() {
            open()
            const chart = findChild(dialog.contentItem, "statisticsChart")
            verify(chart.visible)
            compare(chart.Accessible.role, Accessible.Chart)
            // Told in words, bar by bar (no bar for the hot-seat games: they have no level).
            const said = chart.Accessible.description
            verify(said.indexOf("hard: 3 won, 1 drawn, 5 lost") >= 0, said)
            verify(said.indexOf("2v2: mixed levels: 1 won, 0 drawn, 2 lost") >= 0, said)
            verify(said.indexOf("Ann") < 0, said)
            compare(said.split("; ").length, 7)
            // Each segment as long as its share of the games, and numbered.
            const bar = findChild(chart, "bar-computer-hard")
            const won = findChild(bar, "segment0"), drawn = findChild(bar, "segment1"), lost = findChild(bar, "segment2")
            const whole = won.width + drawn.width + lost.width
            verify(whole > 300, "the bar has room: " + whole)
            fuzzyCompare(won.width / whole, 3 / 9, 0.01)
            fuzzyCompare(drawn.width / whole, 1 / 9, 0.01)
            fuzzyCompare(lost.width / whole, 5 / 9, 0.01)
            verify(textsOf(lost).indexOf("5") >= 0, "the losses numbered")
            // A result none of the games had has no segment.
            verify(!findChild(findChild(chart, "bar-computer-random"), "segment1").visible)
            // Every bar equally long: the shares, not the number of games, are compared.
            const random = findChild(chart, "bar-computer-random")
            fuzzyCompare(findChild(random, "segment0").width + findChild(random, "segment2").width, whole, 1)
        }

        // No text cut off, wider than its box or out of the dialog; the dialog within the window.
        function problems(item, frame, out) {
            if (!item || !item.visible || item.opacity === 0) return out
            if (item.text !== undefined && typeof item.text === "string" && item.text !== "" && item.truncated !== undefined) {
                if (item.truncated) out.push("\"" + item.text + "\" is cut off")
                else if (item.width > 0 && item.contentWidth > item.width + 1)
                    out.push("\"" + item.text + "\" is wider than its box (" + Math.round(item.contentWidth) + " > " + Math.round(item.width) + ")")
                const r = item.mapToItem(frame, 0, 0, item.width, item.height)
                if (r.x < -1 || r.x + r.width > frame.width + 1)
                    out.push("\"" + item.text + "\" leaves the dialog's width " + JSON.stringify(r))
            }
            for (let i = 0; i < item.children.length; ++i) problems(item.children[i], frame, out)
            if (item.contentItem && item.contentItem !== item) problems(item.contentItem, frame, out)
            return out
        }
        function test_fits_data() {
            return [{ tag: "1024×640", width: 1024, height: 640 }, { tag: "1280×800", width: 1280, height: 800 },
                    { tag: "2560×1440", width: 2560, height: 1440 }]
        }
        function test_fits(data) {
            root.width = data.width; root.height = data.height
            open()
            const frame = dialog.contentItem.parent
            const found = problems(dialog.contentItem, frame, [])
            problems(dialog.footer, frame, found)
            const box = frame.mapToItem(root, 0, 0, frame.width, frame.height)
            if (box.y < -1 || box.y + box.height > root.height + 1 || box.x < -1 || box.x + box.width > root.width + 1)
                found.push("the dialog " + JSON.stringify(box) + " leaves the window")
            verify(found.length === 0, found.join("\n"))
            // The text grows with the window.
            const hard = findChild(findChild(dialog.contentItem, "row-computer-hard"), "cell0")
            if (data.width === 2560) verify(hard.font.pixelSize >= 24, hard.font.pixelSize)
        }

        function test_keyboard() {
            open()
            const table = findChild(dialog.contentItem, "statisticsTable")
            verify(table.activeFocus, "the table has the keyboard when the page opens")
            keyClick(Qt.Key_Tab)
            verify(findChild(dialog.contentItem, "row-computer-random").activeFocus)
            // Tab on to the chart, scrolled into view.
            const chart = findChild(dialog.contentItem, "statisticsChart")
            for (let i = 0; i < 12 && !chart.activeFocus; ++i) keyClick(Qt.Key_Tab)
            verify(chart.activeFocus, "the chart is reached by Tab")
            const page = findChild(dialog.contentItem, "statisticsPage")
            const flick = page.contentItem
            const at = chart.mapToItem(flick, 0, 0)
            verify(at.y >= -1 && at.y + Math.min(chart.height, flick.height) <= flick.height + 1, "the chart in view: " + JSON.stringify(at))
            // And the reset button after it.
            keyClick(Qt.Key_Tab)
            verify(findChild(dialog.footer, "resetStatistics").activeFocus)
        }

        // The adaptive level (issue 39): where it stands, and a row for each strength it played at,
        // each named with its strength, in the table, the chart and to a screen reader; not said
        // before any game against it. A reset starts it again.
        function test_theAdaptiveLevel() {
            open()
            verify(!findChild(dialog.contentItem, "adaptiveNow").visible, "no game against it yet")
            dialog.close()
            statistics.path = fixtures.copy("statistics-adaptive.json") // qmllint disable unqualified
            tryVerify(() => !statistics.loading, 5000)
            verify(statistics.notice.kind === NoticeKind.None, JSON.stringify(statistics.notice))
            compare(statistics.adaptiveStrength, 4)
            compare(statistics.adaptiveGames.length, 4)
            compare(statistics.adaptiveGames[2].strength, 4)
            open()
            const now = findChild(dialog.contentItem, "adaptiveNow")
            verify(now.visible)
            compare(now.text, "The adaptive computer now plays at 4 of 6. Its rows count your games by the strength it played at.")
            compare(cells("row-computer-adaptive-3"), ["2", "2", "0", "0", "75.0", "45.0", "2 (2)", "1"])
            compare(cells("row-computer-adaptive-4"), ["2", "1", "0", "1", "60.0", "55.0", "1 (1)", "0"])
            compare(findChild(findChild(dialog.contentItem, "row-computer-adaptive-4"), "name").text, "adaptive, at 4 of 6")
            verify(findChild(dialog.contentItem, "row-computer-adaptive-3").mapToItem(null, 0, 0).y
                   < findChild(dialog.contentItem, "row-computer-adaptive-4").mapToItem(null, 0, 0).y)
            const said = findChild(dialog.contentItem, "statisticsChart").Accessible.description
            verify(said.indexOf("adaptive, at 3 of 6: 2 won, 0 drawn, 0 lost") >= 0, said)
            verify(findChild(findChild(dialog.contentItem, "statisticsChart"), "bar-computer-adaptive-4"))
            compare(problems(dialog.contentItem, dialog.contentItem, []), [])
            statistics.reset()
            compare(statistics.adaptiveStrength, 3)
            verify(!now.visible)
        }

        function test_resetAsksFirst() {
            open()
            const reset = findChild(dialog.footer, "resetStatistics")
            verify(reset.enabled)
            mouseClick(reset)
            const confirm = findChild(dialog, "confirmReset")
            tryCompare(confirm, "opened", true)
            confirm.reject() // "Keep them"
            tryCompare(confirm, "visible", false)
            verify(!statistics.empty, "nothing forgotten without a yes")
            mouseClick(reset)
            tryCompare(confirm, "opened", true)
            mouseClick(findChild(confirm.footer, "confirmResetButton"))
            tryCompare(confirm, "visible", false)
            verify(statistics.empty)
            verify(findChild(dialog.contentItem, "noStatistics").visible)
            verify(!findChild(dialog.contentItem, "statisticsChart").visible)
            verify(!reset.enabled)
            // Forgotten in the file too.
            const path = statistics.path
            statistics.path = ""
            statistics.path = path
            tryVerify(() => !statistics.loading, 5000, "the statistics are read (off the GUI thread)")
            verify(statistics.empty)
        }
    }
}
