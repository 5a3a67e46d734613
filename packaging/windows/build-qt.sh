#!/bin/bash
# Cross-builds the Qt modules the game uses for 64-bit Windows, with Debian's MinGW-w64 and the
# host's Qt 6.4.2 tools (moc, rcc, qsb, qmlcachegen... as QT_HOST_PATH=/usr), into a prefix the
# game's Windows build is then made against (docs/packaging.md, "The game for Windows"):
#
#   packaging/windows/build-qt.sh [--prefix DIR] [--work DIR] [--jobs N] [--only MODULE]
#                                 [--sources DIR] [--declarative-source TARBALL]
#                                 [--svg-source TARBALL] [--check-only]
#
# The modules, in order: qtbase, qtshadertools, qtsvg, qtdeclarative, qtmultimedia, and the two
# libraries of remote play's relay beside Qt: openssl (TLS to the broker) and mosquitto (the MQTT
# client, libmosquitto, over that OpenSSL). Their sources are Debian's (apt-get source, after a
# deb-src line for the archive this machine uses), except
# two the archive does not serve (404): Qt SVG and Qt Declarative, taken as the release's tarballs
# qtsvg-everywhere-src-6.4.2.tar.xz and qtdeclarative-everywhere-src-6.4.2.tar.xz. Each comes
# from the file --svg-source or --declarative-source names, else from the folder --sources (or
# the environment's COZEN_QT_SOURCES) names, else from Qt's archive (download.qt.io), downloaded
# once into <work>/downloads. Whichever it is, its sha256 must be one written below, or the
# script stops. --check-only finds and checks the two tarballs (with --only, that module's), and
# does nothing else.
#
# Idempotent and resumable: each module is built in its own folder of the work folder (ninja goes
# on where it stopped) and marked done once installed into the prefix; a module marked done is
# not built again (delete its mark, <work>/done/<module>, to rebuild it). What the game does not
# use is left out (widgets, SQL, D-Bus, print support, Vulkan, XML, and tablet events, whose
# wintab sources Debian's tarball strips).
set -euo pipefail

prefix=${COZEN_MINGW_QT:-/opt/cozen-mingw-qt-6.4.2}
work=${COZEN_MINGW_QT_WORK:-/var/tmp/cozen-mingw-qt}
jobs=$(nproc)
sources=${COZEN_QT_SOURCES:-}
declare -A given=() # a module's tarball, named by --declarative-source or --svg-source
check_only=""
only=""
modules=(qtbase qtshadertools qtsvg qtdeclarative qtmultimedia openssl mosquitto)

# ---- The two tarballs from Qt, and the sha256 each must have -------------------------------------
qt_version=6.4.2
qt_archive=https://download.qt.io/archive/qt/6.4/$qt_version/submodules
tarball_modules=(qtsvg qtdeclarative)
# Qt's own tarballs, on download.qt.io: what a download gets. (Not read from Qt's site here, which
# this machine cannot reach, but from others who pin them: docs/packaging.md says which.)
declare -A official_sha256=(
    [qtsvg]=b746af3cb1793621d8ed7eae38d9ad5a15541dc2742031069f2ae3fe87590314
    [qtdeclarative]=a4bdd983de4e9cbca0f85b767dbdd8598711554e370a06da8f509ded4430f5bd
)
# The same release as `git archive --prefix=<module>-everywhere-src-6.4.2/ v6.4.2` of the Qt
# project's repository makes it, the form the project kept before (docs/packaging.md): qtsvg
# without its tests and examples (commit 54066fe644f2c9f7789c61b4fcb4d513eb3f775c), qtdeclarative
# whole (commit 1b58f30087eedf42f16572d8ae1d6a5b18f3d698). Accepted from a file given, never from
# a download.
declare -A git_archive_sha256=(
    [qtsvg]=6c460c8d32a98beb002e6388e5526699d0f57b09f7d5408ae4f359d8e102046a
    [qtdeclarative]=bcbf3e6aeae6a488dbf2f3b49eb94454127e88aa1173ce0aba1e58cc2cf54dc6
)

