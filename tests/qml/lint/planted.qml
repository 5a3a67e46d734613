import QtQuick
import Cozen.Table

// One unqualified access, planted: the ctest qmllint_finds_planted checks that qmllint, run as
// the ctest qmllint runs it, reports it (and resolves Cozen.Table: its SeatHand and its Theme).
Item {
    id: root
    property int seats: 2
    SeatHand {
        cardWidth: Theme.px(40)
        name: seats > 1 ? "Ann" : "" // planted: root.seats
    }
}
