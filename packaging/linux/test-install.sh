#!/usr/bin/env bash
# A real install, as a user of Debian 12 would make it: debootstrap a clean bookworm (minbase) into
# a scratch directory, `apt-get install ./cozen_….deb` there (so apt resolves every dependency from
# the package's own metadata; Recommends are left out, to prove Depends enough), then inside it
# start the CLI, the game offscreen, and the game on an X server (Xvfb on this machine, which the
# chroot reaches through its abstract socket): the xcb platform plugin and the fonts come from the
# package's dependencies alone.
#   packaging/linux/test-install.sh build-package/cozen_0.1.0_amd64.deb [SCRATCH_DIR]
# Needs root, debootstrap, Xvfb and ImageMagick's import (a screenshot, SCRATCH_DIR/shot.png), and
# a Debian mirror: the one this machine's apt uses. Not in ./test.sh: it downloads about 150 MB
# and takes minutes (docs/packaging.md has what it printed).
set -euo pipefail
deb=$(realpath "$1")
scratch=${2:-$(mktemp -d /tmp/cozen-install.XXXXXX)}
root=$scratch/root
mkdir -p "$scratch"
[[ $(id -u) -eq 0 ]] || { echo "test-install.sh: run as root (debootstrap, chroot)" >&2; exit 1; }
for tool in debootstrap Xvfb import; do
    command -v "$tool" >/dev/null || { echo "test-install.sh: $tool is missing" >&2; exit 1; }
done

# The mirror this machine's apt uses for bookworm (deb822 .sources or one-line sources.list).
mirror=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
         awk '/^URIs:/ {uri=$2} /^Suites:/ && / bookworm( |$)/ {print uri; exit}')
[[ -n "$mirror" ]] || mirror=$(grep -hsE '^deb +[^ ]+ +bookworm( |$)' /etc/apt/sources.list \
                                      /etc/apt/sources.list.d/*.list | awk '{print $2; exit}')
mirror=${mirror:-http://deb.debian.org/debian}

say() { echo "test-install: $*"; }
cleanup() {
    [[ -n "${xvfb:-}" ]] && kill "$xvfb" 2>/dev/null
    mountpoint -q "$root/proc" && umount "$root/proc"
    return 0
}
trap cleanup EXIT

if [[ ! -x "$root/usr/bin/apt-get" ]]; then
    say "debootstrap --variant=minbase bookworm from $mirror"
    debootstrap --variant=minbase bookworm "$root" "$mirror" >"$scratch/debootstrap.log" 2>&1 ||
        { tail -20 "$scratch/debootstrap.log"; exit 1; }
fi
mount -t proc proc "$root/proc"
mkdir -p -m 700 "$root/tmp/run"
environment=(env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/games HOME=/root XDG_RUNTIME_DIR=/tmp/run)
in_root() { chroot "$root" "${environment[@]}" "$@"; }

say "apt-get install ./$(basename "$deb") (no Recommends)"
cp "$deb" "$root/tmp/"
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    "/tmp/$(basename "$deb")" >"$scratch/apt.log" 2>&1 || { tail -30 "$scratch/apt.log"; exit 1; }
grep -E '^(Setting up cozen|[0-9]+ upgraded)' "$scratch/apt.log"

say "the CLI"
in_root cozen-cli --version
in_root cozen-cli strength 3H 4H 5H

say "the game, offscreen"
in_root QT_QPA_PLATFORM=offscreen cozen --version
# Starts the game in the chroot with the environment given, for 5 s; it must still run then and
# have printed nothing (no QML error, no missing plugin).
run_game() {
    rm -f "$root/tmp/save.json"
    # chroot and env exec, so that $! is the game's own process.
    chroot "$root" "${environment[@]}" "$@" cozen --save /tmp/save.json \
        >"$scratch/game.txt" 2>&1 &
    local pid=$!
    sleep 5
    if ! kill -0 "$pid" 2>/dev/null; then
        cat "$scratch/game.txt"
        say "FAILED: the game ended"
        exit 1
    fi
    [[ -n "${shot:-}" ]] && import -display "$DISPLAY" -window root "$shot"
    kill "$pid"
    wait "$pid" || true
    if [[ -s "$scratch/game.txt" ]]; then
        cat "$scratch/game.txt"
        say "FAILED: the game printed the above"
        exit 1
    fi
    [[ -s "$root/tmp/save.json" ]] || { say "FAILED: no save"; exit 1; }
    say "ran 5 s, saved its game ($(wc -c <"$root/tmp/save.json") bytes), printed nothing"
}
run_game QT_QPA_PLATFORM=offscreen

say "the game on an X server (xcb)"
display=:$((70 + RANDOM % 20))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
sleep 2
export DISPLAY=$display
shot=$scratch/shot.png
run_game DISPLAY="$display"
say "screenshot: $shot"
say "installed: $(in_root dpkg-query -W -f '${Package} ${Version}' cozen)," \
    "$(in_root dpkg-query -W -f '${Package}\n' | wc -l) packages in the root"