usage() { sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
    case $1 in
    --prefix) prefix=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --sources) sources=$2; shift 2 ;;
    --declarative-source) given[qtdeclarative]=$2; shift 2 ;;
    --svg-source) given[qtsvg]=$2; shift 2 ;;
    --check-only) check_only=1; shift ;;
    --only) only=$2; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "build-qt.sh: unknown option $1 (--help says which there are)" >&2; exit 2 ;;
    esac
done
# shellcheck disable=SC2076 # a literal match among the names
if [ -n "$only" ] && [[ ! " ${modules[*]} " =~ " $only " ]]; then
    echo "build-qt.sh: --only takes one of: ${modules[*]}" >&2
    exit 2
fi
prefix=$(realpath -m "$prefix")
work=$(realpath -m "$work")

# Progress goes to the standard error, so that what a function prints is its answer alone.
say() { echo "build-qt.sh: $*" >&2; }
fail() { echo "build-qt.sh: $*" >&2; exit 1; }

# Whether this run builds `module`: it is asked for (all, or --only) and not done before.
builds() { # module
    { [ -z "$only" ] || [ "$only" = "$1" ]; } && [ ! -f "$work/done/$1" ]
}

# The tarball of `module` from Qt's archive, downloaded into <work>/downloads unless a good one is
# there already. Prints its path.
download() { # module
    local module=$1 name=$1-everywhere-src-$qt_version.tar.xz file
    file=$work/downloads/$name
    if [ -f "$file" ] && [ "$(sha256sum < "$file" | cut -d' ' -f1)" = "${official_sha256[$module]}" ]; then
        echo "$file"
        return
    fi
    command -v curl > /dev/null || fail "curl is needed to download $name (apt-get install curl), or give the tarballs with --sources DIR"
    mkdir -p "$work/downloads"
    say "downloading $qt_archive/$name"
    curl -fL --retry 3 --silent --show-error -o "$file.part" "$qt_archive/$name" ||
        fail "could not download $qt_archive/$name; give the tarball with --sources DIR or --${module#qt}-source FILE"
    mv "$file.part" "$file"
    echo "$file"
}

# The tarball of `module` this run takes: the file given for it, else the one in the sources
# folder, else a download. Prints its path.
tarball_of() { # module
    local module=$1 name=$1-everywhere-src-$qt_version.tar.xz
    if [ -n "${given[$module]:-}" ]; then
        echo "${given[$module]}"
    elif [ -n "$sources" ]; then
        echo "$sources/$name"
    else
        download "$module"
    fi
}

# Stops the script unless `file` is Qt `module` 6.4.2 as one of the sha256 above knows it; a
# download must be Qt's own tarball.
check_tarball() { # module file
    local module=$1 file=$2 actual
    [ -f "$file" ] || fail "no $module source at $file (give one with --sources DIR or --${module#qt}-source FILE, or neither, to download it)"
    actual=$(sha256sum < "$file" | cut -d' ' -f1)
    if [ "$actual" = "${official_sha256[$module]}" ]; then
        say "$file: Qt's own $module $qt_version tarball (sha256 $actual)"
    elif [ "$actual" = "${git_archive_sha256[$module]}" ] && [[ "$file" != "$work/downloads/"* ]]; then
        say "$file: $module $qt_version as git archive makes it from the tag v$qt_version (sha256 $actual)"
    else
        {
            echo "build-qt.sh: $file is not the $module $qt_version source this script knows."
            echo "  its sha256:                             $actual"
            echo "  expected, Qt's tarball (download.qt.io): ${official_sha256[$module]}"
            echo "  or, git archive of the tag v$qt_version:       ${git_archive_sha256[$module]}"
            echo "A download cut short or a file changed since: fetch it again."
        } >&2
        exit 1
    fi
}

declare -A tarball=()
for module in "${tarball_modules[@]}"; do
    if [ -n "$check_only" ] && { [ -z "$only" ] || [ "$only" = "$module" ]; } || builds "$module"; then
        file=$(tarball_of "$module") || exit 1
        check_tarball "$module" "$file"
        tarball[$module]=$file
    fi
done
if [ -n "$check_only" ]; then
    say "checked: ${!tarball[*]}"
    exit 0
fi

sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
mkdir -p "$work/done" "$prefix"

