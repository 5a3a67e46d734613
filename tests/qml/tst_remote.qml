import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// A game over the network in the game's own window (Main.qml), as a player reaches it: the menu's
// "Play over the network…", the dialog's Host and Join, the invite and its Copy button, the table
// with the other player's name and the connection's line, the game played to its end against a
// bot at "another computer" (fixtures.joinBot/hostBot: a cozen-cli-like Session over 127.0.0.1),
// "Finish later" and "Go on", and an invite mistyped.
Item {
    id: root
    width: 400
    height: 300

    TestCase {
        name: "Remote"
        when: windowShown

        property var window: null
        function find(name) { return findChild(window, name) }
        function game() { return find("game") }

        function initTestCase() { Theme.animationMs = 0 }
        function cleanup() { fixtures.dropBot() } // qmllint disable unqualified

        function openWindow() {
            const component = Qt.createComponent("qrc:/qt/qml/Cozen/Table/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            // A profile of its own: the games left to finish are kept beside the save.
            const home = fixtures.fresh("home") // qmllint disable unqualified
            verify(fixtures.makeFolder(home)) // qmllint disable unqualified
            window = createTemporaryObject(component, root, {
                saveFile: home + "/save.json",
                startPlayers: [{ name: "Ann" }, { computer: "easy" }]
            })
            verify(window)
            tryVerify(() => window.visible && game().inProgress, 5000)
            if (find("tutorialOffer").opened) find("tutorialOffer").close()
            tryVerify(() => !window.modalOpen, 2000)
            waitForRendering(window.contentItem)
        }
        // The menu's item, as a player chooses it.
        function openRemoteDialog() {
            find("menu").open()
            tryVerify(() => find("remoteMenuItem").visible, 2000)
            mouseClick(find("remoteMenuItem"))
            const dialog = find("remoteDialog")
            tryVerify(() => dialog.opened, 2000)
            return dialog
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
        // One legal move of the person's, through their input as the table plays it: the hand's
        // first card staked, else wagered on the first column that takes it.
        function playAMove(g) {
            const card = g.hand.cards[0]
            for (let column = -1; column < g.row.count; ++column)
                if (g.input.whyNot(column, [card]).reason === RefusalReason.None) return g.input.play(column, [card])
            return false
        }
        // Plays the game to its end: the person's moves, the reveals and the summaries gone through.
        function playToTheEnd(g) {
            tryVerify(() => {
                if (g.stage === Game.Reveal || g.stage === Game.Summary) g.advance()
                else if (g.yourTurn) playAMove(g)
                return g.stage === Game.GameOver
            }, 90000, "the game comes to its end")
        }

        function test_hostAGame() {
            openWindow()
            const g = game()
            const before = find("gameScreen").table.visible
            verify(before)
            const dialog = openRemoteDialog()
            click("remoteHost")
            find("remoteName").text = "Ann"
            click("viaDirect")
            find("portField").text = "0" // any free port (the player's 47047 might be taken here)
            click("remoteStart")
            tryVerify(() => find("inviteText").visible && find("inviteText").text !== "", 5000)
            const invite = find("inviteText").text
            verify(/^cozen\+tcp:\/\/[^/]+:\d+\/[0-9A-Z-]+$/.test(invite), invite)
            compare(find("remoteWaiting").text, "Waiting for the other player to join…")
            click("copyInvite")
            verify(find("inviteCopied").visible)
            // Esc does not put the wait out of sight: Stop waiting ends it.
            keyClick(Qt.Key_Escape)
            verify(dialog.opened, "the dialog stays while it waits")
            // The table still shows the game before, until someone comes.
            verify(!g.remoteGame)
            verify(fixtures.joinBot(invite)) // qmllint disable unqualified
            tryVerify(() => g.remoteGame, 20000, "the bot came: the remote game is on the table")
            tryVerify(() => !dialog.opened, 2000, "the dialog is done")
            compare(g.seats.at(1).name, "Ben")
            compare(g.viewer, 0)
            tryVerify(() => find("remoteStatus").text === "Playing Ben over the network", 10000,
                      find("remoteStatus").text)
            verify(find("leaveRemote").visible)
            // Another game over the network is not begun over this one.
            openRemoteDialog()
            verify(find("remoteBusy").visible)
            verify(!find("remoteStart").enabled)
            click("remoteCancel")
            tryVerify(() => !dialog.opened, 2000)
            verify(g.remoteGame)
            playToTheEnd(g)
            tryVerify(() => fixtures.botFinished(), 20000) // qmllint disable unqualified
            tryVerify(() => find("remoteStatus").text === "Every card checked: a fair game against Ben", 10000,
                      find("remoteStatus").text)
            verify(g.outcome.known)
            verify(!find("leaveRemote").visible)
            // Over and checked: nothing left to finish later.
            tryVerify(() => g.remote.savedGames.length === 0, 5000, "the finished game's file is gone")
            // A new game afterwards is not one with Ben at this screen.
            find("newGameDialog").open()
            tryVerify(() => find("newGameDialog").opened, 2000)
            verify(find("modeComputer").checked, "against the computer, as before")
            find("newGameDialog").close()
        }

        // Take-back by consent, both ways: Ann asks for her wager back and the bot lets her (the
        // card back in her hand, selected, her move again); the bot asks for its own and Ann
        // keeps it, then lets it, as a player does, by the panel's buttons.
        function test_takeBackByConsent() {
            openWindow()
            const g = game()
            const invite = fixtures.hostBot() // qmllint disable unqualified
            openRemoteDialog()
            click("remoteJoin")
            find("remoteName").text = "Ann"
            find("inviteField").text = invite
            click("remoteStart")
            tryVerify(() => g.remoteGame && g.yourTurn, 20000)
            fixtures.setBotPace(60000) // qmllint disable unqualified
            // A wager of Ann's: her first card on the first column that takes it.
            const card = g.hand.cards[0]
            let column = 0
            while (g.input.whyNot(column, [card]).reason !== RefusalReason.None) ++column
            verify(column < g.row.count, "a column takes the wager")
            verify(g.input.play(column, [card]))
            tryVerify(() => find("askTakeBack").visible, 5000, "Ann may ask for it back")
            compare(find("askTakeBack").text, "Ask to take back your wager (Ctrl+Z)")
            verify(!find("undoButton").visible, "not the take-back of a game at one screen")
            verify(g.hand.cards.indexOf(card) < 0)
            click("askTakeBack")
            // The bot lets it at once: her move again, the card back in her hand and selected.
            tryVerify(() => g.yourTurn && g.hand.cards.indexOf(card) >= 0, 10000, "the wager came back")
            compare(g.hand.selection, [card])
            verify(!find("askTakeBack").visible)
            compare(find("remoteStatus").text, "Playing Ben over the network")
            // Now a stake: it cannot be asked back.
            fixtures.setBotPace(0) // qmllint disable unqualified
            verify(g.input.play(-1, [card]))
            tryVerify(() => g.yourTurn || g.stage !== Game.Playing, 20000)
            verify(!find("askTakeBack").visible)
            // The bot's wager, asked back: Ann keeps it, then (its next) lets it go back.
            let kept = false, let_ = false
            for (let i = 0; i < 200 && !let_; ++i) {
                tryVerify(() => g.yourTurn || g.stage !== Game.Playing, 20000, "Ann's move")
                if (g.stage === Game.GameOver) break
                if (g.stage === Game.Reveal || g.stage === Game.Summary) {
                    g.advance()
                    continue
                }
                if (fixtures.botMayAskTakeBack() && fixtures.botAskTakeBack()) { // qmllint disable unqualified
                    tryVerify(() => find("allowTakeBack").visible, 5000, "Ann is asked")
                    compare(find("remoteStatus").text, "Ben asks to take back their last wager")
                    compare(find("allowTakeBack").text, "Let Ben take it back")
                    if (!kept) {
                        click("declineTakeBack")
                        tryVerify(() => !fixtures.botAsking(), 5000, "Ben heard no") // qmllint disable unqualified
                        verify(!find("allowTakeBack").visible)
                        verify(g.yourTurn, "still Ann's move")
                        kept = true
                    } else {
                        click("allowTakeBack")
                        tryVerify(() => !g.yourTurn, 5000, "Ben's move again")
                        let_ = true
                        break
                    }
                }
                verify(playAMove(g))
                tryVerify(() => !g.yourTurn, 5000, "Ann's move went out")
            }
            verify(kept && let_)
            playToTheEnd(g)
            tryVerify(() => fixtures.botFinished(), 20000) // qmllint disable unqualified
            tryVerify(() => g.remote.status === RemoteMatch.Finished, 10000)
        }

        function test_joinAGameAndFinishItLater() {
            openWindow()
            const g = game()
            const invite = fixtures.hostBot() // qmllint disable unqualified
            verify(invite !== "")
            openRemoteDialog()
            click("remoteJoin")
            find("remoteName").text = "Ann"
            find("inviteField").text = invite
            click("remoteStart")
            tryVerify(() => g.remoteGame, 20000)
            compare(g.viewer, 0, "the bot plays Black")
            // Leave it for later: the game before comes back, and the dialog offers this one.
            tryVerify(() => g.stage === Game.Playing && find("leaveRemote").visible, 10000)
            click("leaveRemote")
            tryVerify(() => !g.remoteGame, 2000)
            verify(g.inProgress)
            compare(g.seats.at(1).level, "easy", "the game against the computer is back")
            const dialog = openRemoteDialog()
            // (A Repeater's rows are not the dialog's children to findChild: asked of it.)
            tryVerify(() => find("savedGames").count === 1, 2000, "one game to finish")
            const goOn = findChild(find("savedGames").itemAt(0), "resumeRemote0")
            verify(goOn && goOn.visible)
            waitForRendering(window.contentItem)
            mouseClick(goOn)
            tryVerify(() => g.remoteGame, 20000, "taken up where it was")
            tryVerify(() => !dialog.opened, 2000)
            playToTheEnd(g)
            tryVerify(() => fixtures.botFinished(), 20000) // qmllint disable unqualified
            tryVerify(() => g.remote.status === RemoteMatch.Finished, 10000)
        }

        function test_aMistypedInvite() {
            openWindow()
            openRemoteDialog()
            click("remoteJoin")
            find("remoteName").text = "Ann"
            find("inviteField").text = "cozen+tcp://127.0.0.1:5555/K7QF-M2ZX-P9AB-CD3E-HJ4X"
            click("remoteStart")
            tryVerify(() => find("remoteProblem").visible, 2000)
            compare(find("remoteProblem").text, "That is not an invite, or it was mistyped: check it letter by letter.")
            verify(!game().remoteGame)
            click("remoteCancel")
        }
    }
}
