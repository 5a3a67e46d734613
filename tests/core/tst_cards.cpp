// Cards, decks and VP (R1, R2), and the seeded generator and shuffle (docs/architecture.md,
// "Determinism").

#include "cozen/card.h"
#include "cozen/rng.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <vector>

using namespace cozen;

class TestCards : public QObject {
    Q_OBJECT

private slots:
    void victoryPoints_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("vp");
        QTest::newRow("ace") << "AH" << 1;
        QTest::newRow("two") << "2D" << 2;
        QTest::newRow("ten") << "10S" << 10;
        QTest::newRow("jack") << "JC" << 10;
        QTest::newRow("queen") << "QH" << 10;
        QTest::newRow("plain king") << "KD" << 10;
        QTest::newRow("plain black king") << "KC" << 10;
        QTest::newRow("marked king of hearts") << "KH" << 70;
        QTest::newRow("marked king of spades") << "KS" << 70;
    }

    void victoryPoints() {
        QFETCH(QString, card);
        QFETCH(int, vp);
        const auto face = parseCardFace(card.toStdString());
        QVERIFY(face);
        QCOMPARE(victoryPointsOfIndex(face->index), vp);
    }

    void eachDeckIsTwoOfEachRankWorth230() {
        for (int colour = 0; colour < 2; ++colour) {
            std::vector<int> perRank(14, 0);
            int marked = 0;
            for (int index = 0; index < kSetSize; ++index) {
                ++perRank[std::size_t(rankOfIndex(index))];
                marked += isMarkedKingIndex(index);
            }
            QCOMPARE(std::count(perRank.begin() + 1, perRank.end(), 2), 13);
            QCOMPARE(marked, 1);
        }
        QCOMPARE(cozen::victoryPoints(kFullSet), 230);
    }

    void everyCardHasOneText() {
        std::vector<std::string> seen;
        for (int colour = 0; colour < 2; ++colour)
            for (int index = 0; index < kSetSize; ++index) {
                const std::string text = cardText(Colour(colour), index);
                const auto face = parseCardFace(text);
                QVERIFY(face);
                QCOMPARE(int(face->colour), colour);
                QCOMPARE(face->index, index);
                seen.push_back(text);
            }
        std::sort(seen.begin(), seen.end());
        QCOMPARE(std::unique(seen.begin(), seen.end()), seen.end());
        QCOMPARE(cardText(Colour::Red, indexFor(10, 1)), std::string("10D"));
        QCOMPARE(cardText(Colour::Black, indexFor(kKing, 0)), std::string("KS"));
    }

    void unknownCardsAreRefused_data() {
        QTest::addColumn<QString>("text");
        for (const char* text : {"", "H", "10", "1H", "11H", "7X", "7h", "AHH", " 7H", "0S", "KK"})
            QTest::newRow(text) << text;
    }

    void unknownCardsAreRefused() {
        QFETCH(QString, text);
        QVERIFY(!parseCardFace(text.toStdString()));
    }

    // Values from an independent implementation of xoshiro256** seeded by splitmix64: the same
    // seed must give the same numbers, and so the same deals, on every platform.
    void generatorMatchesTheReference() {
        Rng rng(1);
        QCOMPARE(rng.next(), 0xb3f2af6d0fc710c5ULL);
        QCOMPARE(rng.next(), 0x853b559647364ceaULL);
        QCOMPARE(rng.next(), 0x92f89756082a4514ULL);
        Rng small(42);
        std::vector<std::uint32_t> draws;
        for (int i = 0; i < 10; ++i)
            draws.push_back(small.below(10));
        QCOMPARE(draws, (std::vector<std::uint32_t>{0, 3, 6, 9, 9, 7, 7, 8, 7, 5}));
    }

    void shuffleMatchesTheReference() {
        std::vector<int> deck(26);
        std::iota(deck.begin(), deck.end(), 0);
        Rng rng(2024);
        shuffle(std::span<int>(deck), rng);
        QCOMPARE(deck, (std::vector<int>{24, 8,  14, 15, 23, 22, 21, 6, 20, 16, 2,  9,  18,
                                         12, 13, 11, 0,  10, 4,  7,  5, 17, 3,  25, 19, 1}));
    }

    void shuffleIsUniform() {
        // All 6 orders of 3 cards, 60,000 shuffles: each within 5% of 10,000.
        std::array<int, 6> seen{};
        Rng rng(9);
        for (int i = 0; i < 60000; ++i) {
            std::array<int, 3> items{0, 1, 2};
            shuffle(std::span<int>(items), rng);
            ++seen[std::size_t(items[0] * 2 + (items[1] > items[2]))];
        }
        for (int count : seen)
            QVERIFY2(count > 9500 && count < 10500, qPrintable(QString::number(count)));
    }

    void belowStaysInRange() {
        Rng rng(3);
        for (std::uint32_t bound : {1u, 2u, 3u, 7u, 1000u, 0x80000001u})
            for (int i = 0; i < 1000; ++i)
                QVERIFY(rng.below(bound) < bound);
    }
};

QTEST_GUILESS_MAIN(TestCards)
#include "tst_cards.moc"
