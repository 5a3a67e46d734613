import QtQuick

// A text a screen reader reads as it stands (Qt Quick exposes a Text only when told to): a
// StaticText named by its text, or a Heading where set so. Hidden or empty, it exposes nothing.
Text {
    textFormat: Text.PlainText
    Accessible.role: Accessible.StaticText
    Accessible.name: text
    Accessible.ignored: !visible || text === ""
}
