#!/usr/bin/env bash
# The game's screens as a player reaches them, photographed: the real game under Xvfb, driven by
# xdotool's keys, at each size and in each language asked for (docs/design.md).
#   tests/screens/screenshots.sh OUTDIR [SIZES] [LANGUAGES] [SCREENS]
#   e.g. tests/screens/screenshots.sh /tmp/shots "1024x640 1280x800 2560x1440" "en de ar"
# SCREENS (default all): start choosing reveal summary win loss draw handover 2v2 menu newgame settings
# languages statistics rules recent about tutorial offer notice lastround replay hint.
# Each is OUTDIR/SCREEN-LANG-SIZE.png; HIGH_CONTRAST=1 in the environment shoots them in high
# contrast, FIRST_START=1 as a first start. (The menu is walked
# with Down, which passes over "Last round…", disabled in a round's first turn.) Needs xvfb, xdotool
# and ImageMagick's import; the game from build/ (or $COZEN).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:?OUTDIR}
sizes=${2:-"1024x640 1280x800 2560x1440"}
languages=${3:-"en de ar"}
screens=${4:-"start choosing reveal summary win loss draw handover 2v2 menu newgame settings languages statistics rules recent about tutorial offer notice lastround replay hint"}
game=${COZEN:-$root/build/app/game/cozen}
data=$root/tests/qml/data
display=${DISPLAY_NUMBER:-91}
mkdir -p "$out"
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

declare -A locale=([en]=en_GB.UTF-8 [de]=de_DE.UTF-8 [fr]=fr_FR.UTF-8 [es]=es_ES.UTF-8
                   [ru]=ru_RU.UTF-8 [ja]=ja_JP.UTF-8 [ar]=ar_EG.UTF-8)

# The pauses below are the only waits a picture can have: what is drawn is the animations'
# (a card flying, a column turning, a dialog fading in) as they stand at the moment of the shot, and
# nothing outside the window says that they have ended. Each pause is longer than the animation
# it waits for. This script makes pictures; it is no test and asserts nothing.
key() { xdotool key --delay 60 "$@"; sleep 0.3; }
# The pointer on the window's title, over nothing with a tool tip (it rests where the last shot
# left it, or in the screen's middle: over a column, whose tip would be in the picture).
shoot() { xdotool mousemove "$((${size%x*} / 2))" 8; sleep 0.8
          import -window root "$out/$1-$lang-$size.png"; echo "$out/$1-$lang-$size.png"; }

# start SAVE [ARGS...]: the game on a fresh profile, in its own window filling the screen; SAVE
# "-": the profile's own save, as a player's first start has (the only start that offers the tutorial).
start() {
    local save=$1; shift
    local where=(--save "$save")
    rm -rf "$work/home"; mkdir -p "$work/home"
    if [[ "$save" == - ]]; then
        where=()
        save=$work/home/data/Cozen/Cozen/autosave.json # QStandardPaths' AppDataLocation
        mkdir -p "$(dirname "$save")"
    fi
    # The tutorial was offered already (unless FIRST_START is set): the first start's offer is a
    # screen of its own.
    mkdir -p "$work/home/config/Cozen"
    [[ -n "${FIRST_START:-}" ]] || printf '[tutorial]\noffered=true\n' > "$work/home/config/Cozen/Cozen.conf"
    # HIGH_CONTRAST=1: the table's colours of higher contrast (Settings → High contrast).
    [[ -z "${HIGH_CONTRAST:-}" ]] || printf '[display]\nhighContrast=true\n' >> "$work/home/config/Cozen/Cozen.conf"
    # Statistics and a recent game beside the save, as a player's are after some games.
    cp "$data/statistics.json" "$(dirname "$save")/statistics.json"
    mkdir -p "$(dirname "$save")/records"
    cp "$data/record-game.json" "$(dirname "$save")/records/2026-11-20_20-15-00.json"
    HOME=$work/home XDG_CONFIG_HOME=$work/home/config XDG_DATA_HOME=$work/home/data \
        LANG=${locale[$lang]} LC_ALL= LANGUAGE= \
        "$game" "${where[@]}" -geometry "$size+0+0" "$@" > "$work/game.log" 2>&1 &
    pid=$!
    sleep 4
    # No window manager: give the window the focus, or its shortcuts (a window's) do not fire.
    xdotool search --pid "$pid" --onlyvisible 2>/dev/null | head -1 | xargs -r xdotool windowfocus 2>/dev/null || true
    sleep 0.3
}
stop() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true
         if grep -E 'Error:|TypeError|ReferenceError' "$work/game.log"; then echo "QML errors above" >&2; fi }
