import QtQuick
import QtQuick.Controls

// A radio button whose words are never elided: the Basic style's elided label, in Arabic, kept
// its width at the elided one's and drew no word at all once the window had grown its words and
// turned right to left (Qt 6.4.2; tst_main's test_theDialogsWordsWholeInArabic). The dialogs lay
// their choices out in Flows and rows that give each its whole width, so there is nothing to elide.
RadioButton {
    id: button
    contentItem: Text {
        leftPadding: button.indicator && !button.mirrored ? button.indicator.width + button.spacing : 0
        rightPadding: button.indicator && button.mirrored ? button.indicator.width + button.spacing : 0
        text: button.text
        font: button.font
        color: button.palette.windowText
        verticalAlignment: Text.AlignVCenter
    }
}
