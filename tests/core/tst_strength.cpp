// Strength and the stake rule (R8), against the rulebook's examples and against a plain
// reference that tries every straight.

#include "cozen/rng.h"
#include "cozen/strength.h"

#include "testscale.h"

#include <QTest>

#include <algorithm>

using namespace cozen;

namespace {

// The reference: try no straight and every run of consecutive ranks (ace low or high, never
// both); the rest of the cards make as many pairs as they can.
struct Reference {
    int strength = -1;
    std::uint16_t usedRanks = 0; // ranks some best arrangement puts in a combination
};

Reference reference(const RankCounts& counts) {
    Reference best;
    auto consider = [&](std::vector<int> straight) {
        RankCounts rest = counts;
        for (int rank : straight) {
            if (rest[std::size_t(rank)] == 0) return;
            --rest[std::size_t(rank)];
        }
        int value = int(straight.size());
        std::uint16_t used = 0;
        for (int rank : straight)
            used |= std::uint16_t(1u << (rank - 1));
        for (int rank = 1; rank <= 13; ++rank) {
            value += 3 * (rest[std::size_t(rank)] / 2);
            if (rest[std::size_t(rank)] >= 2) used |= std::uint16_t(1u << (rank - 1));
        }
        if (value > best.strength)
            best = {value, used};
        else if (value == best.strength)
            best.usedRanks |= used;
    };
    consider({});
    // Positions 1..14, where 14 is the ace high.
    for (int low = 1; low <= 14; ++low)
        for (int high = low + 1; high <= 14 && high - low < 13; ++high) {
            std::vector<int> straight;
            for (int p = low; p <= high; ++p)
                straight.push_back(p == 14 ? 1 : p);
            consider(straight);
        }
    return best;
}

RankCounts countsOf(const QStringList& ranks) {
    RankCounts counts{};
    for (const QString& rank : ranks) {
        const int value = rank == "A"   ? 1
                          : rank == "J" ? 11
                          : rank == "Q" ? 12
                          : rank == "K" ? 13
                                        : rank.toInt();
        ++counts[std::size_t(value)];
    }
    return counts;
}

} // namespace

