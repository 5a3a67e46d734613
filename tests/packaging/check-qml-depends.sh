#!/usr/bin/env bash
# Every QML module the table imports must be a dependency of the .deb: the QML engine loads them
# at run time, so dpkg-shlibdeps cannot see them, and a package without one installs cleanly and
# then shows no window. Reads the `import` lines of QML_DIR/*.qml, leaves out the project's own
# modules (the URIs of its qt_add_qml_module calls, compiled into the game) and maps each other
# URI to its Debian package by Debian's naming (QtQuick.Controls -> qml6-module-qtquick-controls).
#   check-qml-depends.sh QML_DIR PACKAGE.deb
set -euo pipefail
qml_dir=$1 deb=$2
repo=$(cd "$(dirname "$0")/../.." && pwd)

own=$(grep -rhoP '^\s*URI\s+\K\S+' --include=CMakeLists.txt "$repo/app" "$repo/qml" | sort -u)
depends=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed -E 's/^ *//; s/ .*//; s/:.*//' | sort -u)

# `import QtQuick`, `import QtQuick.Controls 2.15`, `import QtQuick.Layouts as L`; not the
# imports of a directory or a script (`import "dir"`).
imports=$(sed -nE 's/^[[:space:]]*import[[:space:]]+([A-Za-z_][A-Za-z0-9_.]*).*/\1/p' "$qml_dir"/*.qml |
          sort -u)
[[ -n "$imports" ]] || { echo "check-qml-depends: no import lines in $qml_dir/*.qml" >&2; exit 1; }

missing=0
for uri in $imports; do
    if grep -qxF "$uri" <<<"$own"; then
        echo "  $uri: the project's own module, compiled in"
        continue
    fi
    package=qml6-module-$(tr 'A-Z.' 'a-z-' <<<"$uri")
    if grep -qxF "$package" <<<"$depends"; then
        echo "  $uri: $package"
    else
        echo "  $uri: $package is NOT in the package's Depends" >&2
        missing=1
    fi
done
exit $missing
