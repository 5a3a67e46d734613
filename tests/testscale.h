#pragma once
// How many times a test's long loop runs in this build: `count` scaled by COZEN_TEST_SCALE, in
// percent (tests/CMakeLists.txt): all of them, a tenth under the sanitizers. The invariants each
// iteration checks are the same; a sanitizer build checks fewer games, not weaker ones.

#include <algorithm>

#ifndef COZEN_TEST_SCALE
#define COZEN_TEST_SCALE 100
#endif

namespace cozen::testing {

constexpr int scaled(int count) {
    return std::max(1, count * COZEN_TEST_SCALE / 100);
}

} // namespace cozen::testing
