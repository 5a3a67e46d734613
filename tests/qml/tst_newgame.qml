import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// New game: the mode, each seat's player, who starts, the target; a running game is not replaced
// without asking.
Item {
    id: root
    width: 1024
    height: 640

    Preferences { id: preferences }
    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0 }
    NewGameDialog { id: dialog; preferences: preferences; game: game }

    TestCase {
        name: "NewGame"
        when: windowShown

        function init() {
            Theme.animationMs = 0
            preferences.hotSeat = false
            preferences.names = ["", ""]
            preferences.yourSeat = 0
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            verify(game.inProgress)
            dialog.open()
            tryVerify(() => dialog.opened)
        }
        function cleanup() { dialog.close() }

        function typeInto(field, text) {
            mouseClick(field)
            field.selectAll()
            keyClick(Qt.Key_Delete)
            for (const c of text) keyClick(c)
            compare(field.text, text)
        }
        function start() {
            mouseClick(findChild(dialog.contentItem, "startButton"))
            // A game is running: it asks first.
            const confirm = findChild(dialog.contentItem.parent, "confirmReplace") || findChild(dialog, "confirmReplace")
            tryVerify(() => confirm.opened, 2000, "asks before replacing the game")
            const yes = findChild(confirm.footer, "confirmNewGame")
            mouseClick(yes)
            tryVerify(() => !dialog.visible, 2000)
        }

        function test_twoPeopleAtThisScreen() {
            mouseClick(findChild(dialog.contentItem, "modeHotSeat"))
            const start = findChild(dialog.contentItem, "startButton")
            verify(!start.enabled, "two people need names")
            typeInto(findChild(dialog.contentItem, "redName"), "Ann")
            typeInto(findChild(dialog.contentItem, "blackName"), "ann")
            verify(!start.enabled, "and different ones")
            typeInto(findChild(dialog.contentItem, "blackName"), "Ben")
            verify(start.enabled)
            this.start()
            compare(game.personCount, 2)
            compare(game.stage, Game.HandOver)
            compare(game.seats.at(0).name, "Ann")
            compare(game.seats.at(1).name, "Ben")
            verify(preferences.hotSeat)
            compare(preferences.names, ["Ann", "Ben"])
        }

        function test_playBlackAgainstTheComputer() {
            typeInto(findChild(dialog.contentItem, "redName"), "Cy")
            mouseClick(findChild(dialog.contentItem, "youBlack"))
            start()
            compare(game.personCount, 1)
            verify(!game.seats.at(0).person)
            compare(game.seats.at(1).name, "Cy")
            compare(game.viewer, 1)
            compare(game.bottomSeat, 1)
            compare(preferences.yourSeat, 1)
            compare(JSON.stringify(preferences.players()), JSON.stringify([{ computer: "medium" }, { name: "Cy" }]))
        }

        function test_twoVsTwo() {
            mouseClick(findChild(dialog.contentItem, "mode2v2"))
            compare(findChild(dialog.contentItem, "target").value, 100, "the 2v2 rulebook's target")
            const start = findChild(dialog.contentItem, "startButton")
            typeInto(findChild(dialog.contentItem, "seatName0"), "Ann")
            verify(start.enabled, "one person and three computers")
            // Black 1: the expert; Red 2: a person, Bob.
            const black1 = findChild(dialog.contentItem, "seatKind1")
            black1.currentIndex = 4; black1.activated(4)
            const red2 = findChild(dialog.contentItem, "seatKind2")
            red2.currentIndex = 0; red2.activated(0)
            verify(!start.enabled, "Red 2 needs a name")
            typeInto(findChild(dialog.contentItem, "seatName2"), "Bob")
            verify(start.enabled)
            this.start()
            compare(game.seats.count, 4)
            compare(game.personCount, 2)
            compare(game.target, 100)
            compare(game.seats.at(0).name, "Ann")
            compare(game.seats.at(1).level, "expert")
            compare(game.seats.at(2).name, "Bob")
            verify(!game.seats.at(3).person)
            // Opened again, it starts from this game.
            dialog.open()
            tryVerify(() => dialog.opened)
            verify(findChild(dialog.contentItem, "mode2v2").checked)
            compare(findChild(dialog.contentItem, "seatName2").text, "Bob")
        }

        function test_keepPlaying() {
            const before = [...game.hand.cards].join(" ")
            mouseClick(findChild(dialog.contentItem, "startButton"))
            const confirm = findChild(dialog, "confirmReplace")
            tryVerify(() => confirm.opened)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !confirm.visible)
            compare(game.hand.cards.join(" "), before, "the game goes on")
        }

        // A name that cannot be played is said before the game in progress is offered up: no
        // "Leave this game?" for a start that would fail.
        function test_aBadNameIsSaidBeforeLeavingTheGame() {
            const before = [...game.hand.cards].join(" ")
            findChild(dialog.contentItem, "redName").text = "Ann\u0007" // pasted
            mouseClick(findChild(dialog.contentItem, "startButton"))
            const confirm = findChild(dialog, "confirmReplace")
            wait(100)
            verify(!confirm.visible, "not asked to leave the game for a name that fails")
            verify(dialog.error !== "", "the name's problem is said")
            verify(dialog.opened)
            compare(game.hand.cards.join(" "), before, "the game goes on")
        }
    }
}
