import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cozen.Models

// Play someone at another computer (Game.remote, docs/remote-play.md): host a game and give the
// other player its invite, join one by the invite you were given, or take up a game left to finish
// later. Once the two games have met and the first round is dealt, the table shows it and this
// closes; until then it says what it waits for.
StyledDialog {
    id: dialog
    required property var preferences
    required property Game game
    readonly property RemoteMatch remote: game.remote
    title: qsTr("Play over the network")
    modal: true
    // While it waits for the other player it stays (Stop waiting ends the wait): put away by Esc
    // or a click beside it, the wait would go on where the player could not see it.
    closePolicy: waiting ? Popup.NoAutoClose : Popup.CloseOnEscape | Popup.CloseOnPressOutside
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(640))
    padding: Theme.px(16)

    readonly property bool hosting: hostChoice.checked
    readonly property bool waiting: remote.status === RemoteMatch.Waiting || remote.status === RemoteMatch.Meeting
    // A game over the network is being played on the table: another is not begun over it.
    readonly property bool busy: game.remoteGame && remote.status === RemoteMatch.Playing
    readonly property string name: nameField.text.trim()
    // Why the name cannot be given to the other player (Game.nameProblem, in words), or empty.
    readonly property string nameProblem: name === "" ? qsTr("Give your name: the other player sees it.")
                                                      : Words.playersProblem(game.nameProblem(name), false)

    // Opens it on hosting (true) or joining.
    function openFor(host) {
        hostChoice.checked = host
        joinChoice.checked = !host
        open()
    }
    // The games to finish the dialog lists: the three newest (it fits a small window).
    readonly property var savedShown: {
        const all = remote.savedGames, out = []
        for (let i = 0; i < all.length && i < 3; ++i) out.push(all[i])
        return out
    }
    // A finished, stopped or claimed game over the network on the table gives way first: the game
    // before it comes back under the dialog.
    function makeRoom() { if (game.remoteGame) game.leaveRemote() }
    function begin() {
        if (nameProblem !== "" || busy) return
        makeRoom()
        preferences.names = [name, preferences.names[1]]
        if (hosting) {
            if (viaRelay.checked) preferences.relay = relayField.text.trim()
            else preferences.directPort = Number(portField.text)
            remote.host(viaRelay.checked ? relayField.text.trim() : "",
                        viaRelay.checked ? "" : "0.0.0.0:" + portField.text,
                        name, seatBlack.checked ? 1 : 0, preferences.target)
        } else {
            remote.join(inviteField.text.trim(), name)
        }
    }

    onAboutToShow: {
        copied.visible = false
        remote.clearProblem()
        // The name last given, else the person's at this table.
        const seat = game.seats.at(game.bottomSeat)
        nameField.text = preferences.names[0] !== "" ? preferences.names[0] : seat && seat.person ? seat.name : ""
        relayField.text = preferences.relay
        portField.text = preferences.directPort
    }
    // The game is on the table: nothing left to wait for here. Only as it comes on: the status is
    // told again at every change of the remote game (its NOTIFY is RemoteMatch.changed), and the
    // dialog opened during the game (to see that another cannot begin) closed at the next move.
    property int statusSeen: RemoteMatch.None
    Connections {
        target: dialog.remote
        function onStatusChanged() {
            const now = dialog.remote.status
            if (now === RemoteMatch.Playing && dialog.statusSeen !== RemoteMatch.Playing && dialog.opened)
                dialog.close()
            dialog.statusSeen = now
        }
    }
    Connections {
        target: dialog.game
        function onStarted() { if (dialog.game.remoteGame && dialog.opened) dialog.close() }
    }

    ColumnLayout {
        width: dialog.availableWidth
        spacing: Theme.px(10)

        // Before a game is hosted or joined: what to do, and how.
        ColumnLayout {
            visible: !dialog.waiting
            Layout.fillWidth: true
            spacing: Theme.px(10)
            Flow {
                Layout.fillWidth: true
                RadioChoice { id: hostChoice; objectName: "remoteHost"; text: qsTr("Host a game"); checked: true }
                RadioChoice { id: joinChoice; objectName: "remoteJoin"; text: qsTr("Join a game") }
            }
            GridLayout {
                columns: 2
                Layout.fillWidth: true
                columnSpacing: Theme.px(12)
                rowSpacing: Theme.px(8)
                Label { textFormat: Text.PlainText; text: qsTr("Your name") }
                TextField {
                    id: nameField
                    objectName: "remoteName"
                    Layout.fillWidth: true
                    maximumLength: 480
                    placeholderText: qsTr("The other player sees it")
                    Accessible.name: qsTr("Your name")
                }
                Label { textFormat: Text.PlainText; text: qsTr("Invite"); visible: !dialog.hosting }
                TextField {
                    id: inviteField
                    objectName: "inviteField"
                    visible: !dialog.hosting
                    Layout.fillWidth: true
                    maximumLength: 300
                    placeholderText: qsTr("Paste the invite you were given")
                    Accessible.name: qsTr("Invite")
                    onAccepted: dialog.begin()
                }
                Label { textFormat: Text.PlainText; text: qsTr("You play"); visible: dialog.hosting }
                Flow {
                    visible: dialog.hosting
                    Layout.fillWidth: true
                    RadioChoice { id: seatRed; objectName: "remoteRed"; text: qsTr("Red"); checked: true }
                    RadioChoice { id: seatBlack; objectName: "remoteBlack"; text: qsTr("Black") }
                }
            }
            Label {
                textFormat: Text.PlainText
                visible: dialog.hosting
                text: qsTr("How the other player reaches you")
                font.bold: true
            }
            RadioChoice {
                id: viaRelay
                objectName: "viaRelay"
                visible: dialog.hosting
                checked: true
                text: qsTr("Through a relay on the internet (works anywhere)")
            }
            TextField {
                id: relayField
                objectName: "relayField"
                visible: dialog.hosting && viaRelay.checked
                Layout.fillWidth: true
                Layout.leftMargin: Theme.px(28)
                maximumLength: 300
                placeholderText: dialog.preferences.defaultRelay
                Accessible.name: qsTr("Relay")
            }
            RadioChoice {
                id: direct
                objectName: "viaDirect"
                visible: dialog.hosting
                text: qsTr("Directly, on this network or through a forwarded port")
            }
            RowLayout {
                visible: dialog.hosting && direct.checked
                Layout.leftMargin: Theme.px(28)
                Label { textFormat: Text.PlainText; text: qsTr("Port") }
                TextField {
                    id: portField
                    objectName: "portField"
                    Layout.preferredWidth: Theme.px(90)
                    maximumLength: 5
                    validator: IntValidator { bottom: 1024; top: 65535 }
                    Accessible.name: qsTr("Port")
                }
            }
            Label {
                objectName: "remoteNameProblem"
                textFormat: Text.PlainText
                Layout.fillWidth: true; wrapMode: Text.Wrap
                visible: dialog.nameProblem !== "" && !dialog.busy
                text: dialog.nameProblem
                color: Theme.refuse
            }
        }

        // Hosted or joined: the invite to give, and what is awaited.
        ColumnLayout {
            visible: dialog.waiting
            Layout.fillWidth: true
            spacing: Theme.px(10)
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true; wrapMode: Text.Wrap
                visible: dialog.remote.hosting
                text: qsTr("Give the other player this invite. It is for them alone: whoever has it can take their seat.")
            }
            RowLayout {
                visible: dialog.remote.hosting
                Layout.fillWidth: true
                TextField {
                    objectName: "inviteText"
                    Layout.fillWidth: true
                    readOnly: true
                    selectByMouse: true
                    text: dialog.remote.invite
                    onTextChanged: copied.visible = false
                    font.family: "monospace"
                    Accessible.name: qsTr("Invite")
                }
                PanelButton {
                    objectName: "copyInvite"
                    text: qsTr("Copy")
                    onClicked: { dialog.remote.copy(dialog.remote.invite); copied.visible = true }
                    Accessible.onPressAction: clicked()
                }
            }
            Label { id: copied; objectName: "inviteCopied"; textFormat: Text.PlainText; visible: false; text: qsTr("Copied.") }
            Label {
                objectName: "remoteWaiting"
                textFormat: Text.PlainText
                Layout.fillWidth: true; wrapMode: Text.Wrap
                text: Words.remoteWaiting(dialog.remote)
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Label {
                objectName: "linkProblem"
                textFormat: Text.PlainText
                Layout.fillWidth: true; wrapMode: Text.Wrap
                visible: dialog.remote.linkProblem !== ""
                text: qsTr("Not reached yet: %1").arg(dialog.remote.linkProblem)
                font.pixelSize: Theme.px(11); opacity: 0.75
            }
        }

        Label {
            objectName: "remoteProblem"
            textFormat: Text.PlainText
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: dialog.remote.problem !== RemoteMatch.NoProblem
            text: Words.remoteProblem(dialog.remote.problem)
            color: Theme.refuse
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: dialog.remote.problem !== RemoteMatch.NoProblem && dialog.remote.detail !== ""
            text: qsTr("Details, for a bug report: %1").arg(dialog.remote.detail)
            font.pixelSize: Theme.px(11); opacity: 0.75
        }

        Label {
            objectName: "remoteBusy"
            textFormat: Text.PlainText
            Layout.fillWidth: true; wrapMode: Text.Wrap
            visible: dialog.busy
            text: qsTr("A game over the network is on the table: finish it later, or leave it, before you begin another.")
        }
        // Games left to finish later (the three newest: the dialog fits a small window).
        Label {
            textFormat: Text.PlainText
            visible: !dialog.waiting && dialog.remote.savedGames.length > 0
            text: qsTr("Games to finish")
            font.bold: true
        }
        Repeater {
            objectName: "savedGames"
            model: dialog.waiting ? [] : dialog.savedShown
            // qmllint disable unqualified
            delegate: RowLayout {
                required property var modelData
                required property int index
                Layout.fillWidth: true
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true; wrapMode: Text.Wrap
                    text: Words.savedRemoteGame(modelData)
                }
                PanelButton {
                    objectName: "resumeRemote" + index
                    text: qsTr("Go on")
                    enabled: !dialog.busy
                    onClicked: { dialog.makeRoom(); dialog.remote.resumeSaved(modelData.file) }
                    Accessible.onPressAction: clicked()
                }
            }
            // qmllint enable unqualified
        }
    }

    footer: PanelButtonBox {
        PanelButton {
            objectName: "remoteStart"
            visible: !dialog.waiting
            enabled: !dialog.busy && dialog.nameProblem === "" && (dialog.hosting || inviteField.text.trim() !== "")
            highlighted: true
            text: dialog.hosting ? qsTr("Host") : qsTr("Join")
            onClicked: dialog.begin()
            Accessible.onPressAction: if (enabled) clicked()
        }
        PanelButton {
            objectName: "remoteCancel"
            text: dialog.waiting ? qsTr("Stop waiting") : qsTr("Close")
            onClicked: {
                if (dialog.waiting) dialog.remote.leave()
                else dialog.close()
            }
            Accessible.onPressAction: clicked()
        }
    }
}