# ---- The host's packages: the cross compiler, the build tools and Qt's host tools -------------
host_packages=(g++-mingw-w64-x86-64-posix cmake ninja-build make perl dpkg-dev xz-utils
    qt6-base-dev qt6-base-dev-tools qt6-shadertools-dev qt6-shader-baker qt6-svg-dev
    qt6-declarative-dev qt6-declarative-dev-tools qt6-multimedia-dev)
missing=()
for package in "${host_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
        missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    {
        $sudo apt-get update -qq
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            "${missing[@]}"
    } > "$work/apt.log" 2>&1 || {
        tail -20 "$work/apt.log" >&2
        echo "build-qt.sh: apt-get could not install ${missing[*]} (log: $work/apt.log)" >&2
        exit 1
    }
fi

# ---- Debian's sources -------------------------------------------------------------------------
# A deb-src line for each archive apt already reads from deb.debian.org (bookworm and its updates).
ensure_deb_src() {
    if apt-get source --print-uris qt6-base 2>/dev/null | grep -q "qt6-base"; then return; fi
    say "adding a deb-src line for Debian's archive (/etc/apt/sources.list.d/cozen-deb-src.sources)"
    $sudo tee /etc/apt/sources.list.d/cozen-deb-src.sources > /dev/null <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    $sudo apt-get update -qq >&2
}

# The unpacked source of a Debian package, downloaded once into <work>/src: Qt's of the release
# 6.4.2, the others' as Debian 12 ("bookworm") itself has them (its point releases, not the
# security archive, whose sources the mirror may not serve).
debian_source() { # package [version]
    local package=$1 version=${2:-6.4.2} dir
    mkdir -p "$work/src"
    dir=$(find "$work/src" -maxdepth 1 -type d -name "$package-$version*" | head -1)
    if [ -z "$dir" ]; then
        ensure_deb_src
        say "fetching Debian's source of $package"
        (cd "$work/src" && apt-get source -qq "$package/bookworm" > "$work/src/$package.log" 2>&1) || {
            tail -20 "$work/src/$package.log" >&2
            echo "build-qt.sh: apt-get source $package failed" >&2
            exit 1
        }
        dir=$(find "$work/src" -maxdepth 1 -type d -name "$package-$version*" | head -1)
        [ -n "$dir" ] || { echo "build-qt.sh: apt-get source $package left no folder" >&2; exit 1; }
    fi
    echo "$dir"
}

# The unpacked source of a module's release tarball (checked above), unpacked once into <work>/src.
tarball_source() { # module
    local module=$1 file=${tarball[$1]} dir=$work/src/$1-everywhere-src-$qt_version
    if [ ! -d "$dir" ]; then
        say "unpacking $file"
        mkdir -p "$work/src"
        tar -C "$work/src" -xf "$file"
        [ -d "$dir" ] || fail "$file holds no $(basename "$dir")/"
    fi
    echo "$dir"
}

# Headers as a source spells them (<Mferror.h>, "QUrl.h") where the files are lower case
# (MinGW's mferror.h, Qt's qurl.h) and Linux's file names are case-sensitive, as Windows' are not:
# a header of that spelling that includes the real one, in <work>/case-headers, which is on the
# include path of the modules that need it.
case_headers() { # source folder
    local mingw=/usr/share/mingw-w64/include header
    mkdir -p "$work/case-headers"
    grep -rhoE '#include ["<][A-Za-z0-9_]+\.h[">]' "$1" | sed -E 's/#include ["<]//; s/[">]$//' |
        sort -u | grep '[A-Z]' |
        while read -r header; do
            [ -f "$mingw/$header" ] && continue
            [ -n "$(find "$1" -name "$header" -print -quit)" ] && continue # the source's own
            if [ -f "$mingw/${header,,}" ] || compgen -G "$prefix/include/Qt*/${header,,}" > /dev/null; then
                echo "#include <${header,,}>" > "$work/case-headers/$header"
                echo "$header"
            fi
        done
}

