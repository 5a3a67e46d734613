pragma Singleton
import QtQuick

// Colours and proportions of the table, in one place.
QtObject {
    // Set from the preferences: colours of higher contrast, and cards this much larger.
    property bool highContrast: false
    property real cardScale: 1
    readonly property color felt: highContrast ? "#0e3322" : "#1f5a3d"
    readonly property color feltDark: highContrast ? "#082417" : "#174630"
    readonly property color feltLight: highContrast ? "#10402a" : "#2a6e4c"
    readonly property color ink: highContrast ? "#ffffff" : "#f4f1e8"
    readonly property color inkDim: highContrast ? "#f0f4f1" : "#b9c9bd"
    readonly property color red: highContrast ? "#b0000e" : "#c62a32"
    readonly property color black: highContrast ? "#000000" : "#1d1f24"
    readonly property color redBack: "#9e1f2a"
    readonly property color blackBack: "#23324a"
    readonly property color paper: highContrast ? "#ffffff" : "#fbf8f1"
    readonly property color gold: highContrast ? "#ffd000" : "#e8c15a"
    readonly property color accept: highContrast ? "#5cff94" : "#7fe0a0"
    readonly property color refuse: highContrast ? "#ff6e62" : "#ff8a80"
    // The keyboard's place: focus rings, the cursor on a card, a column or the stake slot.
    readonly property color focus: highContrast ? "#00e5ff" : "#5ec8ff"
    readonly property color focusEdge: "#0a2233"
    // Panels over the table (dialogs, the menu, the end of the game): a darker piece of the felt
    // with a gold edge; controls on them (docs/design.md).
    readonly property color panel: highContrast ? "#04140c" : "#143a28"
    readonly property color control: highContrast ? "#0f3d27" : "#245f43"
    readonly property color field: highContrast ? "#000000" : "#0d2a1c"
    readonly property color line: highContrast ? "#d8e6dd" : "#7fa38d"
    // Words and marks of what cannot be used now (a check box at rest): quieter than the ink, in
    // high contrast too (there "line" is nearly white, and a control at rest looked ready).
    readonly property color inkAtRest: highContrast ? "#8e9d94" : "#7fa38d"
    readonly property color inkOnGold: highContrast ? "#000000" : "#1d1f24"
    readonly property color shade: highContrast ? "#cc000000" : "#99000000"
    // The type scale: base sizes at 1280×800, for Theme.px().
    readonly property int typeCaption: 11
    readonly property int typeSmall: 13
    readonly property int typeBody: 14
    readonly property int typeLabel: 15
    readonly property int typeSubtitle: 18
    readonly property int typeTitle: 26
    readonly property int typeEmblem: 48
    // The spacing unit at 1280×800; space(n) is n units, scaled.
    readonly property int unit: 4
    function space(n) { return scaled(unit * n) }
    readonly property real cardRatio: 1.4 // height / width
    // ---- Motion (docs/design.md, "Motion"): one base duration and its multiples ----
    // How long a card takes to cross the table (0: no animations); set from the preferences.
    property int animationMs: 350
    // Reduce motion (Preferences.reduceMotion, set from the preferences): every movement a third as long, no deal one card at a time,
    // no card growing as it lands; the same end states, and the reveal's pace (what the player
    // reads) unchanged.
    property bool reduceMotion: false
    readonly property real motionScale: reduceMotion ? 0.3 : 1
    readonly property int flightMs: Math.round(animationMs * motionScale)          // a card crossing the table
    readonly property int dealStaggerMs: reduceMotion ? 0 : Math.round(animationMs * 0.15) // between two cards dealt
    readonly property int flipMs: Math.round(animationMs * 0.6 * motionScale)      // a card turned over
    readonly property int settleMs: Math.round(animationMs * 0.6 * motionScale)    // a hand closing up, a card raised
    readonly property int gatherMs: Math.round(animationMs * 1.2 * motionScale)    // captures going to a jail; a card dealt
    // Easings: a card moving slows as it lands; a card turning eases in and out.
    readonly property int moveEasing: Easing.OutCubic
    readonly property int flipEasing: Easing.InOutQuad
    // Text and controls grow with the table: 1 at 1280×800 (the Table sets it from its size).
    property real textScale: 1
    // A font size of `base` pixels at 1280×800, scaled; never below 10.
    function px(base) { return Math.max(10, Math.round(base * textScale)) }
    // The band under a column's stake: its number, or at the reveal its outcome on up to two lines.
    readonly property real tagHeight: Math.round(px(12) * 2.3) + 6
    // A length (a padding, a ring's width) of `base` pixels at 1280×800, scaled; no floor.
    function scaled(base) { return Math.max(1, Math.round(base * textScale)) }
}
