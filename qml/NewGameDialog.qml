import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cozen.Models

// A new game: against the computer or two people at this screen; each seat's player (a person's
// name, or the computer and its level); who starts; the target. Replacing a game that is still
// running asks first.
StyledDialog {
    id: dialog
    required property var preferences
    required property Game game
    title: qsTr("New game")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(620))
    padding: Theme.px(16)

    readonly property var levels: ["easy", "medium", "hard", "expert", "adaptive"]
    // (The adaptive level says the strength it would play at: the player's, Game.adaptiveStrength.)
    readonly property var levelNames: [qsTr("Easy — learning the game"), qsTr("Medium — a fair fight"),
                                       qsTr("Hard — plays to win"), qsTr("Expert — takes its time, a second a move"),
                                       Words.adaptiveChoice(game.adaptiveStrength)]
    readonly property bool hotSeat: twoPeople.checked
    readonly property bool fourSeats: twoVsTwo.checked
    // 2v2: each seat, in turn order, a person (with a name) or the computer at a level.
    readonly property var seatLabels: [qsTr("Red 1"), qsTr("Black 1"), qsTr("Red 2"), qsTr("Black 2")]
    property var fourKinds: ["person", "medium", "medium", "medium"] // "person" or a level
    property var fourNames: ["", "", "", ""]
    readonly property string redName: redNameField.text.trim()
    readonly property string blackName: blackNameField.text.trim()
    // Why the choices cannot start a game yet (Game.playersProblem, in words), or empty.
    readonly property string problem: Words.playersProblem(game.playersProblem(players()), fourSeats)
    property string error: ""
    // Today's deal as the statistics have it ("not played yet", "won, 72 to 40 VP"; Main.qml sets
    // it), and the way to it: its own dialog (docs/daily.md).
    property string dailyStatus: ""
    signal dailyRequested()
    // The keyboard starts on the mode, as before today's deal stood above it.
    initialFocus: computer

    // One per seat in turn order: Red, then Black.
    function players() {
        if (fourSeats)
            return fourKinds.map((kind, i) => kind === "person" ? { name: fourNames[i].trim() } : { computer: kind })
        if (hotSeat) return [{ name: redName }, { name: blackName }]
        const you = { name: redName }, computer = { computer: levels[levelBox.currentIndex] }
        return youBlack.checked ? [computer, you] : [you, computer]
    }
    function begin() {
        const why = game.newGame(players(), red.checked ? 0 : black.checked ? 1 : -1, target.value)
        if (why !== "") { error = why; return }
        dialog.close()
        if (fourSeats) return
        preferences.hotSeat = hotSeat
        preferences.names = [redName, hotSeat ? blackName : preferences.names[1]]
        preferences.level = levels[levelBox.currentIndex]
        if (!hotSeat) preferences.yourSeat = youBlack.checked ? 1 : 0
        preferences.starter = red.checked ? 0 : black.checked ? 1 : -1
        preferences.target = target.value
    }

    // Starts from the game being played (its players and target), else from the last choices
    // (and after a game over the network, whose other player is not at this screen).
    onAboutToShow: {
        error = ""
        twoPeople.checked = preferences.hotSeat
        computer.checked = !preferences.hotSeat
        redNameField.text = preferences.names[0]
        blackNameField.text = preferences.names[1]
        levelBox.choice = Math.max(0, levels.indexOf(preferences.level))
        youRed.checked = preferences.yourSeat === 0
        youBlack.checked = preferences.yourSeat === 1
        red.checked = preferences.starter === 0
        black.checked = preferences.starter === 1
        random.checked = preferences.starter === -1
        target.value = preferences.target
        if (game.remoteGame) {
            // A game over the network is not one to set up here: the last choices stand.
        } else if (game.seats.count === 4) { // a 2v2 game: its seats
            twoVsTwo.checked = true
            const kinds = [], names = []
            for (let i = 0; i < 4; ++i) {
                const seat = game.seats.at(i)
                kinds.push(seat.person ? "person" : (levels.indexOf(seat.level) >= 0 ? seat.level : "medium"))
                names.push(seat.person ? seat.name : "")
            }
            fourKinds = kinds
            fourNames = names
            target.value = game.target
        } else if (game.seats.count === 2) {
            const seats = [game.seats.at(0), game.seats.at(1)]
            const people = seats.filter(seat => seat.person)
            twoPeople.checked = people.length === 2
            computer.checked = people.length === 1
            if (people.length === 2) {
                redNameField.text = seats[0].name
                blackNameField.text = seats[1].name
            } else {
                const you = seats[0].person ? 0 : 1
                redNameField.text = seats[you].name
                youRed.checked = you === 0
                youBlack.checked = you === 1
                if (levels.indexOf(seats[1 - you].level) >= 0)
                    levelBox.choice = levels.indexOf(seats[1 - you].level)
            }
            target.value = game.target
        }
    }

    ColumnLayout {
        width: dialog.availableWidth
        spacing: Theme.px(10)
        // Today's deal first: the one game of the day, the same for everyone.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(10)
            Label {
                textFormat: Text.PlainText
                objectName: "newGameDailyStatus"
                Layout.fillWidth: true; wrapMode: Text.Wrap
                text: qsTr("Today's deal: %1", "the New game dialog's line").arg(dialog.dailyStatus)
            }
            PanelButton {
                objectName: "newGameDaily"
                text: qsTr("Today's deal…")
                onClicked: { dialog.close(); dialog.dailyRequested() }
                Accessible.onPressAction: clicked()
            }
        }
        Label { textFormat: Text.PlainText; text: qsTr("Play"); font.bold: true }
        Flow { // the modes wrap in a long language
            Layout.fillWidth: true
            RadioChoice { id: computer; objectName: "modeComputer"; text: qsTr("Against the computer"); checked: true }
            RadioChoice { id: twoPeople; objectName: "modeHotSeat"; text: qsTr("Two people at this screen") }
            RadioChoice {
                id: twoVsTwo; objectName: "mode2v2"; text: qsTr("2v2")
                onToggled: if (checked && target.value === dialog.game.ruleTarget(2)) target.value = dialog.game.ruleTarget(4)
            }
        }
        // 2v2: four seats in turn order; Red 1 and Red 2 are partners, as are Black 1 and Black 2.
        GridLayout {
            visible: dialog.fourSeats
            columns: 3
            columnSpacing: Theme.px(12)
            rowSpacing: Theme.px(6)
            Repeater {
                model: 4
                // qmllint disable unqualified
                delegate: Label { textFormat: Text.PlainText; required property int index; text: dialog.seatLabels[index]
                                  Layout.row: index; Layout.column: 0 }
                // qmllint enable unqualified
            }
            Repeater {
                model: 4
                // qmllint disable unqualified
                delegate: ChoiceBox {
                    required property int index
                    objectName: "seatKind" + index
                    Layout.row: index; Layout.column: 1
                    Layout.preferredWidth: Theme.px(200)
                    model: [qsTr("A person")].concat(dialog.levels.map(level => qsTr("Computer: %1").arg(Words.levelName(level))))
                    choice: dialog.fourKinds[index] === "person" ? 0 : 1 + dialog.levels.indexOf(dialog.fourKinds[index])
                    onActivated: (i) => {
                        const kinds = dialog.fourKinds.slice()
                        kinds[index] = i === 0 ? "person" : dialog.levels[i - 1]
                        dialog.fourKinds = kinds
                    }
                }
                // qmllint enable unqualified
            }
            Repeater {
                model: 4
                // qmllint disable unqualified
                delegate: TextField {
                    required property int index
                    objectName: "seatName" + index
                    Layout.row: index; Layout.column: 2; Layout.fillWidth: true
                    enabled: dialog.fourKinds[index] === "person"
                    opacity: enabled ? 1 : 0 // a computer has no name to give
                    maximumLength: 480 // code units; a name's 24 characters are counted as seen (Game.nameProblem)
                    placeholderText: enabled ? qsTr("Name") : ""
                    text: dialog.fourNames[index]
                    onTextEdited: {
                        const names = dialog.fourNames.slice()
                        names[index] = text
                        dialog.fourNames = names
                    }
                }
                // qmllint enable unqualified
            }
        }
        // 2v2 with the adaptive level: the strength it would play at (every adaptive seat alike).
        Label {
            objectName: "adaptiveNote"
            textFormat: Text.PlainText
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: dialog.fourSeats && dialog.fourKinds.indexOf("adaptive") >= 0
            text: Words.adaptiveChoice(dialog.game.adaptiveStrength)
        }
        GridLayout {
            columns: 2
            Layout.fillWidth: true
            // The 1v1 rows (who starts and the target are for every mode).
            columnSpacing: Theme.px(12)
            rowSpacing: Theme.px(8)
            Label { textFormat: Text.PlainText; text: dialog.hotSeat ? qsTr("Red") : qsTr("You"); visible: !dialog.fourSeats }
            TextField {
                id: redNameField
                visible: !dialog.fourSeats
                objectName: "redName"
                Layout.fillWidth: true
                maximumLength: 480
                placeholderText: dialog.hotSeat ? qsTr("Name") : qsTr("Your name (optional)")
            }
            Label { textFormat: Text.PlainText; text: dialog.hotSeat ? qsTr("Black") : qsTr("The computer"); visible: !dialog.fourSeats }
            StackLayout {
                visible: !dialog.fourSeats
                Layout.fillWidth: true
                currentIndex: dialog.hotSeat ? 1 : 0
                Layout.preferredHeight: Math.max(levelBox.implicitHeight, blackNameField.implicitHeight)
                ChoiceBox {
                    id: levelBox
                    objectName: "levelBox"
                    model: dialog.levelNames
                    onActivated: (index) => choice = index
                }
                TextField {
                    id: blackNameField
                    objectName: "blackName"
                    maximumLength: 480 // code units; a name's 24 characters are counted as seen (Game.nameProblem)
                    placeholderText: qsTr("Name")
                }
            }
            Label { textFormat: Text.PlainText; text: qsTr("You play"); visible: !dialog.hotSeat && !dialog.fourSeats }
            RowLayout {
                visible: !dialog.hotSeat && !dialog.fourSeats
                RadioChoice { id: youRed; objectName: "youRed"; text: qsTr("Red"); checked: true }
                RadioChoice { id: youBlack; objectName: "youBlack"; text: qsTr("Black") }
            }
            Label { textFormat: Text.PlainText; text: qsTr("Who starts") }
            Flow {
                Layout.fillWidth: true
                RadioChoice { id: random; text: qsTr("At random"); checked: true }
                RadioChoice { id: red; text: dialog.fourSeats ? qsTr("Red 1") : qsTr("Red") }
                RadioChoice { id: black; text: dialog.fourSeats ? qsTr("Black 1") : qsTr("Black") }
            }
            Label { textFormat: Text.PlainText; text: qsTr("Target") }
            RowLayout {
                Layout.fillWidth: true
                SpinBox { id: target; objectName: "target"; from: 30; to: 150; stepSize: 5; value: 70; editable: true
                          // In the language's digits, after a live switch too (Arabic showed "70").
                          locale: Qt.uiLanguage ? Qt.locale(Qt.uiLanguage) : Qt.locale() } // qmllint disable type
                Label { textFormat: Text.PlainText; Layout.fillWidth: true; wrapMode: Text.Wrap
                        text: dialog.fourSeats ? qsTr("VP in jail wins (100 in the 2v2 rules)")
                                               : qsTr("VP in jail wins (70 in the rules)") }
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: text !== ""
            color: Theme.refuse
            text: dialog.problem !== "" ? dialog.problem : dialog.error
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            PanelButton { text: qsTr("Cancel"); onClicked: dialog.close() }
            PanelButton {
                objectName: "startButton"
                text: qsTr("Start")
                highlighted: true
                enabled: dialog.problem === ""
                onClicked: {
                    // The names checked before the game in progress is offered up for them.
                    dialog.error = dialog.game.whyNotPlayers(dialog.players())
                    if (dialog.error !== "") return
                    if (dialog.game.inProgress) confirm.open()
                    else dialog.begin()
                }
            }
        }
    }

    StyledDialog {
        id: confirm
        objectName: "confirmReplace"
        title: qsTr("Leave this game?")
        modal: true
        parent: Overlay.overlay // over the window, not inside this dialog's content (a layout loop)
        anchors.centerIn: parent
        width: Math.min(dialog.width, Theme.px(480))
        initialFocus: keepPlaying // the safe answer first
        Label { textFormat: Text.PlainText; text: qsTr("The game in progress will be lost.") }
        footer: PanelButtonBox {
            PanelButton { id: keepPlaying; text: qsTr("Keep playing"); DialogButtonBox.buttonRole: Dialog.RejectRole }
            PanelButton { objectName: "confirmNewGame"; text: qsTr("Start a new game"); DialogButtonBox.buttonRole: Dialog.AcceptRole }
        }
        onAccepted: dialog.begin()
        onRejected: dialog.close() // keep playing: back to the game
    }
}
