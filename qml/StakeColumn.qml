import QtQuick
import QtQuick.Controls
import Cozen.Models

// One column of the stakes row: the top team's wagers above the stake, the bottom team's below.
// It takes drops of cards from the hand, and at the end of the round shows the outcome. The replay
// shows its row with it too: given no person's input to play through, it takes nothing, and shows
// every card it is given a code for face up (openCards).
//
// From top to bottom: a band for the top side's arrangement, the top side's cards, the stake, a
// band for the column's number (its outcome at the reveal), the bottom side's cards, a band for
// the bottom side's arrangement. No text covers a card.
Item {
    id: column
    // Whose row it is, for its seats and its words: the table's Game, or a replay's ReplayModel.
    required property var shownBy
    // The person whose moves it takes (Game.input): null in a replay and in the last round
    // looked back on, where it takes no cards and no clicks.
    property HumanInput input: null
    property bool openCards: false // every card with a code face up (a replay), not only at the reveal
    readonly property bool playable: input !== null
    required property int index
    required property int number
    required property string stake
    required property bool stakeFaceUp
    required property bool stakeRed
    required property bool stakeMine
    required property int stakeSeat
    required property bool resolved
    required property bool revealed
    required property var topArrangement
    required property var bottomArrangement
    required property int winner // a ColumnWinner
    required property int winnerTeam
    required property bool byDefault
    required property int capturedCards
    required property int capturedVp
    required property var tieBreak       // on equal Strength: the ranks that decided, top then bottom
    required property bool stays         // settled, and its stake stays on the row (no capture)

    property real cardWidth: 60
    property bool highlighted: false  // the last move was here
    property bool targeted: false     // the keyboard's column
    property bool previewRefused: false
    // While cards are dragged over: what the person's side would be, or why they may not go here.
    signal hovering(string text, bool refused)
    // Clicked: the person chooses this column for the selected cards.
    signal chosen()
    readonly property real cardHeight: cardWidth * Theme.cardRatio
    readonly property bool dropping: drop.containsDrag
    property bool bottomRed: shownBy.bottomTeam === 0 // (the last round's row: Red along the bottom)
    readonly property string outcomeText: Words.outcome(shownBy, column)
    // In 2v2 each card is marked with its seat's number within its colour (Red 1, Red 2).
    function marker(seat) {
        const s = shownBy.seats.at(seat)
        return s && s.number > 0 ? String(s.number) : ""
    }

    // The bands (see above), and the room each side has for its cards.
    readonly property real gap: Math.max(4, cardWidth * 0.08)
    readonly property real badgeHeight: Theme.px(13) + 6
    readonly property real tagHeight: Theme.tagHeight // two lines: "+14 VP → Ann" may wrap
    readonly property real sideHeight: (height - 2 * badgeHeight - tagHeight - cardHeight - 2 * gap) / 2
    readonly property real stakeY: badgeHeight + sideHeight + gap
    readonly property real tagY: stakeY + cardHeight
    readonly property real bottomY: tagY + tagHeight + gap

    // Each side's cards as a model of their own, changed in place: a card wagered is one card made
    // (it lands), a card turned up the same card turned (a Repeater over a list made the whole
    // side again at every change: each card's item, face and bindings).
    required property SideModel topSide
    required property SideModel bottomSide
    // The cards made with the column are on the table already; those made later land.
    property bool made: false
    Component.onCompleted: made = true

    // Turned up, a stack too tight for every rank to show fans out to the right as well (each card's
    // corner clear of the next), and the column grows to hold it.
    readonly property int longestSide: Math.max(topSide.count, bottomSide.count)
    readonly property bool fanned: revealed && longestSide > 1 && stackStep(longestSide) < cardHeight * 0.32
    readonly property real fanStep: fanned ? cardWidth * 0.32 : 0
    function cardX(index) { return fanned ? cardWidth * 0.15 + index * fanStep : (width - cardWidth) / 2 }
    width: cardWidth * 1.3 + fanStep * Math.max(0, longestSide - 1)
    objectName: "column-" + number
    Accessible.role: playable ? Accessible.Button : Accessible.StaticText
    Accessible.name: Words.columnSpoken(shownBy, column)
    Accessible.description: playable ? qsTr("Press to choose this column for your move") : ""
    Accessible.onPressAction: column.chosen()
    Accessible.ignored: !visible
    function spokenCard(code, seat, faceUp) {
        return qsTr("%1, column %2").arg(Words.tableCardSpoken(shownBy, code, seat, faceUp)).arg(Words.n(number))
    }

    Rectangle { // the column's ground, below every card (the other side's stack has z below 0)
        z: -100
        anchors.fill: parent
        anchors.margins: 2
        radius: 8
        color: column.dropping ? (column.previewRefused ? "#33ff8a80" : "#337fe0a0")
               : column.targeted ? "#335ec8ff" : column.highlighted ? "#22e8c15a" : "transparent"
        border.color: column.dropping ? (column.previewRefused ? Theme.refuse : Theme.accept)
                      : column.targeted ? Theme.focus : column.highlighted ? Theme.gold : "#22ffffff"
        border.width: column.targeted ? Math.max(3, Theme.px(3)) : column.dropping || column.highlighted ? 2 : 1
        Behavior on color { ColorAnimation { duration: 150 } }
    }

    function stackStep(count) {
        if (count <= 1) return 0
        return Math.max(0, Math.min(cardHeight * 0.3, (sideHeight - cardHeight) / (count - 1)))
    }

    // The column's number, or at the reveal its outcome, in the band below the stake.
    Rectangle {
        id: tag
        objectName: "tag"
        x: 2; y: column.tagY + 2
        width: column.width - 4; height: column.tagHeight - 4
        radius: 4
        color: column.resolved ? "#dd102018" : "transparent"
        border.color: !column.resolved ? "transparent" : column.winner === ColumnWinner.Bottom ? Theme.accept
                      : column.winner === ColumnWinner.Top ? Theme.refuse : "#44ffffff"
        // The outcome with its winner's name, or in a narrow column the VP and an arrow to the
        // side that took them ("+10 VP ▲").
        FittedText {
            objectName: "tagText"
            anchors.fill: parent; anchors.margins: 2
            full: !column.resolved ? Words.n(column.number) : Words.outcomeTag(column.shownBy, column)
            brief: !column.resolved ? Words.n(column.number) : Words.outcomeTagShort(column.shownBy, column, false)
            briefest: !column.resolved ? Words.n(column.number) : Words.outcomeTagShort(column.shownBy, column, true)
            color: column.resolved ? Theme.ink : Theme.inkDim
            font.pixelSize: Theme.px(12); font.bold: column.resolved
        }
        // The outcome in full on hover, and to a screen reader.
        HoverHandler { id: tagHover; enabled: column.resolved }
        PlainToolTip {
            visible: tagHover.hovered && column.resolved && column.outcomeText !== ""
            text: column.outcomeText
            delay: 300
        }
        Accessible.role: Accessible.StaticText
        Accessible.name: column.outcomeText
        Accessible.ignored: !column.resolved
    }

    // The other side, growing up from the stake.
    Repeater {
        model: column.topSide
        // qmllint disable unqualified
        delegate: PlayingCard {
            required property int index
            required property string card
            required property int seat
            width: column.cardWidth
            x: column.cardX(index)
            y: column.stakeY - column.gap - height - index * column.stackStep(column.topSide.count)
            z: column.fanned ? index - 50 : -index
            code: card
            red: !column.bottomRed
            marker: column.marker(seat)
            faceUp: column.revealed || (column.openCards && card !== "")
            spokenName: column.spokenCard(code, seat, faceUp)
            glow: column.winner === ColumnWinner.Top
            landing: column.made
            flipping: column.revealed
        }
        // qmllint enable unqualified
    }
    // The stake.
    PlayingCard {
        x: (column.width - width) / 2; y: column.stakeY
        width: column.cardWidth
        code: column.stake
        red: column.stakeRed
        marker: column.marker(column.stakeSeat)
        faceUp: column.stakeFaceUp || (column.openCards && column.stake !== "")
        spokenName: qsTr("the stake: %1").arg(column.spokenCard(code, column.stakeSeat, faceUp))
        z: 2
        rotation: faceUp ? 0 : 90
        scale: faceUp ? 1 : 0.85
        onClicked: column.chosen()
    }
    // The person's side, growing down from the stake.
    Repeater {
        model: column.bottomSide
        // qmllint disable unqualified
        delegate: PlayingCard {
            required property int index
            required property string card
            required property int seat
            width: column.cardWidth
            x: column.cardX(index)
            y: column.bottomY + index * column.stackStep(column.bottomSide.count)
            z: index
            code: card
            red: column.bottomRed
            marker: column.marker(seat)
            faceUp: column.revealed || (column.openCards && card !== "")
            spokenName: column.spokenCard(code, seat, faceUp)
            glow: column.winner === ColumnWinner.Bottom
            landing: column.made
            onClicked: column.chosen()
        }
        // qmllint enable unqualified
    }

    // Each side's arrangement at the reveal, short; the full words on hover and to a screen reader.
    // qmllint disable unqualified
    component Badge: Rectangle {
        id: badge
        property var arrangement
        property bool won: false
        visible: column.revealed
        x: 2; width: column.width - 4; height: column.badgeHeight - 2
        radius: 4; color: "#cc000000"
        border.color: won ? Theme.gold : "transparent"
        // "Pair + straight = 5"; in a narrow column its Strength alone, "= 5".
        FittedText {
            anchors.fill: parent; anchors.margins: 2
            readonly property bool known: badge.arrangement !== undefined && badge.arrangement !== null && badge.arrangement.known
            full: known ? Words.arrangementShort(badge.arrangement) : ""
            brief: known ? qsTr("= %1", "a side's Strength alone, in a narrow column's badge").arg(Words.n(badge.arrangement.strength)) : ""
            color: badge.won ? Theme.gold : Theme.ink
            font.pixelSize: Theme.px(13); font.bold: true
        }
        HoverHandler { id: badgeHover }
        ToolTip.visible: badgeHover.hovered
        ToolTip.text: Words.arrangement(badge.arrangement)
        Accessible.role: Accessible.StaticText
        Accessible.name: Words.arrangement(badge.arrangement)
        Accessible.ignored: !visible
    }
    // qmllint enable unqualified
    Badge { objectName: "topBadge"; y: 1; z: 10; arrangement: column.topArrangement; won: column.winner === ColumnWinner.Top }
    Badge { objectName: "bottomBadge"; y: column.height - column.badgeHeight + 1; z: 10
            arrangement: column.bottomArrangement; won: column.winner === ColumnWinner.Bottom }

    TapHandler { enabled: column.playable; onTapped: column.chosen() }

    DropArea {
        id: drop
        anchors.fill: parent
        enabled: column.playable
        keys: ["cozen-cards"]
        onEntered: (drag) => {
            const why = Words.refusal(column.shownBy, column.input.whyNot(column.index, drag.source.cards))
            column.previewRefused = why !== ""
            column.hovering(why !== "" ? why : qsTr("Column %1, your side: %2").arg(Words.n(column.number))
                            .arg(Words.arrangement(column.input.preview(column.index, drag.source.cards))), why !== "")
        }
        onExited: column.hovering("", false)
        onDropped: (drop) => {
            column.hovering("", false)
            if (column.input.play(column.index, drop.source.cards)) drop.accept(Qt.MoveAction)
            else drop.accepted = false
        }
    }
}
