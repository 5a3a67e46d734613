#!/usr/bin/env bash
# Sets up this machine, builds Cozen and runs every test, headless:
#   1. the whole project, every test (build/);
#   2. the engine's, the command line's and remote play's tests again under AddressSanitizer and
#      UndefinedBehaviorSanitizer (build-sanitize/);
#   3. the models' tests (tests/app: the game's threads) under ThreadSanitizer, built with clang
#      (build-tsan/);
#   4. the fuzzers of the position loader, of play, of the record loader and of the game-code
#      decoder, 60 s each (build-fuzz/, docs/fuzzing.md);
#   5. the Linux packages: a Release build for /usr with Debian's hardening flags (build-package/),
#      its .deb and .rpm, lintian, the desktop entry and metainfo validators, the QML modules in
#      the .deb's dependencies, and the extracted package run (docs/packaging.md);
#   6. the same answers on other platforms (docs/architecture.md, "Determinism"): cozen-cli
#      cross-built for Windows with MinGW-w64 and run under Wine (build-mingw/), and built with
#      clang and libc++ (build-libcxx/), must answer tests/cross's commands byte for byte as
#      build/'s (docs/packaging.md);
#   7. the game for Windows (build-windows/), its NSIS installer, and the installer proven under
#      Wine (packaging/windows/test-under-wine.sh), when Qt for Windows is on this machine: built
#      once by packaging/windows/build-qt.sh into /opt/cozen-mingw-qt-6.4.2, or a prefix named by
#      COZEN_MINGW_QT. Without it this stage says it was skipped, where it looked, and what
#      building Qt for Windows needs.
set -euo pipefail
cd "$(dirname "$0")"
./run.sh --test-setup
export QT_QPA_PLATFORM=offscreen
jobs=$(nproc 2>/dev/null || echo 2)
if ! ctest --test-dir build --output-on-failure --parallel "$jobs"; then
    # A failed QtTest case prints its FAIL line amid hundreds of PASS lines: name them last, where a
    # log cut to its end still shows them.
    echo "test.sh: the failed cases:"
    grep -h -A2 '^FAIL!' build/Testing/Temporary/LastTest.log | head -60 || true
    exit 1
fi

echo "test.sh: the core and CLI tests under address and undefined-behaviour sanitizers"
sanitize_args=(-S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
               -DCOZEN_SANITIZE=address,undefined -DCOZEN_BUILD_BENCHMARKS=OFF)
[[ -n "${CI:-}" ]] && sanitize_args+=(-DCOZEN_WERROR=ON)
cmake "${sanitize_args[@]}" > /dev/null
cmake --build build-sanitize --parallel "$jobs" --target \
    tst_cards tst_strength tst_rules tst_seen tst_session tst_position tst_randomplay tst_ai tst_portable_math \
    tst_record tst_slotgame tst_gamecode \
    tst_cli \
    tst_remotesession tst_tcplink tst_mqttlink \
    cozen-cli
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Remote play's session and links are hostile input's first readers: under the sanitizers too (its
# whole games between two cozen-cli programs, tst_remotecli, run in build/ only: the computer's
# searches under AddressSanitizer would take minutes).
ctest --test-dir build-sanitize --output-on-failure --parallel "$jobs" -L 'core|cli|remote' \
    -E '^tst_remotecli$'

echo "test.sh: the models' tests under ThreadSanitizer (docs/testing.md)"
# The game's threads (a search per computer seat, the hint's, the writer's, the reads off the GUI
# thread) meet in app/models: its C++ tests, built with clang's TSan (GCC 12 refuses the fences of
# Qt's headers under -Werror), without the game window (tests/app/CMakeLists.txt).
tsan_args=(-S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCOZEN_SANITIZE=thread
           -DCOZEN_BUILD_BENCHMARKS=OFF)
[[ -n "${CI:-}" ]] && tsan_args+=(-DCOZEN_WERROR=ON)
CXX=clang++ cmake "${tsan_args[@]}" > /dev/null
tsan_tests=(tst_models tst_presenter tst_savefile tst_writer tst_seatinput tst_hints tst_statistics tst_tutorial
            tst_noleak tst_datafolder tst_records tst_takeback tst_adviser tst_humaninput tst_movelog)
cmake --build build-tsan --parallel "$jobs" --target "${tsan_tests[@]}"
# Qt is not built with TSan: what its own code does inside the calls TSan intercepts (an eventfd,
# a wait condition, a free) is not reported (ignore_noninstrumented_modules), everything our code
# touches is; app/models/system/handoff.h shows TSan the hand-overs through Qt's event queue. Without
# address randomization where the machine allows it (setarch -R): clang 14's runtime cannot place
# its shadow memory on a kernel that randomizes mappings over more than 28 bits (vm.mmap_rnd_bits).
no_aslr=()
setarch "$(uname -m)" -R true 2> /dev/null && no_aslr=(setarch "$(uname -m)" -R)
TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:ignore_noninstrumented_modules=1 \
    "${no_aslr[@]}" ctest --test-dir build-tsan --output-on-failure --parallel "$jobs" \
    -R "^($(IFS='|'; echo "${tsan_tests[*]}"))\$"

echo "test.sh: the fuzzers, ${COZEN_FUZZ_SECONDS:-60} s each (docs/fuzzing.md)"
CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCOZEN_FUZZ=ON \
    -DCOZEN_FUZZ_SECONDS="${COZEN_FUZZ_SECONDS:-60}" > /dev/null
cmake --build build-fuzz --parallel "$jobs"
ctest --test-dir build-fuzz --output-on-failure --parallel "$jobs" -L fuzz

echo "test.sh: the Linux packages (docs/packaging.md)"
# Built as Debian builds a package: its compiler flags, hardening included.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
package_args=(-S . -B build-package -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr
              -DBUILD_TESTING=OFF -DCOZEN_BUILD_BENCHMARKS=OFF)
[[ -n "${CI:-}" ]] && package_args+=(-DCOZEN_WERROR=ON)
CXXFLAGS="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)" \
    LDFLAGS="$(dpkg-buildflags --get LDFLAGS)" cmake "${package_args[@]}" > /dev/null
cmake --build build-package --parallel "$jobs"
tests/packaging/check-packages.sh build-package

echo "test.sh: cozen-cli for Windows (MinGW-w64, under Wine) and with libc++, against build/'s"
# Only the engine and cozen-cli: no Qt, no tests (COZEN_GAME=OFF, BUILD_TESTING=OFF).
cross_args=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCOZEN_GAME=OFF -DBUILD_TESTING=OFF)
[[ -n "${CI:-}" ]] && cross_args+=(-DCOZEN_WERROR=ON)
cmake -S . -B build-mingw "${cross_args[@]}" \
    -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64.cmake > /dev/null
