import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cozen.Models

// Today's deal (docs/daily.md): the day, whether it is played and how it went, and the way in: the
// day's deal (practice once the day has counted), or a past day's as practice.
StyledDialog {
    id: dialog
    required property Game game
    required property Statistics statistics
    required property Preferences preferences
    title: qsTr("Today's deal")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(560))
    initialFocus: playButton
    // The day's result as counted (empty: not played); read again when the statistics change.
    readonly property var dayResult: { statistics.dailyPlayed; return statistics.dailyResult(game.today) }
    readonly property bool played: dayResult.outcome !== undefined
    property string error: ""
    onAboutToShow: { error = ""; pastDay.text = "" }

    // Starts the deal of `date` ("" today's) for the player named first in the settings.
    function play(date) {
        const names = dialog.preferences.names
        const why = dialog.game.newDaily(names.length > 0 ? names[0] : "", date)
        if (why !== "") { dialog.error = why; return }
        dialog.close()
    }

    footer: PanelButtonBox {
        PanelButton {
            id: playButton
            objectName: "playDaily"
            text: dialog.played ? qsTr("Play it again (practice)") : qsTr("Play today's deal")
            highlighted: true
            // (No accept role: the dialog closes once the game has begun, and stays to say why not.)
            onClicked: dialog.play("")
            Accessible.onPressAction: dialog.play("")
        }
        PanelButton { text: qsTr("Close"); DialogButtonBox.buttonRole: Dialog.RejectRole; Accessible.onPressAction: clicked() }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.px(10)
        Label {
            textFormat: Text.PlainText
            objectName: "dailyDay"
            Layout.fillWidth: true; wrapMode: Text.Wrap
            text: Words.day(dialog.game.today)
            font.pixelSize: Theme.px(18); font.bold: true; color: Theme.gold
            Accessible.role: Accessible.Heading; Accessible.name: text
        }
        Label {
            textFormat: Text.PlainText
            objectName: "dailyStatus"
            Layout.fillWidth: true; wrapMode: Text.Wrap
            text: dialog.played ? qsTr("Played: %1. Another game of today's deal is practice: it does not count.").arg(Words.dailyOutcome(dialog.dayResult))
                                : qsTr("Not played yet. Everyone in the world gets the same deal today, against the computer at medium, and you play red. Your first game to finish counts.")
            font.pixelSize: Theme.px(15)
            Accessible.role: Accessible.StaticText; Accessible.name: text
        }
        Label {
            textFormat: Text.PlainText
            objectName: "dailyStreak"
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: dialog.statistics.dailyPlayed > 0
            text: {
                dialog.statistics.dailyPlayed // (read again when the statistics change)
                return qsTr("Days won in a row: %1 (best: %2).").arg(Words.n(dialog.statistics.dailyStreak(dialog.game.today)))
                    .arg(Words.n(dialog.statistics.dailyBestStreak))
            }
            font.pixelSize: Theme.px(14); color: Theme.inkDim
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: dialog.game.inProgress
            text: qsTr("The game in progress will be lost.")
            font.pixelSize: Theme.px(14)
        }
        // A past day, as practice: a missed day stays missed.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(8)
            Label { textFormat: Text.PlainText; text: qsTr("An earlier day, as practice:"); font.pixelSize: Theme.px(14) }
            TextField {
                id: pastDay
                objectName: "pastDay"
                Layout.fillWidth: true
                placeholderText: qsTr("YYYY-MM-DD", "a date as it is typed")
                inputMethodHints: Qt.ImhDate
                maximumLength: 10
                Accessible.name: qsTr("An earlier day, as practice (year-month-day)")
                onAccepted: if (text !== "") dialog.play(text)
            }
            PanelButton {
                objectName: "playPastDay"
                text: qsTr("Play")
                enabled: pastDay.text !== ""
                onClicked: dialog.play(pastDay.text)
                Accessible.onPressAction: if (enabled) dialog.play(pastDay.text)
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "dailyError"
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: dialog.error !== ""
            text: qsTr("That day cannot be played: %1").arg(dialog.error)
            color: Theme.refuse; font.pixelSize: Theme.px(14)
            Accessible.role: Accessible.AlertMessage; Accessible.name: text
        }
    }
}
