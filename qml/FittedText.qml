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
    // The words tried first, unseen, laid out as the label would lay them: they fit when nothing
    // is cut and they need not shrink below four fifths of the label's size.
    // qmllint disable unqualified
    component Probe: Text {
        visible: false
        textFormat: Text.PlainText
        width: label.width; height: label.height
        font: label.font
        wrapMode: label.wrapMode; maximumLineCount: label.lines
        fontSizeMode: Text.Fit; minimumPixelSize: label.minimumPixelSize
        elide: Text.ElideRight
        readonly property bool fits: !truncated && contentWidth <= width + 1
            && fontInfo.pixelSize >= Math.max(label.minimumPixelSize, Math.floor(label.font.pixelSize * 0.8))
    }
    // qmllint enable unqualified
    Probe { id: probe; text: label.full }
    Probe { id: briefProbe; text: label.brief }
}