class TestStrength : public QObject {
    Q_OBJECT

private slots:
    void examples_data() {
        QTest::addColumn<QStringList>("ranks"); // the side's cards, its own stake included
        QTest::addColumn<int>("stake");         // the stake's rank, or 0
        QTest::addColumn<int>("strength");
        QTest::addColumn<bool>("stakeCounts");
        // The rulebook.
        QTest::newRow("pair of 7s and a 5-6 straight")
            << QStringList{"7", "7", "5", "6"} << 0 << 5 << false;
        QTest::newRow("red 3,4,5 on its 6 stake")
            << QStringList{"3", "4", "5", "6"} << 6 << 4 << true;
        QTest::newRow("black pair of 4s") << QStringList{"4", "4"} << 0 << 3 << false;
        QTest::newRow("pair of 8s in any order") << QStringList{"8", "3", "8"} << 0 << 3 << false;
        QTest::newRow("king stake brought into a pair") << QStringList{"K", "K"} << 13 << 3 << true;
        QTest::newRow("loose stake") << QStringList{"2", "Q"} << 12 << 0 << false;
        QTest::newRow("4,4,J") << QStringList{"4", "4", "J"} << 0 << 3 << false;
        // Straights and the ace.
        QTest::newRow("ace low") << QStringList{"A", "2", "3"} << 0 << 3 << false;
        QTest::newRow("ace high") << QStringList{"Q", "K", "A"} << 0 << 3 << false;
        QTest::newRow("no wrap K-A-2") << QStringList{"K", "A", "2"} << 0 << 2 << false;
        QTest::newRow("ace both ends is one ace")
            << QStringList{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"} << 0
            << 13 << false;
        QTest::newRow("two aces, low and high")
            << QStringList{"A", "2", "K", "A"} << 0 << 3 << false;
        QTest::newRow("only one straight scores")
            << QStringList{"2", "3", "4", "8", "9"} << 0 << 3 << false;
        QTest::newRow("two straights, the longer")
            << QStringList{"2", "3", "8", "9", "10"} << 0 << 3 << false;
        QTest::newRow("single card") << QStringList{"9"} << 0 << 0 << false;
        QTest::newRow("two pairs") << QStringList{"5", "5", "6", "6"} << 0 << 6 << false;
        QTest::newRow("pair beside a straight")
            << QStringList{"4", "5", "6", "6", "7"} << 0 << 5 << false;
        QTest::newRow("pair and a straight beside it")
            << QStringList{"3", "4", "4", "5", "6"} << 0 << 5 << false;
        // The stake rule.
        QTest::newRow("stake in an equal arrangement")
            << QStringList{"3", "4", "4", "5"} << 3 << 3 << true;
        QTest::newRow("stake left out of the best")
            << QStringList{"2", "3", "3", "9", "9"} << 2 << 6 << false;
        QTest::newRow("stake in a straight")
            << QStringList{"2", "3", "4", "4", "5"} << 2 << 5 << true;
        QTest::newRow("three of a rank") << QStringList{"7", "7", "7"} << 7 << 3 << true;
        // 2v2: partners' cards together, up to four of a rank.
        QTest::newRow("four of a rank") << QStringList{"9", "9", "9", "9"} << 0 << 6 << false;
        QTest::newRow("four and a run")
            << QStringList{"8", "9", "9", "9", "9", "10"} << 0 << 6 << false;
    }

    void examples() {
        QFETCH(QStringList, ranks);
        QFETCH(int, stake);
        QFETCH(int, strength);
        QFETCH(bool, stakeCounts);
        const RankCounts counts = countsOf(ranks);
        const RankTally tally = tallyOf(counts);
        QCOMPARE(cozen::strength(tally), strength);
        if (stake) QCOMPARE(bool((ranksInBestArrangements(tally) >> (stake - 1)) & 1), stakeCounts);
        const Arrangement shown = bestArrangement(counts, stake);
        QCOMPARE(shown.strength, strength);
        const bool shownUsesStake =
            stake && (std::count(shown.pairs.begin(), shown.pairs.end(), stake) ||
                      std::count(shown.straight.begin(), shown.straight.end(), stake));
        QCOMPARE(shownUsesStake, stakeCounts);
    }

    void agreesWithTheReference_data() {
        QTest::addColumn<int>("maxPerRank");
        QTest::newRow("1v1 sides: up to 2 of a rank") << 2;
        QTest::newRow("2v2 sides: up to 4 of a rank") << 4;
    }

    void agreesWithTheReference() {
        QFETCH(int, maxPerRank);
        Rng rng{std::uint64_t(maxPerRank)};
        for (int trial = 0; trial < cozen::testing::scaled(100000); ++trial) {
            RankCounts counts{};
            // Mostly small sides, as in play, and some large ones.
            const int cards = int(rng.below(trial % 10 == 0 ? 26 : 10)) + 1;
            for (int n = 0; n < cards; ++n) {
                const auto rank = std::size_t(rng.below(13) + 1);
                if (counts[rank] < maxPerRank) ++counts[rank];
            }
            const Reference expected = reference(counts);
            const RankTally tally = tallyOf(counts);
            QCOMPARE(strength(tally), expected.strength);
            QCOMPARE(ranksInBestArrangements(tally), expected.usedRanks);

            const int preferred = int(rng.below(14));
            const Arrangement shown = bestArrangement(counts, preferred);
            QCOMPARE(shown.strength, expected.strength);
            // The arrangement uses cards the side has, and its straight is one run.
            RankCounts used{};
            for (int rank : shown.straight)
                ++used[std::size_t(rank)];
            for (int rank : shown.pairs)
                used[std::size_t(rank)] += 2;
            for (std::size_t r = 1; r <= 13; ++r)
                QVERIFY(used[r] <= counts[r]);
            QVERIFY(shown.straight.size() != 1);
            for (std::size_t i = 1; i < shown.straight.size(); ++i)
                QVERIFY(shown.straight[i] == shown.straight[i - 1] % 13 + 1 &&
                        !(i > 1 && shown.straight[i - 1] == 1));
        }
    }

    void highCardsCompareFromTheTop() {
        auto of = [](std::initializer_list<int> ranks) {
            HighCards high;
            for (int rank : ranks)
                high.addRank(rank);
            return high;
        };
        QVERIFY(of({11, 11}) > of({11, 4, 4})); // J,J beats J,4,4
        QVERIFY(of({1}) > of({13, 13, 12}));    // the ace is high
        QVERIFY(of({7, 7, 2}) > of({7, 7}));    // a higher card beats nothing
        QVERIFY(of({2}) > of({}));
        QVERIFY(of({9, 5, 5}) == of({5, 9, 5}));
    }
};

QTEST_GUILESS_MAIN(TestStrength)
#include "tst_strength.moc"
