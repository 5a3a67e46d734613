#pragma once
// What is drawn on every card's back, over its deck's colour: the paper's white edge (as on the
// deck's faces), a fine lattice, a frame, a diamond and the game's initial, painted as one picture
// (drawn once per size and shared by every back of that size). As Qt Quick items they were three on
// every back, the diamond turned and the initial a text of its own, and a 2v2 table shows five
// dozen backs: the software renderer goes over every item at every frame (callgrind over bench_gui,
// 2v2: frames cost 38% less with no pattern at all, 7% less with this one; and a back is made of
// fewer objects; docs/performance.md).

#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace cozen::table {

class CardBackPattern : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit CardBackPattern(QQuickItem* parent = nullptr);
    void paint(QPainter* painter) override;

    // Draws the pattern on a card of w x h (painted once per size, then copied).
    static void draw(QPainter* painter, qreal w, qreal h);

protected:
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;
};

} // namespace cozen::table