source_of() { # module
    case $1 in
    qtbase) debian_source qt6-base ;;
    qtshadertools) debian_source qt6-shadertools ;;
    qtsvg) tarball_source qtsvg ;;
    qtmultimedia)
        local dir
        dir=$(debian_source qt6-multimedia)
        case_headers "$dir/src" > /dev/null
        echo "$dir" ;;
    qtdeclarative)
        local dir
        dir=$(tarball_source qtdeclarative)
        # What the game does not use and no feature turns off, not added (idempotent): Quick
        # Controls' styles but Basic, which the game sets (QtQuick.Controls imports the others
        # only as optional, and the dialogs' +Fusion/+Material/... files are read only under
        # them), and qmllint's plugin, which needs the QML development tools (off below).
        sed -i -E 's/^( *add_subdirectory\((fusion|imagine|material|universal|windows)\))/# \1 (not built for Cozen)/' \
            "$dir/src/quickcontrols2/CMakeLists.txt"
        sed -i -E 's/^(add_subdirectory\(qmllint\))/# \1 (not built for Cozen)/' "$dir/src/plugins/CMakeLists.txt"
        echo "$dir" ;;
    openssl) debian_source openssl 3 ;;
    mosquitto) debian_source mosquitto 2 ;;
    esac
}

# ---- The toolchain: Debian's MinGW-w64, libraries and packages from MinGW's root and the prefix
toolchain=$work/mingw-w64-qt.cmake
cat > "$toolchain" <<EOF
# Written by packaging/windows/build-qt.sh.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32 $prefix)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
EOF

host_cmake=/usr/lib/x86_64-linux-gnu/cmake
common=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$toolchain"
    -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix" -DQT_HOST_PATH=/usr
    -DQT_HOST_PATH_CMAKE_DIR="$host_cmake" -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF)

options_of() { # module
    case $1 in
    qtbase)
        echo -DFEATURE_tabletevent=OFF -DFEATURE_widgets=OFF -DFEATURE_sql=OFF \
            -DFEATURE_dbus=OFF -DFEATURE_printsupport=OFF -DFEATURE_vulkan=OFF \
            -DFEATURE_xml=OFF -DFEATURE_opengl=ON -DINPUT_opengl=desktop ;;
    qtdeclarative)
        # Without the host's qsb package Qt Quick is silently left out. No particles, QML
        # debugging, development tools (qmllint's and qmlls' libraries: the game is built with the
        # host's tools), designer plugins or test modules (the game's Windows build has no tests).
        echo -DQt6ShaderToolsTools_DIR="$host_cmake/Qt6ShaderToolsTools" \
            -DFEATURE_quick_particles=OFF -DFEATURE_qml_debug=OFF -DFEATURE_qml_devtools=OFF \
            -DFEATURE_quick_designer=OFF -DCMAKE_DISABLE_FIND_PACKAGE_Qt6Test=ON ;;
    qtmultimedia)
        # Sound on Windows is Windows Media Foundation's (6.4 has no FFmpeg backend there). Qt's
        # FindWMF looks for Mf, Mfplat... as Windows spells them; MinGW's are lower case, and
        # Linux's file names are case-sensitive (the headers: case_headers). No spatial audio
        # (the game plays sound effects).
        local lib=/usr/x86_64-w64-mingw32/lib
        echo -DWMF_MF_LIBRARY=$lib/libmf.a -DWMF_MFUUID_LIBRARY=$lib/libmfuuid.a \
            -DWMF_MFPLAT_LIBRARY=$lib/libmfplat.a -DWMF_MFCORE_LIBRARY=$lib/libmfcore.a \
            -DWMF_PROPSYS_LIBRARY=$lib/libpropsys.a -DFEATURE_spatialaudio=OFF \
            -DCMAKE_CXX_FLAGS=-I"$work"/case-headers ;;
    mosquitto)
        # The client library alone, in C, over the prefix's OpenSSL: no broker, clients, apps,
        # plugins, documentation or C++ wrapper, and no threads of its own (the game drives it
        # from Qt's event loop, mqttlink.h).
        echo -DWITH_TLS=ON -DWITH_TLS_PSK=OFF -DWITH_THREADING=OFF -DWITH_CJSON=OFF \
            -DWITH_BROKER=OFF -DWITH_CLIENTS=OFF -DWITH_APPS=OFF -DWITH_PLUGINS=OFF \
            -DDOCUMENTATION=OFF -DWITH_LIB_CPP=OFF -DWITH_STATIC_LIBRARIES=OFF \
            -DOPENSSL_ROOT_DIR="$prefix" -DOPENSSL_USE_STATIC_LIBS=OFF ;;
    esac
}

