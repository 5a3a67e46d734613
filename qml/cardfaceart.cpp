#include "cardfaceart.h"

#include <QCache>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPainter>
#include <QPainterPath>
#include <QQuickWindow>
#include <QSvgRenderer>

#include <cmath>
#include <memory>

namespace cozen::table {

namespace {

// The deck, in this module's resources (qml/CMakeLists.txt).
const QString deckPath = QStringLiteral(":/qt/qml/Cozen/Table/cards/nicu-white.svgz");

// The renderer and the cache, shared by every card, used under one lock.
struct Deck {
    QMutex lock;
    std::unique_ptr<QSvgRenderer> renderer;
    // Cost: kilobytes; 48 MB hold ~250 faces of 140x190 pixels (a 2v2 table at 2560x1440).
    QCache<QString, QImage> faces{48 * 1024};
    int rendered = 0;

    QSvgRenderer& svg() {
        if (!renderer) renderer = std::make_unique<QSvgRenderer>(deckPath);
        return *renderer;
    }
};

Deck& deck() {
    static Deck shared;
    return shared;
}

} // namespace

CardFaceArt::CardFaceArt(QQuickItem* parent)
    : QQuickPaintedItem(parent) {
    setAntialiasing(true);
}

void CardFaceArt::setCode(const QString& code) {
    if (code == code_) return;
    code_ = code;
    emit codeChanged();
    update();
}

void CardFaceArt::setRadius(qreal radius) {
    if (qFuzzyCompare(radius, radius_)) return;
    radius_ = radius;
    emit radiusChanged();
    update();
}

void CardFaceArt::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) update();
}

void CardFaceArt::paint(QPainter* painter) {
    if (width() <= 0 || height() <= 0) return;
    const qreal ratio = window() ? window()->effectiveDevicePixelRatio() : 1.0;
    const QSize pixels(qRound(width() * ratio), qRound(height() * ratio));
    QImage image = face(code_, pixels, radius_ * ratio);
    if (image.isNull()) return;
    image.setDevicePixelRatio(ratio);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawImage(QRectF(0, 0, width(), height()), image);
}

QString CardFaceArt::elementOf(const QString& code) {
    if (code.size() < 2 || code.size() > 3) return {};
    static const QHash<QChar, QString> suits{{u'C', QStringLiteral("club")},
                                             {u'D', QStringLiteral("diamond")},
                                             {u'H', QStringLiteral("heart")},
                                             {u'S', QStringLiteral("spade")}};
    static const QHash<QString, QString> ranks{{QStringLiteral("A"), QStringLiteral("1")},
                                               {QStringLiteral("2"), QStringLiteral("2")},
                                               {QStringLiteral("3"), QStringLiteral("3")},
                                               {QStringLiteral("4"), QStringLiteral("4")},
                                               {QStringLiteral("5"), QStringLiteral("5")},
                                               {QStringLiteral("6"), QStringLiteral("6")},
                                               {QStringLiteral("7"), QStringLiteral("7")},
                                               {QStringLiteral("8"), QStringLiteral("8")},
                                               {QStringLiteral("9"), QStringLiteral("9")},
                                               {QStringLiteral("10"), QStringLiteral("10")},
                                               {QStringLiteral("J"), QStringLiteral("jack")},
                                               {QStringLiteral("Q"), QStringLiteral("queen")},
                                               {QStringLiteral("K"), QStringLiteral("king")}};
    const auto suit = suits.constFind(code.back());
    const auto rank = ranks.constFind(code.chopped(1));
    if (suit == suits.constEnd() || rank == ranks.constEnd()) return {};
    return *rank + u'_' + *suit;
}

bool CardFaceArt::deckHolds(const QString& element) {
    Deck& shared = deck();
    const QMutexLocker locked(&shared.lock);
    return !element.isEmpty() && shared.svg().elementExists(element);
}

QImage CardFaceArt::face(const QString& code, const QSize& pixels, qreal radius) {
    const QString element = elementOf(code);
    if (element.isEmpty() || pixels.isEmpty()) return {};
    const QString key = element + u'@' + QString::number(pixels.width()) + u'x' +
                        QString::number(pixels.height()) + u'r' +
                        QString::number(std::lround(radius * 4));
    Deck& shared = deck();
    const QMutexLocker locked(&shared.lock);
    if (const QImage* cached = shared.faces.object(key)) return *cached;
    QSvgRenderer& svg = shared.svg();
    if (!svg.elementExists(element)) return {};
    auto image = std::make_unique<QImage>(pixels, QImage::Format_ARGB32_Premultiplied);
    image->fill(Qt::transparent);
    {
        QPainter painter(image.get());
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        // Cut to the card's rounded corners: the deck's are rounder, and would show the table
        // through a card's paper-coloured corner.
        if (radius > 0) {
            QPainterPath corners;
            corners.addRoundedRect(QRectF(QPointF(0, 0), QSizeF(pixels)), radius, radius);
            painter.setClipPath(corners);
            painter.fillPath(corners, Qt::white);
        }
        svg.render(&painter, element, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    ++shared.rendered;
    const QImage result = *image;
    const int kilobytes = std::max<qsizetype>(1, image->sizeInBytes() / 1024);
    shared.faces.insert(key, image.release(), kilobytes);
    return result;
}

int CardFaceArt::renderCount() {
    Deck& shared = deck();
    const QMutexLocker locked(&shared.lock);
    return shared.rendered;
}

} // namespace cozen::table
