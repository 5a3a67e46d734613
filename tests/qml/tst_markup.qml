import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// Text from files and players is text (issue 25): markup in a player's name, in a game record, in
// a damaged save's error message and in the statistics is shown as the characters it is, and
// never makes the game fetch. A record naming <img src="http://127.0.0.1:PORT/..."> as a player
// once made Recent games issue a GET to that address: a web server listens on the loopback here
// and no call may reach it.
Item {
    id: root
    width: 400
    height: 300

    Preferences { id: prefs }

    TestCase {
        name: "Markup"
        when: windowShown

        property var window: null
        function find(name) { return findChild(window, name) }

        function initTestCase() { Theme.animationMs = 0 }

        // Every Text (and Label) under `item` that is shown, its text holding `needle`.
        function textsWith(item, needle, into) {
            if (!item || !item.visible) return into
            if (item.text !== undefined && item.textFormat !== undefined && typeof item.text === "string"
                    && item.text.indexOf(needle) >= 0)
                into.push(item)
            for (let i = 0; i < item.children.length; ++i) textsWith(item.children[i], needle, into)
            return into
        }
        function checkShownAsText(item, needle, what) {
            const texts = textsWith(item, needle, [])
            verify(texts.length > 0, what + ": the markup is shown, as its characters")
            for (const text of texts)
                compare(text.textFormat, Text.PlainText, what + ": \"" + text.text + "\" is plain text")
        }

        function test_markupIsShownAndNeverFetched() {
            const port = fixtures.listen() // qmllint disable unqualified
            verify(port > 0)
            const img = "<img src=http://127.0.0.1:" + port + "/%1.png>"
            const folder = fixtures.fresh("markup")
            verify(fixtures.makeFolder(folder + "/records"))

            // A finished game's record with a player so named; a damaged one whose error quotes it.
            const record = fixtures.read(fixtures.copy("record-game.json"))
            verify(record.indexOf("{ \"name\": \"Ann\" }") > 0)
            // (Qt's rich text fetched this one, quoted or not. A name has 24 characters at most:
            // 0, the address, is this machine's.)
            const named = "<img src=http://0:" + port + ">"
            verify(named.length <= 24, named)
            verify(fixtures.write(folder + "/records/2026-01-01_00-00-00_markup.json",
                                  record.replace("{ \"name\": \"Ann\" }", "{ \"name\": " + JSON.stringify(named) + " }")))
            verify(fixtures.write(folder + "/records/2026-01-02_00-00-00_damaged.json",
                                  record.replace("\"computer\": \"greedy\"", "\"computer\": \"" + img.arg("e") + "\"")))
            // The statistics: a hot-seat row by a name in markup (24 characters at most).
            verify(fixtures.write(folder + "/statistics.json", JSON.stringify({ cozenStatistics: 1, records: [
                { mode: "hotSeat", name: "<b>Zed</b>", games: 1, wins: 1, losses: 0, draws: 0, vpFor: 70,
                  vpAgainst: 10, streak: 1, bestStreak: 1, hints: 0 }] })))
            // A save whose error message quotes an unknown card: the notice says it.
            const save = fixtures.read(fixtures.copy("tie-break-last-turn.json"))
            const card = save.match(/"hand": \[\s*"(\w+)"/)
            verify(card, "the save has a hand")
            verify(fixtures.write(folder + "/autosave.json",
                                  save.replace("\"" + card[1] + "\"", "\"" + img.arg("s") + "\"")))

            prefs.tutorialOffered = true
            const component = Qt.createComponent("qrc:/qt/qml/Cozen/Table/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = createTemporaryObject(component, root, { saveFile: folder + "/autosave.json" })
            verify(window)
            const game = find("game")
            tryVerify(() => window.visible && game.inProgress, 5000)

            // The damaged save: its notice quotes the card as written.
            const notice = find("noticeDialog")
            tryVerify(() => notice.opened, 5000, "the damaged save is told")
            verify(String(game.notice.detail).indexOf(img.arg("s")) >= 0, game.notice.detail)
            checkShownAsText(notice.contentItem, "<img src=", "the save's notice")
            notice.close()
            tryVerify(() => !notice.visible)

            // A hot-seat game between "<b>Ann</b>" and "Ben": the hand-over names her as typed.
            verify(game.newGame([{ name: "<b>Ann</b>" }, { name: "Ben" }], 0, 70) === "")
            tryCompare(game, "stage", Game.HandOver)
            waitForRendering(window.contentItem)
            checkShownAsText(window.contentItem, "<b>Ann</b>", "the hand-over")

            // Recent games: the record's player and the damaged one's reason.
            const recent = find("recentGamesDialog")
            recent.open()
            tryVerify(() => recent.opened)
            const list = findChild(recent.contentItem, "recentGamesList")
            tryVerify(() => list.count === 2, 5000, "both records are listed")
            waitForRendering(window.contentItem)
            checkShownAsText(recent.contentItem, named, "a record's player")
            list.currentIndex = 0
            for (let i = 0; i < list.count; ++i) {
                list.currentIndex = i
                waitForRendering(window.contentItem)
            }
            checkShownAsText(recent.contentItem, "<img src=", "a damaged record's reason")
            recent.close()
            tryVerify(() => !recent.visible)

            // The statistics: the row of the name in markup.
            const stats = find("statisticsDialog")
            stats.open()
            tryVerify(() => stats.opened)
            waitForRendering(window.contentItem)
            checkShownAsText(stats.contentItem, "<b>Zed</b>", "the statistics")
            stats.close()

            // A fetch never made sends nothing to wait for. One would be started as the text is
            // laid out (done: waitForRendering above) and counted as the loopback server takes
            // its connection, a few turns of the event loop later: this much time is the only
            // sign that none is coming, and it is generous for a busy machine.
            wait(300)
            compare(fixtures.calls(), 0, "nothing was fetched")
        }
    }
}
