import QtQuick
import QtQuick.Controls
import Cozen.Models

// Between rounds, beside the table (the settled row stays in view): what each side captured, the
// score, and on to the next round. Public: it needs no hand-over. It can be hidden, and shown again.
// Taller than the room it has (a long language, 2v2's team names), its words scroll; its buttons stay.
Rectangle {
    id: panel
    required property Game game
    property real maximumHeight: Infinity
    signal hideRequested()
    signal beliefRequested() // "What the computer thought you held"
    readonly property roundSummary s: game.summary
    readonly property int near: game.bottomTeam
    readonly property real pad: Theme.px(12)
    height: Math.min(maximumHeight, content.implicitHeight + buttons.height + 3 * pad)
    radius: 10
    color: "#f0102a1d"
    border.color: Theme.gold; border.width: 2

    Flickable {
        id: words
        anchors.left: parent.left; anchors.right: parent.right; anchors.top: parent.top
        anchors.bottom: buttons.top
        anchors.margins: panel.pad
        contentHeight: content.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: words.contentHeight > words.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                                        Accessible.ignored: !visible }
        Column {
            id: content
            width: words.width - Theme.px(6)
            spacing: Theme.px(8)
            SpokenText {
                text: qsTr("Round %1 is over").arg(panel.s.settled ? Words.n(panel.s.round) : "")
                color: Theme.ink; font.pixelSize: Theme.px(19); font.bold: true
                width: parent.width; wrapMode: Text.Wrap
                Accessible.role: Accessible.Heading
            }
            SpokenText {
                objectName: "summaryText"
                width: parent.width; wrapMode: Text.Wrap
                color: Theme.ink; font.pixelSize: Theme.px(14)
                text: Words.summary(panel.game)
            }
            SpokenText {
                objectName: "summaryScore"
                width: parent.width; wrapMode: Text.Wrap
                color: Theme.gold; font.pixelSize: Theme.px(16); font.bold: true
                // The target's words in brackets held together: "(to 70)" was broken as "(to" / "70)".
                text: !panel.s.settled ? ""
                      : qsTr("%1 %2  ·  %3 %4   (to %5)").replace(/[(（][^)）]*[)）]/g, (part) => part.replace(/ /g, "\u00a0"))
                        .arg(Words.teamName(panel.game, panel.near)).arg(Words.n(panel.s.vp[panel.near]))
                        .arg(Words.teamName(panel.game, 1 - panel.near)).arg(Words.n(panel.s.vp[1 - panel.near])).arg(Words.n(panel.game.target))
            }
        }
    }
    Flow { // side by side, or one under the other in a long language
        id: buttons
        anchors.left: parent.left; anchors.right: parent.right; anchors.bottom: parent.bottom
        anchors.margins: panel.pad
        spacing: Theme.px(8)
        PanelButton {
            objectName: "continueButton"
            focusPolicy: Qt.NoFocus // Enter at the table goes on too
            font.pixelSize: Theme.px(15)
            highlighted: true
            text: panel.s.gameOver ? qsTr("See the result") : qsTr("Next round")
            onClicked: panel.game.advance()
            Accessible.onPressAction: panel.game.advance() // Qt 6.4's Button does not click on it by itself
            Accessible.ignored: !visible
        }
        PanelButton {
            id: beliefButton
            objectName: "beliefButton"
            visible: panel.game.beliefsOffered
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(14)
            // A long label: on two lines rather than past the panel's edge (a narrow window).
            width: Math.min(implicitWidth, buttons.width)
            contentItem: Text {
                text: beliefButton.text
                textFormat: Text.PlainText
                font: beliefButton.font
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.Wrap
                color: Theme.ink
            }
            text: qsTr("What the computer thought you held")
            onClicked: panel.beliefRequested()
            Accessible.onPressAction: panel.beliefRequested()
            Accessible.ignored: !visible
        }
        PanelButton {
            objectName: "hideSummary"
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.px(14)
            text: qsTr("Hide")
            onClicked: panel.hideRequested()
            Accessible.onPressAction: panel.hideRequested()
            Accessible.ignored: !visible
        }
    }
}
