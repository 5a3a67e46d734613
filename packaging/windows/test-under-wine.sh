#!/usr/bin/env bash
# The Windows installer, proven under Wine as a player would use it (docs/packaging.md, "The game
# for Windows"). In a fresh Wine prefix, on an X server of its own (Xvfb, 1280×800):
#   1. installs the installer silently (setup.exe /S) and checks what it put where: the game under
#      C:\Program Files\Cozen, the Start menu's shortcut, the Add/Remove Programs key;
#   2. starts the installed game, checks its window appears with the table drawn (a screenshot,
#      kept), turns down the tutorial (Escape), asks for a hint (H) and plays it (Enter), with
#      xdotool's keys, and checks the save lands in the Windows profile (%APPDATA%\Cozen, where
#      QStandardPaths puts it) with that move in it;
#   3. quits (the window closed as Windows closes it), starts the game again and checks it resumed
#      the same game (its save still holds the move); then kills it (a crash) and checks the next
#      start is not refused for the crashed copy's lock;
#   4. plays remote games between the installed cozen-cli.exe under Wine and the Linux build's
#      cozen-cli (LINUX_CLI, default build/app/cli/cozen-cli): through a mosquitto broker on a
#      free loopback port (the Windows end hosts, the Linux end joins), and directly over TCP (the
#      Linux end hosts); each must end finished and checked, with the same record on both ends;
#      Then the daily deals of 30 days and the game codes of two records (the relayed game's, and
#      a match game's) from both builds: the same bytes, and the code replayed on Windows as the
#      record on Linux (docs/daily.md, docs/game-codes.md);
#   5. uninstalls it silently and checks nothing is left: the files, the shortcut, the key.
#
#   packaging/windows/test-under-wine.sh INSTALLER [SCREENSHOT_DIR]
#
# Needs wine (64-bit), xvfb, xdotool, ImageMagick and mosquitto; run.sh installs them. Screenshots go to
# SCREENSHOT_DIR (default: a scratch folder, removed): wine-table.png, wine-moved.png,
# wine-resumed.png, wine-after-crash.png. WINE_KEEP=1 keeps the Wine prefix and says where.
set -euo pipefail
installer=$(realpath "${1:?INSTALLER (cozen-*-win64.exe)}")
shots=${2:-}
linux_cli=$(realpath -m "${LINUX_CLI:-$(dirname "$0")/../../build/app/cli/cozen-cli}")
scratch=$(mktemp -d)
cleanup() {
    [[ -n "${game_pid:-}" ]] && kill "$game_pid" 2>/dev/null
    [[ -n "${broker_pid:-}" ]] && kill "$broker_pid" 2>/dev/null
    [[ -n "${peer_pid:-}" ]] && kill "$peer_pid" 2>/dev/null
    WINEPREFIX=$scratch/wine wineserver -k 2>/dev/null || true
    [[ -n "${xvfb_pid:-}" ]] && kill "$xvfb_pid" 2>/dev/null
    if [[ -n "${WINE_KEEP:-}" ]]; then echo "test-under-wine: kept $scratch"; else rm -rf "$scratch"; fi
}
trap cleanup EXIT
[[ -n "$shots" ]] || shots=$scratch/shots
mkdir -p "$shots"
shots=$(realpath "$shots")

step() { echo "test-under-wine: $*"; }
fail() {
    echo "test-under-wine: FAILED: $*" >&2
    [[ -f "$scratch/game.log" ]] && { echo "--- the game's output:" >&2; tail -40 "$scratch/game.log" >&2; }
    exit 1
}
[[ -x "$linux_cli" ]] || fail "no Linux cozen-cli at $linux_cli (LINUX_CLI names it)"
for tool in wine wineserver Xvfb xdotool import convert mosquitto; do
    command -v "$tool" > /dev/null || fail "$tool is missing (run.sh installs it)"
done

export WINEPREFIX=$scratch/wine WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko: Wine would offer to download them, and the game needs neither. No sound
# driver: Xvfb's machine has no sound card, and Wine's ALSA driver only complains of it (the game
# still loads QtMultimedia and its Windows plugin, and plays on without a device).
export WINEDLLOVERRIDES="mscoree,mshtml=,winealsa.drv="
# Qt Quick draws through OpenGL here (Wine's opengl32 over Xvfb's Mesa): under Debian's Wine 8,
# Direct3D 11 (the game's choice on Windows) and the software renderer show the window filled with
# the scene's clear colour and no item drawn (docs/packaging.md). Direct3D 11 on Windows itself is
# the CI workflow's to prove. And on one thread: with Qt Quick's threaded render loop on Wine's
# OpenGL the process stays in its exit after the window has closed (the basic loop ends).
export QSG_RHI_BACKEND=opengl QSG_RENDER_LOOP=basic
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3> "$scratch/display" 2> /dev/null &
xvfb_pid=$!
for _ in $(seq 50); do [[ -s "$scratch/display" ]] && break; sleep 0.1; done
display=$(cat "$scratch/display")
export DISPLAY=":$display"

