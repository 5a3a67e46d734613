#!/usr/bin/env bash
# The Linux packages, checked as a distribution would (docs/packaging.md): from a Release build
# configured with -DCMAKE_INSTALL_PREFIX=/usr in BUILD_DIR, make the .deb and the .rpm, then
#   - lintian: no error, and no warning beyond the ones docs/packaging.md explains;
#   - each package's layout: the game in /usr/games in the .deb, in /usr/bin in the .rpm, and the
#     desktop entry of each starting it there;
#   - desktop-file-validate on the desktop entry, appstreamcli validate on the metainfo;
#   - every QML import has its package in the .deb's Depends (and the check fails on a planted one);
#   - the .deb extracted to a scratch root: its game starts offscreen and runs, its CLI answers.
#   check-packages.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The warnings docs/packaging.md explains; any other fails the check, and so does one of these
# that the page no longer names.
expected_warnings=(package-section-games-but-has-usr-bin)

step() { echo "check-packages: $*"; }
fail() { echo "check-packages: FAILED: $*" >&2; exit 1; }

step "cpack -G DEB and -G RPM"
rm -f "$build"/cozen_*.deb "$build"/cozen-*.rpm
for generator in DEB RPM; do
    (cd "$build" && cpack -G $generator) >"$scratch/cpack.txt" 2>&1 ||
        { cat "$scratch/cpack.txt"; fail "cpack -G $generator"; }
done
debs=("$build"/cozen_*.deb) rpms=("$build"/cozen-*.rpm)
deb=${debs[0]} rpm=${rpms[0]}
[[ -f "$deb" && -f "$rpm" ]] || fail "cpack made no .deb or no .rpm"
rpm -qp --requires "$rpm" 2>/dev/null | grep -qx qt6-qtdeclarative || fail "the .rpm does not require qt6-qtdeclarative"

step "each package's layout: the game in /usr/games in the .deb, in /usr/bin in the .rpm"
rpm -qlp "$rpm" >"$scratch/rpm-files.txt" 2>/dev/null
grep -qx /usr/bin/cozen "$scratch/rpm-files.txt" || fail "the .rpm has no /usr/bin/cozen"
grep -q '^/usr/games' "$scratch/rpm-files.txt" && fail "the .rpm has a /usr/games"
dpkg-deb -c "$deb" >"$scratch/deb-files.txt"
grep -q ' ./usr/games/cozen$' "$scratch/deb-files.txt" || fail "the .deb has no /usr/games/cozen"
grep -q ' ./usr/bin/cozen$' "$scratch/deb-files.txt" && fail "the .deb has the game in /usr/bin"
mkdir "$scratch/rpm-root"
rpm2archive - <"$rpm" | tar -xz -C "$scratch/rpm-root"
grep -qx 'Exec=/usr/bin/cozen' "$scratch"/rpm-root/usr/share/applications/*.desktop ||
    fail "the .rpm's desktop entry does not start /usr/bin/cozen"
echo "  the .rpm: /usr/bin/cozen, and its desktop entry starts it"

step "lintian $(basename "$deb")"
for tag in "${expected_warnings[@]}"; do
    grep -qF "$tag" "$repo/docs/packaging.md" || fail "lintian warning $tag is not explained in docs/packaging.md"
done
lintian --tag-display-limit 0 "$deb" 2>/dev/null | tee "$scratch/lintian.txt"
grep -q '^E:' "$scratch/lintian.txt" && fail "lintian reports errors"
while read -r severity _ tag _; do
    [[ "$severity" == W: ]] || continue
    [[ " ${expected_warnings[*]} " == *" $tag "* ]] || fail "lintian warning $tag is not explained in docs/packaging.md"
done <"$scratch/lintian.txt"

root=$scratch/root
dpkg-deb -x "$deb" "$root"
step "desktop-file-validate and appstreamcli validate"
desktop-file-validate "$root"/usr/share/applications/*.desktop
grep -qx 'Exec=/usr/games/cozen' "$root"/usr/share/applications/*.desktop ||
    fail "the .deb's desktop entry does not start /usr/games/cozen"
appstreamcli validate --no-net "$root"/usr/share/metainfo/*.metainfo.xml

step "the QML imports against the .deb's Depends"
"$here/check-qml-depends.sh" "$repo/qml" "$deb"
mkdir "$scratch/planted"
cp "$repo"/qml/*.qml "$scratch/planted"
# A module the game does not use (QtMultimedia was the plant until the game's sounds made it a
# dependency, and the plant then passed).
sed -i '1i import QtCharts' "$scratch/planted/Main.qml"
if "$here/check-qml-depends.sh" "$scratch/planted" "$deb" >/dev/null 2>&1; then
    fail "check-qml-depends.sh passed with an import of QtCharts planted"
fi
echo "  (and it fails with an import of QtCharts planted, as it should)"

step "the extracted game, offscreen, and the CLI"
export HOME=$scratch/home XDG_RUNTIME_DIR=$scratch/run QT_QPA_PLATFORM=offscreen
# Muted, as in every test (docs/sound.md): no sound device opened, so no sound server's complaint
# where there is none ("PulseAudioService: pa_context_connect() failed"); QtMultimedia is still
# imported, so a missing module would still show.
export COZEN_MUTE=1
mkdir -p "$HOME" && mkdir -m 700 "$XDG_RUNTIME_DIR"
game=$root/usr/games/cozen cli=$root/usr/bin/cozen-cli
version=$(sed -nE 's/^project\(Cozen VERSION ([0-9.]+).*/\1/p' "$repo/CMakeLists.txt")
[[ "$("$game" --version)" == "Cozen $version" ]] || fail "cozen --version: $("$game" --version)"
[[ "$("$cli" --version)" == "cozen-cli $version" ]] || fail "cozen-cli --version: $("$cli" --version)"
"$game" --save "$scratch/save.json" >"$scratch/game.txt" 2>&1 &
pid=$!
# The installed game must stay up: one that cannot find a library or a plugin ends at once. Nothing
# it does tells from outside that it has started whole, so it is given three seconds.
sleep 3
kill -0 "$pid" 2>/dev/null || { cat "$scratch/game.txt"; fail "the game ended within 3 s"; }
kill "$pid"
wait "$pid" || true
if [[ -s "$scratch/game.txt" ]]; then
    cat "$scratch/game.txt"
    fail "the game printed something (a QML error?)"
fi
[[ -s "$scratch/save.json" ]] || fail "the game saved nothing to --save"
echo "  cozen ran 3 s and saved its game, silently"
"$cli" strength 3H 4H 5H | tee "$scratch/strength.json"
grep -q '"strength": 3' "$scratch/strength.json" || fail "cozen-cli strength 3H 4H 5H"
step "all passed"
