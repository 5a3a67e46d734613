#pragma once
// A card's face from the deck's artwork (resources/cards/nicu-white.svgz, KDE's "Nicu White"):
// one SVG holds the 52 faces, each an element ("king_heart", "10_diamond", "1_club"). Every card
// shares one QSvgRenderer, and a face is rendered once per element and pixel size (the device
// pixel ratio included) into a cache: a frame draws a picture, it never renders the SVG again.
// Rendering a face costs about a millisecond (docs/performance.md); the cache holds a few hundred.
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

public:
    explicit CardFaceArt(QQuickItem* parent = nullptr);

    QString code() const { return code_; }
    void setCode(const QString& code);
    qreal radius() const { return radius_; }
    void setRadius(qreal radius);

    void paint(QPainter* painter) override;

    // The deck's element of a card's code ("KH" is "king_heart", "AC" "1_club"); empty for a
    // code that names no card.
    static QString elementOf(const QString& code);
    // Whether the shipped deck holds an element.
    static bool deckHolds(const QString& element);
    // A face at a size in pixels, cut to the corner radius (in pixels), from the cache or
    // rendered into it; a null image for an unknown code or an empty size.
    static QImage face(const QString& code, const QSize& pixels, qreal radius);
    // How many faces were rendered from the SVG since the start (for the tests: a cached face
    // is not rendered twice).
    static int renderCount();

signals:
    void codeChanged();
    void radiusChanged();

protected:
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    QString code_;
    qreal radius_ = 0;
};

} // namespace cozen::table
