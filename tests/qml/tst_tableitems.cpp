// The table's own C++ types (the QML module Cozen.Table): what they do outside any scene.
#include "cardbackpattern.h"
#include "cardfaceart.h"
#include "eventlooptimer.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSet>
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

    // Every card of the game has its face in the shipped deck: the element exists, and the face
    // renders at the card's size, opaque in its middle, with ink in the index's corner.
    void everyFaceRendersFromTheDeck() {
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
        const QStringList ranks{QStringLiteral("A"),  QStringLiteral("2"), QStringLiteral("3"),
                                QStringLiteral("4"),  QStringLiteral("5"), QStringLiteral("6"),
                                QStringLiteral("7"),  QStringLiteral("8"), QStringLiteral("9"),
                                QStringLiteral("10"), QStringLiteral("J"), QStringLiteral("Q"),
                                QStringLiteral("K")};
        QSet<QString> elements;
        for (const QChar suit : {u'C', u'D', u'H', u'S'}) {
            for (const QString& rank : ranks) {
                const QString code = rank + suit;
                const QString element = CardFaceArt::elementOf(code);
                QVERIFY2(CardFaceArt::deckHolds(element), qPrintable(code + u' ' + element));
                elements.insert(element);
                for (const QSize size : {QSize(28, 39), QSize(70, 98), QSize(260, 364)}) {
                    const QImage face = CardFaceArt::face(code, size, size.width() * 0.08);
                    QVERIFY2(!face.isNull(), qPrintable(code));
                    QCOMPARE(face.size(), size);
                    QCOMPARE(qAlpha(face.pixel(size.width() / 2, size.height() / 2)), 255);
                    QVERIFY(qAlpha(face.pixel(0, 0)) < 100); // cut to the card's rounded corner
                    // The index: dark or red ink in the top left corner (5-23% of the width,
                    // 6-28% of the height), on white paper.
                    int ink = 0;
                    for (int y = int(size.height() * 0.06); y < int(size.height() * 0.28); ++y)
                        for (int x = int(size.width() * 0.05); x < int(size.width() * 0.23); ++x)
                            if (qGreen(face.pixel(x, y)) < 100) ++ink;
                    QVERIFY2(ink >= 3, qPrintable(code + u' ' + QString::number(size.width())));
                }
            }
        }
        QCOMPARE(elements.size(), 52); // one face for each card, none shared
        QCOMPARE(CardFaceArt::elementOf(QStringLiteral("KH")), QStringLiteral("king_heart"));
        QCOMPARE(CardFaceArt::elementOf(QStringLiteral("AC")), QStringLiteral("1_club"));
        QCOMPARE(CardFaceArt::elementOf(QStringLiteral("10D")), QStringLiteral("10_diamond"));
    }

    // A face is rendered from the SVG once per element and size: a frame draws it from the cache.
    void aFaceIsRenderedOncePerSize() {
        const QSize size(77, 108);
        const QImage first = CardFaceArt::face(QStringLiteral("QD"), size, 6);
        const int rendered = CardFaceArt::renderCount();
        for (int i = 0; i < 10; ++i)
            QCOMPARE(CardFaceArt::face(QStringLiteral("QD"), size, 6), first);
        QCOMPARE(CardFaceArt::renderCount(), rendered);
        QVERIFY(!CardFaceArt::face(QStringLiteral("QD"), QSize(78, 109), 6).isNull());
        QCOMPARE(CardFaceArt::renderCount(), rendered + 1); // another size: rendered anew
    }

    // A code the deck does not hold (none, a back's, a mistyped one) draws nothing, and says
    // nothing: an empty face is a card not yet dealt.
    void anUnknownCodeDrawsNothing() {
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
        for (const QString& code :
             {QString(), QStringLiteral("K"), QStringLiteral("1H"), QStringLiteral("11S"),
              QStringLiteral("KX"), QStringLiteral("back"), QStringLiteral("10DD")}) {
            QVERIFY2(CardFaceArt::elementOf(code).isEmpty(), qPrintable(code));
            QVERIFY(CardFaceArt::face(code, QSize(70, 98), 5).isNull());
            CardFaceArt art;
            art.setCode(code);
            art.setSize(QSizeF(70, 98));
            QImage image(70, 98, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            {
                QPainter painter(&image);
                art.paint(&painter);
            }
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    QCOMPARE(qAlpha(image.pixel(x, y)), 0);
        }
        QVERIFY(!CardFaceArt::deckHolds(QString()));
        QVERIFY(!CardFaceArt::deckHolds(QStringLiteral("knight_heart")));
    }

    // The item paints its face over its whole size.
    void aCardFaceArtPaintsItsFace() {
        CardFaceArt art;
        art.setCode(QStringLiteral("10H"));
        art.setSize(QSizeF(90, 126));
        QImage image(90, 126, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            art.paint(&painter);
        }
        QCOMPARE(image, CardFaceArt::face(QStringLiteral("10H"), QSize(90, 126), 0));
    }

    // Asynchronous (the table's cards while animated): a face not in the cache is rendered on
    // the deck's thread, once however many cards ask, and the card paints nothing until it is
    // ready; then it paints the face from the cache.
    void anAsynchronousFaceIsRenderedOnTheDecksThread() {
        const QSize size(83, 116);
        const int before = CardFaceArt::renderCount();
        CardFaceArt art;
        art.setAsynchronous(true);
        art.setCode(QStringLiteral("9S"));
        art.setSize(QSizeF(size));
        const auto painted = [&art, size] {
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            art.paint(&painter);
            painter.end();
            return image;
        };
        const QImage first = painted();
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                QCOMPARE(qAlpha(first.pixel(x, y)), 0);
        for (int i = 0; i < 5; ++i) // asked again while it renders: not rendered twice
            CardFaceArt::faceOrLater(QStringLiteral("9S"), size, 0, nullptr);
        QTRY_VERIFY(!CardFaceArt::faceOrLater(QStringLiteral("9S"), size, 0, nullptr).isNull());
        QCOMPARE(CardFaceArt::renderCount(), before + 1);
        QCOMPARE(painted(), CardFaceArt::face(QStringLiteral("9S"), size, 0));
        QCOMPARE(CardFaceArt::renderCount(), before + 1); // from the cache
        QVERIFY(CardFaceArt::faceOrLater(QStringLiteral("9X"), size, 0, nullptr).isNull());
        // Resized (the window, a larger card): while the new size renders, the face already
        // shown is drawn scaled, not a blank card; another card's face is not.
        const QSize larger(97, 136);
        art.setSize(QSizeF(larger));
        const auto paintedAt = [&art](QSize at) {
            QImage image(at, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            art.paint(&painter);
            painter.end();
            return image;
        };
        QCOMPARE(qAlpha(paintedAt(larger).pixel(larger.width() / 2, larger.height() / 2)), 255);
        art.setCode(QStringLiteral("8S"));
        art.setSize(QSizeF(101, 141));
        QCOMPARE(qAlpha(paintedAt(QSize(101, 141)).pixel(50, 70)), 0);
    }
};

QTEST_MAIN(TableItemsTest)
#include "tst_tableitems.moc"
