// The logarithm, exponential and power of the AI and the match statistics (cozen/portable_math.h):
// close to the standard library's, and the same bits on every platform (docs/architecture.md,
// "Determinism"). The pinned sums below were computed on Linux (GCC, glibc); the CI workflow runs
// this test on Windows (MSVC) and macOS (Apple clang), and tests/cross compares whole searches
// under Wine and libc++.

#include "cozen/portable_math.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>

using namespace cozen;

namespace {

// Units in the last place between a and b.
double ulps(double a, double b) {
    if (a == b) return 0;
    const double scale = std::abs(b);
    return std::abs(a - b) / (std::nextafter(scale, 2 * scale + 1) - scale);
}

// FNV-1a over the bits of a sequence of doubles.
struct BitSum {
    std::uint64_t value = 14695981039346656037ULL;
    void add(double d) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &d, sizeof bits);
        value = (value ^ bits) * 1099511628211ULL;
    }
};

} // namespace

class TestPortableMath : public QObject {
    Q_OBJECT

private slots:
    void closeToTheStandardLibrary() {
        double worstLog = 0, worstExp = 0, worstLog10 = 0, worstPow = 0;
        for (int n = 1; n <= 200000; ++n) {
            const double x = n * 0.37;
            worstLog = std::max(worstLog, ulps(portable::log(x), std::log(x)));
            worstLog10 = std::max(worstLog10, ulps(portable::log10(x), std::log10(x)));
        }
        for (int i = -70000; i <= 70000; ++i) {
            const double x = i / 99.7;
            worstExp = std::max(worstExp, ulps(portable::exp(x), std::exp(x)));
        }
        for (int i = 1; i <= 2000; ++i)
            for (double y : {1.0, 1 / 0.6, 4.0, 0.5}) {
                const double x = i / 2000.0;
                worstPow = std::max(worstPow, std::abs(portable::pow(x, y) - std::pow(x, y)) /
                                                  std::pow(x, y));
            }
        QVERIFY2(worstLog <= 2, qPrintable(QString::number(worstLog)));
        QVERIFY2(worstExp <= 2, qPrintable(QString::number(worstExp)));
        QVERIFY2(worstLog10 <= 4, qPrintable(QString::number(worstLog10)));
        QVERIFY2(worstPow < 1e-13, qPrintable(QString::number(worstPow)));
    }

    void edges() {
        constexpr double inf = std::numeric_limits<double>::infinity();
        QCOMPARE(portable::log(1.0), 0.0);
        QCOMPARE(portable::log(0.0), -inf);
        QCOMPARE(portable::log(inf), inf);
        QVERIFY(std::isnan(portable::log(-1.0)));
        QVERIFY(std::abs(portable::log(5e-324) - std::log(5e-324)) < 1e-12); // a subnormal
        QCOMPARE(portable::exp(0.0), 1.0);
        QCOMPARE(portable::exp(1000.0), inf);
        QCOMPARE(portable::exp(-1000.0), 0.0);
        QVERIFY(std::abs(portable::exp(709.7) / std::exp(709.7) - 1) < 1e-15);
        QVERIFY(std::abs(portable::exp(-740.0) / std::exp(-740.0) - 1) < 1e-9); // subnormal
        QCOMPARE(portable::pow(0.3, 1.0), 0.3);
        QCOMPARE(portable::pow(1.0, 4.0), 1.0);
        QCOMPARE(portable::pow(0.0, 4.0), 0.0);
        QCOMPARE(portable::pow(0.3, 0.0), 1.0);
        QCOMPARE(portable::log10(1000.0), 3.0);
    }

    // The same bits as on the machine that pinned them: a change here is a change of every
    // seeded game's computer moves, on every platform alike (or, on one platform only, a bug).
    void theSameBitsEverywhere() {
        BitSum log, exp, pow, log10;
        for (int n = 1; n <= 100000; ++n)
            log.add(portable::log(double(n)));
        for (int i = -20000; i <= 20000; ++i)
            exp.add(portable::exp(i / 997.0));
        for (int i = 1; i <= 1000; ++i)
            for (double y : {1 / 0.6, 4.0})
                pow.add(portable::pow(i / 1000.0, y));
        for (int i = 1; i < 1000; ++i)
            log10.add(portable::log10(1.0 / (i / 1000.0) - 1.0));
        QCOMPARE(log.value, 0x98a1c1ec536d2310ULL);
        QCOMPARE(exp.value, 0x7a5496802f29e273ULL);
        QCOMPARE(pow.value, 0x11c5df5863d009bbULL);
        QCOMPARE(log10.value, 0x51f022d2cb3725e3ULL);
    }
};

QTEST_GUILESS_MAIN(TestPortableMath)
#include "tst_portable_math.moc"
