import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// Every screen and dialog at 1024×640 in a pseudo-translation two fifths longer than English
// (pseudo.py): no text is elided, runs past its box, or leaves the window.
Item {
    id: root
    width: 1024
    height: 640

    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0 }
    Preferences { id: preferences }
    Language { id: language }
    Statistics { id: statistics; path: "" }
    GameScreen { id: screen; anchors.fill: parent; game: game }
    // In the game, dialogs take the window's font (Main.qml's Theme.px(14)) and are centred in the
    // room below its tool bar (as high as Main.qml's): here too.
    Item {
        anchors.fill: parent
        anchors.topMargin: Math.round(44 * Math.max(0.85, Math.min(2.4, root.width / 1280, root.height / 800)))
        RulesDialog { id: rules; font.pixelSize: Theme.px(14) }
        SettingsDialog { id: settings; preferences: preferences; language: language; font.pixelSize: Theme.px(14) }
        NewGameDialog { id: newGame; preferences: preferences; game: game; font.pixelSize: Theme.px(14) }
        AboutDialog { id: about; font.pixelSize: Theme.px(14) }
        NoticeDialog { id: notice; game: game; font.pixelSize: Theme.px(14) }
        StatisticsDialog { id: stats; statistics: statistics; font.pixelSize: Theme.px(14) }
        NoticeDialog { id: statsNotice; notice: statistics.notice; font.pixelSize: Theme.px(14) }
    }

    TestCase {
        name: "PseudoTranslation"
        when: windowShown

        function initTestCase() { verify(pseudo.use(true), "the pseudo-translation loads") } // qmllint disable unqualified
        function cleanupTestCase() { pseudo.use(false) } // qmllint disable unqualified
        function init() { Theme.animationMs = 0 }

        // What is wrong with the texts under `item`: elided, wider than their box, out of `frame`.
        // Within a scrolled view (the rules) a text may lie below the fold: only its own box counts.
        function problems(item, frame, where, out, scrolled) {
            if (!item || !item.visible || item.opacity === 0) return out
            scrolled = scrolled || item.contentY !== undefined
            if (item.spokenName !== undefined && item.code !== undefined) return out // a card's face
            if (item.text !== undefined && typeof item.text === "string" && item.text !== ""
                    && item.truncated !== undefined && item.text.indexOf("[") >= 0) {
                const r = item.mapToItem(frame, 0, 0, item.width, item.height)
                const said = where + ": \"" + item.text.slice(0, 60) + "\""
                if (item.truncated) out.push(said + " is cut off")
                else if (item.wrapMode === Text.NoWrap && item.contentWidth > item.width + 1 && item.width > 0)
                    out.push(said + " is wider than its box (" + Math.round(item.contentWidth) + " > " + Math.round(item.width) + ")")
                if (!scrolled && (r.x < -1 || r.y < -1 || r.x + r.width > frame.width + 1 || r.y + r.height > frame.height + 1))
                    out.push(said + " leaves its window or dialog " + JSON.stringify(r))
            }
            // A one-line field (a combo box's choice, a text field) shows its text clipped.
            if (item.text !== undefined && typeof item.text === "string" && item.text.indexOf("[") >= 0
                    && item.cursorPosition !== undefined && item.contentWidth > item.width + 1 && item.width > 0)
                out.push(where + ": \"" + item.text.slice(0, 60) + "\" is clipped in its field ("
                         + Math.round(item.contentWidth) + " > " + Math.round(item.width) + ")")
            const children = []
            for (let i = 0; item.children && i < item.children.length; ++i) children.push(item.children[i])
            for (const child of children) problems(child, frame, where, out, scrolled)
            if (item.contentItem && item.contentItem !== item && children.indexOf(item.contentItem) < 0)
                problems(item.contentItem, frame, where, out, scrolled)
            return out
        }
        // The problems under `item` once its layout has settled: looked for again for up to 3 s
        // while any are found, so that a loaded machine's late layout is not taken for a fault (a
        // text cut off for good still is one).
        function settledProblems(find) {
            let found = find()
            for (let i = 0; i < 60 && found.length > 0; ++i) {
                wait(50)
                found = find()
            }
            return found
        }
        function checkScreen(where) {
            const found = settledProblems(() => problems(screen, root, where, []))
            verify(found.length === 0, found.join("\n"))
        }
        // A dialog's texts must stay within the dialog, not only the window.
        function checkDialog(dialog, where) {
            dialog.open()
            tryCompare(dialog, "opened", true)
            const frame = dialog.contentItem.parent
            const found = settledProblems(() => {
                const out = problems(dialog.contentItem, frame, where, [])
                // The whole dialog within the window (one taller than the window loses its title
                // or its buttons).
                const box = frame.mapToItem(root, 0, 0, frame.width, frame.height)
                if (box.y < -1 || box.y + box.height > root.height + 1)
                    out.push(where + ": the dialog is " + Math.round(box.height) + " high in a window of " + root.height)
                if (dialog.header) problems(dialog.header, frame, where + " (title)", out)
                if (dialog.footer) problems(dialog.footer, frame, where + " (buttons)", out)
                return out
            })
            dialog.close()
            verify(found.length === 0, found.join("\n"))
        }

        function test_1v1MidRound() {
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            tryVerify(() => game.yourTurn, 5000)
            verify(game.input.play(-1, [game.hand.codeAt(0)]))
            tryVerify(() => game.yourTurn, 5000)
            checkScreen("1v1, mid-round")
        }
        function test_2v2MidRound() {
            compare(game.newGame([{ name: "Ann" }, { computer: "random" }, { computer: "random" },
                                  { computer: "random" }], 0, 100), "")
            tryVerify(() => game.yourTurn, 5000)
            checkScreen("2v2, mid-round")
        }
        function test_choosingAMove() {
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            tryVerify(() => game.yourTurn, 5000)
            screen.table.forceActiveFocus()
            keyClick(Qt.Key_Space)
            keyClick(Qt.Key_Up)
            checkScreen("choosing a move on the row")
        }
        function test_roundSummary() {
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            while (game.stage === Game.Playing) {
                tryVerify(() => game.yourTurn || game.stage !== Game.Playing, 5000)
                if (game.yourTurn) verify(game.input.play(-1, [game.hand.codeAt(0)]))
            }
            tryVerify(() => game.stage === Game.Summary || game.stage === Game.GameOver, 5000)
            checkScreen(game.stage === Game.Summary ? "the round's summary" : "game over")
        }
        // The crowded round of tst_layout with a target of 80: Red's jail (75 VP) passes it at the reveal.
        function test_gameOver() {
            game.savePath = fixtures.copy("game-over-next.json") // qmllint disable unqualified
            verify(game.resume(), JSON.stringify(game.notice))
            verify(game.yourTurn)
            verify(game.input.play(1, ["7D"]), "the last card")
            tryVerify(() => game.stage === Game.Reveal || game.stage === Game.Summary, 5000)
            checkScreen("the reveal")
            while (game.stage !== Game.GameOver) game.advance()
            checkScreen("game over")
            game.savePath = ""
        }
        function test_handOver() {
            compare(game.newGame([{ name: "Ann" }, { name: "Ben" }], 0, 70), "")
            tryCompare(game, "stage", Game.HandOver)
            checkScreen("the hand-over")
        }
        function test_dialogs() {
            checkDialog(rules, "the rules")
            checkDialog(settings, "the settings")
            checkDialog(newGame, "new game")
            checkDialog(about, "about")
            // The statistics with several levels and modes filled, then a damaged statistics file.
            statistics.path = fixtures.copy("statistics.json") // qmllint disable unqualified
            tryVerify(() => !statistics.loading, 5000, "the statistics are read (off the GUI thread)")
            verify(!statistics.empty)
            checkDialog(stats, "the statistics")
            statistics.path = fixtures.copy("damaged.json")
            tryVerify(() => !statistics.loading, 5000, "the statistics are read (off the GUI thread)")
            compare(statistics.notice.kind, NoticeKind.UnreadableStatistics)
            checkDialog(statsNotice, "damaged statistics")
            statistics.dismissNotice()
            statistics.path = ""
            // A damaged save, told in words, its detail apart.
            game.savePath = fixtures.copy("damaged.json")
            verify(!game.resume())
            compare(game.notice.kind, NoticeKind.UnreadableSave)
            checkDialog(notice, "a damaged save")
            game.dismissNotice()
            game.savePath = ""
            // Asked before a game in progress is left.
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            const confirm = findChild(newGame, "confirmReplace")
            verify(confirm, "the dialog that asks before a game is left")
            checkDialog(confirm, "leave this game?")
        }
    }
}
