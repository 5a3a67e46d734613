import QtQuick
import QtQuick.Controls

// A dialog's row of buttons, PanelButtons each with its role (spelled Dialog.AcceptRole: the same
// enums, which Qt 6.4 declares to qmllint on Dialog only). No standard buttons: Qt gives theirs
// words once, from its own translations, and a live switch of language left "閉じる" behind in
// English; ours are qsTr's, said again with everything else.
DialogButtonBox {
    id: box
    // No strip of its own: the Basic style's square one was drawn over the dialog's rounded gold
    // edge at the bottom. The dialog's panel shows through.
    background: Item {}
}
