import QtQuick
import QtQuick.Controls
import Cozen.Models

// The tutorial: the real table, playing the step's prepared position, and beside it a panel
// that says what to do, why a move is refused, and what the move did. The tutorial's game is its
// own (Tutorial.game): the player's game and its autosave are not touched. The step reached is
// kept in the preferences, so leaving and coming back resumes there.
Item {
    id: screen
    // The step reached is kept with the player's settings (the same store as the window's).
    readonly property Preferences preferences: Preferences {}
    readonly property alias tutorial: tutorial
    readonly property alias gameScreen: gameScreen
    signal closeRequested()

    Tutorial {
        id: tutorial
        onStepChanged: if (step >= 0) screen.preferences.tutorialStep = step
        onProgressChanged: if (done) nextButton.forceActiveFocus()
    }
    Binding { target: tutorial.game; property: "revealMs"; value: Theme.animationMs * 4 }
    Binding { target: tutorial.game; property: "computerDelayMs"; value: Theme.animationMs * 2 }
    Component.onCompleted: {
        const reached = screen.preferences.tutorialStep
        tutorial.begin(reached < tutorial.count ? reached : 0)
        gameScreen.restoreFocus()
    }

    // Esc leaves, from the panel's buttons or from the table when it has nothing of its own to clear.
    Keys.onEscapePressed: screen.closeRequested()

    function go(step) {
        tutorial.begin(step)
        gameScreen.restoreFocus()
    }
    function finish() {
        screen.preferences.tutorialStep = 0 // the next visit starts from the beginning
        screen.closeRequested()
    }

    Rectangle {
        id: panel
        objectName: "tutorialPanel"
        anchors.left: parent.left; anchors.top: parent.top; anchors.bottom: parent.bottom
        width: Math.round(Math.max(220, parent.width * 0.23))
        color: "#0c2318"
        border.color: "#33ffffff"

        Flickable {
            id: words
            anchors.left: parent.left; anchors.right: parent.right; anchors.top: parent.top
            anchors.bottom: buttons.top
            anchors.margins: Theme.px(12)
            contentHeight: text.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: words.contentHeight > words.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                                            Accessible.ignored: !visible }
            Column {
                id: text
                width: words.width - Theme.px(8)
                spacing: Theme.px(10)
                SpokenText {
                    objectName: "tutorialProgress"
                    width: parent.width; wrapMode: Text.Wrap
                    text: qsTr("Tutorial · step %1 of %2").arg(Words.n(tutorial.step + 1)).arg(Words.n(tutorial.count))
                    color: Theme.inkDim; font.pixelSize: Theme.px(13)
                }
                SpokenText {
                    objectName: "tutorialTitle"
                    width: parent.width; wrapMode: Text.Wrap
                    text: TutorialWords.title(tutorial.stepId)
                    color: Theme.gold; font.pixelSize: Theme.px(20); font.bold: true
                    Accessible.role: Accessible.Heading
                }
                SpokenText {
                    objectName: "tutorialInstruction"
                    visible: !tutorial.done
                    width: parent.width; wrapMode: Text.Wrap
                    text: tutorial.error !== "" ? qsTr("This step could not be loaded: %1").arg(tutorial.error)
                                                : TutorialWords.instruction(tutorial.stepId)
                    color: Theme.ink; font.pixelSize: Theme.px(15); lineHeight: 1.1
                }
                SpokenText {
                    objectName: "tutorialRefusal"
                    visible: !tutorial.done && tutorial.refusal.reason !== RefusalReason.None
                    width: parent.width; wrapMode: Text.Wrap
                    text: Words.refusal(tutorial.game, tutorial.refusal)
                    color: Theme.refuse; font.pixelSize: Theme.px(15); font.bold: true
                }
                SpokenText {
                    objectName: "tutorialWaiting"
                    visible: tutorial.played && !tutorial.done
                    width: parent.width; wrapMode: Text.Wrap
                    text: qsTr("Watch the table…")
                    color: Theme.inkDim; font.pixelSize: Theme.px(14); font.italic: true
                }
                SpokenText {
                    visible: tutorial.done
                    width: parent.width; wrapMode: Text.Wrap
                    text: qsTr("What happened")
                    color: Theme.inkDim; font.pixelSize: Theme.px(13); font.bold: true
                    Accessible.role: Accessible.Heading
                }
                SpokenText {
                    objectName: "tutorialExplanation"
                    visible: tutorial.done
                    width: parent.width; wrapMode: Text.Wrap
                    text: tutorial.done ? TutorialWords.explanation(tutorial.stepId, tutorial.move) : ""
                    color: Theme.ink; font.pixelSize: Theme.px(15); lineHeight: 1.1
                }
            }
        }

        Column {
            id: buttons
            anchors.left: parent.left; anchors.right: parent.right; anchors.bottom: parent.bottom
            anchors.margins: Theme.px(12)
            spacing: Theme.px(6)
            PanelButton {
                id: nextButton
                objectName: "tutorialNext"
                width: parent.width
                font.pixelSize: Theme.px(15); font.bold: tutorial.done
                highlighted: tutorial.done
                text: tutorial.step + 1 >= tutorial.count ? qsTr("Finish the tutorial") : qsTr("Next step")
                onClicked: tutorial.step + 1 >= tutorial.count ? screen.finish() : screen.go(tutorial.step + 1)
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                Accessible.onPressAction: clicked()
            }
            Row {
                width: parent.width
                spacing: Theme.px(6)
                PanelButton {
                    objectName: "tutorialBack"
                    width: (parent.width - parent.spacing) / 2
                    enabled: tutorial.step > 0
                    font.pixelSize: Theme.px(14)
                    text: qsTr("Back")
                    onClicked: screen.go(tutorial.step - 1)
                    Keys.onReturnPressed: clicked()
                    Keys.onEnterPressed: clicked()
                    Accessible.onPressAction: if (enabled) clicked()
                }
                PanelButton {
                    objectName: "tutorialAgain"
                    width: (parent.width - parent.spacing) / 2
                    font.pixelSize: Theme.px(14)
                    text: qsTr("Try again")
                    onClicked: screen.go(tutorial.step)
                    Keys.onReturnPressed: clicked()
                    Keys.onEnterPressed: clicked()
                    Accessible.onPressAction: clicked()
                }
            }
            PanelButton {
                objectName: "tutorialLeave"
                width: parent.width
                font.pixelSize: Theme.px(14)
                text: qsTr("Leave the tutorial")
                onClicked: screen.closeRequested()
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                Accessible.onPressAction: clicked()
            }
        }
    }

    GameScreen {
        id: gameScreen
        anchors.left: panel.right; anchors.right: parent.right
        anchors.top: parent.top; anchors.bottom: parent.bottom
        game: tutorial.game
        Binding { target: gameScreen.table; property: "lesson"; value: true }
        Binding { target: gameScreen.table; property: "lessonDone"; value: tutorial.done }
        // A drag is the learner's next try: the last refusal no longer speaks of it (other
        // cards chosen in the hand put it away by themselves).
        Connections {
            target: gameScreen.table
            function onDraggingChanged() { if (gameScreen.table.dragging) tutorial.forgetRefusal() }
        }
    }
}