cmake --build build-mingw --parallel "$jobs" --target cozen-cli
# clang with LLVM's standard library, the one Apple's toolchain ships.
CXX=clang++ CXXFLAGS=-stdlib=libc++ cmake -S . -B build-libcxx "${cross_args[@]}" > /dev/null
cmake --build build-libcxx --parallel "$jobs" --target cozen-cli
[[ $(ldd build-libcxx/app/cli/cozen-cli) == *libc++.so* ]] ||
    { echo "test.sh: build-libcxx's cozen-cli is not linked with libc++" >&2; exit 1; }
tests/cross/compare.sh build/app/cli/cozen-cli build-mingw/app/cli/cozen-cli.exe \
    build-libcxx/app/cli/cozen-cli
# The comparison must be able to fail: one Strength answered differently must be found.
planted=$(mktemp -d)
printf '#!/bin/sh\n"%s" "$@" | sed %s\n' "$PWD/build/app/cli/cozen-cli" \
    "'s/\"strength\": 5,/\"strength\": 6,/'" > "$planted/cozen-cli"
chmod +x "$planted/cozen-cli"
rc=0
tests/cross/compare.sh --only '^strength' build/app/cli/cozen-cli "$planted/cozen-cli" \
    > "$planted/log" 2>&1 || rc=$?
grep -q '^DIFFERS: .*strength 7H 7D 5H 6D$' "$planted/log" || rc=0
rm -rf "$planted"
((rc == 1)) || { echo "test.sh: compare.sh missed a planted difference" >&2; exit 1; }
echo "test.sh: compare.sh finds a planted difference"

echo "test.sh: the game for Windows, its installer, and the installer under Wine (docs/packaging.md)"
qt_windows=${COZEN_MINGW_QT:-/opt/cozen-mingw-qt-6.4.2}
if [[ -f "$qt_windows/lib/cmake/Qt6QuickControls2/Qt6QuickControls2Config.cmake" &&
      -f "$qt_windows/lib/cmake/Qt6Multimedia/Qt6MultimediaConfig.cmake" ]]; then
    windows_args=(-S . -B build-windows -G Ninja -DCMAKE_BUILD_TYPE=Release
                  -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64.cmake
                  -DCOZEN_MINGW_QT="$qt_windows" -DBUILD_TESTING=OFF -DCOZEN_BUILD_BENCHMARKS=OFF)
    [[ -n "${CI:-}" ]] && windows_args+=(-DCOZEN_WERROR=ON)
    cmake "${windows_args[@]}" > /dev/null
    cmake --build build-windows --parallel "$jobs"
    rm -f build-windows/cozen-*-win64.exe
    (cd build-windows && cpack -G NSIS > cpack.log 2>&1) || { cat build-windows/cpack.log; exit 1; }
    packaging/windows/test-under-wine.sh build-windows/cozen-*-win64.exe
else
    echo "test.sh: SKIPPED: no Qt for Windows at $qt_windows (no Qt Quick Controls or Qt Multimedia"
    echo "         for MinGW-w64 there; COZEN_MINGW_QT=DIR names another prefix). To run this stage,"
    echo "         build it once with packaging/windows/build-qt.sh (about 70 minutes on 2 cores;"
    echo "         docs/packaging.md, \"The game for Windows\"). It takes qtbase, qtshadertools and"
    echo "         qtmultimedia from Debian's source archive, and the Qt SVG and Qt Declarative 6.4.2"
    echo "         tarballs from the folder COZEN_QT_SOURCES or --sources names${COZEN_QT_SOURCES:+ (now $COZEN_QT_SOURCES)},"
    echo "         or else from download.qt.io; each must match the sha256 written in build-qt.sh."
fi