# OpenSSL is built by its own Configure and make, not CMake: its DLLs (libcrypto-3-x64.dll,
# libssl-3-x64.dll) and import libraries, without its tests (build_sw and install_sw: no manuals).
build_openssl() { # source build
    local source=$1 build=$2
    mkdir -p "$build"
    say "openssl: configuring ($source)"
    (cd "$build" && "$source/Configure" mingw64 --cross-compile-prefix=x86_64-w64-mingw32- \
        --prefix="$prefix" --libdir=lib --openssldir="$prefix/ssl" shared no-tests) \
        > "$work/openssl.configure.log" 2>&1 || {
        tail -30 "$work/openssl.configure.log" >&2
        echo "build-qt.sh: openssl did not configure (the whole log: $work/openssl.configure.log)" >&2
        exit 1
    }
    say "openssl: building with $jobs jobs (log: $work/openssl.build.log)"
    make -C "$build" -j"$jobs" build_sw > "$work/openssl.build.log" 2>&1 || {
        grep -m 20 -B 2 -A 8 "error" "$work/openssl.build.log" >&2 || tail -30 "$work/openssl.build.log" >&2
        echo "build-qt.sh: openssl did not build (the whole log: $work/openssl.build.log)" >&2
        exit 1
    }
    make -C "$build" install_sw > "$work/openssl.install.log" 2>&1
}

build_module() { # module
    local module=$1 source build started
    if [ -f "$work/done/$module" ]; then
        say "$module: done before ($(cat "$work/done/$module"))"
        return
    fi
    source=$(source_of "$module")
    build=$work/build/$module
    started=$(date +%s)
    if [ "$module" = openssl ]; then
        build_openssl "$source" "$build"
        echo "$(($(date +%s) - started)) s on $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ)" > "$work/done/$module"
        say "$module: installed into $prefix ($(cat "$work/done/$module"))"
        return
    fi
    say "$module: configuring ($source)"
    # shellcheck disable=SC2046 # the options are words
    cmake -S "$source" -B "$build" "${common[@]}" $(options_of "$module") > "$work/$module.configure.log" 2>&1 || {
        tail -30 "$work/$module.configure.log" >&2
        echo "build-qt.sh: $module did not configure (the whole log: $work/$module.configure.log)" >&2
        exit 1
    }
    # What a configure leaves out silently when something is missing, said instead (read in the
    # build folder: Qt prints its summary on a first configure only).
    case $module in
    qtdeclarative) [ -f "$build/src/quick/cmake_install.cmake" ] ||
        { echo "build-qt.sh: Qt Quick would be left out (no qsb; log: $work/$module.configure.log)" >&2; exit 1; } ;;
    qtmultimedia) grep -q "^QT_FEATURE_wmf:INTERNAL=ON" "$build/CMakeCache.txt" ||
        { echo "build-qt.sh: no Windows Media Foundation, so no sound (log: $work/$module.configure.log)" >&2; exit 1; } ;;
    esac
    say "$module: building with $jobs jobs (log: $work/$module.build.log)"
    cmake --build "$build" --parallel "$jobs" > "$work/$module.build.log" 2>&1 || {
        grep -m 20 -B 2 -A 8 "error" "$work/$module.build.log" >&2 || tail -30 "$work/$module.build.log" >&2
        echo "build-qt.sh: $module did not build (the whole log: $work/$module.build.log)" >&2
        exit 1
    }
    cmake --install "$build" > "$work/$module.install.log" 2>&1
    # libmosquitto installs its DLL but not the import library the game links with.
    [ "$module" = mosquitto ] && cp "$build/lib/libmosquitto.dll.a" "$prefix/lib/"
    echo "$(($(date +%s) - started)) s on $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ)" > "$work/done/$module"
    say "$module: installed into $prefix ($(cat "$work/done/$module"))"
}

for module in "${modules[@]}"; do
    if [ -z "$only" ] || [ "$only" = "$module" ]; then build_module "$module"; fi
done
say "Qt for Windows (MinGW-w64), OpenSSL and libmosquitto are in $prefix"
