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
            preferences.level = "medium"
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
            // (Clicked until chosen: after a test that changed the mode, the dialog may still be
            // laying itself out as it opens, and a click can fall between two places.)
            const youBlack = findChild(dialog.contentItem, "youBlack")
            tryVerify(() => { mouseClick(youBlack); return youBlack.checked }, 3000, "Black chosen")
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

        // The adaptive level (issue 39) is offered with the strength it would play at, and a game
        // against it plays there; in 2v2 each computer seat may be it.
        function test_theAdaptiveLevel() {
            const levels = findChild(dialog.contentItem, "levelBox")
            compare(levels.model.length, 5)
            compare(levels.model[4], "Adapts to you — now at 3 of 6")
            levels.currentIndex = 4; levels.activated(4)
            start()
            compare(game.seats.at(1).level, "adaptive")
            compare(game.seats.at(1).strength, game.adaptiveStrength)
            compare(preferences.level, "adaptive")
            const players = preferences.players()
            compare(players[1].computer, "adaptive")
            // 2v2: Black 1 adaptive.
            dialog.open()
            tryVerify(() => dialog.opened)
            compare(findChild(dialog.contentItem, "levelBox").currentIndex, 4, "from the game being played")
            mouseClick(findChild(dialog.contentItem, "mode2v2"))
            typeInto(findChild(dialog.contentItem, "seatName0"), "Ann")
            const black1 = findChild(dialog.contentItem, "seatKind1")
            compare(black1.model[5], "Computer: adaptive")
            verify(!findChild(dialog.contentItem, "adaptiveNote").visible)
            black1.currentIndex = 5; black1.activated(5)
            compare(findChild(dialog.contentItem, "adaptiveNote").text, "Adapts to you — now at 3 of 6")
            verify(findChild(dialog.contentItem, "adaptiveNote").visible)
            start()
            compare(game.seats.at(1).level, "adaptive")
            compare(game.seats.at(1).strength, 3)
            compare(game.seats.at(3).strength, 0, "another level has none")
            preferences.level = "medium"
            // Laid out for 1v1 again before the next test (its clicks land where they aim).
            compare(game.newGame([{ name: "" }, { computer: "random" }], 0, 70), "")
            dialog.open()
            tryVerify(() => dialog.opened)
            waitForRendering(dialog.contentItem)
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
            // Two people whose names are one once compatibility forms are folded ("Ａｎｎ" is
            // "Ann", as the game compares names, Game.playersProblem): said as they are typed, and
            // Start waits, so the game in progress is not offered up for them.
            mouseClick(findChild(dialog.contentItem, "modeHotSeat"))
            findChild(dialog.contentItem, "redName").text = "Ann"
            findChild(dialog.contentItem, "blackName").text = "\uFF21\uFF4E\uFF4E"
            compare(dialog.problem, "Give the two people different names.")
            const start = findChild(dialog.contentItem, "startButton")
            verify(!start.enabled)
            mouseClick(start)
            const confirm = findChild(dialog, "confirmReplace")
            wait(100)
            verify(!confirm.visible, "not asked to leave the game for a name that fails")
            verify(dialog.opened)
            compare(game.hand.cards.join(" "), before, "the game goes on")
            // One name left out where two people play; every seat a computer in 2v2.
            findChild(dialog.contentItem, "blackName").text = " "
            compare(dialog.problem, "Each person needs a name.")
            findChild(dialog.contentItem, "blackName").text = "Ben"
            compare(dialog.problem, "")
            mouseClick(findChild(dialog.contentItem, "modeComputer"))
        }

        // A name that is not one (names.h) is said as it is typed, in the player's language, and
        // Start waits; a name is counted as a person sees it (13 emoji are 13 characters).
        function test_aNameThatIsNotOneIsSaid() {
            const start = findChild(dialog.contentItem, "startButton")
            const red = findChild(dialog.contentItem, "redName") // against the computer: your name
            const family = "\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}"
            const cases = [["A\u202Ennil", "A name cannot hold invisible characters, direction marks or line breaks."],
                           ["Ann\u200Bie", "A name cannot hold invisible characters, direction marks or line breaks."],
                           ["\u3164", "A name needs a letter that shows."],
                           ["\u0410nn", "A name cannot mix Latin, Greek and Cyrillic letters, which look alike."],
                           ["Z\u0336\u0336\u0316\u0316\u0336", "A name may not begin with an accent or stack more than 3 on one letter."],
                           ["a".repeat(25), "A name has at most 24 characters."],
                           ["\u{1F98A}".repeat(25), "A name has at most 24 characters."],
                           ["\u{1F98A}".repeat(13), ""],
                           [family.repeat(24), ""],
                           ["\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645", ""]]
            for (const [name, problem] of cases) {
                red.text = name
                compare(red.text, name, "the field holds the whole name")
                compare(dialog.problem, problem, name)
                compare(start.enabled, problem === "", name)
            }
        }
    }
}
