#include "cardbackpattern.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace cozen::table {

CardBackPattern::CardBackPattern(QQuickItem* parent)
    : QQuickPaintedItem(parent) {
    setAntialiasing(true);
}

void CardBackPattern::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) update();
}

void CardBackPattern::paint(QPainter* painter) {
    const qreal w = width();
    const qreal h = height();
    if (w <= 0 || h <= 0) return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    // A pen is drawn across its path, a Rectangle's border inside it: each border is drawn half
    // its width inside the shape's edge.
    const auto drawShape = [painter](const QRectF& shape, qreal radius, qreal border,
                                     const QColor& fill, const QColor& line) {
        const QRectF inner = shape.adjusted(border / 2, border / 2, -border / 2, -border / 2);
        painter->setPen(QPen(line, border));
        painter->setBrush(fill.alpha() > 0 ? QBrush(fill) : Qt::NoBrush);
        painter->drawRoundedRect(inner, std::max<qreal>(0, radius - border / 2),
                                 std::max<qreal>(0, radius - border / 2));
    };
    // The frame.
    const qreal margin = w * 0.09;
    drawShape(QRectF(margin, margin, w - 2 * margin, h - 2 * margin), w * 0.048,
              std::max<qreal>(1, w * 0.025), Qt::transparent, QColor(0xff, 0xff, 0xff, 0x66));
    // The diamond: a square turned about the centre.
    const qreal side = w * 0.42;
    painter->save();
    painter->translate(w / 2, h / 2);
    painter->rotate(45);
    drawShape(QRectF(-side / 2, -side / 2, side, side), 0, std::max<qreal>(1, w * 0.02),
              QColor(0xff, 0xff, 0xff, 0x26), QColor(0xff, 0xff, 0xff, 0x55));
    painter->restore();
    // The initial.
    QFont font(QStringLiteral("DejaVu Serif"));
    font.setPixelSize(std::max(1, qRound(w * 0.26)));
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(QColor(0xff, 0xff, 0xff, 0x99));
    painter->drawText(QRectF(0, 0, w, h), Qt::AlignCenter, QStringLiteral("C"));
}

} // namespace cozen::table
