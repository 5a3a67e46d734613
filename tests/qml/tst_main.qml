import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The game's own window (Main.qml), as a player reaches its screens: the tutorial offered at the
// very first start, opened from it and from the menu, left by its button and by Esc, finished;
// and each time the player's own game and its autosave are as they were.
Item {
    id: root
    width: 400
    height: 300

    Preferences { id: prefs }
    Game { id: usual } // its savePath: where the window saves when not told (--save)
    Language { id: language }
    TextMetrics { id: metrics }
    ManualClock { id: testClock } // a window's game given it: its time passes when a test says

    TestCase {
        name: "Main"
        when: windowShown

        property var window: null
        function find(name) { return findChild(window, name) }
        function game() { return find("game") }
        // The table is whole: with animations on, a new game's table is drawn a part a frame
        // (Table.qml), and a key or a drag meant for it waits for that, not for a while.
        function tableWhole() {
            const table = find("gameScreen").table
            return table.drawnParts === table.tableParts && table.seatedParts === table.tableParts
        }
        function waitForTable() {
            tryVerify(tableWhole, 5000, "the table is drawn whole")
            waitForRendering(window.contentItem)
        }

        function initTestCase() { Theme.animationMs = 0 }

        function openWindow(properties) {
            const component = Qt.createComponent("qrc:/qt/qml/Cozen/Table/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = createTemporaryObject(component, root, properties)
            verify(window)
            // The save is read off the GUI thread: meanwhile the table waits, no game over shown.
            if (game().opening) verify(!find("gameOver").visible, "no game over while the save is read")
            tryVerify(() => window.visible && game().inProgress, 5000)
            waitForRendering(window.contentItem)
        }
        // A snapshot of the player's game as the table shows it.
        function state() {
            const g = game()
            return JSON.stringify({ round: g.round, stage: g.stage, toMove: g.toMove, vp: g.vp,
                                    hand: g.hand.cards, row: g.row.count,
                                    moves: Array.from({ length: g.sinceLastTurn.count }, (_, i) => Words.move(g, g.sinceLastTurn.at(i))) })
        }
        function tutorialScreen() { return find("tutorialLoader").item }
        function tutorialShown() {
            const loader = find("tutorialLoader")
            return loader.active && loader.item && loader.item.tutorial.game.yourTurn
        }
        function leftTutorial() { return !find("tutorialLoader").active && find("menuButton") !== null }
        function openFromMenu() {
            mouseClick(find("menuButton"))
            const item = find("tutorialMenuItem")
            tryVerify(() => item.visible, 2000)
            mouseClick(item)
            tryVerify(tutorialShown, 5000, "the menu's Tutorial opens it")
        }

        // The very first start: no save, the tutorial not offered yet.
        function test_theFirstStartOffersATutorialThatCanBeLeft() {
            verify(usual.savePath !== "")
            verify(fixtures.remove(usual.savePath)) // qmllint disable unqualified
            prefs.tutorialOffered = false
            prefs.tutorialStep = 0
            openWindow({})
            const offer = find("tutorialOffer")
            tryVerify(() => offer.opened, 3000, "the first start offers the tutorial")
            // The first window fits the screen it opens on.
            verify(window.width <= window.screenWidth && window.height <= window.screenHeight,
                   window.width + "x" + window.height + " on " + window.screenWidth + "x" + window.screenHeight)
            verify(window.width >= Math.min(1024, window.screenWidth) && window.height >= Math.min(640, window.screenHeight))
            const before = state()
            // A large window, where the table's words are larger than the smallest scale.
            window.width = 2000; window.height = 1300
            tryVerify(() => Theme.textScale > 1.2, 3000, "a large window's table scales its words up")
            const scale = Theme.textScale
            game().flushSave()
            const saved = fixtures.read(game().savePath)
            verify(saved.length > 100, "the new game is saved before the tutorial opens")

            mouseClick(find("playTutorial"))
            tryVerify(tutorialShown, 5000, "Play the tutorial opens it")
            verify(prefs.tutorialOffered)
            verify(!find("gameScreen").visible, "the tutorial is in the table's place")
            // A move in the tutorial: its own game, not the player's.
            const t = tutorialScreen()
            verify(t.tutorial.game !== game())

            // The window's table sets the words' scale; the tutorial's smaller one never does.
            compare(Theme.textScale, scale, "the tutorial leaves the words' scale as it was")
            mouseClick(find("tutorialLeave"))
            tryVerify(leftTutorial, 3000, "Leave the tutorial leaves it")
            verify(find("gameScreen").visible)
            compare(Theme.textScale, scale, "the table comes back from the tutorial as it was")
            compare(state(), before)
            game().flushSave()
            compare(fixtures.read(game().savePath), saved)
        }

        // A game resumed: the first keys go to the table (the game-over panel, shown for an
        // instant while the save was read, once took the keyboard with its hidden New game, and
        // the first Space opened the New game dialog).
        function test_theFirstKeysGoToTheTable() {
            prefs.tutorialOffered = true
            openWindow({ saveFile: fixtures.copy("crowded-reveal.json") }) // qmllint disable unqualified
            tryVerify(() => game().yourTurn, 5000)
            waitForTable()
            keyClick(Qt.Key_Space)
            keyClick(Qt.Key_Up)
            verify(!window.modalOpen, "no dialog opened by the first keys")
            compare(game().hand.selection.length, 1, "Space selected a card")
            compare(find("gameScreen").table.keyboardArea, "row")
        }

        // A new game started by the mouse (the header's New game, Start, Start a new game): the
        // next keys go to the table, with no click on it first.
        function test_keysReachTheTableAfterANewGameByMouse() {
            prefs.tutorialOffered = true
            openWindow({ saveFile: fixtures.copy("crowded-reveal.json") }) // qmllint disable unqualified
            tryVerify(() => game().yourTurn, 5000)
            const dialog = find("newGameDialog")
            mouseClick(find("newGameButton"))
            tryVerify(() => dialog.opened, 3000)
            mouseClick(find("modeComputer"))
            mouseClick(find("startButton"))
            const confirm = find("confirmReplace")
            tryVerify(() => confirm.opened, 3000, "Leave this game? is asked")
            waitForRendering(window.contentItem)
            mouseClick(find("confirmNewGame"))
            tryVerify(() => !window.modalOpen && game().yourTurn && game().hand.cards.length > 0, 5000,
                      "the new game is played")
            waitForTable()
            keyClick(Qt.Key_Space)
            compare(game().hand.selection.length, 1, "Space selected a card, with no click first ("
                    + window.activeFocusItem + ")")
        }

        // A card held: the keys that open a dialog wait (let go over a dialog opened meanwhile,
        // the card was wagered behind it); let go, the card plays as dropped.
        function test_noDialogOpensUnderAHeldCard() {
            prefs.tutorialOffered = true
            openWindow({ saveFile: fixtures.fresh("autosave.json"), startPlayers: [{ name: "Ann" }, { computer: "random" }] }) // qmllint disable unqualified
            tryVerify(() => game().yourTurn, 5000)
            waitForTable()
            const table = find("gameScreen").table
            const code = game().hand.codeAt(0)
            const card = findChild(table, "hand-" + code)
            tryVerify(() => findChild(table, "column-1") !== null, 2000, "column 1 laid out")
            const column = findChild(table, "column-1")
            // (Moved in the table's coordinates: the card moves under the pointer.)
            const from = card.mapToItem(table, card.width / 2, card.height / 2)
            const to = column.mapToItem(table, column.width / 2, column.height / 2)
            mousePress(table, from.x, from.y)
            for (let i = 1; i <= 10; ++i)
                mouseMove(table, from.x + (to.x - from.x) * i / 10, from.y + (to.y - from.y) * i / 10)
            tryVerify(() => table.dragging, 2000, "the card is held")
            keyClick(Qt.Key_Comma, Qt.ControlModifier)
            keyClick(Qt.Key_F1)
            keyClick(Qt.Key_F10)
            wait(100)
            verify(!window.modalOpen, "no dialog while a card is held")
            mouseRelease(table, to.x, to.y)
            tryVerify(() => game().hand.cards.indexOf(code) < 0, 3000, "the card dropped on column 1 is played")
            keyClick(Qt.Key_Comma, Qt.ControlModifier)
            tryVerify(() => find("settingsDialog").opened, 2000, "Ctrl+, opens the settings again")
            find("settingsDialog").close()
        }

        // A first start with --players (a new game of those players, in the usual place) offers
        // the tutorial too; offered once, it is not offered again.
        function test_aFirstStartWithPlayersOffersTheTutorial() {
            verify(fixtures.remove(usual.savePath)) // qmllint disable unqualified
            prefs.tutorialOffered = false
            openWindow({ startPlayers: [{ name: "Ann" }, { computer: "easy" }] })
            const offer = find("tutorialOffer")
            tryVerify(() => offer.opened, 3000, "--players on a fresh profile offers the tutorial")
            mouseClick(find("notNow"))
            tryVerify(() => !offer.visible)
            verify(prefs.tutorialOffered)
            window.destroy()
            wait(0)
            // (Offered or not as the window is made: offerTutorial, in its Component.onCompleted.)
            openWindow({ startPlayers: [{ name: "Ann" }, { computer: "easy" }] })
            verify(!find("tutorialOffer").visible, "offered once")
        }

        // The adaptive level (issue 39) in the game's own window: the profile's strength read from
        // the statistics beside the save; the seat says it; the game's end moves it and the panel
        // says so; the New game dialog offers it at its new strength and starts a game there; the
        // statistics say where it stands and count the game under the strength it was played at.
        function test_theAdaptiveLevelMeetsThePlayer() {
            const save = fixtures.copy("game-over-adaptive.json") // qmllint disable unqualified
            const statisticsFile = save.replace(/[^/]*$/, "statistics.json")
            verify(fixtures.write(statisticsFile, fixtures.read(fixtures.copy("statistics-adaptive.json")))) // qmllint disable unqualified
            openWindow({ saveFile: save })
            const g = game()
            tryCompare(g, "adaptiveStrength", 4, 5000, "the profile's strength, from the statistics")
            compare(g.seats.at(1).level, "adaptive")
            compare(g.seats.at(1).strength, 4, "the saved game's own strength")
            tryVerify(() => find("roundAndLevel").text.indexOf("computer: adaptive, at 4 of 6") >= 0, 2000,
                      find("roundAndLevel").text)
            // The last card wins: the second win running at 4 moves it up.
            verify(g.input.play(1, ["7D"]))
            // On through the reveal and the summary at once, whatever the animations' speed (the
            // profile's: 350 ms a step on a new machine, and a reveal of four columns takes 6 s).
            tryVerify(() => g.stage !== Game.Playing, 5000)
            tryVerify(() => { if (g.stage !== Game.GameOver) g.advance(); return g.stage === Game.GameOver }, 5000)
            const said = find("adaptiveMoved")
            tryVerify(() => said.visible, 3000)
            compare(said.text, "The computer now plays at 5 of 6: a step stronger.")
            compare(g.adaptiveMoved.from, 4)
            compare(g.adaptiveMoved.to, 5)
            compare(g.adaptiveStrength, 5)
            // The statistics: where it stands, and the game under the strength it was played at.
            find("statisticsDialog").open()
            tryVerify(() => find("statisticsDialog").opened)
            compare(find("adaptiveNow").text, "The adaptive computer now plays at 5 of 6. Its rows count your games by the strength it played at.")
            const row = findChild(find("statisticsDialog").contentItem, "row-computer-adaptive-4")
            verify(row)
            compare(findChild(row, "name").text, "adaptive, at 4 of 6")
            compare(findChild(row, "cell0").text, "3")
            find("statisticsDialog").close()
            tryVerify(() => !find("statisticsDialog").visible)
            // A new game against it, at its new strength, from the dialog.
            const dialog = find("newGameDialog")
            dialog.open()
            tryVerify(() => dialog.opened)
            const levels = findChild(dialog.contentItem, "levelBox")
            compare(levels.model[4], "Adapts to you — now at 5 of 6")
            compare(levels.currentIndex, 4, "the game's own level chosen")
            mouseClick(findChild(dialog.contentItem, "startButton"))
            tryVerify(() => !dialog.visible, 3000)
            tryCompare(g, "inProgress", true)
            compare(g.seats.at(1).level, "adaptive")
            compare(g.seats.at(1).strength, 5)
            verify(!find("adaptiveMoved").visible)
            g.flushSave()
            verify(fixtures.read(save).indexOf('"strength": 5') >= 0, "saved with its strength")
            prefs.level = "medium" // (the dialog kept the choice: the other tests' start)
        }

        // From the menu, mid-game: left by Esc from the table and from the panel, and finished.
        function test_theTutorialFromTheMenuIsLeftByEscAndFinished() {
            const path = fixtures.copy("tie-break-last-turn.json") // qmllint disable unqualified
            prefs.tutorialOffered = true
            prefs.tutorialStep = 0
            openWindow({ saveFile: path })
            verify(!find("tutorialOffer").opened, "offered once only")
            const before = state()
            game().flushSave()
            const saved = fixtures.read(path)

            // Esc at the table, with nothing selected.
            openFromMenu()
            tutorialScreen().gameScreen.table.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            tryVerify(leftTutorial, 3000, "Esc at the tutorial's table leaves it")
            compare(state(), before)

            // Esc with a card selected clears the selection first; the second Esc leaves.
            openFromMenu()
            const t = tutorialScreen()
            t.gameScreen.table.forceActiveFocus()
            tryVerify(() => findChild(t, "hand-2D") !== null, 3000, "the step's hand is laid out")
            wait(50)
            t.tutorial.game.hand.clearSelection()
            const card = findChild(t, "hand-2D")
            // Where two cards overlap, the one on top is picked, not both.
            mouseClick(card)
            compare(t.tutorial.game.hand.selection.length, 1)
            t.tutorial.game.hand.clearSelection()
            mouseClick(card, 4, card.height / 2) // its edge, in view: the next card lies over the rest
            compare(t.tutorial.game.hand.selection, ["2D"])
            keyClick(Qt.Key_Escape)
            compare(t.tutorial.game.hand.selection.length, 0)
            verify(tutorialShown())
            keyClick(Qt.Key_Escape)
            tryVerify(leftTutorial, 3000, "the second Esc leaves")

            // Esc on the panel's buttons.
            openFromMenu()
            findChild(tutorialScreen(), "tutorialAgain").forceActiveFocus()
            keyClick(Qt.Key_Escape)
            tryVerify(leftTutorial, 3000, "Esc on the panel leaves")

            // The last step's "Finish the tutorial".
            prefs.tutorialStep = 8
            openFromMenu()
            const last = tutorialScreen()
            compare(last.tutorial.step, last.tutorial.count - 1)
            const finish = findChild(last, "tutorialNext")
            compare(finish.text, "Finish the tutorial")
            mouseClick(finish)
            tryVerify(leftTutorial, 3000, "Finish the tutorial leaves it")
            compare(prefs.tutorialStep, 0)

            compare(state(), before)
            game().flushSave()
            compare(fixtures.read(path), saved)
        }

        // The round's summary sits beside the row, not over it; it hides and shows again; the next
        // round goes on; "Last round…" in the menu shows it again. Quit during the reveal, the
        // game resumes at that round's summary.
        function test_theSummaryBesideTheRowAndTheLastRound() {
            const path = fixtures.fresh("save.json") // qmllint disable unqualified
            prefs.tutorialOffered = true
            const speed = prefs.animationSpeed
            prefs.animationSpeed = 0
            openWindow({ saveFile: path, startPlayers: [{ name: "Ann" }, { computer: "random" }] })
            game().revealMs = 60000 // the reveal is still on when the window closes
            game().undoGraceMs = 0 // no wager of this round is taken back: no need to wait for it
            // A round played to its end: each card wagered on column 1.
            while (game().stage !== Game.Reveal) {
                tryVerify(() => game().yourTurn || game().stage === Game.Reveal, 5000)
                if (game().yourTurn) verify(game().input.play(0, [game().hand.cards[0]]))
            }
            const round = game().round
            window.close()
            window.destroy()
            tryVerify(() => window === null, 2000)

            prefs.animationSpeed = 0
            openWindow({ saveFile: path })
            compare(game().stage, Game.Summary, "resumed at the round's summary")
            compare(game().round, round)
            const summary = find("roundSummary")
            tryVerify(() => summary.visible)
            waitForRendering(window.contentItem)
            // Beside the row: no column under it.
            const row = find("row")
            const s = summary.mapToItem(null, 0, 0, summary.width, summary.height)
            const r = row.mapToItem(null, 0, 0, row.width, row.height)
            verify(s.x >= r.x + r.width || s.y >= r.y + r.height || s.y + s.height <= r.y,
                   "the summary covers the row: " + JSON.stringify([s, r]))
            const text = find("summaryText").text
            verify(text.indexOf("captured") >= 0, text)

            mouseClick(find("hideSummary"))
            verify(!summary.visible)
            const show = find("showSummary")
            verify(show.visible)
            mouseClick(show)
            verify(summary.visible)

            mouseClick(find("continueButton"))
            tryVerify(() => game().stage !== Game.Summary, 3000)
            // (A round can end the game: a marked king captured is 70 VP.)
            compare(game().round, game().stage === Game.GameOver ? round : round + 1)
            verify(!summary.visible)

            mouseClick(find("menuButton"))
            const item = find("lastRoundMenuItem")
            tryVerify(() => item.visible)
            verify(item.enabled)
            mouseClick(item)
            const dialog = find("lastRoundDialog")
            tryVerify(() => dialog.opened, 2000)
            compare(find("lastRoundSummary").text, text)
            // Its row as the table showed it: every column, each with its outcome; and it takes
            // nothing (a click on a column there is no move of the game in progress).
            const lastRow = find("lastRoundRow")
            verify(lastRow.visible)
            compare(lastRow.count, game().lastRow.rowCount())
            tryVerify(() => lastRow.itemAtIndex(0) !== null, 2000, "the row's first column is made")
            const first = lastRow.itemAtIndex(0)
            verify(first.resolved && !first.playable)
            verify(findChild(first, "tagText").text !== "")
            const moves = game().sinceLastTurn.count
            mouseClick(first)
            compare(game().sinceLastTurn.count, moves)
            dialog.close()
            tryVerify(() => !dialog.visible, 2000)
            prefs.animationSpeed = speed
        }

        // "What the computer thought you held": after a round against the computer, a button in
        // the summary and in Last round opens it; each place the computer could not see is there,
        // reached by Tab and named for a screen reader, beside what was held. Between two people
        // it is not offered.
        function test_whatTheComputerThoughtYouHeld() {
            prefs.tutorialOffered = true
            const speed = prefs.animationSpeed
            prefs.animationSpeed = 0
            openWindow({ saveFile: fixtures.fresh("belief.json"), startPlayers: [{ name: "Ann" }, { computer: "easy" }] }) // qmllint disable unqualified
            game().revealMs = 0
            game().undoGraceMs = 0
            game().computerDelayMs = 0
            while (game().stage !== Game.Summary) {
                tryVerify(() => game().yourTurn || game().stage === Game.Summary || game().stage === Game.Reveal, 20000)
                if (game().stage === Game.Reveal) game().advance()
                else if (game().yourTurn) verify(game().input.play(0, [game().hand.cards[0]]))
            }
            const dialog = find("beliefDialog")
            const button = find("beliefButton")
            tryVerify(() => button.visible, 2000, "offered in the summary") // (its layout settled before the click)
            verify(game().beliefsOffered)
            const beliefs = game().beliefList()
            compare(beliefs.length, 1)
            waitForRendering(window.contentItem)
            mouseClick(button)
            tryVerify(() => dialog.opened, 2000)
            waitForRendering(window.contentItem)
            const groups = beliefs[0].groups
            verify(groups.length > 0)
            for (const g of groups) {
                const place = findChild(dialog.contentItem, "beliefGroup-" + g.kind + "-" + g.column)
                verify(place, "the place " + g.kind + " " + g.column + " is shown")
                verify(place.Accessible.name !== "" && place.Accessible.description.indexOf("Held: ") >= 0,
                       place.Accessible.description)
                verify(place.width > 0 && place.height > 0)
            }
            // The keyboard is on the first place, its frame drawn; Tab goes on to the next.
            tryVerify(() => window.activeFocusItem && window.activeFocusItem.objectName.startsWith("beliefGroup-"), 2000,
                      "the first place has the keyboard: " + window.activeFocusItem)
            verify(findChild(window.activeFocusItem, "focusFrame").visible)
            if (groups.length > 1) {
                const first = window.activeFocusItem
                keyClick(Qt.Key_Tab)
                verify(window.activeFocusItem !== first && window.activeFocusItem.objectName.startsWith("beliefGroup-"))
            }
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible, 2000)

            // On to the next round; Last round offers it too, over its own dialog.
            mouseClick(find("continueButton"))
            tryVerify(() => game().stage !== Game.Summary, 3000)
            mouseClick(find("menuButton"))
            const item = find("lastRoundMenuItem")
            tryVerify(() => item.visible)
            mouseClick(item)
            const lastRound = find("lastRoundDialog")
            tryVerify(() => lastRound.opened, 2000)
            const again = find("lastRoundBelief")
            verify(again.visible)
            waitForRendering(window.contentItem)
            mouseClick(again)
            tryVerify(() => dialog.opened, 2000)
            compare(findChild(dialog.contentItem, "beliefHeading").text.indexOf("round 1") >= 0, true)
            dialog.close()
            tryVerify(() => !dialog.visible, 2000)
            lastRound.close()
            tryVerify(() => !lastRound.visible, 2000)

            // 2v2, Ann with a computer against two: one belief a computer of the other team, each
            // headed by its seat.
            window.close()
            window.destroy()
            tryVerify(() => window === null, 2000)
            openWindow({ saveFile: fixtures.fresh("twovstwo.json"), // qmllint disable unqualified
                         startPlayers: [{ name: "Ann" }, { computer: "easy" }, { computer: "easy" }, { computer: "easy" }] })
            game().revealMs = 0
            game().undoGraceMs = 0
            game().computerDelayMs = 0
            while (game().stage !== Game.Summary) {
                tryVerify(() => game().yourTurn || game().stage === Game.Summary || game().stage === Game.Reveal, 20000)
                if (game().stage === Game.Reveal) game().advance()
                else if (game().yourTurn) verify(game().input.play(0, [game().hand.cards[0]]))
            }
            const four = game().beliefList()
            verify(four.length >= 1 && four.length <= 2)
            for (const b of four) verify(b.seat === 1 || b.seat === 3, "a computer of the other team: " + b.seat)
            const summaryButton = find("beliefButton")
            tryVerify(() => summaryButton.visible)
            waitForRendering(window.contentItem)
            mouseClick(summaryButton)
            const panel = find("beliefDialog")
            tryVerify(() => panel.opened, 2000)
            const headings = []
            for (const b of four) headings.push(Words.beliefHeading(game(), b))
            for (let i = 0; i < four.length; ++i)
                verify(headings[i].startsWith("Black " + (four[i].seat === 1 ? 1 : 2) + " (computer)"), headings[i])
            compare(findChild(panel.contentItem, "beliefComputers").count, four.length)
            panel.close()
            tryVerify(() => !panel.visible, 2000)

            // Between two people: not offered.
            window.close()
            window.destroy()
            tryVerify(() => window === null, 2000)
            openWindow({ saveFile: fixtures.fresh("people.json"), startPlayers: [{ name: "Ann" }, { name: "Ben" }] }) // qmllint disable unqualified
            game().revealMs = 0
            game().undoGraceMs = 0
            while (game().stage !== Game.Summary) {
                if (game().stage === Game.HandOver) game().confirmHandOver()
                else if (game().drawnCard !== "") game().passOn()
                else if (game().stage === Game.Reveal) game().advance()
                else if (game().yourTurn) verify(game().input.play(0, [game().hand.cards[0]]))
                wait(0)
            }
            verify(!game().beliefsOffered)
            verify(!find("beliefButton").visible)
            compare(game().beliefList().length, 0)
            prefs.animationSpeed = speed
        }

        // A damaged save at the very first start: its notice first, alone; the tutorial's offer
        // once it is closed. Never two dialogs at once, and the game waits behind them.
        function test_oneDialogAtATime() {
            verify(fixtures.remove(usual.savePath)) // qmllint disable unqualified
            verify(fixtures.write(usual.savePath, fixtures.read(fixtures.copy("damaged.json"))))
            prefs.tutorialOffered = false
            openWindow({})
            const notice = findChild(window, "noticeDialog")
            const offer = find("tutorialOffer")
            tryVerify(() => notice.opened, 3000, "the damaged save is told")
            verify(!offer.visible, "the offer waits for the notice")
            verify(game().paused)
            notice.close()
            tryVerify(() => offer.opened, 3000, "then the tutorial is offered")
            verify(!notice.visible)
            verify(game().paused)
            mouseClick(find("notNow"))
            tryVerify(() => !offer.visible && !game().paused, 3000)
        }

        // The window's controls in the table's cloth (docs/design.md), the menu too, and in high
        // contrast once it is switched on.
        function test_theWindowsControlsInTheTablesCloth() {
            prefs.tutorialOffered = true
            openWindow({})
            const button = find("menuButton")
            for (const contrast of [false, true, false]) {
                Theme.highContrast = contrast
                compare(button.palette.button, Theme.control)
                compare(button.palette.buttonText, Theme.ink)
            }
            mouseClick(button)
            const menu = find("menu")
            tryVerify(() => menu.opened)
            compare(menu.background.color, Theme.panel)
            compare(menu.background.border.color, Theme.gold)
            menu.close()
        }

        // The words of the controls under `item` that are cut short (an elided label's).
        function cutShort(item, out) {
            if (!item || !item.visible) return out
            if (item.truncated === true) out.push("\"" + item.text + "\"")
            for (let i = 0; item.children && i < item.children.length; ++i) cutShort(item.children[i], out)
            if (item.contentItem && item.contentItem !== item) cutShort(item.contentItem, out)
            return out
        }
        // In Arabic, the window mirrored, no word of the Settings and New game dialogs is cut, and
        // each animation speed's is written whole: with the Basic style's elided label, Qt 6.4 kept
        // three of the four at the elided width and drew none of them once the window had grown
        // its words and turned right to left.
        function test_theDialogsWordsWholeInArabic() {
            prefs.tutorialOffered = true
            language.chosen = "ar"
            try {
                openWindow({})
                tryVerify(() => window.LayoutMirroring.enabled)
                for (const name of ["settingsDialog", "newGameDialog"]) {
                    const dialog = find(name)
                    dialog.open()
                    tryVerify(() => dialog.opened)
                    wait(50)
                    const cut = cutShort(dialog.contentItem, [])
                    verify(cut.length === 0, name + ": " + cut.join(", "))
                    dialog.close()
                    tryVerify(() => !dialog.visible)
                }
                const speeds = findChild(find("settingsDialog").contentItem, "speeds")
                verify(speeds)
                let buttons = 0
                for (let i = 0; i < speeds.children.length; ++i) {
                    const button = speeds.children[i]
                    if (button.text === undefined) continue
                    ++buttons
                    verify(button.text !== "" && !/[A-Za-z]/.test(button.text), button.text)
                    metrics.font = button.font
                    metrics.text = button.text
                    verify(button.contentItem.contentWidth >= metrics.advanceWidth - 1,
                           button.text + ": " + button.contentItem.contentWidth + " of " + metrics.advanceWidth)
                }
                compare(buttons, 4)
                // The target in the language's digits too (it showed "70").
                const target = findChild(find("newGameDialog").contentItem, "target")
                verify(/^[٠-٩]+$/.test(target.displayText), target.displayText)
            } finally {
                language.chosen = ""
            }
        }

        // Every dialog by the keyboard: it opens with its first control focused, the ring shown;
        // Esc closes it; Enter presses the focused button, or where another control has the focus
        // the dialog's default one. "Leave this game?" starts on "Keep playing".
        function test_everyDialogByKeyboard() {
            prefs.tutorialOffered = true
            openWindow({ saveFile: fixtures.fresh("autosave.json"), startPlayers: [{ name: "Ann" }, { computer: "random" }] }) // qmllint disable unqualified
            const started = createTemporaryObject(signalSpy, root, { target: game(), signalName: "started" })
            function focusShown(dialog, what) {
                // A control's ring, or a frame of its own (the statistics' table).
                const shown = (item) => item.visualFocus === true || findChild(item, "focusFrame")?.visible === true
                tryVerify(() => window.activeFocusItem && dialog.holds(window.activeFocusItem)
                          && shown(window.activeFocusItem), 2000,
                          what + ": the keyboard is on a control of the dialog, shown (" + window.activeFocusItem + ")")
                const focused = window.activeFocusItem
                const ring = dialog.focusRing.parent === focused ? dialog.focusRing
                    : Array.from(focused.children).find(c => c.outset !== undefined || c.objectName === "focusFrame")
                verify(ring && ring.visible && ring.width > 0, what + ": its ring is drawn")
                return focused
            }
            for (const name of ["aboutDialog", "settingsDialog", "rulesDialog", "recentGamesDialog",
                                "statisticsDialog", "newGameDialog"]) {
                const dialog = find(name)
                for (const key of [Qt.Key_Escape, Qt.Key_Return, Qt.Key_Enter]) {
                    dialog.open()
                    tryVerify(() => dialog.opened)
                    const first = focusShown(dialog, name)
                    if (name === "recentGamesDialog" && findChild(dialog.contentItem, "recentGamesList").count === 0)
                        verify(!findChild(dialog.contentItem, "recentExport").enabled, "nothing to export in an empty list")
                    if (name === "newGameDialog" && key !== Qt.Key_Escape) {
                        // Enter on the first choice: the default button, Start; the game in
                        // progress asks first, its safe answer focused; Enter keeps playing.
                        keyClick(key)
                        const confirm = find("confirmReplace")
                        tryVerify(() => confirm.opened, 2000, "Enter starts: the game in progress asks first (" + first + ")")
                        const keep = focusShown(confirm, "Leave this game?")
                        compare(keep.text, "Keep playing")
                        keyClick(key)
                        tryVerify(() => !confirm.visible && !dialog.visible, 2000, "Enter on Keep playing")
                        compare(started.count, 0)
                        continue
                    }
                    keyClick(key)
                    tryVerify(() => !dialog.visible, 2000, name + " closed by " + key + " on " + first)
                }
            }
            // "Start a new game", reached by Tab, pressed by Enter.
            const dialog = find("newGameDialog")
            dialog.open()
            tryVerify(() => dialog.opened)
            focusShown(dialog, "new game")
            keyClick(Qt.Key_Return)
            const confirm = find("confirmReplace")
            tryVerify(() => confirm.opened)
            focusShown(confirm, "Leave this game?")
            keyClick(Qt.Key_Tab)
            compare(window.activeFocusItem.text, "Start a new game")
            keyClick(Qt.Key_Return)
            tryCompare(started, "count", 1)
            tryVerify(() => !confirm.visible && !dialog.visible)
        }
        Component { id: signalSpy; SignalSpy {} }
        // The words of `some` that `others` lacks, counted as many times as they are.
        function missing(some, others) {
            const count = new Map()
            for (const word of others) count.set(word, (count.get(word) ?? 0) + 1)
            const out = []
            for (const word of some) {
                const n = count.get(word) ?? 0
                if (n > 0) count.set(word, n - 1)
                else out.push(word)
            }
            return out
        }

        // A live switch from any language to any other leaves no word of the first behind: every
        // text of the window, its menu and its dialogs (opened before or not) reads the same as
        // when the second language was reached from English.
        function test_noWordLeftBehindBetweenAnyTwoLanguages() {
            prefs.tutorialOffered = true
            const languages = ["en", "de", "fr", "es", "ru", "ja", "ar"]
            try {
                openWindow({ saveFile: fixtures.fresh("autosave.json"), startPlayers: [{ name: "Ann" }, { computer: "random" }] }) // qmllint disable unqualified
                const dialogs = ["aboutDialog", "settingsDialog", "rulesDialog", "recentGamesDialog",
                                 "statisticsDialog", "newGameDialog", "lastRoundDialog", "noticeDialog"].map(find)
                // Each dialog opened once, so that whatever it makes as it opens is made.
                for (const dialog of dialogs) {
                    dialog.open()
                    tryVerify(() => dialog.opened)
                    dialog.close()
                    tryVerify(() => !dialog.visible)
                }
                tryVerify(() => game().yourTurn, 5000, "the table waits for Ann: nothing moves meanwhile")
                const menu = find("menu")
                function words() {
                    const out = []
                    const seen = new Set()
                    function walk(item) {
                        if (!item || seen.has(item)) return
                        seen.add(item)
                        for (const property of ["text", "title", "placeholderText", "displayText"])
                            if (typeof item[property] === "string" && item[property] !== "") out.push(item[property])
                        if (item.x !== undefined && item.Accessible && item.Accessible.name) out.push("[" + item.Accessible.name + "]") // (an item's: a Component has none)
                        for (let i = 0; item.children && i < item.children.length; ++i) walk(item.children[i])
                        for (const part of ["contentItem", "header", "footer", "background"])
                            if (item[part] && typeof item[part] === "object") walk(item[part])
                    }
                    walk(window.contentItem)
                    walk(window.header)
                    for (let i = 0; i < menu.count; ++i) walk(menu.itemAt(i))
                    for (const dialog of dialogs) { walk(dialog.header); walk(dialog.contentItem); walk(dialog.footer) }
                    return out
                }
                const reference = {}
                // (Twice: the first time round, the table may still be laying out its trackers.)
                for (const code of languages.concat(languages)) {
                    language.chosen = "en"
                    language.chosen = code
                    wait(20)
                    reference[code] = words()
                }
                verify(reference.de.join("|") !== reference.en.join("|"), "the languages differ at all")
                for (const from of languages)
                    for (const to of languages) {
                        if (from === to) continue
                        language.chosen = from
                        language.chosen = to
                        wait(20)
                        const now = words()
                        const left = missing(now, reference[to]), gone = missing(reference[to], now)
                        verify(left.length === 0 && gone.length === 0, from + " → " + to + ": "
                               + left.slice(0, 8).join(" / ") + " instead of " + gone.slice(0, 8).join(" / "))
                    }
            } finally {
                language.chosen = ""
            }
        }

        // A dialog opened before the language is switched says its standard button in the new
        // language afterwards (Qt gives a standard button its words once, as it is made).
        function test_aDialogsCloseInTheLanguageChosenSince() {
            prefs.tutorialOffered = true
            try {
                openWindow({})
                for (const [name, close] of [["aboutDialog", "Close"], ["settingsDialog", "Close"]]) {
                    const dialog = find(name)
                    dialog.open()
                    tryVerify(() => dialog.opened)
                    compare(dialog.footer.itemAt(0).text, close)
                    dialog.close()
                    tryVerify(() => !dialog.visible)
                }
                language.chosen = "de"
                for (const name of ["aboutDialog", "settingsDialog"]) {
                    const dialog = find(name)
                    dialog.open()
                    tryVerify(() => dialog.opened)
                    compare(dialog.footer.itemAt(0).text, "Schließen", name)
                    dialog.close()
                    tryVerify(() => !dialog.visible)
                }
            } finally {
                language.chosen = ""
            }
        }

        // A second copy started on this profile: main() calls anotherCopyStarted(), and the window
        // says so over whatever it shows, the hand-over screen too.
        function test_aSecondCopyIsToldOverAnyScreen() {
            const path = fixtures.fresh("autosave.json") // qmllint disable unqualified
            prefs.tutorialOffered = true
            openWindow({ saveFile: path, startPlayers: [{ name: "Ann" }, { name: "Ben" }] })
            tryCompare(game(), "stage", Game.HandOver)
            const word = find("windowWord")
            verify(!word.visible)
            window.anotherCopyStarted()
            tryVerify(() => word.visible && word.opacity === 1, 2000)
            compare(word.text, "Cozen is already open: here it is.")
            verify(word.width > 0 && word.y + word.height <= window.height, "on the screen")
            tryVerify(() => !word.visible, 6000, "and goes after a few seconds")
        }

        // Two people at one screen: no control the hand-over screen leaves within reach — its
        // buttons by mouse, keyboard and screen reader, every key, the tool bar, every entry of the
        // menu and what it opens — shows a hand to whoever is at the screen. Only "I'm Ann — show
        // my cards" shows Ann's, and a wager taken back there goes back to its owner through a
        // hand-over of its own ("Pass to Ann"), whoever pressed it.
        function test_noControlOnTheHandOverScreenShowsAHand() {
            const path = fixtures.fresh("autosave.json") // qmllint disable unqualified
            prefs.tutorialOffered = true
            openWindow({ saveFile: path, startPlayers: [{ name: "Ann" }, { name: "Ben" }] })
            const g = game()
            g.clock = testClock // the hand-over's guard is armed when the test says, not by a busy machine
            const handOver = find("gameScreen").handOver
            const table = find("gameScreen").table
            handOver.armDelayMs = 100
            tryCompare(g, "stage", Game.HandOver)
            // Red (Ann, seat 0) holds hearts and diamonds, Black (Ben) clubs and spades.
            const suits = ["HD", "CS"]
            let shownTo = -1 // the person the screen was last handed to by their own button
            function noHandShown(what) {
                compare(g.stage, Game.HandOver, what + ": the hand-over screen stays")
                compare(g.viewer, -1, what + ": nobody's screen")
                compare(g.hand.count, 0, what + ": no card in the hand's model")
                verify(!table.visible, what + ": the table is not shown")
            }
            function onlyOwnHand(what) {
                for (const code of g.hand.cards)
                    verify(suits[g.viewer].indexOf(code.slice(-1)) >= 0, what + ": " + code + " shown to seat " + g.viewer)
                compare(g.viewer, shownTo, what + ": the hand shown is the one the screen was given to")
            }
            function takeScreen() {
                const seat = g.handOverSeat
                testClock.advance(handOver.armDelayMs)
                verify(handOver.armed)
                mouseClick(find("handOverButton"))
                tryCompare(g, "stage", Game.Playing)
                shownTo = seat
                compare(g.viewer, seat)
                verify(g.hand.count > 0)
                onlyOwnHand("taken by its button")
            }
            // The one at the screen wagers a card: the screen asks for the next person, and offers
            // the one who wagered to take it back.
            function wagerAndPass() {
                takeScreen()
                const owner = g.viewer
                verify(g.input.play(0, [g.hand.codeAt(0)]), "a wager on column 1")
                tryCompare(g, "stage", Game.HandOver)
                compare(g.undoSeat, owner)
                return owner
            }
            // After a take-back: the screen asks for its owner; their button gives them their hand
            // with the card taken back selected.
            function handedBackTo(owner, what) {
                noHandShown(what)
                compare(g.handOverSeat, owner, what + ": the screen asks for the owner")
                compare(g.undoSeat, -1, what + ": taken back")
                verify(find("handOverHeading").text.indexOf(owner === 0 ? "Ann" : "Ben") >= 0, find("handOverHeading").text)
                takeScreen()
                compare(g.hand.selection.length, 1, what + ": the card taken back is selected")
                g.hand.clearSelection()
                verify(g.input.play(0, [g.hand.codeAt(0)]), "the wager again")
                tryCompare(g, "stage", Game.HandOver)
            }
            const undo = find("handOverUndo")

            let owner = wagerAndPass()
            mouseClick(undo)
            handedBackTo(owner, "take back by mouse")

            compare(g.undoSeat, owner)
            handOver.forceActiveFocus()
            keyClick(Qt.Key_Tab)
            keyClick(Qt.Key_Tab) // "show my cards" is disabled until armed: Tab may land on either
            if (!undo.activeFocus) undo.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Space)
            handedBackTo(owner, "take back by Space")

            undo.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            handedBackTo(owner, "take back by Enter")

            undo.Accessible.pressAction()
            handedBackTo(owner, "take back by a screen reader")

            handOver.forceActiveFocus()
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            handedBackTo(owner, "take back by Ctrl+Z")

            // Every key on the screen, armed or not, but those that take it (Enter, Space once
            // armed) and those that open a window of their own (below).
            for (const armed of [false, true]) {
                handOver.forceActiveFocus()
                if (armed) testClock.advance(handOver.armDelayMs)
                compare(handOver.armed, armed)
                for (const key of [Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Escape, Qt.Key_H,
                                   Qt.Key_Tab, Qt.Key_Backtab, Qt.Key_Home, Qt.Key_End, Qt.Key_PageUp,
                                   Qt.Key_A, Qt.Key_Z, Qt.Key_1, Qt.Key_Delete, Qt.Key_Backspace])
                    keyClick(key)
                if (!armed) {
                    handOver.forceActiveFocus() // (Tab may have reached "take back")
                    keyClick(Qt.Key_Return)
                    keyClick(Qt.Key_Space)
                }
                noHandShown(armed ? "keys, armed" : "keys, before the screen is armed")
                compare(g.undoSeat, owner, "nothing was taken back or passed on")
            }

            // What opens over it: each returns to the hand-over screen, no hand shown meanwhile.
            function closeAll(what) {
                for (let i = 0; i < 5 && (window.modalOpen || find("tutorialLoader").active); ++i) {
                    if (!window.modalOpen) find("tutorialLoader").item.gameScreen.table.forceActiveFocus()
                    keyClick(Qt.Key_Escape)
                    wait(50)
                }
                verify(!window.modalOpen && !find("tutorialLoader").active, what + ": closed")
                noHandShown(what + ", closed")
            }
            const opened = () => window.modalOpen || find("tutorialLoader").active
            for (const [key, modifiers, what] of [[Qt.Key_F10, Qt.NoModifier, "F10"], [Qt.Key_F1, Qt.NoModifier, "F1"],
                                                  [Qt.Key_N, Qt.ControlModifier, "Ctrl+N"],
                                                  [Qt.Key_Comma, Qt.ControlModifier, "Ctrl+,"]]) {
                handOver.forceActiveFocus()
                keyClick(key, modifiers)
                tryVerify(opened, 2000, what + " opens something")
                noHandShown(what + ", open")
                closeAll(what)
            }
            const menu = find("menu")
            let entries = 0
            for (let i = 0; i < menu.count; ++i) {
                mouseClick(find("menuButton"))
                tryVerify(() => menu.opened, 2000)
                const item = menu.itemAt(i)
                if (item.text === undefined || item.text === "Quit" || !item.enabled) { menu.close(); continue }
                ++entries
                const what = "the menu's " + item.text
                if (i % 2 === 0) mouseClick(item)
                else item.Accessible.pressAction() // a screen reader's way
                tryVerify(opened, 2000, what + " opens something")
                wait(100)
                noHandShown(what + ", open")
                closeAll(what)
            }
            verify(entries >= 7, entries + " menu entries walked")
            // The tool bar's own buttons.
            for (const name of ["New game", "Rules"]) {
                const button = findChildByText(window.header, name)
                verify(button, name)
                mouseClick(button)
                tryVerify(opened, 2000, name + " opens something")
                noHandShown("the tool bar's " + name)
                closeAll("the tool bar's " + name)
            }
            // A screen reader's press on everything else the hand-over screen shows.
            for (const item of itemsUnder(handOver))
                if (item !== find("handOverButton") && item !== undo) item.Accessible.pressAction()
            noHandShown("every other item's press action")

            // And the person named takes it: their own hand only.
            compare(g.undoSeat, owner)
            takeScreen()
            verify(g.viewer !== owner)
        }
        function itemsUnder(item, out = []) {
            out.push(item)
            for (let i = 0; i < item.children.length; ++i) itemsUnder(item.children[i], out)
            return out
        }
        function findChildByText(item, text) {
            for (const each of itemsUnder(item))
                if (each.text === text && each.clicked !== undefined) return each
            return null
        }

        // The window's sounds and motion follow the preferences: the volume and mute, Theme's
        // reduceMotion; and under the tests (COZEN_MUTE) no sound device is allowed, while the
        // table still says what it would play (its new game's deal, a first move).
        function test_soundsAndMotionFollowThePreferences() {
            const path = fixtures.fresh("autosave.json") // qmllint disable unqualified
            prefs.tutorialOffered = true
            const before = { volume: prefs.soundVolume, muted: prefs.soundMuted, reduce: prefs.reduceMotion }
            prefs.soundVolume = 35
            prefs.soundMuted = false
            prefs.reduceMotion = true
            openWindow({ saveFile: path, startPlayers: [{ name: "Ann" }, { computer: "random" }] })
            const sounds = find("tableSounds")
            verify(sounds)
            compare(sounds.volume, 35)
            verify(!sounds.muted)
            verify(!sounds.deviceAllowed, "no sound device in the tests")
            verify(!findChild(sounds, "effects").active)
            verify(sounds.lastPlayed !== "", "the deal was heard")
            verify(Theme.reduceMotion)
            prefs.soundVolume = before.volume
            prefs.soundMuted = before.muted
            prefs.reduceMotion = before.reduce
        }
    }
}
