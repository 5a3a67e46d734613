import QtQuick
import QtQuick.Controls
import QtQuick.Templates as T

// A dialog of the game, in the table's cloth (docs/design.md): a darker felt panel with a gold
// edge and a gold title, ink text, and controls (buttons, combo boxes, check boxes, radio buttons,
// switches, sliders, fields, scroll bars) coloured from the same palette, which they inherit from
// the dialog. Text and padding grow with the table. The keyboard's focus is one ring (FocusRing)
// that follows the focused control within the dialog, where the Basic style shows none or a faint
// one; buttons carry their own.
Dialog {
    id: dialog
    modal: true
    padding: Theme.space(4)
    topPadding: Theme.space(2)

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

    background: Rectangle {
        objectName: "dialogBackground"
        color: Theme.panel
        radius: Theme.space(3)
        border.color: Theme.gold
        border.width: Math.max(2, Theme.scaled(2))
    }
    header: Label {
        objectName: "dialogTitle"
        text: dialog.title
        visible: dialog.title !== ""
        textFormat: Text.PlainText
        elide: Text.ElideRight
        font.pixelSize: Theme.px(Theme.typeSubtitle)
        font.bold: true
        color: Theme.gold
        leftPadding: dialog.leftPadding
        rightPadding: dialog.rightPadding
        topPadding: Theme.space(4)
        bottomPadding: Theme.space(1)
        Accessible.role: Accessible.Heading
    }
    Overlay.modal: Rectangle { color: Theme.shade }

    // Qt 6.4 hands a palette's changed colour to the controls within only when they are placed
    // again: so when high contrast is switched on or off (from the Settings dialog, open), each
    // part of the dialog is put back in its place, the keyboard's focus where it was.
    Connections {
        target: Theme
        function onHighContrastChanged() { dialog.repaintControls() }
    }
    function repaintControls() {
        const w = dialog.contentItem.Window.window
        const focused = w ? w.activeFocusItem : null
        const reason = (focused as T.Control)?.focusReason ?? Qt.OtherFocusReason
        for (const item of [dialog.contentItem, dialog.header, dialog.footer]) {
            if (!item || !item.parent) continue
            const place = item.parent
            item.parent = null
            item.parent = place
        }
        if (focused && dialog.holds(focused)) focused.forceActiveFocus(reason)
    }

    // The keyboard, as in any desktop dialog: the first control has the focus when the dialog
    // opens, with its ring (given as by Tab: a control shows visualFocus only then); Enter presses
    // the focused button, or where the focus is on another control the first highlighted one (the
    // default), else accepts; Esc closes (reject).
    property Item initialFocus: null // the control to start on, when it is not the first
    onOpened: dialog.focusFirst() // (the popup gave the focus to itself as it began to open)
    function focusFirst() {
        if (!dialog.opened) return
        const chosen = dialog.initialFocus && dialog.initialFocus.visible && dialog.initialFocus.enabled
            ? dialog.initialFocus : null
        const takesTab = (item) => item.enabled && item.activeFocusOnTab
        const first = chosen ?? dialog.firstItem(dialog.contentItem, takesTab)
            ?? dialog.firstItem(dialog.footer, takesTab)
        if (!first) return
        first.forceActiveFocus(Qt.TabFocusReason)
        // (Focused already, from the last time the dialog was open: the reason is not renewed.)
        const control = first as T.Control
        if (control) control.focusReason = Qt.TabFocusReason
    }
    // The first visible item under `item` (itself included), depth first, that `test` accepts.
    function firstItem(item, test) {
        if (!item || !item.visible) return null
        if (test(item)) return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = firstItem(item.children[i], test)
            if (found) return found
        }
        return null
    }
    function pressEnter() {
        // (A check box's or a radio button's Enter is the dialog's: Space is theirs.)
        const focused = dialog.focusedItem as T.AbstractButton
        if (focused && focused.enabled && !focused.checkable) { focused.clicked(); return }
        const highlighted = (item) => (item as T.Button)?.highlighted === true
        const chosen = dialog.firstItem(dialog.footer, highlighted) ?? dialog.firstItem(dialog.contentItem, highlighted)
        if (chosen) { if (chosen.enabled) chosen.clicked() } // (a default at rest: Enter waits)
        else dialog.accept()
    }
    // Whether `item` takes Enter itself: a text of several lines, a list or an entry of one.
    function ownsEnter(item) {
        if ((item as TextEdit) !== null) return true
        for (let i = item; i && i !== dialog.contentItem; i = i.parent)
            if ((i as ListView) !== null) return true
        return false
    }
    // (Among the content's data, not a property's value: so its parent is the dialog's item,
    // whose window and popup Qt Quick's shortcuts look for. Not an item: the content's size is
    // its one item's.)
    Shortcut {
        sequences: ["Return", "Enter"]
        // Only where the keyboard is in this dialog: not under a dialog opened over it, not in a
        // combo box's open list (a popup of its own); not in a list or a text of several lines,
        // where Enter is theirs (a recent game's list opens the game).
        enabled: dialog.opened && dialog.focusedItem !== null && !dialog.ownsEnter(dialog.focusedItem)
        onActivated: dialog.pressEnter()
    }

    // The ring that follows the keyboard's focus within the dialog (a control that has a ring of
    // its own, a PanelButton's, keeps it).
    readonly property Item focusedItem: {
        const item = dialog.opened && dialog.contentItem.Window.window
            ? dialog.contentItem.Window.window.activeFocusItem : null
        return item && dialog.holds(item) ? item : null
    }
    function holds(item) {
        const top = dialog.contentItem.parent // the popup's own item
        for (let i = item; i; i = i.parent)
            if (i === top) return true
        return false
    }
    function hasRing(item) {
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (child !== dialog.focusRing && child.outset !== undefined) return true
        }
        return false
    }
    // (Moved when the focus moves, not bound: a ring moved into an item changes its children.)
    onFocusedItemChanged: dialog.focusRing.parent = focusedItem && !hasRing(focusedItem) ? focusedItem : null
    // (Not among the dialog's content: a second item there would leave the dialog without the
    // implicit size of its one content item.)
    readonly property FocusRing focusRing: FocusRing {
        objectName: "dialogFocusRing"
        parent: null
        shown: parent !== null && ((parent as T.Control)?.visualFocus === true
                                   || ((parent as TextInput) !== null && parent.activeFocus))
    }
}
