import QtQuick
import QtMultimedia
import Cozen.Models

// The table's sounds (resources/sounds, made by make-sounds.sh; docs/sound.md): a new round's
// deal, a wager placed, a Stake & Draw, the row turned up at the reveal, a column's captures
// going to a jail, a round's end, and the game won or lost as the people at the table see it
// (Words.isLoss; a draw has the round's end). Every seat's moves sound, the computer's too. It
// listens to one Game (the window's: the tutorial's lessons are silent) and only to what the
// game says happened, never to the screen.
//
// Muted, or at volume 0, it plays nothing and holds no sound device. With `deviceAllowed` false
// (COZEN_MUTE in the environment: every test) it opens no device either, and still says what it
// would play (`played`, `lastPlayed`): the tests hear the table through that.
Item {
    id: sounds
    required property Game game
    property int volume: 70 // 0 to 100, as the settings' slider
    property bool muted: false
    property bool deviceAllowed: true
    readonly property bool audible: !muted && volume > 0
    // The effect played last ("deal", "place", "stake", "flip", "capture", "roundEnd", "win",
    // "loss"), and each as it is played.
    property string lastPlayed: ""
    signal played(string name)

    // The slider's volume to the effects' (linear) one: a 40 dB range, so that each step of the
    // slider is heard as one (half the slider is a tenth of the loudness, not a half).
    readonly property real gain: volume <= 0 ? 0 : Math.pow(10, 2 * (Math.min(volume, 100) / 100 - 1))

    function play(name) {
        if (!audible) return
        lastPlayed = name
        played(name)
    }

    // The stage the game last showed, since it started (-1: none yet). A round's end and the
    // game's end sound only where the game has come to them here, not where a game resumed is.
    property int lastStage: -1
    Connections {
        target: sounds.game
        function onStarted() { sounds.lastStage = -1; sounds.play("deal") }
        // (Not when the summary was the game's last: no round is dealt, the game's end sounds.)
        function onRoundStarting() { if (!sounds.game.summary.gameOver) sounds.play("deal") }
        function onMoveMade(seat, top, stake) { sounds.play(stake ? "stake" : "place") }
        function onColumnResolved(column, winner) {
            if (flipLater.running) { flipLater.stop(); sounds.play("flip") } // the row before its columns
            if (winner === ColumnWinner.Top || winner === ColumnWinner.Bottom) sounds.play("capture")
        }
        function onStageChanged() {
            const stage = sounds.game.stage
            if (stage === Game.Reveal) flipLater.restart() // after the last move's own sound
            else if (stage === Game.Summary && sounds.lastStage === Game.Reveal) sounds.play("roundEnd")
            else if (stage === Game.GameOver && sounds.lastStage === Game.Summary) {
                const outcome = sounds.game.outcome
                sounds.play(!outcome.known || outcome.draw ? "roundEnd"
                            : Words.isLoss(sounds.game, outcome.winner) ? "loss" : "win")
            }
            sounds.lastStage = stage
        }
    }
    Timer {
        id: flipLater
        interval: 150
        onTriggered: if (sounds.game.stage === Game.Reveal) sounds.play("flip")
    }

    // The effects themselves, loaded only while they may be heard, and only where there is a device
    // to play them on (without one, each effect made would log "No audio device detected").
    Loader {
        objectName: "effects"
        active: sounds.deviceAllowed && sounds.audible
        // qmllint disable unqualified
        sourceComponent: Item {
            MediaDevices { id: devices }
            Loader {
                active: devices.audioOutputs.length > 0
                sourceComponent: Item {
                    id: output
                    readonly property var effects: ({ deal: deal, place: place, stake: stake, flip: flip, capture: capture,
                                                      roundEnd: roundEnd, win: win, loss: loss })
                    SoundEffect { id: deal; source: "sounds/deal.wav"; volume: sounds.gain }
                    SoundEffect { id: place; source: "sounds/place.wav"; volume: sounds.gain }
                    SoundEffect { id: stake; source: "sounds/stake.wav"; volume: sounds.gain }
                    SoundEffect { id: flip; source: "sounds/flip.wav"; volume: sounds.gain }
                    SoundEffect { id: capture; source: "sounds/capture.wav"; volume: sounds.gain }
                    SoundEffect { id: roundEnd; source: "sounds/roundEnd.wav"; volume: sounds.gain }
                    SoundEffect { id: win; source: "sounds/win.wav"; volume: sounds.gain }
                    SoundEffect { id: loss; source: "sounds/loss.wav"; volume: sounds.gain }
                    Connections {
                        target: sounds
                        function onPlayed(name) { output.effects[name].play() }
                    }
                }
            }
        }
        // qmllint enable unqualified
    }
}
