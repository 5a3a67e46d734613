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

    // A card's back: a frame inside the card's edge, a diamond and the initial in the middle, and
    // nothing else: the deck's colour shows around and between them.
    void aCardBackPatternDrawsItsFrameAndDiamondOnly() {
        CardBackPattern pattern;
        pattern.setSize(QSizeF(100, 140));
        QImage image(100, 140, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            pattern.paint(&painter);
        }
        const auto drawn = [&image](int x, int y) { return qAlpha(image.pixel(x, y)) > 0; };
        QVERIFY(!drawn(3, 3));    // the margin around the frame
        QVERIFY(!drawn(96, 136)); // (the other corner)
        QVERIFY(drawn(10, 70));   // the frame's left side, 9% in
        QVERIFY(drawn(90, 70));   // and its right
        QVERIFY(!drawn(20, 20));  // between the frame and the diamond
        QVERIFY(drawn(50, 45));   // the diamond, above the initial
        QVERIFY(drawn(50, 70));   // the middle: the initial over the diamond
        // White, translucent (premultiplied: each colour as high as the alpha): the back's colour
        // is the deck's, under it.
        for (const QPoint& p : {QPoint(10, 70), QPoint(50, 45), QPoint(50, 70)}) {
            const QRgb pixel = image.pixel(p);
            QVERIFY(qAlpha(pixel) < 255);
            QCOMPARE(qRed(pixel), qAlpha(pixel));
            QCOMPARE(qGreen(pixel), qAlpha(pixel));
            QCOMPARE(qBlue(pixel), qAlpha(pixel));
        }
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
