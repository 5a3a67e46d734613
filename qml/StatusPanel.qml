import QtQml
import QtQuick
import Cozen.Models

// The table's side panel: the round, the score race, whose turn it is and what to do, what was
// played since the viewer's last turn, the hint's reason, the round's summary, and what the chosen
// cards would make (their buttons are beside the hand: HandControls). Everything it shows is the game's and the table's choice of
// cards (playCards, playColumn); it decides no rule.
Column {
    id: panel
    required property Game game
    // The table's seats along the top and the bottom (null while not drawn), and its state of play.
    property SeatInfo topSeat: null
    property SeatInfo bottomSeat: null
    readonly property bool twoVsTwo: Words.twoVsTwo(game)
    property bool lesson: false     // a tutorial's step: no hint, no taking back, no summary over it
    property bool lessonDone: false // the step is played: the table waits for Next
    property bool choosing: false   // the person is choosing a column for the chosen cards
    property var playCards: []      // the cards chosen to play
    property int playColumn: -1     // the column they go to, or -1 to stake
    property string playRefusal: "" // why they may not, in words, or ""
    property var playArrangement: null // the side they would make there (MoveCheck.arrangement)
    property bool playEndsRound: false // the choice wagers the hand's last cards (MoveCheck.endsRound)
    property bool summaryHidden: false // the round's summary put away (the table's to change)
    property real margin: 10
    property real bottomLimit: height // where the bottom seat begins, in the table's coordinates
    // The play button is shown beside the hand (HandControls): what it plays is said here.
    readonly property bool playShown: choosing && playCards.length > 0
    // Put the round's summary away, or bring it back.
    signal summaryHiddenRequested(bool hidden)
    signal beliefRequested()
    // Leave the remote game on the table for later (Game.leaveRemote; the table takes up the game
    // before it, or asks for a new one).
    signal leaveRemoteRequested()
    spacing: Math.round(8 * Theme.textScale)
    SpokenText {
        objectName: "roundAndLevel"
        width: parent.width; wrapMode: Text.Wrap // two lines in a long language
        text: qsTr("Round %1").arg(Words.n(panel.game.round)) + (!panel.twoVsTwo && panel.topSeat && !panel.topSeat.person
              ? "  ·  " + qsTr("computer: %1").arg(Words.levelWithStrength(panel.topSeat.level, panel.topSeat.strength)) : "")
        color: Theme.inkDim; font.pixelSize: Theme.px(13)
    }
    ScoreRace {
        width: parent.width
        topVp: panel.game.vp[1 - panel.game.bottomTeam] ?? 0
        bottomVp: panel.game.vp[panel.game.bottomTeam] ?? 0
        target: panel.game.target
        bottomRed: panel.game.bottomTeam === 0
        topName: panel.twoVsTwo ? Words.teamName(panel.game, 1 - panel.game.bottomTeam) : Words.nameOf(panel.game, panel.topSeat)
        bottomName: panel.twoVsTwo ? Words.teamName(panel.game, panel.game.bottomTeam) : Words.nameOf(panel.game, panel.bottomSeat)
    }
    Rectangle { // whose turn: one line, always the same height
        objectName: "turnBanner"
        // The summary names the round that is over; the card drawn says what is next.
        visible: !roundSummary.visible && panel.game.drawnCard === ""
        width: parent.width; height: Theme.px(17) * 1.4 + 16; radius: 8
        Accessible.role: Accessible.StaticText
        Accessible.name: turnText.text
        Accessible.ignored: !visible || turnText.text === ""
        color: panel.game.yourTurn ? "#33e8c15a" : "#22000000"
        border.color: panel.game.yourTurn ? Theme.gold : "#33ffffff"
        Text {
            textFormat: Text.PlainText
            id: turnText
            objectName: "turnText"
            anchors.fill: parent; anchors.margins: 8
            verticalAlignment: Text.AlignVCenter
            elide: Text.ElideRight
            fontSizeMode: Text.HorizontalFit; minimumPixelSize: 10
            color: Theme.ink; font.pixelSize: Theme.px(17); font.bold: true
            readonly property string mover: panel.game.toMove >= 0 ? Words.seatName(panel.game, panel.game.toMove) : ""
            text: panel.lessonDone && panel.game.stage !== Game.Reveal ? qsTr("Step done: go on with Next")
                  : panel.game.stage === Game.Reveal ? qsTr("Settling the round…")
                  : panel.game.stage === Game.Summary ? qsTr("Round %1 is over").arg(Words.n(panel.game.round))
                  : panel.game.stage === Game.GameOver ? qsTr("The game is over")
                  : panel.game.stage !== Game.Playing ? ""
                  : panel.game.yourTurn
                    ? (Words.isYou(panel.game, panel.game.toMove)
                       ? (panel.game.finalTurn ? qsTr("Your last turn of the round") : qsTr("Your turn"))
                       : (panel.game.finalTurn ? qsTr("%1's last turn of the round").arg(mover) : qsTr("%1's turn").arg(mover)))
                  // (the other player away: their turn, not a think; the line below says they are away)
                  : panel.game.thinking && panel.game.remoteGame && !panel.game.remote.peerPresent ? qsTr("%1's turn").arg(mover)
                  : panel.game.thinking ? (panel.game.finalTurn ? qsTr("%1's last turn of the round…").arg(mover)
                                                               : qsTr("%1 is thinking…").arg(mover))
                  : ""
            SequentialAnimation on opacity {
                running: panel.game.thinking && Theme.animationMs > 0
                loops: Animation.Infinite
                NumberAnimation { to: 0.45; duration: 500 }
                NumberAnimation { to: 1; duration: 500 }
                onStopped: turnText.opacity = 1
            }
        }
    }
    // A game over the network: the other player, the connection, a long wait; and leaving it for
    // later, or giving it up on one's own move.
    SpokenText {
        objectName: "remoteStatus"
        visible: panel.game.remoteGame
        width: parent.width; wrapMode: Text.Wrap
        text: panel.game.remoteGame ? Words.remoteStatus(panel.game.remote) : ""
        color: panel.game.remote.status === RemoteMatch.Stopped
               || (panel.game.remote.status === RemoteMatch.Playing && !panel.game.remote.peerPresent)
               ? Theme.gold : Theme.inkDim
        font.pixelSize: Theme.px(13)
    }
    Flow {
        objectName: "remoteButtons"
        width: parent.width
        spacing: Theme.px(6)
        visible: panel.game.remoteGame && (panel.game.remote.status === RemoteMatch.Playing
                                            || panel.game.remote.status === RemoteMatch.Stopped
                                            || panel.game.remote.status === RemoteMatch.Claimed)
        // First the question at hand, take-back by consent: this player's last wager, asked of
        // the other (Ctrl+Z too); the other's, allowed or not.
        PanelButton {
            objectName: "askTakeBack"
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(13)
            visible: panel.game.remote.canAskTakeBack
            text: qsTr("Ask to take back your wager (Ctrl+Z)")
            onClicked: panel.game.remote.askTakeBack()
            Accessible.onPressAction: clicked()
            Accessible.ignored: !visible
        }
        PanelButton {
            objectName: "allowTakeBack"
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(13)
            highlighted: true
            visible: panel.game.remote.takeBackAsked
            text: qsTr("Let %1 take it back").arg(Words.peer(panel.game.remote))
            onClicked: panel.game.remote.allowTakeBack()
            Accessible.onPressAction: clicked()
            Accessible.ignored: !visible
        }
        PanelButton {
            objectName: "declineTakeBack"
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(13)
            visible: panel.game.remote.takeBackAsked
            text: qsTr("Keep the wager")
            onClicked: panel.game.remote.declineTakeBack()
            Accessible.onPressAction: clicked()
            Accessible.ignored: !visible
        }
        PanelButton {
            objectName: "leaveRemote"
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(13)
            text: panel.game.remote.status === RemoteMatch.Playing ? qsTr("Finish later") : qsTr("Leave the game")
            onClicked: panel.leaveRemoteRequested()
            Accessible.onPressAction: clicked()
            Accessible.ignored: !visible
        }
        // The other player away for five minutes: the one who stayed may end the game as won.
        PanelButton {
            objectName: "claimRemote"
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(13)
            visible: panel.game.remote.canClaim
            text: qsTr("Claim the game")
            onClicked: panel.game.remote.claim()
            Accessible.onPressAction: clicked()
            Accessible.ignored: !visible
        }
        PanelButton {
            objectName: "resignRemote"
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(13)
            visible: panel.game.yourTurn && panel.game.remote.status === RemoteMatch.Playing
            // Asked twice: a click that slipped gives nothing up.
            property bool asked: false
            onVisibleChanged: asked = false
            text: asked ? qsTr("Resign? Click again") : qsTr("Resign")
            onClicked: { if (asked) panel.game.remote.resign(); else asked = true }
            Accessible.onPressAction: clicked()
            Accessible.ignored: !visible
        }
    }
    // Between rounds, the round's summary beside the row (which stays in view): hidden on request,
    // and then a button shows it again, beside the one that goes on.
    RoundSummary {
        id: roundSummary
        objectName: "roundSummary"
        width: parent.width
        // Down to the bottom seat's row, not over it.
        maximumHeight: panel.bottomLimit - panel.margin - panel.y - y
        visible: panel.game.stage === Game.Summary && !panel.lesson && !panel.summaryHidden
        game: panel.game
        onHideRequested: panel.summaryHiddenRequested(true)
        onBeliefRequested: panel.beliefRequested()
    }
    Flow {
        objectName: "hiddenSummaryButtons"
        width: parent.width
        spacing: Theme.px(6)
        visible: panel.game.stage === Game.Summary && !panel.lesson && panel.summaryHidden
        PanelButton {
            objectName: "showSummary"
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(14)
            text: qsTr("Round summary")
            onClicked: panel.summaryHiddenRequested(false)
            Accessible.onPressAction: panel.summaryHiddenRequested(false)
            Accessible.ignored: !visible
        }
        PanelButton {
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(14)
            highlighted: true
            text: panel.game.summary.gameOver ? qsTr("See the result") : qsTr("Next round")
            onClicked: panel.game.advance()
            Accessible.onPressAction: panel.game.advance()
            Accessible.ignored: !visible
        }
    }
    // What the others did since this seat's last turn, as it could see it (or the last move).
    Column {
        id: news
        objectName: "sinceLastTurn"
        visible: !roundSummary.visible
        width: parent.width
        spacing: 2
        readonly property MoveLogModel log: panel.game.sinceLastTurn
        readonly property bool since: log.count > 0
        // What a screen reader says: the lines since the viewer's last turn, or the last move.
        readonly property string spoken: {
            if (!since) return Words.move(panel.game, panel.game.lastMove)
            const lines = []
            for (let i = 0; i < log.count; ++i) lines.push(Words.move(panel.game, log.at(i)))
            return qsTr("Since your last turn:") + " " + lines.join(" ")
        }
        Accessible.role: Accessible.StaticText
        Accessible.name: spoken
        Accessible.ignored: !visible || spoken === ""
        Text {
            textFormat: Text.PlainText
            visible: news.since
            text: qsTr("Since your last turn:")
            color: Theme.inkDim; font.pixelSize: Theme.px(12); font.bold: true
        }
        // The last four lines, straight from the game's move log: a move adds one row (and the
        // viewer's own move drops those before it), and only that row's line is made.
        Repeater {
            model: news.log
            // qmllint disable unqualified
            Text {
                required property int index
                required property var line // a moveLine
                textFormat: Text.PlainText
                visible: index >= news.log.count - 4
                width: news.width; wrapMode: Text.Wrap; maximumLineCount: 3; elide: Text.ElideRight
                text: "• " + Words.move(panel.game, line); color: Theme.ink; font.pixelSize: Theme.px(14)
            }
            // qmllint enable unqualified
        }
        // The last move, when there is no line since the viewer's last turn (nobody's screen).
        Text {
            textFormat: Text.PlainText
            visible: !news.since && panel.game.lastMove.kind !== MoveLineKind.None
            width: news.width; wrapMode: Text.Wrap; maximumLineCount: 3; elide: Text.ElideRight
            text: "• " + Words.move(panel.game, panel.game.lastMove); color: Theme.ink; font.pixelSize: Theme.px(14)
        }
    }
    SpokenText {
        width: parent.width; wrapMode: Text.Wrap
        objectName: "howToPlay"
        visible: panel.game.yourTurn && !panel.playShown && !panel.lessonDone // (a step played waits for Next)
        text: qsTr("Drag a card onto a column to wager it, or onto Stake & Draw. Or click cards, then a column or Stake & Draw, then the button.")
        color: Theme.inkDim; font.pixelSize: Theme.px(12)
    }
    PanelButton {
        visible: panel.game.stage === Game.Reveal
        focusPolicy: Qt.NoFocus // the keys stay with the table
        text: qsTr("Show all")
        font.pixelSize: Theme.px(14)
        onClicked: panel.game.advance()
        Accessible.onPressAction: panel.game.advance() // Qt 6.4's Button does not click on it by itself
        Accessible.ignored: !visible
    }
    SpokenText {
        objectName: "hintText"
        visible: !panel.lesson && panel.game.yourTurn && panel.game.hint.known
        width: parent.width; wrapMode: Text.Wrap
        color: Theme.gold; font.pixelSize: Theme.px(13)
        text: visible ? Words.hint(panel.game, panel.game.hint) : ""
    }
    // After Stake & Draw, the card drawn: between two people before the screen moves on (bold),
    // and in any game until the next move (its card glows in the hand too).
    SpokenText {
        objectName: "drawnText"
        readonly property string card: panel.game.drawnCard !== "" ? panel.game.drawnCard : panel.game.justDrawn
        visible: card !== "" && !roundSummary.visible
        width: parent.width; wrapMode: Text.Wrap
        color: Theme.gold; font.pixelSize: Theme.px(panel.game.drawnCard !== "" ? 15 : 13)
        font.bold: panel.game.drawnCard !== ""
        text: visible ? qsTr("You drew %1.").arg(Words.cardsInSentence([card])) : ""
    }
    SpokenText {
        visible: panel.playShown
        width: parent.width; wrapMode: Text.Wrap
        color: panel.playRefusal !== "" ? Theme.refuse : Theme.ink
        font.pixelSize: Theme.px(13)
        text: panel.playRefusal !== "" ? panel.playRefusal
              : panel.playColumn < 0 ? qsTr("Enter or the button plays it.")
              : qsTr("Your side would be: %1").arg(Words.arrangement(panel.playArrangement))
    }
    SpokenText { // the move that empties the hand ends the round after the others' last turn
        objectName: "lastCardWarning"
        visible: panel.playShown && panel.playEndsRound
        width: parent.width; wrapMode: Text.Wrap
        color: Theme.gold
        font.pixelSize: Theme.px(13)
        text: panel.twoVsTwo
              ? qsTr("Your last card: the three other seats then take a last turn each, and the row is settled.")
              : qsTr("Your last card: %1 then takes the round's last turn, and the row is settled.")
                .arg(panel.topSeat ? Words.seatNameInSentence(panel.game, panel.topSeat.seat) : "")
    }
}
