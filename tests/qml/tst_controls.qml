import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The controls of dialogs and panels: buttons grow with the table's text (2560×1440 doubles it),
// padding included; the keyboard's focus shows as a ring (FocusRing) where the Basic style shows
// none or a faint one.
Item {
    id: root
    width: 1280
    height: 800

    Preferences { id: preferences }
    Language { id: language }
    SettingsDialog { id: settings; preferences: preferences; language: language }
    Component { id: buttonComponent; PanelButton { text: "Statistics" } }

    TestCase {
        name: "Controls"
        when: windowShown

        function cleanup() { Theme.textScale = 1; Theme.highContrast = false; settings.close() }

        function ring(item) {
            for (let i = 0; i < item.children.length; ++i)
                if (item.children[i].outset !== undefined) return item.children[i]
            return null
        }

        function test_buttonsGrowWithTheText() {
            Theme.textScale = 1
            const small = createTemporaryObject(buttonComponent, root)
            const smallSize = { width: small.implicitWidth, height: small.implicitHeight, padding: small.topPadding }
            Theme.textScale = 2 // a 2560×1440 table
            const large = createTemporaryObject(buttonComponent, root)
            verify(large.topPadding >= 2 * smallSize.padding - 1, "padding " + large.topPadding + " from " + smallSize.padding)
            verify(large.implicitHeight >= 1.8 * smallSize.height, "height " + large.implicitHeight + " from " + smallSize.height)
            verify(large.implicitWidth >= 1.8 * smallSize.width, "width " + large.implicitWidth + " from " + smallSize.width)
            // Its text has room within the padding.
            verify(large.contentItem.implicitWidth <= large.implicitWidth - large.leftPadding - large.rightPadding + 1)
        }

        function test_aDialogsButtonShowsItsFocus() {
            settings.open()
            tryCompare(settings, "opened", true)
            // Tab through the dialog until its Close button has the keyboard.
            let close = null
            for (let i = 0; i < 20 && !close; ++i) {
                keyClick(Qt.Key_Tab)
                const item = settings.contentItem.Window.activeFocusItem
                if (item && item.text === "Close") close = item
            }
            verify(close, "Tab reaches the Close button")
            const r = ring(close)
            verify(r, "the button has a focus ring")
            verify(r.visible, "shown while it has the keyboard's focus")
            compare(r.border.color, Theme.focus)
            mouseClick(close) // a click closes it; the ring went with the focus
            tryCompare(settings, "opened", false)
        }

        // A dialog is in the table's cloth (docs/design.md), not the Basic style's white: its
        // panel, gold edge and title, and the controls in it coloured from the same palette; in
        // high contrast too.
        function test_aDialogIsInTheTablesCloth() {
            settings.open()
            tryCompare(settings, "opened", true)
            for (const contrast of [false, true]) {
                Theme.highContrast = contrast
                compare(settings.background.color, Theme.panel)
                verify(!Qt.colorEqual(settings.background.color, "white"))
                compare(settings.background.border.color, Theme.gold)
                compare(settings.header.color, Theme.gold)
                compare(settings.palette.button, Theme.control)
                const box = findChild(settings.contentItem, "languageBox")
                compare(box.palette.button, Theme.control)
                compare(box.palette.text, Theme.ink)
                compare(box.palette.window, Theme.panel)
                // What cannot be chosen looks it, in high contrast too (there it had the lines'
                // near white, and a check box at rest looked ready): clearly darker than the ink.
                compare(settings.palette.disabled.windowText, Theme.inkAtRest)
                const lum = (c) => 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
                verify(lum(settings.palette.active.windowText) - lum(settings.palette.disabled.windowText) >= 0.25,
                       "at rest " + settings.palette.disabled.windowText + " against " + settings.palette.active.windowText)
            }
            Theme.highContrast = false
        }

        // Inside a dialog the ring follows the keyboard to every control, a check box or a combo
        // box as well as a button.
        function test_theRingFollowsTheKeyboardInADialog() {
            settings.open()
            tryCompare(settings, "opened", true)
            let seen = 0
            for (let i = 0; i < 20; ++i) {
                keyClick(Qt.Key_Tab)
                const item = settings.contentItem.Window.activeFocusItem
                if (!item || item.text === "Close") continue
                verify(settings.focusRing.parent === item, "the ring is on " + item)
                verify(settings.focusRing.visible)
                compare(settings.focusRing.border.color, Theme.focus)
                ++seen
            }
            verify(seen >= 3, "the ring went to " + seen + " controls")
        }
    }
}
