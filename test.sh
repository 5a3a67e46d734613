#!/usr/bin/env bash
# Sets up this machine, builds Cozen and runs every test, headless:
#   1. the whole project, every test (build/);
#   2. the engine's and the command line's tests again under AddressSanitizer and
#      UndefinedBehaviorSanitizer (build-sanitize/);
#   3. the fuzzers of the position loader and of play, 60 s each (build-fuzz/, docs/fuzzing.md);
#   4. the Linux packages: a Release build for /usr with Debian's hardening flags (build-package/),
#      its .deb and .rpm, lintian, the desktop entry and metainfo validators, the QML modules in
#      the .deb's dependencies, and the extracted package run (docs/packaging.md).
set -euo pipefail
cd "$(dirname "$0")"
./run.sh --test-setup
export QT_QPA_PLATFORM=offscreen
jobs=$(nproc 2>/dev/null || echo 2)
ctest --test-dir build --output-on-failure --parallel "$jobs"

echo "test.sh: the core and CLI tests under address and undefined-behaviour sanitizers"
sanitize_args=(-S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
               -DCOZEN_SANITIZE=address,undefined -DCOZEN_BUILD_BENCHMARKS=OFF)
[[ -n "${CI:-}" ]] && sanitize_args+=(-DCOZEN_WERROR=ON)
cmake "${sanitize_args[@]}" > /dev/null
cmake --build build-sanitize --parallel "$jobs" --target \
    tst_cards tst_strength tst_rules tst_position tst_randomplay tst_ai tst_cli cozen-cli
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-sanitize --output-on-failure --parallel "$jobs" -L 'core|cli'

echo "test.sh: the fuzzers, ${COZEN_FUZZ_SECONDS:-60} s each (docs/fuzzing.md)"
CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCOZEN_FUZZ=ON \
    -DCOZEN_FUZZ_SECONDS="${COZEN_FUZZ_SECONDS:-60}" > /dev/null
cmake --build build-fuzz --parallel "$jobs"
ctest --test-dir build-fuzz --output-on-failure --parallel "$jobs" -L fuzz

echo "test.sh: the Linux packages (docs/packaging.md)"
# Built as Debian builds a package: its compiler flags, hardening included.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
package_args=(-S . -B build-package -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr
              -DCOZEN_BUILD_TESTS=OFF -DCOZEN_BUILD_BENCHMARKS=OFF)
[[ -n "${CI:-}" ]] && package_args+=(-DCOZEN_WERROR=ON)
CXXFLAGS="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)" \
    LDFLAGS="$(dpkg-buildflags --get LDFLAGS)" cmake "${package_args[@]}" > /dev/null
cmake --build build-package --parallel "$jobs"
tests/packaging/check-packages.sh build-package