step "a fresh Wine prefix ($WINEPREFIX)"
wineboot --init > "$scratch/wineboot.log" 2>&1 || { cat "$scratch/wineboot.log"; fail "wineboot"; }
wineserver -w
drive=$WINEPREFIX/drive_c
user=$(wine cmd /c 'echo %USERNAME%' 2> /dev/null | tr -d '\r')
appdata=$drive/users/$user/AppData/Roaming
install_dir=$drive/Program\ Files/Cozen
menu=$drive/ProgramData/Microsoft/Windows/Start\ Menu/Programs

# ---- 1. The silent install -------------------------------------------------------------------
step "wine $(basename "$installer") /S"
wine "$installer" /S > "$scratch/setup.log" 2>&1 || { cat "$scratch/setup.log"; fail "the installer failed"; }
wineserver -w
[[ -f "$install_dir/bin/cozen.exe" ]] || fail "no C:\\Program Files\\Cozen\\bin\\cozen.exe after the install"
for file in bin/cozen-cli.exe bin/qt.conf bin/Qt6Core.dll bin/Qt6Quick.dll plugins/platforms/qwindows.dll \
    bin/libmosquitto.dll bin/libssl-3-x64.dll bin/libcrypto-3-x64.dll \
    qml/QtQuick/Controls/qmldir qml/QtMultimedia/qmldir Uninstall.exe; do
    [[ -e "$install_dir/$file" ]] || fail "the install has no $file"
done
[[ -f "$menu/Cozen/Cozen.lnk" ]] || fail "no Start menu shortcut (Programs\\Cozen\\Cozen.lnk)"
uninstall_key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Cozen'
wine reg query "$uninstall_key" > "$scratch/key.txt" 2>&1 ||
    { cat "$scratch/key.txt"; fail "no Add/Remove Programs key $uninstall_key"; }
grep -q 'DisplayName.*Cozen' "$scratch/key.txt" || fail "the uninstall key has no DisplayName"
grep -q 'UninstallString' "$scratch/key.txt" || fail "the uninstall key has no UninstallString"
printf '%s\n' "  $(du -sh "$install_dir" | cut -f1) in C:\\Program Files\\Cozen, the Start menu's shortcut, the uninstall key"
[[ "$(wine "$install_dir/bin/cozen-cli.exe" --version 2> /dev/null | tr -d '\r')" == "cozen-cli "* ]] ||
    fail "the installed cozen-cli.exe does not answer --version"

# ---- 2. The game, a move, the save ---------------------------------------------------------------
save=$appdata/Cozen/autosave.json
start_game() {
    wine "C:\\Program Files\\Cozen\\bin\\cozen.exe" >> "$scratch/game.log" 2>&1 &
    game_pid=$!
    window=""
    for _ in $(seq 120); do
        window=$(xdotool search --onlyvisible --name '^Cozen' 2> /dev/null | head -1) || true
        [[ -n "$window" ]] && break
        kill -0 "$game_pid" 2> /dev/null || fail "the game ended before its window appeared"
        sleep 0.5
    done
    [[ -n "$window" ]] || fail "no window named Cozen within 60 s"

    xdotool windowsize "$window" 1280 800 windowmove "$window" 0 0 windowfocus "$window" 2> /dev/null || true
    sleep 4 # the table laid out and drawn
}
key() { xdotool key --delay 80 "$@"; sleep 0.5; }
# A screenshot, and a check that the table is drawn on it: a window filled with one colour (the
# scene's clear colour with no item drawn) has a handful of colours, the table thousands.
shoot() {
    import -window root "$shots/$1.png"
    local colours
    colours=$(convert "$shots/$1.png" -format %k info:)
    ((colours > 500)) || fail "$1.png has $colours colours: the table is not drawn"
    echo "  $shots/$1.png: $colours colours"
}
quit_game() {
    # As Windows closes a program: WM_CLOSE to its window (taskkill without /f); it must close.
    wine taskkill /im cozen.exe > /dev/null 2>&1 || true
    for _ in $(seq 60); do
        xdotool search --onlyvisible --name '^Cozen' > /dev/null 2>&1 || break
        sleep 0.5
    done
    xdotool search --onlyvisible --name '^Cozen' > /dev/null 2>&1 && fail "the window did not close when told to"
    for _ in $(seq 40); do kill -0 "$game_pid" 2> /dev/null || break; sleep 0.5; done
    kill -0 "$game_pid" 2> /dev/null && fail "the window closed but cozen.exe was still running 20 s later"
    wait "$game_pid" || true
    game_pid=""
    wineserver -w
}
# The moves a save's history holds (docs/position-format.md: a list of rounds, each of moves).
moves_in() { python3 -c 'import json,sys; print(sum(map(len, json.load(open(sys.argv[1]))["history"])))' "$1"; }

