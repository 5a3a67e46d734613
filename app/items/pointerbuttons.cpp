#include "pointerbuttons.h"

#include <QGuiApplication>

namespace cozen::table {

PointerButtons::PointerButtons(QObject* parent)
    : QObject(parent) {}

bool PointerButtons::held(int buttons) const {
    return (QGuiApplication::mouseButtons() & Qt::MouseButtons(buttons)) != Qt::NoButton;
}

} // namespace cozen::table
