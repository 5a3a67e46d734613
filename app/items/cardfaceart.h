#pragma once
// A card's face from the deck's artwork (resources/cards/nicu-white.svgz, KDE's "Nicu White"):
// one SVG holds the 52 faces, each an element ("king_heart", "10_diamond", "1_club"). Every card
// shares one QSvgRenderer, and a face is rendered once per element and pixel size (the device
// pixel ratio included) into a cache: a frame draws a picture, it never renders the SVG again.
// A face renders in 0.2-1.4 ms, the SVG loads in about 30 ms (docs/performance.md).
//
// `asynchronous` (the table's cards while animations run): a face not yet in the cache is
// rendered on a thread of its own and the card painted when it is ready, a frame or two later, so
// that a new round's dozens of faces at a new size are never rendered on the GUI thread. Without
// it (no animations, the tests) a face is rendered as it is painted.
//
// paint() may run on the scene graph's render thread: the renderer and the cache are locked.

#include <QImage>
#include <QQuickPaintedItem>
#include <QSize>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace cozen::table {

class CardFaceArt : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    // A card's code ("10D", "KH", "AS"); one the deck does not hold draws nothing.
    Q_PROPERTY(QString code READ code WRITE setCode NOTIFY codeChanged)
    // The card's corner radius: the face is cut to it (the deck's own corners are rounder).
    Q_PROPERTY(qreal radius READ radius WRITE setRadius NOTIFY radiusChanged)
    Q_PROPERTY(bool asynchronous READ asynchronous WRITE setAsynchronous NOTIFY asynchronousChanged)

public:
    explicit CardFaceArt(QQuickItem* parent = nullptr);
    ~CardFaceArt() override;

    QString code() const { return code_; }
    void setCode(const QString& code);
    qreal radius() const { return radius_; }
    void setRadius(qreal radius);
    bool asynchronous() const { return asynchronous_; }
    void setAsynchronous(bool asynchronous);

    void paint(QPainter* painter) override;

    // The deck's element of a card's code ("KH" is "king_heart", "AC" "1_club"); empty for a
    // code that names no card.
    static QString elementOf(const QString& code);
    // Whether the shipped deck holds an element.
    static bool deckHolds(const QString& element);
    // A face at a size in pixels, cut to the corner radius (in pixels), from the cache or
    // rendered into it; a null image for an unknown code or an empty size.
    static QImage face(const QString& code, const QSize& pixels, qreal radius);
    // The face if the cache holds it; if not, a null image, and the face is rendered on the
    // deck's thread (once, however many ask), then every card waiting for it is painted again.
    static QImage faceOrLater(const QString& code, const QSize& pixels, qreal radius,
                              CardFaceArt* waiting);
    // How many faces were rendered from the SVG since the start (for the tests: a cached face
    // is not rendered twice).
    static int renderCount();

signals:
    void codeChanged();
    void radiusChanged();
    void asynchronousChanged();

protected:
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    QString code_;
    qreal radius_ = 0;
    bool asynchronous_ = false;
    // The face last painted, and its code: while the face at a new size renders (the window
    // resized, a larger card), the old one is drawn scaled rather than a blank card.
    QImage shown_;
    QString shownCode_;
};

} // namespace cozen::table