step "the installed game's first start"
start_game
shoot wine-table
step "the tutorial turned down (Escape), a hint asked for (H) and played (Enter)"
key Escape
sleep 1
key h
sleep 8 # the hint's search, then its place on the table
key Return
sleep 5
shoot wine-moved
[[ -f "$save" ]] || fail "no save at %APPDATA%\\Cozen\\autosave.json ($save)"
moved=$(moves_in "$save")
((moved >= 1)) || fail "the save holds no move after one was played: $(head -c 400 "$save")"
printf '%s\n' "  the save is at %APPDATA%\\Cozen\\autosave.json, with $moved move(s)"

# ---- 3. Quit, start again, resume ----------------------------------------------------------------
step "quit, and start again"
quit_game
cp "$save" "$scratch/save-before.json"
start_game
shoot wine-resumed
quit_game
after=$(moves_in "$save")
((after >= moved)) || fail "the game started again with $after move(s) where $moved were: it did not resume"
if grep -E 'Error:|TypeError|ReferenceError' "$scratch/game.log"; then fail "QML errors above"; fi
echo "  resumed: the save still holds $after move(s)"

# ---- 3b. A crash, and the next start ----------------------------------------------------------------
step "a crash (taskkill /f), and the game started again"
start_game
wine taskkill /f /im cozen.exe > /dev/null 2>&1 || true
{ wait "$game_pid"; } 2> /dev/null || true
game_pid=""
wineserver -w
[[ -f "$appdata/Cozen/cozen.lock" ]] || fail "the crashed copy left no lock to be found stale"
# Under Wine the crashed game's process number goes to the launcher of the next: the lock must
# still be taken over (no running copy answers), not refused as "already open".
start_game
grep -q "already open" "$scratch/game.log" && fail "the game after a crash was refused as already open"
shoot wine-after-crash
quit_game
echo "  started again after a crash, its lock taken over"

# ---- 4. Remote play: the Windows build against the Linux build ------------------------------------
# A free loopback port: what the kernel gives a socket bound to port 0.
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# Waits for the invite on the first line of `file` (at most 60 s) and prints it.
invite_in() {
    local invite=""
    for _ in $(seq 120); do
        invite=$(head -1 "$1" 2> /dev/null | tr -d '\r')
        [[ "$invite" == cozen+* ]] && { echo "$invite"; return; }
        sleep 0.5
    done
    fail "no invite on the first line of $1 within 60 s: $(head -c 400 "$1")"
}
# Both ends of one remote game, each printing its record: they must match, and both exit 0.
# `host` and `join` are "windows" or "linux"; `way` is --relay URL or --listen ADDRESS:PORT.
remote_game() { # host join way-option way-value
    local host=$1 join=$2 name=$3 value=$4 out=$scratch/remote-$1-$2
    local win_cli="C:\\Program Files\\Cozen\\bin\\cozen-cli.exe"
    run_cli() { # side args...
        local side=$1; shift
        if [[ $side == windows ]]; then wine "$win_cli" "$@"; else "$linux_cli" "$@"; fi
    }
    run_cli "$host" remote host "$name" "$value" --level easy --seed 3 --name "Host-$host" --wait 120 \
        > "$out.host" 2> "$out.host.err" &
    local host_pid=$!
    local invite
    invite=$(invite_in "$out.host")
    run_cli "$join" remote join "$invite" --level easy --seed 4 --name "Guest-$join" --wait 120 \
        > "$out.join" 2> "$out.join.err" &
    peer_pid=$!
    local host_rc=0 join_rc=0
    wait "$host_pid" || host_rc=$?
    wait "$peer_pid" || join_rc=$?
    peer_pid=""
    ((host_rc == 0)) || fail "the $host end (host) exited $host_rc: $(tail -5 "$out.host.err")"
    ((join_rc == 0)) || fail "the $join end (join) exited $join_rc: $(tail -5 "$out.join.err")"
    # The record: what each printed after the invite (the host) or at all (the one joining).
    tail -n +2 "$out.host" | tr -d '\r' > "$out.host.record"
    tr -d '\r' < "$out.join" > "$out.join.record"
    grep -q '"rounds"' "$out.host.record" || fail "the $host end printed no record: $(head -c 400 "$out.host")"
    cmp -s "$out.host.record" "$out.join.record" ||
        fail "the two ends' records differ ($out.host.record, $out.join.record)"
    echo "  $host hosted ($name), $join joined: finished, checked, the same record on both ends"
}
step "remote play: the Windows cozen-cli.exe (Wine) hosts through a local mosquitto, Linux joins"
broker_port=$(free_port)
printf 'listener %s 127.0.0.1\nallow_anonymous true\npersistence false\n' "$broker_port" > "$scratch/mosquitto.conf"
mosquitto -c "$scratch/mosquitto.conf" > "$scratch/mosquitto.log" 2>&1 &
broker_pid=$!
sleep 1
kill -0 "$broker_pid" 2> /dev/null || fail "mosquitto did not start: $(cat "$scratch/mosquitto.log")"
remote_game windows linux --relay "mqtt://127.0.0.1:$broker_port"
step "remote play: Linux hosts directly over TCP, the Windows cozen-cli.exe (Wine) joins"
remote_game linux windows --listen "127.0.0.1:$(free_port)"
kill "$broker_pid" 2> /dev/null || true
broker_pid=""

