#include "cozen/portable_math.h"

#include <array>
#include <cfloat>
#include <cmath>
#include <limits>

// Doubles must be IEEE 754 binary64, evaluated at their own precision (not x87's 80 bits).
static_assert(std::numeric_limits<double>::is_iec559 && DBL_MANT_DIG == 53);
#ifdef FLT_EVAL_METHOD
static_assert(FLT_EVAL_METHOD == 0, "portable_math needs doubles evaluated as doubles (SSE2, ARM)");
#endif
#if defined(__i386__) && !defined(__SSE2_MATH__)
#error "portable_math needs SSE2 arithmetic, not x87's (build with -msse2 -mfpmath=sse)"
#endif

namespace cozen::portable {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInfinity = std::numeric_limits<double>::infinity();
// ln 2 in two parts (as fdlibm splits it): the first has trailing zero bits, so k * kLn2High is
// exact for any exponent k a double has.
constexpr double kLn2High = 6.93147180369123816490e-01;
constexpr double kLn2Low = 1.90821492927058770002e-10;
constexpr double kInverseLn2 = 1.44269504088896338700e+00;
constexpr double kLn10 = 2.30258509299404568402e+00;

// 2 / (2k + 1) for k from 1, for log's series; computed by the compiler, which rounds the same
// everywhere.
constexpr int kLogTerms = 12; // |s| <= 0.1716: s^26 / 27 < 2^-70, far below an ulp
constexpr std::array<double, kLogTerms> kLogCoefficients = [] {
    std::array<double, kLogTerms> c{};
    for (int k = 1; k <= kLogTerms; ++k)
        c[std::size_t(k - 1)] = 2.0 / double(2 * k + 1);
    return c;
}();

// 1 / k!, for exp's series.
constexpr int kExpTerms = 18; // |r| <= 0.347: r^18 / 18! < 2^-80
constexpr std::array<double, kExpTerms> kExpCoefficients = [] {
    std::array<double, kExpTerms> c{};
    double factorial = 1;
    for (int k = 0; k < kExpTerms; ++k) {
        if (k > 0) factorial *= k; // exact: 17! < 2^53
        c[std::size_t(k)] = 1.0 / factorial;
    }
    return c;
}();

} // namespace

double log(double x) {
    if (std::isnan(x) || x < 0) return kNaN;
    if (x == 0) return -kInfinity;
    if (std::isinf(x)) return kInfinity;
    // x = m * 2^e with m in [sqrt(1/2), sqrt(2)), so that log(m) is small.
    int e = 0;
    double m = std::frexp(x, &e); // exact; m in [1/2, 1)
    if (m < 0.70710678118654752440) {
        m *= 2; // exact
        --e;
    }
    // log(1 + f) = 2 atanh(s) = 2s + s R with s = f / (2 + f), R = 2s^2/3 + 2s^4/5 + ...; as
    // fdlibm arranges it, f - (f^2/2 - s (f^2/2 + R)), so that the exact f carries most of it.
    const double f = m - 1; // exact (Sterbenz)
    const double s = f / (2 + f);
    const double s2 = s * s;
    double sum = kLogCoefficients[kLogTerms - 1];
    for (int k = kLogTerms - 2; k >= 0; --k)
        sum = sum * s2 + kLogCoefficients[std::size_t(k)];
    const double r = s2 * sum;
    const double halfF2 = 0.5 * f * f;
    const double k = double(e);
    return k * kLn2High - ((halfF2 - (s * (halfF2 + r) + k * kLn2Low)) - f);
}

double exp(double x) {
    if (std::isnan(x)) return x;
    if (x > 709.782712893384) return kInfinity; // past the largest double
    if (x < -745.1332191019412) return 0;       // below the smallest
    // x = k ln 2 + r with |r| <= ln(2) / 2, so e^x = 2^k e^r.
    const double scaled = x * kInverseLn2;
    const int k = int(scaled < 0 ? scaled - 0.5 : scaled + 0.5); // rounded, halves away from 0
    const double r = (x - double(k) * kLn2High) - double(k) * kLn2Low;
    double sum = kExpCoefficients[kExpTerms - 1];
    for (int i = kExpTerms - 2; i >= 0; --i)
        sum = sum * r + kExpCoefficients[std::size_t(i)];
    // 2^k in two steps, since k may lie just past a double's exponent range while the result
    // does not.
    const int half = k / 2;
    return std::ldexp(std::ldexp(sum, half), k - half);
}

double pow(double x, double y) {
    if (std::isnan(x) || std::isnan(y) || x < 0) return kNaN;
    if (y == 0 || x == 1) return 1;
    if (y == 1) return x;
    if (x == 0) return y > 0 ? 0 : kInfinity;
    return portable::exp(y * portable::log(x));
}

double log10(double x) {
    return portable::log(x) / kLn10;
}

} // namespace cozen::portable
