import QtQuick

// A column's label (a side's Strength badge, the column's outcome tag): `full` where it fits in
// `lines` lines at the table's size, else `brief` where that does, else `briefest`; shrunk to fit
// if need be, never below 9 pixels ("+10 VP → The computer" was two lines of 7 in a narrow
// column). What it says in full is for its tooltip and a screen reader.
Text {
    id: label
    property string full
    property string brief
    property string briefest: brief
    property int lines: 2
    textFormat: Text.PlainText
    horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
    text: probe.fits ? full : briefProbe.fits ? brief : briefest
    wrapMode: Text.WrapAtWordBoundaryOrAnywhere; maximumLineCount: lines
    fontSizeMode: Text.Fit; minimumPixelSize: Math.max(9, Math.round(font.pixelSize * 0.75))
    elide: Text.ElideRight
    // The words tried first, unseen, at the label's own size.
    // qmllint disable unqualified
    component Probe: Text {
        visible: false
        textFormat: Text.PlainText
        width: label.width
        font: label.font
        wrapMode: Text.WordWrap; maximumLineCount: label.lines
        readonly property bool fits: !truncated && contentHeight <= label.height + 1 && contentWidth <= width + 1
    }
    // qmllint enable unqualified
    Probe { id: probe; text: label.full }
    Probe { id: briefProbe; text: label.brief }
}
