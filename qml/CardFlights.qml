import QtQuick
import Cozen.Models

// The cards that cross the table, above everything: a move's card from its seat's hand to its
// column, and a column's captures to the winning team's jail. Only the flight is drawn here; the
// cards themselves land in the row and the jails by the game's models.
Item {
    id: flights
    required property Game game
    property StakesRow row: null
    property real cardWidth: 40     // a card of the row
    property bool dragging: false   // a card dropped by hand is where it goes already
    // Where each seat's hand is drawn (the start of its cards' flight), and the jails.
    property SeatInfo topSeat: null
    property SeatInfo topSeat2: null
    property SeatInfo partnerSeat: null
    property Item topHandView: null
    property Item topHand2View: null
    property Item partnerHandView: null
    property Item handView: null
    property Item topJail: null
    property Item bottomJail: null

    function handOf(seat) {
        if (topSeat && seat === topSeat.seat) return topHandView
        if (topSeat2 && seat === topSeat2.seat) return topHand2View
        if (partnerSeat && seat === partnerSeat.seat) return partnerHandView
        return handView
    }

    Component { id: flyingCard; FlyingCard {} }

    // One card from the middle of `fromItem` to `toItem`, `toOffset` down it; `under` cards
    // gathered under it, for `duration` ms (Theme's motion).
    function fly(fromItem, toItem, toOffset, code, red, faceUp, width, under, duration) {
        if (Theme.animationMs <= 0 || !fromItem || !toItem) return
        const from = fromItem.mapToItem(flights, fromItem.width / 2 - width / 2, fromItem.height / 2 - width * Theme.cardRatio / 2)
        const to = toItem.mapToItem(flights, toItem.width / 2 - width / 2, toOffset)
        flyingCard.createObject(flights, { from: from, to: to, width: width, code: code, red: red, faceUp: faceUp,
                                           under: under, duration: duration })
    }

    Connections {
        target: flights.game
        function onMoveMade(seat, top, stake, column, cards) {
            if (!top && flights.dragging) return // it was dropped there by hand
            if (flights.game.stage === Game.HandOver) return // nobody is watching the table
            const row = flights.row
            row.forceLayout()
            row.positionViewAtIndex(column, ListView.Contain)
            const target = row.itemAtIndex(column) as StakeColumn
            if (!target) return
            const offset = stake ? target.stakeY : top ? target.stakeY - target.gap - target.cardHeight : target.bottomY
            // One card flies for the move, however many it plays: they would fly together along
            // one path, each hiding the one before, and each flight is a card made (a wager of
            // five made its landing a long event of the GUI thread: bench_gui, 2v2).
            flights.fly(flights.handOf(seat), target, offset, "", flights.game.seats.at(seat).red, false, flights.cardWidth,
                        0, Theme.flightMs)
        }
        function onColumnResolved(column, winner) {
            if (winner !== ColumnWinner.Top && winner !== ColumnWinner.Bottom) return
            flights.row.positionViewAtIndex(column, ListView.Contain)
            const source = flights.row.itemAtIndex(column) as StakeColumn
            if (!source) return
            const loserSide = winner === ColumnWinner.Top ? source.bottomSide : source.topSide
            const jail = winner === ColumnWinner.Top ? flights.topJail : flights.bottomJail
            // One card flies to the jail for the column's captures, the last of them (the stake
            // when it goes too), the others gathered under it as edges: they would fly together
            // along one path, the last on top hiding the rest, and each flight is a card made (a
            // crowded column made its turn a long event of the GUI thread: bench_gui, 2v2).
            const stakeGoes = source.stakeMine === (winner === ColumnWinner.Top)
            if (!stakeGoes && loserSide.count === 0) return
            const last = stakeGoes ? source.stake : loserSide.cards[loserSide.count - 1]
            const loserRed = (winner === ColumnWinner.Top) === (flights.game.bottomTeam === 0)
            const captured = loserSide.count + (stakeGoes ? 1 : 0)
            flights.fly(source, jail, 20, last, loserRed, last !== "", flights.cardWidth, captured - 1, Theme.gatherMs)
        }
    }
}
