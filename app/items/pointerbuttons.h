#pragma once
// The mouse buttons held down now, for QML (QGuiApplication::mouseButtons()). A DragHandler that
// lets go while its button is still held had its drag taken away, not ended by the player: the
// window lost the focus (another window came up, or a window manager took the pointer to resize
// or move it). The hand's cards then go back, and nothing is played (HandView.qml).

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace cozen::table {

class PointerButtons : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit PointerButtons(QObject* parent = nullptr);
    // Whether any of `buttons` (Qt.LeftButton, ...) is held down now.
    Q_INVOKABLE bool held(int buttons) const;
};

} // namespace cozen::table
