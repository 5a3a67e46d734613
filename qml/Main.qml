import QtQml
import QtQuick
import QtQuick.Controls
import Cozen.Models

// The game window: the table, its menu and dialogs.
ApplicationWindow {
    id: window
    property string saveFile: ""      // --save, or the usual place
    property var startPlayers: []     // --players: a new game with them
    property int startTarget: 0       // --target: a new game to this target
    // The first window fits the screen it opens on: 1280×800, or more of a large screen (four
    // fifths of it), never less than 1024×640 and never more than the screen's free room (a
    // 1024×640 screen gets all of it). The free room is the desktop's less its panels, within the
    // window's own screen.
    readonly property int screenWidth: Screen.width > 0 ? Math.min(Screen.width, Screen.desktopAvailableWidth) : 1280
    readonly property int screenHeight: Screen.height > 0 ? Math.min(Screen.height, Screen.desktopAvailableHeight) : 800
    width: Math.min(screenWidth, Math.max(1024, 1280, Math.round(screenWidth * 0.8)))
    height: Math.min(screenHeight, Math.max(640, 800, Math.round(screenHeight * 0.8)))
    minimumWidth: Math.min(1024, screenWidth)
    minimumHeight: Math.min(640, screenHeight)
    visible: true
    title: qsTr("Cozen")
    color: Theme.feltDark
    font.pixelSize: Theme.px(Theme.typeBody) // controls, menus, dialogs and tooltips grow with the table
    // The table's cloth for every control over it (docs/design.md): the menu, the tool bar's
    // buttons, tooltips and whatever a screen of the table shows; the dialogs set the same
    // (StyledDialog), where the tests make them without this window.
    palette.window: Theme.panel
    palette.active.windowText: Theme.ink
    palette.inactive.windowText: Theme.ink
    palette.base: Theme.field
    palette.alternateBase: Theme.control
    palette.active.text: Theme.ink
    palette.inactive.text: Theme.ink
    palette.button: Theme.control
    palette.active.buttonText: Theme.ink
    palette.inactive.buttonText: Theme.ink
    palette.brightText: Theme.inkOnGold
    palette.highlight: Theme.gold
    palette.highlightedText: Theme.inkOnGold
    palette.light: Theme.feltLight
    palette.midlight: Theme.control
    palette.mid: Theme.line
    palette.dark: Theme.gold
    palette.shadow: "#000000"
    palette.placeholderText: Theme.inkDim
    palette.toolTipBase: Theme.panel
    palette.toolTipText: Theme.ink
    palette.link: Theme.gold
    palette.linkVisited: Theme.gold
    // What cannot be chosen now (a menu item, a check box): quieter. (Each group set by
    // itself: a colour set for all of them would be set after this, or before, by chance.)
    palette.disabled.windowText: Theme.inkAtRest
    palette.disabled.text: Theme.inkAtRest
    palette.disabled.buttonText: Theme.inkAtRest
    // A language written right to left (Arabic) lays the window out from the right; cards keep
    // their faces (their corners are drawn, not laid out).
    LayoutMirroring.enabled: Application.layoutDirection === Qt.RightToLeft
    LayoutMirroring.childrenInherit: true

    Preferences { id: preferences }
    Language { id: language }
    Binding { target: Theme; property: "animationMs"; value: preferences.animationMs }
    Binding { target: Theme; property: "reduceMotion"; value: preferences.reduceMotion }
    Binding { target: Theme; property: "highContrast"; value: preferences.highContrast }
    Binding { target: Theme; property: "cardScale"; value: preferences.largeCards ? 1.25 : 1 }

    Game {
        id: game
        objectName: "game"
        revealMs: preferences.animationMs * 4 // how long a column turned up stays to be read
        computerDelayMs: preferences.animationMs * 2
        undoGraceMs: 3000 // a wager can be taken back for three seconds at least, animations or not
        // Nothing happens behind a dialog or the tutorial: the computer's move and the reveal wait.
        paused: window.modalOpen || tutorialLoader.active
        onNoticeChanged: if (notice.kind !== NoticeKind.None) window.present(messageDialog)
    }
    // The table's sounds, at the player's volume (none in the tests: COZEN_MUTE).
    TableSounds { objectName: "tableSounds"; game: game; volume: preferences.soundVolume; muted: preferences.soundMuted
                  deviceAllowed: preferences.soundDeviceAllowed }
    // The statistics, beside the save: the games of this table only (a tutorial's are not counted).
    Statistics {
        id: statistics
        objectName: "statistics"
        game: game
        path: window.saveFile !== "" ? pathBeside(window.saveFile) : defaultPath
        onNoticeChanged: if (notice.kind !== NoticeKind.None) window.present(statisticsNotice)
    }

    // One dialog at a time: one the game opens by itself (a notice, the tutorial's offer) while
    // another is open waits for it to close; the keys that open dialogs do nothing meanwhile.
    readonly property bool modalOpen: menu.visible || newGameDialog.visible || settingsDialog.visible
        || rulesDialog.visible || lastRound.visible || aboutDialog.visible || recentGames.visible
        || replayPopup.visible || messageDialog.visible || statisticsDialog.visible
        || statisticsNotice.visible || tutorialOffer.visible || beliefDialog.visible || remoteDialog.visible
        || dailyDialog.visible || shareDialog.visible || watchDialog.visible
    property var waitingDialogs: []
    function present(dialog) {
        if (!modalOpen) dialog.open()
        else if (waitingDialogs.indexOf(dialog) < 0) waitingDialogs = waitingDialogs.concat([dialog])
    }
    onModalOpenChanged: if (!modalOpen && waitingDialogs.length > 0) Qt.callLater(openWaiting)
    function openWaiting() { // (later: not while modalOpen is being worked out)
        if (modalOpen || waitingDialogs.length === 0) return
        const next = waitingDialogs[0]
        waitingDialogs = waitingDialogs.slice(1)
        next.open()
    }
    // main() calls it when a second copy was started on this profile and ended: this window came
    // forward instead.
    function anotherCopyStarted() {
        windowWord.show(qsTr("Cozen is already open: here it is."))
    }
    // A word over whatever the window shows (the table, the hand-over screen, a dialog), a few
    // seconds.
    Toast {
        id: windowWord
        objectName: "windowWord"
        parent: Overlay.overlay
        z: 1000
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom; anchors.bottomMargin: Theme.px(40)
        shownMs: 3500
        color: "#ee0c1a12"; border.color: Theme.gold; border.width: 2
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }
    // The very first start (no game saved in the usual place, or one started by --players): the
    // tutorial, offered once.
    function offerTutorial() {
        if (window.saveFile === "" && !preferences.tutorialOffered) window.present(tutorialOffer)
    }
    Connections {
        target: game
        function onOpened(resumed) { if (!resumed) window.offerTutorial() }
    }
    Component.onCompleted: {
        if (saveFile !== "") game.savePath = saveFile
        if (startPlayers.length > 0 || startTarget > 0) {
            game.newGame(startPlayers.length > 0 ? startPlayers : preferences.players(), -1,
                         startTarget > 0 ? startTarget
                         : startPlayers.length === 4 ? game.ruleTarget(4) : preferences.target)
            window.offerTutorial()
        } else {
            // Read off the GUI thread: the window is up at once, whatever the disk or the file.
            game.resumeOrStartLater(preferences.players(), preferences.starter, preferences.target)
        }
    }

    header: ToolBar {
        // From the window's size, not Theme.textScale: that follows the table, which is the
        // window less this bar (a loop that left the bar over the table's top at 2560×1440).
        implicitHeight: Math.round(44 * Math.max(0.85, Math.min(2.4, window.width / 1280, window.height / 800)))
        background: Rectangle {
            color: "#10301f"
            Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.gold; opacity: 0.5 }
        }
        Row {
            spacing: 4
            anchors.left: parent.left // the right, in a right-to-left layout
            anchors.verticalCenter: parent.verticalCenter
            ToolButton {
                id: menuButton
                objectName: "menuButton"
                font.pixelSize: Theme.px(14)
                text: qsTr("☰  Menu")
                onClicked: menu.open()
                FocusRing { outset: 0 }
                // A screen reader's "press" (Qt 6.4's buttons and menu items do not act on it).
                Accessible.onPressAction: menu.open()
                Menu {
                    id: menu
                    objectName: "menu"
                    y: menuButton.height
                    width: Math.max(implicitWidth, Theme.px(240)) // its items' text grows with the table
                    background: Rectangle {
                        objectName: "menuBackground"
                        implicitWidth: Theme.px(240)
                        color: Theme.panel
                        radius: Theme.space(2)
                        border.color: Theme.gold
                        border.width: Math.max(1, Theme.scaled(1))
                    }
                    MenuItem { text: qsTr("New game…"); onTriggered: newGameDialog.open(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    // Today's deal, and whether it is played ("Today's deal (won, 72 to 40 VP)…").
                    MenuItem { objectName: "dailyMenuItem"
                               text: { statistics.dailyPlayed
                                       return qsTr("Today's deal (%1)…").arg(Words.dailyOutcome(statistics.dailyResult(game.today))) }
                               onTriggered: dailyDialog.open(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuItem { objectName: "remoteMenuItem"; text: qsTr("Play over the network…"); onTriggered: remoteDialog.openFor(true); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuItem { objectName: "tutorialMenuItem"; text: qsTr("Tutorial"); onTriggered: window.openTutorial(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuItem { objectName: "lastRoundMenuItem"; text: qsTr("Last round…"); enabled: game.summary.settled
                               onTriggered: lastRound.open(); Accessible.onPressAction: if (enabled) triggered()
                               FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuItem { text: qsTr("Recent games…"); onTriggered: recentGames.open(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuItem { objectName: "watchMenuItem"; text: qsTr("Watch a game…"); onTriggered: watchDialog.open(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuItem { text: qsTr("Rules"); onTriggered: rulesDialog.open(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuItem { text: qsTr("Statistics…"); onTriggered: statisticsDialog.open(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuItem { text: qsTr("Settings"); onTriggered: settingsDialog.open(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuItem { text: qsTr("About Cozen"); onTriggered: aboutDialog.open(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                    MenuSeparator {}
                    MenuItem { text: qsTr("Quit"); onTriggered: Qt.quit(); Accessible.onPressAction: triggered(); FocusRing { shown: parent.highlighted; outset: 0 } }
                }
            }
            ToolButton { objectName: "newGameButton"; text: qsTr("New game"); font.pixelSize: Theme.px(14); onClicked: newGameDialog.open()
                         Accessible.onPressAction: newGameDialog.open(); FocusRing { outset: 0 } }
            ToolButton { text: qsTr("Rules"); font.pixelSize: Theme.px(14); onClicked: rulesDialog.open()
                         Accessible.onPressAction: rulesDialog.open(); FocusRing { outset: 0 } }
        }
        Label {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: "Cozen"
            font.pixelSize: Theme.px(18); font.bold: true; font.letterSpacing: 3
            color: Theme.gold
        }
    }

    GameScreen {
        id: screen
        objectName: "gameScreen"
        anchors.fill: parent
        visible: !tutorialLoader.active
        game: game
        onNewGameRequested: newGameDialog.open()
        onReplayRequested: (path) => window.openReplay(path)
        onStatisticsRequested: statisticsDialog.open()
        onShareRequested: shareDialog.open()
        onBeliefRequested: beliefDialog.open()
    }
    // The tutorial, in the table's place while it is open; a game of its own, not the player's.
    // (The loader's id is not `tutorial`: inside TutorialScreen that name is its own Tutorial,
    // and a handler there that set `tutorial.active` set nothing, so the tutorial could not be left.)
    function openTutorial() { tutorialLoader.active = true }
    function closeTutorial() {
        tutorialLoader.active = false
        screen.restoreFocus()
    }
    Loader {
        id: tutorialLoader
        objectName: "tutorialLoader"
        anchors.fill: parent
        active: false
        // qmllint disable unqualified
        sourceComponent: TutorialScreen {
            onCloseRequested: window.closeTutorial()
        }
        // qmllint enable unqualified
    }
    Connections { target: game; function onStarted() { tutorialLoader.active = false } } // a new game of one's own
    TutorialOffer {
        id: tutorialOffer
        objectName: "tutorialOffer"
        onPlay: window.openTutorial()
        onClosed: { preferences.tutorialOffered = true; if (!tutorialLoader.active) screen.restoreFocus() }
    }

    NewGameDialog {
        id: newGameDialog
        objectName: "newGameDialog"
        preferences: preferences
        game: game
        dailyStatus: { statistics.dailyPlayed; return Words.dailyOutcome(statistics.dailyResult(game.today)) }
        onDailyRequested: dailyDialog.open()
        onClosed: if (!dailyDialog.opened) screen.restoreFocus()
    }
    RemoteDialog {
        id: remoteDialog
        objectName: "remoteDialog"
        preferences: preferences
        game: game
        onClosed: screen.restoreFocus()
    }
    SettingsDialog { id: settingsDialog; objectName: "settingsDialog"; preferences: preferences; language: language; onClosed: screen.restoreFocus() }
    RulesDialog { id: rulesDialog; objectName: "rulesDialog"; onClosed: screen.restoreFocus() }
    LastRoundDialog { id: lastRound; objectName: "lastRoundDialog"; game: game; onClosed: screen.restoreFocus()
                      onBeliefRequested: beliefDialog.open() }
    // Over the Last round dialog, or from the round's summary.
    BeliefDialog { id: beliefDialog; objectName: "beliefDialog"; game: game
                   onClosed: if (!lastRound.visible) screen.restoreFocus() }
    AboutDialog { id: aboutDialog; objectName: "aboutDialog"; onClosed: screen.restoreFocus() }
    // The records of finished games, and one replayed over the table.
    RecentGamesDialog {
        id: recentGames
        objectName: "recentGamesDialog"
        folder: game.recordsFolder
        onReplayRequested: (path) => window.openReplay(path)
        onClosed: if (!replayPopup.opened) screen.restoreFocus()
    }
    // A record in the replay viewer; without one (a finished game resumed, its record not named),
    // the list of recent games to choose it from.
    function openReplay(path) {
        if (path === "") { recentGames.open(); return }
        replayPopup.open(); replayViewer.replay.load(path); replayViewer.forceActiveFocus()
    }
    Popup {
        id: replayPopup
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: parent.width; height: parent.height
        padding: 0
        modal: true
        focus: true // the viewer's keys, also after its own list of views has closed
        closePolicy: Popup.CloseOnEscape
        ReplayViewer { id: replayViewer; objectName: "replayViewer"; anchors.fill: parent; onCloseRequested: replayPopup.close() }
        onClosed: screen.restoreFocus()
    }
    NoticeDialog { id: messageDialog; objectName: "noticeDialog"; game: game; onClosed: { game.dismissNotice(); screen.restoreFocus() } }
    StatisticsDialog { id: statisticsDialog; objectName: "statisticsDialog"; statistics: statistics; today: game.today; onClosed: screen.restoreFocus() }
    // Today's deal; a finished game shared; a shared game watched (docs/daily.md, docs/game-codes.md).
    DailyDialog { id: dailyDialog; objectName: "dailyDialog"; game: game; statistics: statistics; preferences: preferences
                  onClosed: screen.restoreFocus() }
    ShareDialog { id: shareDialog; objectName: "shareDialog"; game: game; onClosed: screen.restoreFocus() }
    WatchDialog {
        id: watchDialog
        objectName: "watchDialog"
        onWatchRequested: (code) => {
            const replay = replayViewer.replay
            if (!replay.loadCode(code)) { watchDialog.refuse(replay.codeProblem, replay.codeFormat, replay.error); return }
            watchDialog.close()
            replayPopup.open(); replayViewer.forceActiveFocus()
        }
        onClosed: if (!replayPopup.opened) screen.restoreFocus()
    }
    NoticeDialog { id: statisticsNotice; notice: statistics.notice; onClosed: { statistics.dismissNotice(); screen.restoreFocus() } }

    // (Not while a card is held: let go over a dialog opened meanwhile, it was wagered behind it.)
    readonly property bool keysOpenDialogs: !window.modalOpen && !screen.table.dragging
    Shortcut { sequence: StandardKey.New; enabled: window.keysOpenDialogs; onActivated: newGameDialog.open() } // qmllint disable unqualified
    Shortcut { sequence: StandardKey.HelpContents; enabled: window.keysOpenDialogs; onActivated: rulesDialog.open() } // qmllint disable unqualified
    // Quit, also over a dialog or a notice: a window's shortcut is blocked by a modal popup, an
    // application's is not (there is one window). tests/a11y/statistics.py types it.
    Shortcut { sequence: StandardKey.Quit; context: Qt.ApplicationShortcut; onActivated: Qt.quit() } // qmllint disable unqualified
    // The menu and the settings from the keyboard too: F10 opens the menu (its items by ↑/↓ and
    // Enter), Ctrl+, the settings (on macOS ⌘, : Qt's Preferences key there, and a second shortcut
    // on the same keys would leave both ambiguous).
    Shortcut { sequence: "F10"; enabled: window.keysOpenDialogs; onActivated: { menu.open(); menu.currentIndex = 0 } }
    Shortcut { sequence: "Ctrl+,"; enabled: window.keysOpenDialogs; onActivated: settingsDialog.open() }
    // Ctrl+Z, and the platform's others; not while the tutorial covers the game.
    Shortcut { sequences: [StandardKey.Undo]; enabled: !tutorialLoader.active && !window.modalOpen; onActivated: game.undo() } // qmllint disable unqualified
}
