#!/usr/bin/env bash
# build-qt.sh's check of the two Qt sources it takes from outside Debian (packaging/windows/
# build-qt.sh --check-only: no Qt is built, nothing is downloaded, nothing is installed).
#
#   tests/packaging/check-qt-sources.sh corrupt
#       A tarball that is not Qt's is refused, with a message naming the file, its sha256 and the
#       sha256 expected; so is a missing one. Needs nothing but the script.
#   tests/packaging/check-qt-sources.sh good [DIR]
#       Each of qtdeclarative-everywhere-src-6.4.2.tar.xz and qtsvg-everywhere-src-6.4.2.tar.xz in
#       DIR (default: $COZEN_QT_SOURCES) is accepted, and a copy of it with one byte changed is
#       refused. Without either file it says so and exits 77, which ctest counts as skipped.
#
# ctest runs both (tests/packaging/CMakeLists.txt, label "packaging"); `COZEN_QT_SOURCES=DIR ctest
# -L packaging` gives the second its folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build_qt=$root/packaging/windows/build-qt.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# refused MODULE FILE ARGS...: build-qt.sh --check-only with ARGS must refuse FILE, naming it, its
# sha256 and the one expected.
refused() {
    local module=$1 file=$2 rc=0 actual
    shift 2
    "$build_qt" --work "$tmp/work" --check-only --only "$module" "$@" > "$tmp/out" 2>&1 || rc=$?
    if ((rc == 0)); then
        fail "$file was accepted as $module"
        cat "$tmp/out" >&2
        return
    fi
    actual=$(sha256sum < "$file" | cut -d' ' -f1)
    grep -q "^build-qt.sh: $file is not the $module 6.4.2 source" "$tmp/out" ||
        fail "the refusal does not name $file"
    grep -q "its sha256: *$actual\$" "$tmp/out" || fail "the refusal does not give $file's sha256"
    grep -Eq "expected, Qt's tarball \\(download.qt.io\\): [0-9a-f]{64}\$" "$tmp/out" ||
        fail "the refusal does not give the sha256 expected"
    echo "refused, as it should be: $file ($module)"
    sed 's/^/    /' "$tmp/out"
}

# accepted MODULE FILE: build-qt.sh --check-only must accept FILE as MODULE.
accepted() {
    local module=$1 file=$2 rc=0
    "$build_qt" --work "$tmp/work" --check-only --only "$module" \
        "--${module#qt}-source" "$file" > "$tmp/out" 2>&1 || rc=$?
    if ((rc != 0)); then
        fail "$file was refused as $module"
        cat "$tmp/out" >&2
        return
    fi
    echo "accepted, as it should be: $file ($module)"
    sed 's/^/    /' "$tmp/out"
}

case ${1:-} in
corrupt)
    # Bytes that are no tarball, under the name build-qt.sh looks for in a sources folder.
    mkdir -p "$tmp/sources"
    bad=$tmp/sources/qtsvg-everywhere-src-6.4.2.tar.xz
    printf 'not Qt SVG, only the name of it\n' > "$bad"
    refused qtsvg "$bad" --sources "$tmp/sources"
    cp "$bad" "$tmp/sources/qtdeclarative-everywhere-src-6.4.2.tar.xz"
    refused qtdeclarative "$tmp/sources/qtdeclarative-everywhere-src-6.4.2.tar.xz" \
        --declarative-source "$tmp/sources/qtdeclarative-everywhere-src-6.4.2.tar.xz"
    # A file that is not there.
    rc=0
    "$build_qt" --work "$tmp/work" --check-only --only qtsvg --svg-source "$tmp/none.tar.xz" \
        > "$tmp/out" 2>&1 || rc=$?
    if ((rc == 0)) || ! grep -q "no qtsvg source at $tmp/none.tar.xz" "$tmp/out"; then
        fail "a missing tarball was not refused by name"
        cat "$tmp/out" >&2
    else
        echo "refused, as it should be: a missing $tmp/none.tar.xz"
    fi
    ;;
good)
    dir=${2:-${COZEN_QT_SOURCES:-}}
    found=0
    for module in qtdeclarative qtsvg; do
        good=$dir/$module-everywhere-src-6.4.2.tar.xz
        if [[ -z "$dir" || ! -f "$good" ]]; then
            echo "no $module-everywhere-src-6.4.2.tar.xz${dir:+ in $dir}: not checked"
            continue
        fi
        found=$((found + 1))
        accepted "$module" "$good"
        # The same file with one byte changed, half way through.
        copy=$tmp/$module-everywhere-src-6.4.2.tar.xz
        cp "$good" "$copy"
        chmod u+w "$copy"
        middle=$(($(stat -c %s "$copy") / 2))
        byte=$(od -An -tu1 -j "$middle" -N1 "$copy" | tr -d ' ')
        printf '%b' "\\$(printf '%03o' $(((byte + 1) % 256)))" |
            dd of="$copy" bs=1 seek="$middle" conv=notrunc status=none
        refused "$module" "$copy" "--${module#qt}-source" "$copy"
        rm -f "$copy"
    done
    if ((found == 0)); then
        echo "SKIPPED: no Qt source tarball to check. Name a folder that holds"
        echo "qtdeclarative-everywhere-src-6.4.2.tar.xz or qtsvg-everywhere-src-6.4.2.tar.xz with"
        echo "COZEN_QT_SOURCES=DIR (or as the argument) to check that build-qt.sh accepts it."
        exit 77
    fi
    ;;
*)
    echo "usage: $0 corrupt | good [DIR]" >&2
    exit 2
    ;;
esac

if ((failures > 0)); then
    echo "check-qt-sources.sh: $failures failures" >&2
    exit 1
fi
echo "check-qt-sources.sh: build-qt.sh checks its sources"
