#include "cardfaceart.h"

#include <QCache>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMultiHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPainter>
#include <QPainterPath>
#include <QQuickWindow>
#include <QSet>
#include <QSvgRenderer>
#include <QThreadPool>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <memory>

namespace cozen::table {

namespace {

// The deck, in this module's resources (qml/CMakeLists.txt).
const QString deckPath = QStringLiteral(":/qt/qml/Cozen/Table/cards/nicu-white.svgz");

// The renderer and the cache, shared by every card. `svgLock` is held while the SVG is loaded or
// rendered, `cacheLock` only to look up or store a face: a card whose face is cached is painted
// while another face renders on the deck's thread.
struct Deck {
    QMutex svgLock;
    std::unique_ptr<QSvgRenderer> renderer;
    QMutex cacheLock;
    // Cost: kilobytes; 48 MB hold ~250 faces of 140x190 pixels (a 2v2 table at 2560x1440).
    QCache<QString, QImage> faces{48 * 1024};
    int rendered = 0;
    QSet<QString> rendering;                   // faces asked of the deck's thread, not yet ready
    QMultiHash<QString, CardFaceArt*> waiting; // the cards to paint again when each is
    // One thread of its own: the global pool may be busy with the computer's search.
    QThreadPool thread;
    bool closed = false; // (under cacheLock) the application is going: no more faces to render

    Deck() { thread.setMaxThreadCount(1); }

    // Waits for the face being rendered and drops those asked for. The raster engine fills a
    // large image on the application's helper threads, which go with the application: a face
    // still rendering when they are gone waits for them forever (a hang at exit, seen in CI).
    void close() {
        {
            const QMutexLocker locked(&cacheLock);
            closed = true;
            rendering.clear();
            waiting.clear();
        }
        thread.clear();
        thread.waitForDone();
    }

    QSvgRenderer& svg() { // under svgLock
        if (!renderer) renderer = std::make_unique<QSvgRenderer>(deckPath);
        return *renderer;
    }
};

Deck& deck() {
    static Deck shared;
    // Closed first thing when the application is destroyed (QGuiApplication's destructor calls
    // the post routines before it takes its helper threads down), not at the program's exit.
    [[maybe_unused]] static const bool closesWithTheApplication = [] {
        qAddPostRoutine([] { deck().close(); });
        return true;
    }();
    return shared;
}

QString keyOf(const QString& element, const QSize& pixels, qreal radius) {
    return element + u'@' + QString::number(pixels.width()) + u'x' +
           QString::number(pixels.height()) + u'r' + QString::number(std::lround(radius * 4));
}

// Renders a face (under svgLock); a null image if the deck has no such element.
QImage render(Deck& shared, const QString& element, const QSize& pixels, qreal radius) {
    const QMutexLocker locked(&shared.svgLock);
    QSvgRenderer& svg = shared.svg();
    if (!svg.elementExists(element)) return {};
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
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
    return image;
}

// Stores a rendered face (under cacheLock).
void store(Deck& shared, const QString& key, const QImage& image) {
    ++shared.rendered;
    if (image.isNull()) return;
    const auto kilobytes = std::max<qsizetype>(1, image.sizeInBytes() / 1024);
    shared.faces.insert(key, new QImage(image), kilobytes);
}

} // namespace

CardFaceArt::CardFaceArt(QQuickItem* parent)
    : QQuickPaintedItem(parent) {
    setAntialiasing(true);
}

CardFaceArt::~CardFaceArt() {
    Deck& shared = deck();
    const QMutexLocker locked(&shared.cacheLock);
    for (auto it = shared.waiting.begin(); it != shared.waiting.end();)
        it = it.value() == this ? shared.waiting.erase(it) : std::next(it);
}

void CardFaceArt::setAsynchronous(bool asynchronous) {
    if (asynchronous == asynchronous_) return;
    asynchronous_ = asynchronous;
    emit asynchronousChanged();
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
    QImage image = asynchronous_ ? faceOrLater(code_, pixels, radius_ * ratio, this)
                                 : face(code_, pixels, radius_ * ratio);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    if (image.isNull()) {
        // Not rendered yet at this size: the face last painted, scaled, if it is this card's.
        if (!shown_.isNull() && shownCode_ == code_)
            painter->drawImage(QRectF(0, 0, width(), height()), shown_);
        return;
    }
    shown_ = image;
    shownCode_ = code_;
    image.setDevicePixelRatio(ratio);
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
    const QMutexLocker locked(&shared.svgLock);
    return !element.isEmpty() && shared.svg().elementExists(element);
}

QImage CardFaceArt::face(const QString& code, const QSize& pixels, qreal radius) {
    const QString element = elementOf(code);
    if (element.isEmpty() || pixels.isEmpty()) return {};
    const QString key = keyOf(element, pixels, radius);
    Deck& shared = deck();
    {
        const QMutexLocker locked(&shared.cacheLock);
        if (const QImage* cached = shared.faces.object(key)) return *cached;
    }
    const QImage image = render(shared, element, pixels, radius);
    const QMutexLocker locked(&shared.cacheLock);
    store(shared, key, image);
    return image;
}

QImage CardFaceArt::faceOrLater(const QString& code, const QSize& pixels, qreal radius,
                                CardFaceArt* waiting) {
    const QString element = elementOf(code);
    if (element.isEmpty() || pixels.isEmpty()) return {};
    const QString key = keyOf(element, pixels, radius);
    Deck& shared = deck();
    const QMutexLocker locked(&shared.cacheLock);
    if (const QImage* cached = shared.faces.object(key)) return *cached;
    if (shared.closed) return {};
    if (waiting) shared.waiting.insert(key, waiting);
    if (shared.rendering.contains(key)) return {};
    shared.rendering.insert(key);
    shared.thread.start([&shared, key, element, pixels, radius] {
        const QImage image = render(shared, element, pixels, radius);
        {
            const QMutexLocker stored(&shared.cacheLock);
            store(shared, key, image);
            shared.rendering.remove(key);
        }
        // The cards waiting for it are painted again on the GUI thread (the application's),
        // those destroyed meanwhile having left the list.
        QCoreApplication* application = QCoreApplication::instance();
        if (!application) return;
        QMetaObject::invokeMethod(
            application,
            [&shared, key] {
                QList<CardFaceArt*> cards;
                {
                    const QMutexLocker ready(&shared.cacheLock);
                    cards = shared.waiting.values(key);
                    shared.waiting.remove(key);
                }
                for (CardFaceArt* card : cards)
                    card->update();
            },
            Qt::QueuedConnection);
    });
    return {};
}

int CardFaceArt::renderCount() {
    Deck& shared = deck();
    const QMutexLocker locked(&shared.cacheLock);
    return shared.rendered;
}

} // namespace cozen::table
