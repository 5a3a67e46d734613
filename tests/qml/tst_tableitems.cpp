// The table's own C++ types (the QML module Cozen.Table): what they do outside any scene.
#include "cardbackpattern.h"
#include "eventlooptimer.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTimer>
#include <QtTest>

using namespace cozen::table;

class TableItemsTest : public QObject {
    Q_OBJECT

private slots:
    // An EventLoopTimer fires once per start, in an event of its own: after the timers already
    // due and the events already posted (QML's Timer without an interval fires in a posted event
    // of its own, before them), and not at all once stopped.
    void anEventLoopTimerFiresAfterWhatIsWaiting() {
        EventLoopTimer timer;
        QSignalSpy fired(&timer, &EventLoopTimer::triggered);
        QStringList order;
        connect(&timer, &EventLoopTimer::triggered, this, [&order] { order << "timer"; });
        QTimer due;
        due.setSingleShot(true);
        connect(&due, &QTimer::timeout, this, [&order] { order << "due"; });
        due.start(0);
        QMetaObject::invokeMethod(
            this, [&order] { order << "posted"; }, Qt::QueuedConnection);
        QVERIFY(!timer.running());
        timer.start();
        QVERIFY(timer.running());
        QTRY_COMPARE(fired.count(), 1);
        QVERIFY(!timer.running());
        QCOMPARE(order.last(), QStringLiteral("timer"));
        QVERIFY(order.contains(QStringLiteral("due")));
        QVERIFY(order.contains(QStringLiteral("posted")));
        QTest::qWait(30);
        QCOMPARE(fired.count(), 1); // once per start
        timer.setInterval(20);
        QCOMPARE(timer.interval(), 20);
        timer.start();
        timer.stop();
        QVERIFY(!timer.running());
        QTest::qWait(60);
        QCOMPARE(fired.count(), 1); // stopped: never fired
    }

    // A card's back: the paper's white edge, as on the deck's faces, then the field, where the
    // deck's colour shows through a translucent lattice, a frame, a diamond and the initial.
    void aCardBackPatternDrawsItsEdgeAndAFieldTheDeckColours() {
        CardBackPattern pattern;
        pattern.setSize(QSizeF(100, 140));
        QImage image(100, 140, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            pattern.paint(&painter);
        }
        const auto white = [&image](int x, int y) {
            return image.pixel(x, y) == qRgba(255, 255, 255, 255);
        };
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0); // outside the card's rounded corner
        QVERIFY(white(2, 70));                  // the paper's edge, left
        QVERIFY(white(97, 70));                 // and right
        QVERIFY(white(50, 2));                  // top
        QVERIFY(white(50, 137));                // bottom
        QVERIFY(white(4, 4));                   // and in the corner
        // Inside the edge nothing is opaque: the deck's colour, under it, shows everywhere. The
        // lattice, the frame, the diamond and the initial are white, translucent (premultiplied:
        // each colour as high as the alpha).
        int drawn = 0;
        for (int y = 8; y < 132; ++y) {
            for (int x = 8; x < 92; ++x) {
                const QRgb pixel = image.pixel(x, y);
                QVERIFY2(qAlpha(pixel) < 255, qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
                QCOMPARE(qRed(pixel), qAlpha(pixel));
                QCOMPARE(qGreen(pixel), qAlpha(pixel));
                QCOMPARE(qBlue(pixel), qAlpha(pixel));
                if (qAlpha(pixel) > 0) ++drawn;
            }
        }
        QVERIFY(drawn > 84 * 124 / 4);            // the lattice covers the field
        QVERIFY(qAlpha(image.pixel(50, 70)) > 0); // the middle: the initial over the diamond
        QVERIFY(qAlpha(image.pixel(11, 70)) > 0); // the frame's left side, 11% in
    }

    // A pattern of no size draws nothing (a card is laid out before it has a size).
    void aCardBackPatternOfNoSizeDrawsNothing() {
        CardBackPattern pattern;
        QImage image(10, 10, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            pattern.paint(&painter);
        }
        for (int y = 0; y < 10; ++y)
            for (int x = 0; x < 10; ++x)
                QCOMPARE(qAlpha(image.pixel(x, y)), 0);
    }
};

QTEST_MAIN(TableItemsTest)
#include "tst_tableitems.moc"
