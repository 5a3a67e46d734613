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

    TestCase {
        name: "Main"
        when: windowShown

        property var window: null
        function find(name) { return findChild(window, name) }
        function game() { return find("game") }

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
            dialog.close()
            tryVerify(() => !dialog.visible, 2000)
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