# ---- 4b. Today's deal and game codes: the same bytes on both ------------------------------------
step "today's deal of 30 days, and game codes, from the Windows cozen-cli.exe (Wine) and the Linux one"
win_cli="C:\\Program Files\\Cozen\\bin\\cozen-cli.exe"
for offset in $(seq 0 29); do
    day=$(date -u -d "2026-11-20 + $((offset * 37)) days" +%F)
    "$linux_cli" daily --date "$day" > "$scratch/daily-linux"
    wine "$win_cli" daily --date "$day" 2> /dev/null | tr -d '\r' > "$scratch/daily-windows"
    cmp -s "$scratch/daily-linux" "$scratch/daily-windows" ||
        fail "the daily deal of $day differs between Linux and Windows ($scratch/daily-*)"
done
echo "  30 days from 2026-11-20, 37 days apart: the same deal and seed on both"
# The record of the relayed game (its deals written out in its code) and of a match game.
"$linux_cli" match easy random --games 1 --seed 5 --records "$scratch/records" > /dev/null
for record in "$scratch/remote-windows-linux.join.record" "$scratch/records/game-1.json"; do
    linux_code=$("$linux_cli" share "$record")
    windows_code=$(wine "$win_cli" share "$(winepath -w "$record" 2> /dev/null)" 2> /dev/null | tr -d '\r')
    [[ "$linux_code" == CZ1-* && "$linux_code" == "$windows_code" ]] ||
        fail "the game code of $record differs: Linux $linux_code, Windows $windows_code"
    wine "$win_cli" replay --code "$linux_code" 2> /dev/null | tr -d '\r' > "$scratch/replay-windows"
    "$linux_cli" replay "$record" > "$scratch/replay-linux"
    cmp -s "$scratch/replay-linux" "$scratch/replay-windows" ||
        fail "the Windows replay of $record's code differs from the Linux replay of the record"
done
echo "  two records: the same code on both, and Windows replays the code as Linux the record"

# ---- 5. The silent uninstall -----------------------------------------------------------------------
step "Uninstall.exe /S"
wine "C:\\Program Files\\Cozen\\Uninstall.exe" /S > "$scratch/uninstall.log" 2>&1 || true
# NSIS's uninstaller copies itself to the temporary folder and runs from there: wait for it.
wineserver -w
for _ in $(seq 60); do [[ -e "$install_dir" ]] || break; sleep 0.5; done
[[ -e "$install_dir" ]] && fail "C:\\Program Files\\Cozen is still there: $(find "$install_dir" | head)"
[[ -e "$menu/Cozen" ]] && fail "the Start menu's Cozen folder is still there"
wine reg query "$uninstall_key" > /dev/null 2>&1 && fail "the uninstall key is still there"
echo "  the files, the shortcut and the uninstall key are gone (the save stays in %APPDATA%, as on Windows)"
step "all passed"
