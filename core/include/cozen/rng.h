#pragma once
// The project's own seeded random generator and Fisher-Yates shuffle (docs/architecture.md,
// "Determinism"). Standard distributions and std::shuffle differ between standard libraries; these
// give the same deal for the same seed on every platform.

#include <cstdint>
#include <span>
#include <utility>

namespace cozen {

// xoshiro256** (Blackman & Vigna), seeded through splitmix64.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0);

    std::uint64_t next();
    // A uniform number in [0, bound), bound > 0 (Lemire's method with rejection: no modulo bias).
    std::uint32_t below(std::uint32_t bound);
    // A uniform number in [0, 1), from the top 53 bits of next().
    double unit() { return double(next() >> 11) * 0x1.0p-53; }

    bool operator==(const Rng&) const = default;

private:
    std::uint64_t s_[4];
};

// Fisher-Yates: every order equally likely.
template <typename T>
void shuffle(std::span<T> items, Rng& rng) {
    for (std::size_t i = items.size(); i > 1; --i) {
        const std::size_t j = rng.below(std::uint32_t(i));
        std::swap(items[i - 1], items[j]);
    }
}

} // namespace cozen
