import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Cozen.Models

// The records of finished games (RecordStore), newest first: when, who played, how it ended. One
// opens in the replay viewer; records are imported from a file and exported to one. A damaged
// record is listed as such, with its reason, and does not open.
StyledDialog {
    id: dialog
    property alias store: recordStore
    property string folder: ""
    // A record to open in the replay viewer.
    signal replayRequested(string path)
    title: qsTr("Recent games")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent.width - 60, Theme.px(720))
    height: Math.min(parent.height - 60, Theme.px(560))
    footer: CloseButtonBox {}
    // The folder is read when the list opens, not while the game starts.
    onAboutToShow: {
        if (recordStore.folder === dialog.folder) recordStore.refresh()
        else recordStore.folder = dialog.folder
        list.currentIndex = 0
    }
    // The list first (Enter replays its game; with none, Enter closes), its ring while it has the
    // keyboard. (The records are read as the list opens: it may be empty a moment.)
    initialFocus: list

    RecordStore { id: recordStore }

    // The two sides by their players' names: "Ann against Computer (hard)", "Ann & Cat against Ben &
    // Computer (easy)".
    function playersText(players) {
        return qsTr("%1 against %2", "the two sides of a game in the list").arg(Words.sideOfPlayers(players, 0, false))
                                                                            .arg(Words.sideOfPlayers(players, 1, true))
    }
    function resultText(players, winner, vp, rounds) {
        if (winner === 2) return qsTr("a draw, %1 to %2 VP, %n round(s)", "", rounds).arg(Words.n(vp[0])).arg(Words.n(vp[1]))
        if (winner < 0) return qsTr("unfinished, %1 to %2 VP, %n round(s)", "", rounds).arg(Words.n(vp[0])).arg(Words.n(vp[1]))
        //: A game of the list: its winner by name ("Ann", "Ann & Cat"), the VP (the winner's first), the rounds
        return qsTr("%1 won, %2 to %3 VP, %n round(s)", "", rounds).arg(Words.sideOfPlayers(players, winner, true))
                                                               .arg(Words.n(vp[winner])).arg(Words.n(vp[1 - winner]))
    }
    function openCurrent() {
        if (list.currentIndex < 0 || !list.currentItem || list.currentItem.damaged) return false // qmllint disable type
        dialog.replayRequested(recordStore.pathAt(list.currentIndex))
        dialog.close()
        return true
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Label {
            textFormat: Text.PlainText
            objectName: "recentGamesEmpty"
            visible: recordStore.count === 0
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            // (A folder of thousands of records takes a moment: not "none" meanwhile.)
            text: recordStore.loading ? qsTr("Reading your finished games…")
                                      : qsTr("No finished games yet. Every game played to its end is kept here.")
        }
        ListView {
            id: list
            objectName: "recentGamesList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: recordStore
            focus: true
            activeFocusOnTab: true
            keyNavigationEnabled: true
            highlight: Rectangle { color: Theme.feltLight; radius: 4 }
            Accessible.role: Accessible.List
            Accessible.name: dialog.title
            Keys.onReturnPressed: if (!dialog.openCurrent() && recordStore.count === 0) dialog.close()
            Keys.onEnterPressed: if (!dialog.openCurrent() && recordStore.count === 0) dialog.close()
            FocusRing { objectName: "focusFrame"; parent: list; shown: list.activeFocus; outset: 0 }
            // qmllint disable unqualified
            delegate: ItemDelegate {
                id: entry
                required property int index
                required property var date
                required property string fileName
                required property bool damaged
                required property string problem
                required property var players
                required property int winner
                required property var vp
                required property int rounds
                width: ListView.view.width
                text: damaged
                      //: A record in the list that cannot be read: its file name, and why
                      ? qsTr("%1 — damaged: %2").arg(fileName).arg(problem)
                      : qsTr("%1 — %2 — %3").arg(Qt.formatDateTime(date, Qt.locale().dateTimeFormat(Locale.ShortFormat)))
                                          .arg(dialog.playersText(players)).arg(dialog.resultText(players, winner, vp, rounds))
                opacity: damaged ? 0.6 : 1
                // Ink on the dialog's felt and on the highlight.
                contentItem: Text {
                    textFormat: Text.PlainText
                    // Wrapped, not elided: the end of the line is the result ("4 rounds" was cut).
                    text: entry.text; font: entry.font; wrapMode: Text.Wrap; verticalAlignment: Text.AlignVCenter
                    color: Theme.ink
                    Accessible.ignored: true
                }
                onClicked: list.currentIndex = index
                onDoubleClicked: { list.currentIndex = index; dialog.openCurrent() }
                Accessible.role: Accessible.ListItem
                Accessible.name: text
                Accessible.onPressAction: { list.currentIndex = index; dialog.openCurrent() }
            }
            // qmllint enable unqualified
        }
        RowLayout {
            Layout.fillWidth: true
            PanelButton {
                objectName: "recentReplay"
                text: qsTr("Replay")
                enabled: list.currentItem !== null && !list.currentItem.damaged // qmllint disable type
                onClicked: dialog.openCurrent()
                Accessible.onPressAction: dialog.openCurrent()
            }
            Item { Layout.fillWidth: true }
            PanelButton {
                objectName: "recentImport"
                text: qsTr("Import…")
                onClicked: importDialog.open()
                Accessible.onPressAction: importDialog.open()
            }
            PanelButton {
                objectName: "recentExport"
                text: qsTr("Export…")
                enabled: list.currentIndex >= 0 && list.currentIndex < recordStore.count // (none to export in an empty list)
                onClicked: exportDialog.open()
                Accessible.onPressAction: if (enabled) exportDialog.open()
            }
        }
        SpokenText {
            id: status
            objectName: "recentStatus"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.ink
            text: ""
        }
    }

    // The platform's own file dialogs (Qt Quick's where the platform has none).
    FileDialog {
        id: importDialog
        objectName: "importDialog"
        title: qsTr("Import a game record")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Game records (*.json)"), qsTr("All files (*)")]
        onAccepted: {
            const answer = recordStore.importRecord(selectedFile)
            status.text = answer.ok ? qsTr("Imported.") : qsTr("Not imported: %1").arg(answer.detail)
        }
    }
    FileDialog {
        id: exportDialog
        objectName: "exportDialog"
        title: qsTr("Export the game record")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("Game records (*.json)")]
        defaultSuffix: "json"
        onAccepted: {
            const why = recordStore.exportRecord(list.currentIndex, selectedFile)
            status.text = why === "" ? qsTr("Exported.") : qsTr("Not exported: %1").arg(why)
        }
    }
}