fixture() { cp "$data/$1" "$work/save.json"; echo "$work/save.json"; }
# The hand's one card (the crowded fixtures') onto column 2, by keys.
lastCardOnColumnTwo() { key space Up; for _ in $(seq 12); do key Left; done; key Right Return; }

for size in $sizes; do
    pkill -f "Xvfb :$display" 2>/dev/null || true; sleep 0.3
    Xvfb ":$display" -screen 0 "${size}x24" > /dev/null 2>&1 &
    export DISPLAY=":$display"
    sleep 1
    for lang in $languages; do
        for screen in $screens; do
            case $screen in
            start) start "$work/new.json" --players "Ann,computer:hard"; shoot start; stop; rm -f "$work/new.json" ;;
            choosing) start "$work/new.json" --players "Ann,computer:hard"; key space Right space Up; shoot choosing; stop; rm -f "$work/new.json" ;;
            reveal) start "$(fixture crowded-reveal.json)"; lastCardOnColumnTwo; sleep 2.5; shoot reveal; stop ;;
            summary) start "$(fixture crowded-reveal.json)"; lastCardOnColumnTwo; sleep 1; key Return; sleep 1.5; shoot summary; stop ;;
            win) start "$(fixture game-over-next.json)"; lastCardOnColumnTwo; sleep 1; key Return; sleep 1; key Return; sleep 1.5; shoot win; stop ;;
            loss) start "$(fixture game-over-lost.json)"; sleep 3; key Return; sleep 1; key Return; sleep 1.5; shoot loss; stop ;;
            draw) start "$(fixture game-over-draw.json)"; lastCardOnColumnTwo; sleep 1; key Return; sleep 1; key Return; sleep 1.5; shoot draw; stop ;;
            handover) start "$work/new.json" --players "Ann,Ben"; shoot handover; stop; rm -f "$work/new.json" ;;
            2v2) start "$(fixture crowded-reveal-2v2.json)"; shoot 2v2; stop ;;
            menu) start "$work/new.json" --players "Ann,computer:hard"; key F10; shoot menu; stop; rm -f "$work/new.json" ;;
            newgame) start "$work/new.json" --players "Ann,computer:hard"; key ctrl+n; shoot newgame; stop; rm -f "$work/new.json" ;;
            settings) start "$work/new.json" --players "Ann,computer:hard"; key ctrl+comma; shoot settings; stop; rm -f "$work/new.json" ;;
            # The language list open (the settings open on it), an entry below the chosen one under the keys.
            languages) start "$work/new.json" --players "Ann,computer:hard"; key ctrl+comma; key space; key Down Down
                       shoot languages; stop; rm -f "$work/new.json" ;;
            statistics) start "$work/new.json" --players "Ann,computer:hard"; key F10 Down Down Down Down Return; sleep 0.5; shoot statistics; stop; rm -f "$work/new.json" ;;
            rules) start "$work/new.json" --players "Ann,computer:hard"; key F1; shoot rules; stop; rm -f "$work/new.json" ;;
            recent) start "$work/new.json" --players "Ann,computer:hard"; key F10 Down Down Return; sleep 0.5; shoot recent; stop; rm -f "$work/new.json" ;;
            about) start "$work/new.json" --players "Ann,computer:hard"; key F10 Down Down Down Down Down Down Return; sleep 0.5; shoot about; stop; rm -f "$work/new.json" ;;
            tutorial) start "$work/new.json" --players "Ann,computer:hard"; key F10 Down Return; sleep 1.5; shoot tutorial; stop; rm -f "$work/new.json" ;;
            hint) start "$work/new.json" --players "Ann,computer:hard"; key h; sleep 3; shoot hint; stop; rm -f "$work/new.json" ;;
            offer) FIRST_START=1 start - ; shoot offer; stop ;;
            notice) start "$(fixture damaged.json)"; shoot notice; stop ;;
            lastround) start "$(fixture crowded-reveal.json)"; lastCardOnColumnTwo; sleep 1; key Return; sleep 1; key Return; sleep 1
                       key F10 Down Down Return; sleep 0.8; shoot lastround; stop ;;
            replay) start "$work/new.json" --players "Ann,computer:hard"; key F10 Down Down Return; sleep 0.8; key Return; sleep 1.5
                    key Right Right Right Right Right Right; sleep 1; shoot replay; stop; rm -f "$work/new.json" ;;
            *) echo "screenshots.sh: no screen \"$screen\"" >&2; exit 2 ;;
            esac
        done
    done
done
