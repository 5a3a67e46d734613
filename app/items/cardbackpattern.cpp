#include "cardbackpattern.h"

#include <QCache>
#include <QFont>
#include <QMutex>
#include <QMutexLocker>
#include <QPainter>
#include <QPainterPath>
#include <QQuickWindow>

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
    if (width() <= 0 || height() <= 0) return;
    const qreal ratio = window() ? window()->effectiveDevicePixelRatio() : 1.0;
    const QSize pixels(qRound(width() * ratio), qRound(height() * ratio));
    // Every back of a size shows the same picture: drawn once (a lattice is dozens of lines, a
    // 2v2 round deals two dozen backs), then copied. paint() may run on the render thread.
    static QMutex lock;
    static QCache<quint64, QImage> drawn(8 * 1024); // kilobytes
    const quint64 key = (quint64(pixels.width()) << 32) | quint64(pixels.height());
    QImage image;
    {
        const QMutexLocker locked(&lock);
        if (const QImage* cached = drawn.object(key)) image = *cached;
    }
    if (image.isNull()) {
        image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter onImage(&image);
            onImage.scale(ratio, ratio);
            draw(&onImage, width(), height());
        }
        const QMutexLocker locked(&lock);
        drawn.insert(key, new QImage(image), std::max<qsizetype>(1, image.sizeInBytes() / 1024));
    }
    image.setDevicePixelRatio(ratio);
    painter->drawImage(QRectF(0, 0, width(), height()), image);
}

void CardBackPattern::draw(QPainter* painter, qreal w, qreal h) {
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
    // The paper's edge, as the deck's faces have it (resources/cards): white from the card's
    // rounded edge to the field in its colour, which shows through inside.
    const qreal edge = w * 0.06;
    const QRectF field(edge, edge, w - 2 * edge, h - 2 * edge);
    {
        QPainterPath paper;
        paper.addRoundedRect(QRectF(0, 0, w, h), w * 0.08, w * 0.08);
        QPainterPath inside;
        inside.addRoundedRect(field, w * 0.04, w * 0.04);
        painter->fillPath(paper.subtracted(inside), QColor(0xff, 0xff, 0xff));
    }
    // A fine lattice across the field, the classic back's weave.
    painter->save();
    {
        QPainterPath inside;
        inside.addRoundedRect(field, w * 0.04, w * 0.04);
        painter->setClipPath(inside);
        painter->setPen(QPen(QColor(0xff, 0xff, 0xff, 0x2e), std::max<qreal>(1, w * 0.014)));
        const qreal step = w * 0.1;
        for (qreal d = -h; d < w + h; d += step) {
            painter->drawLine(QPointF(d, 0), QPointF(d + h, h));
            painter->drawLine(QPointF(d, h), QPointF(d + h, 0));
        }
    }
    painter->restore();
    // The frame inside the field.
    const qreal margin = w * 0.11;
    drawShape(QRectF(margin, margin, w - 2 * margin, h - 2 * margin), w * 0.03,
              std::max<qreal>(1, w * 0.02), Qt::transparent, QColor(0xff, 0xff, 0xff, 0x66));
    // The diamond: a square turned about the centre, over the lattice.
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
