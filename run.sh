#!/usr/bin/env bash
# Sets up this machine for Cozen, builds it and starts the game.
#   ./run.sh               install what is missing, build, start the game
#   ./run.sh --build-only  install what is missing and build
#   ./run.sh --test-setup  the same, with the tools only the tests need (test.sh uses this)
set -euo pipefail
cd "$(dirname "$0")"

# Debian 12 packages the build needs (named in the README too).
packages=(
    cmake ninja-build g++
    nlohmann-json3-dev libcli11-dev libbenchmark-dev
    qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-l10n-tools
    qt6-svg-dev # the card faces: the deck's SVG (app/items/cardfaceart.cpp)
    qml6-module-qtqml qml6-module-qtqml-models # QtQml's types: the game imports them, qmllint reads them
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
    qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qtquick-dialogs
    qml6-module-qt-labs-folderlistmodel # what Qt Quick's own file dialog is made of
    qml6-module-qtmultimedia # the table's sounds (TableSounds.qml); qmllint reads its types too
    qml6-module-qtqml-workerscript qml6-module-qttest qt6-qpa-plugins fonts-dejavu-core
    fonts-droid-fallback # Japanese: DejaVu has no Japanese letters
    qt6-translations-l10n # Qt's own words (a dialog's Close) in the game's languages
    libmosquitto-dev pkgconf # remote play's relay: the MQTT client (app/remote/mqttlink.h), found by pkg-config
)

# What only ./test.sh needs (also named in the README): clang and its runtime for the fuzzers and
# the ThreadSanitizer build; Xvfb, D-Bus, the AT-SPI bus and pyatspi for the accessibility test
# (tests/a11y); CPack's .deb and .rpm tools (dpkg-dev, file, rpm) and the checkers of the packages
# (tests/packaging); MinGW-w64, Wine (64-bit) and libc++ for the Windows and libc++ builds of
# cozen-cli that must answer as the Linux one does (tests/cross); NSIS, xdotool and ImageMagick for
# the Windows installer's test under Wine, when Qt for Windows is here (packaging/windows); the
# Mosquitto MQTT broker, which the remote-play tests start on a loopback port, and its clients, with
# which they listen on its topics (tests/remote).
test_packages=(clang libclang-rt-14-dev xvfb dbus-daemon at-spi2-core python3-pyatspi
               dpkg-dev file rpm lintian desktop-file-utils appstream
               g++-mingw-w64-x86-64-posix wine wine64 libc++-dev libc++abi-dev
               nsis xdotool imagemagick mosquitto mosquitto-clients)

build_only=false
case "${1:-}" in
--build-only) build_only=true ;;
--test-setup) build_only=true packages+=("${test_packages[@]}") ;;
esac

missing_packages() {
    local p
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || echo "$p"
    done
}

install_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        echo "run.sh: this is not a Debian-based system; install CMake 3.25+, a C++20 compiler, Ninja," >&2
        echo "        nlohmann-json 3, CLI11, Google Benchmark and Qt 6.4+ (Core, Gui, Qml, Quick, Quick Controls," >&2
        echo "        Quick Test), libmosquitto 2 and pkg-config by hand, then run again." >&2
        command -v cmake >/dev/null 2>&1 || exit 1
        return
    fi
    local missing
    missing=$(missing_packages)
    [[ -z "$missing" ]] && return
    echo "run.sh: installing missing packages:" $missing
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo=(sudo)
        else
            echo "run.sh: please install these packages, then run again:" >&2
            echo "        sudo apt-get install" $missing >&2
            exit 1
        fi
    fi
    "${sudo[@]}" apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends $missing
}

install_packages

build_dir=build
cmake_args=(-S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release)
# Warnings are errors in CI.
[[ -n "${CI:-}" ]] && cmake_args+=(-DCOZEN_WERROR=ON)
cmake "${cmake_args[@]}"
cmake --build "$build_dir" --parallel "$(nproc 2>/dev/null || echo 2)"

$build_only && exit 0

exec "$build_dir/app/game/cozen" "$@"
