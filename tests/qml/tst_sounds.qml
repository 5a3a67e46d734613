import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The table's sounds (TableSounds.qml), heard through the real game model: a deal at a new game
// and a new round, each move (the computer's too) placed or staked, the reveal's flip, a column's
// captures, the round's end, a win and a loss as the person sees them; nothing while muted or at
// volume 0. No sound device is opened here (deviceAllowed false, as COZEN_MUTE makes it in the
// game): what would be played is heard through `played`.
Item {
    id: root
    width: 1280
    height: 800

    Game { id: game; savePath: ""; revealMs: 30; computerDelayMs: 0 }
    GameScreen { id: screen; anchors.fill: parent; game: game }
    TableSounds {
        id: sounds
        game: game
        deviceAllowed: false
        onPlayed: (name) => root.heard.push(name)
    }
    property var heard: []

    TestCase {
        name: "Sounds"
        when: windowShown

        function init() {
            Theme.animationMs = 0
            sounds.muted = false
            sounds.volume = 70
            root.heard = []
        }
        function cleanup() { game.savePath = "" }

        function count(name) { return root.heard.filter(heard => heard === name).length }

        // The game of `fixture`, resumed, its last card played (by the person, or the computer) and
        // its reveal watched to the summary.
        function lastCardOf(fixture) {
            game.savePath = fixtures.copy(fixture) // qmllint disable unqualified
            verify(game.resume(), JSON.stringify(game.notice))
            if (game.yourTurn) verify(game.input.play(1, ["7D"]), "the last card")
            tryCompare(game, "stage", Game.Summary, 5000)
        }

        function test_aNewGameIsDealtAndEveryMoveSounds() {
            compare(game.newGame([{ name: "Ann" }, { computer: "random" }], 0, 70), "")
            compare(root.heard, ["deal"])
            compare(sounds.lastPlayed, "deal")
            verify(game.yourTurn)
            verify(game.input.play(0, [game.hand.codeAt(0)]), "a wager on a new column")
            compare(root.heard[1], "place")
            compare(sounds.lastPlayed, "place")
            // The computer's answer sounds too.
            tryVerify(() => root.heard.length >= 3, 5000)
            verify(root.heard[2] === "place" || root.heard[2] === "stake", root.heard[2])
            tryVerify(() => game.yourTurn, 5000)
            const before = root.heard.length
            verify(game.input.play(-1, [game.hand.codeAt(0)]), "a Stake & Draw")
            compare(root.heard[before], "stake")
        }

        // In 2v2 the three computers' moves each sound.
        function test_everyComputersMoveSoundsIn2v2() {
            compare(game.newGame([{ name: "Ann" }, { computer: "random" }, { computer: "random" },
                                  { computer: "random" }], 0, 100), "")
            verify(game.yourTurn)
            verify(game.input.play(0, [game.hand.codeAt(0)]))
            tryVerify(() => game.yourTurn || game.stage !== Game.Playing, 5000)
            verify(count("place") + count("stake") >= 4, JSON.stringify(root.heard))
        }

        // A round's last card: placed, the row turned up, each column won captured, the round's end;
        // the next round dealt.
        function test_theRevealAndTheRoundsEnd() {
            lastCardOf("crowded-reveal.json")
            const order = root.heard.slice(1) // after the resumed game's deal
            compare(order[0], "place")
            compare(order[1], "flip")
            verify(count("capture") >= 1, JSON.stringify(order))
            compare(order[order.length - 1], "roundEnd")
            compare(count("roundEnd"), 1)
            for (let i = 2; i < order.length - 1; ++i) compare(order[i], "capture")
            game.advance()
            tryCompare(sounds, "lastPlayed", "deal")
        }

        function test_aWinAndALoss() {
            lastCardOf("game-over-next.json") // Red, the person, passes the target
            verify(count("win") === 0 && count("loss") === 0, "no fanfare before the summary is through")
            const deals = count("deal")
            game.advance()
            tryCompare(game, "stage", Game.GameOver)
            compare(sounds.lastPlayed, "win")
            compare(count("deal"), deals, "no round is dealt after the last")
            // The same game resumed over: no fanfare again.
            const path = game.savePath
            game.flushSave()
            root.heard = []
            game.savePath = path
            verify(game.resume())
            compare(game.stage, Game.GameOver)
            compare(root.heard, ["deal"])

            root.heard = []
            lastCardOf("game-over-lost.json") // Red is the computer here
            game.advance()
            tryCompare(game, "stage", Game.GameOver)
            compare(sounds.lastPlayed, "loss")
            compare(count("win"), 0)
            compare(count("deal"), 1, "the resumed game's deal, no other")
        }

        function test_mutedOrAtVolumeZeroNothingPlays() {
            const effects = findChild(sounds, "effects")
            verify(effects)
            verify(!effects.active, "no device in the tests")
            for (const quiet of [{ muted: true, volume: 70 }, { muted: false, volume: 0 }]) {
                sounds.muted = quiet.muted
                sounds.volume = quiet.volume
                sounds.lastPlayed = ""
                root.heard = []
                compare(game.newGame([{ name: "Ann" }, { computer: "random" }], 0, 70), "")
                verify(game.input.play(0, [game.hand.codeAt(0)]))
                tryVerify(() => game.yourTurn, 5000)
                compare(root.heard, [])
                compare(sounds.lastPlayed, "")
                // Not even allowed a device, the effects are not loaded while they may not be heard.
                sounds.deviceAllowed = true
                verify(!effects.active)
                sounds.deviceAllowed = false
            }
            compare(sounds.gain, 0)
            sounds.volume = 100
            compare(sounds.gain, 1)
            sounds.volume = 50
            verify(sounds.gain > 0.05 && sounds.gain < 0.2, "half the slider, a tenth of the loudness")
        }
    }
}
