import QtQuick
import QtQuick.Layouts
import Cozen.Models

// A game record on the table, move by move (ReplayModel): forward and back with the buttons or
// Left/Right/Home/End, everything face up or one seat's view. The model decides what is seen; this
// only lays it out.
FocusScope {
    id: viewer
    property alias replay: rm
    signal closeRequested()

    ReplayModel { id: rm }

    // One size unit, from the viewer's size: a card's width.
    readonly property real cardWidth: Math.max(28, Math.min(width / 17, height / 11)) * Theme.cardScale
    readonly property bool atEnd: rm.loaded && rm.step === rm.stepCount - 1

    function endText() {
        const o = rm.outcome
        if (!o.known) return ""
        if (o.unfinished)
            return qsTr("The record stops before the game's end, %1 VP to %2.").arg(Words.n(o.vp[0])).arg(Words.n(o.vp[1]))
        return Words.result(rm)
    }

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Replay of a game")
    focus: true
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Right) rm.next()
        else if (event.key === Qt.Key_Left) rm.previous()
        else if (event.key === Qt.Key_Home) rm.first()
        else if (event.key === Qt.Key_End) rm.last()
        else if (event.key === Qt.Key_Escape) viewer.closeRequested()
        else return
        event.accepted = true
    }

    Rectangle { anchors.fill: parent; color: Theme.felt }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: viewer.cardWidth * 0.2
        spacing: viewer.cardWidth * 0.12

        // Where we are, and the move that led here.
        Item {
            Layout.fillWidth: true
            implicitHeight: closeButton.implicitHeight
            SpokenText {
                objectName: "replayPlace"
                anchors.left: parent.left
                anchors.right: score.left
                anchors.rightMargin: viewer.cardWidth * 0.2
                anchors.verticalCenter: parent.verticalCenter
                color: Theme.gold
                font.pixelSize: Theme.px(16); font.bold: true
                elide: Text.ElideRight
                //: Where the replay stands: the round, then the moves of it played so far
                text: rm.loaded ? qsTr("Round %1 · move %2 of %3").arg(Words.n(rm.round))
                                      .arg(Words.n(rm.moveInRound)).arg(Words.n(rm.movesInRound))
                                : ""
            }
            SpokenText {
                id: score
                objectName: "replayScore"
                anchors.right: closeButton.left
                anchors.rightMargin: viewer.cardWidth * 0.2
                anchors.verticalCenter: parent.verticalCenter
                color: Theme.ink
                font.pixelSize: Theme.px(14)
                text: rm.loaded ? qsTr("%1 %2 VP · %3 %4 VP", "each side by its players' names, and its VP").arg(Words.teamName(viewer.replay, 0)).arg(Words.n(rm.vp[0]))
                                                                                              .arg(Words.teamName(viewer.replay, 1)).arg(Words.n(rm.vp[1])) : ""
            }
            PanelButton {
                id: closeButton
                objectName: "replayClose"
                anchors.right: parent.right
                text: qsTr("Close")
                onClicked: viewer.closeRequested()
                Accessible.onPressAction: viewer.closeRequested()
            }
        }
        SpokenText {
            objectName: "replayMove"
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: Theme.px(14)
            wrapMode: Text.WordWrap
            text: !rm.loaded ? qsTr("This record cannot be shown: %1").arg(rm.error)
                  : rm.move.kind !== MoveLineKind.None ? Words.move(rm, rm.move)
                  : qsTr("Round %1 is dealt.").arg(Words.n(rm.round))
        }

        // The other team's hands along the top.
        Row {
            objectName: "replayTopHands"
            Layout.alignment: Qt.AlignHCenter
            spacing: viewer.cardWidth * 0.6
            Repeater {
                model: rm.seats.topSeats
                delegate: replayHand
            }
        }

        // The stakes row.
        ListView {
            id: row
            objectName: "replayRow"
            // In the middle, as the table lays its row (it was drawn against the left edge): its
            // columns' width taken a moment after it changes (bound, the margin would change what
            // the list makes while it is being set).
            Layout.fillWidth: true
            Layout.fillHeight: true
            leftMargin: Math.max(0, (width - columnsWidth) / 2)
            property real columnsWidth: 0
            function takeColumnsWidth() { columnsWidth = contentWidth }
            onContentWidthChanged: Qt.callLater(takeColumnsWidth) // qmllint disable type
            Component.onCompleted: takeColumnsWidth()
            orientation: ListView.Horizontal
            spacing: viewer.cardWidth * 0.15
            clip: true
            interactive: contentWidth > width
            model: rm.row
            Accessible.role: Accessible.List
            Accessible.name: qsTr("The stakes row")
            // The table's column (StakeColumn.qml), given the replay: every card it is shown a
            // code for face up, and nothing to play.
            // qmllint disable unqualified
            delegate: StakeColumn {
                shownBy: viewer.replay
                openCards: true
                objectName: "replayColumn-" + number
                height: row.height
                cardWidth: viewer.cardWidth * 0.8
            }
            // qmllint enable unqualified
        }

        // This team's hands along the bottom.
        Row {
            objectName: "replayBottomHands"
            Layout.alignment: Qt.AlignHCenter
            spacing: viewer.cardWidth * 0.6
            Repeater {
                model: rm.seats.bottomSeats
                delegate: replayHand
            }
        }

        SpokenText {
            objectName: "replayResult"
            Layout.fillWidth: true
            visible: viewer.atEnd
            horizontalAlignment: Text.AlignHCenter
            color: Theme.gold
            font.pixelSize: Theme.px(16); font.bold: true
            wrapMode: Text.WordWrap
            text: viewer.atEnd ? viewer.endText() : ""
        }

        // The controls: the seat's view or everything, and the steps.
        Item {
            Layout.fillWidth: true
            implicitHeight: steps.implicitHeight
            ChoiceBox {
                id: showing
                objectName: "replayShowing"
                anchors.left: parent.left
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(viewer.cardWidth * 4, parent.width - steps.width - viewer.cardWidth * 0.3)
                font.pixelSize: Theme.px(13)
                // 0: everything; then each seat's view.
                model: {
                    const list = [qsTr("Everything face up")]
                    for (let s = 0; s < rm.seats.count; ++s)
                        list.push(Words.twoVsTwo(viewer.replay) && !rm.seats.at(s).person
                                  //: The replay from one seat: "As Red 2 (computer) saw it"
                                  ? qsTr("As %1 saw it").arg(Words.seatNameInSentence(viewer.replay, s))
                                  //: The replay from one seat: "As Ann (Red) saw it", "As the computer (Black) saw it"
                                  : qsTr("As %1 (%2) saw it").arg(Words.seatNameInSentence(viewer.replay, s)).arg(Words.seatLabel(viewer.replay, s)))
                    return list
                }
                choice: viewer.replay.faceUp ? 0 : viewer.replay.seat + 1
                onActivated: (i) => {
                    if (i === 0) viewer.replay.faceUp = true
                    else { viewer.replay.seat = i - 1; viewer.replay.faceUp = false }
                }
                Accessible.name: qsTr("Show")
                // The steps by the keyboard again once the choice is made.
                Connections {
                    target: showing.popup
                    function onClosed() { viewer.forceActiveFocus() }
                }
            }
            Row {
                id: steps
                anchors.right: parent.right
                spacing: viewer.cardWidth * 0.1
                PanelButton {
                    objectName: "replayFirst"
                    text: qsTr("First")
                    enabled: rm.step > 0
                    onClicked: rm.first()
                    Accessible.onPressAction: rm.first()
                }
                PanelButton {
                    objectName: "replayPrevious"
                    text: qsTr("◀ Back")
                    enabled: rm.step > 0
                    onClicked: rm.previous()
                    Accessible.onPressAction: rm.previous()
                }
                SpokenText {
                    objectName: "replayStep"
                    anchors.verticalCenter: parent.verticalCenter
                    color: Theme.inkDim
                    font.pixelSize: Theme.px(13)
                    //: The replay's step among all of them
                    text: rm.loaded ? qsTr("%1 / %2").arg(Words.n(rm.step + 1)).arg(Words.n(rm.stepCount)) : ""
                }
                PanelButton {
                    objectName: "replayNext"
                    text: qsTr("Forward ▶")
                    enabled: rm.step < rm.stepCount - 1
                    onClicked: rm.next()
                    Accessible.onPressAction: rm.next()
                }
                PanelButton {
                    objectName: "replayLast"
                    text: qsTr("Last")
                    enabled: rm.step < rm.stepCount - 1
                    onClicked: rm.last()
                    Accessible.onPressAction: rm.last()
                }
            }
        }
    }


    // A seat's hand: its cards when the view shows them, else backs; its name below.
    // qmllint disable unqualified
    Component {
        id: replayHand
        Column {
            id: hand
            required property int modelData
            readonly property var info: rm.seats.at(modelData)
            readonly property var cards: rm.hand(modelData)
            objectName: "replayHand-" + modelData
            spacing: 2
            Accessible.role: Accessible.StaticText
            Accessible.name: info ? qsTr("%1's hand: %2").arg(Words.seatName(viewer.replay, modelData)).arg(Words.cardCount(info.handSize)) : ""
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: -viewer.cardWidth * 0.25
                Repeater {
                    model: hand.cards
                    PlayingCard {
                        required code
                        objectName: "replayHandCard"
                        width: viewer.cardWidth * 0.8
                        red: hand.info ? hand.info.red : true
                        spokenName: Words.spokenCard(code)
                    }
                }
                // The cards this view may not see: backs.
                Repeater {
                    model: hand.info && hand.cards ? Math.max(0, hand.info.handSize - hand.cards.count) : 0
                    CardBack { width: viewer.cardWidth * 0.8; red: hand.info.red }
                }
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: hand.info ? Words.seatWithColour(viewer.replay, hand.modelData) + (hand.info.toMove ? "  ◀" : "") : ""
                color: hand.info && hand.info.toMove ? Theme.gold : Theme.inkDim
                font.pixelSize: Theme.px(12)
            }
        }
    }
    // qmllint enable unqualified
}
