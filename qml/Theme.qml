pragma Singleton
import QtQuick

// Colours and proportions of the table, in one place.
QtObject {
    readonly property color felt: "#1f5a3d"
    readonly property color feltDark: "#174630"
    readonly property color feltLight: "#2a6e4c"
    readonly property color ink: "#f4f1e8"
    readonly property color inkDim: "#b9c9bd"
    readonly property color red: "#c62a32"
    readonly property color black: "#1d1f24"
    readonly property color redBack: "#9e1f2a"
    readonly property color blackBack: "#23324a"
    readonly property color paper: "#fbf8f1"
    readonly property color gold: "#e8c15a"
    readonly property color accept: "#7fe0a0"
    readonly property color refuse: "#ff8a80"
    readonly property real cardRatio: 1.4 // height / width
    // How long a card takes to cross the table (0: no animations); set from the preferences.
    property int animationMs: 350
    // Text and controls grow with the table: 1 at 1280×800 (the Table sets it from its size).
    property real textScale: 1
    // A font size of `base` pixels at 1280×800, scaled; never below 10.
    function px(base) { return Math.max(10, Math.round(base * textScale)) }
}
