import QtQuick
import Cozen.Models

// One team's edge of the table, the top or the bottom one: its decks on the left (in 2v2 two, one
// a seat), its jail on the right, and between them the hands the table gives it (the other team's
// backs along the top; one's partner's backs and one's own hand along the bottom). The table uses
// it for both edges; it decides no rule, and shows only the seats, the jail and the words it is
// given.
Item {
    id: area
    property bool atTop: false      // the top edge: the other team's (else the bottom team's)
    property SeatInfo seat: null    // the edge's seat: the one the screen belongs to, along the bottom
    property SeatInfo seat2: null   // in 2v2 its team's other seat, else null
    property string seatTitle: ""   // each seat's name with its colour, for its deck
    property string seat2Title: ""
    property JailModel jailModel: null // its team's jail
    property string jailOwner: ""      // whose it is: the team in 2v2, else the seat's name
    property bool jailYours: false     // the lone person's own, along the bottom
    property bool seated: true      // the decks are given their seats (the table's drawn parts)
    property real deckCardWidth: 50
    property real jailCardWidth: 36
    // The hands, laid out by the table between the decks and the jail.
    default property alias hands: handsPlace.data
    readonly property Item deckPile: seatDeck.pile // where the seat's drawn cards come from
    readonly property Item jail: jailView          // where its team's captures go
    readonly property real decksHeight: decks.height

    readonly property bool twoVsTwo: seat2 !== null
    function deckOf(seat) { return seated && seat ? seat.deck : null }

    // Along the top the seat's deck first, along the bottom the partner's: each seat's deck
    // nearest the row is the other's.
    Column {
        id: decks
        anchors.left: parent.left
        anchors.top: area.atTop ? parent.top : undefined
        anchors.bottom: area.atTop ? undefined : parent.bottom
        width: area.atTop ? parent.width * 0.3 : implicitWidth
        spacing: 2
        DeckView {
            objectName: area.atTop ? "" : "partnerDeck" // (one name to one item: tests find them by it)
            visible: !area.atTop && area.twoVsTwo
            model: area.atTop ? null : area.deckOf(area.seat2)
            title: qsTr("Deck: %1").arg(area.seat2Title)
            cardWidth: area.deckCardWidth
        }
        DeckView {
            id: seatDeck
            objectName: area.atTop ? "topDeck" : "bottomDeck"
            model: area.deckOf(area.seat)
            title: qsTr("Deck: %1").arg(area.seatTitle)
            cardWidth: area.deckCardWidth
            width: area.atTop ? parent.width : implicitWidth
        }
        DeckView {
            objectName: area.atTop ? "topDeck2" : ""
            visible: area.atTop && area.twoVsTwo
            model: area.atTop ? area.deckOf(area.seat2) : null
            title: qsTr("Deck: %1").arg(area.seat2Title)
            cardWidth: area.deckCardWidth
            width: parent.width
        }
    }
    Item {
        id: handsPlace
        anchors.left: decks.right; anchors.right: jailView.left
        height: parent.height
    }
    JailView {
        id: jailView
        objectName: area.atTop ? "topJail" : "bottomJail"
        model: area.jailModel
        title: area.jailYours ? qsTr("Your jail") : qsTr("Jail: %1").arg(area.jailOwner)
        anchors.right: parent.right; anchors.bottom: parent.bottom
        width: parent.width * 0.3; height: parent.height
        preferredCardWidth: area.jailCardWidth
    }
}
