import QtQuick
import QtQuick.Controls

// A combo box of words (said in the player's language): what is chosen stays chosen when the words
// change, a live switch of language, where a ComboBox whose model changes goes back to its first
// entry (the New game dialog's level became "Easy"). The owner says what is chosen in `choice`
// and hears the player's choice through `activated`, as with a ComboBox.
ComboBox {
    id: box
    property int choice: 0
    currentIndex: choice
    onModelChanged: currentIndex = Qt.binding(() => box.choice) // (after the box's own reset)
}
