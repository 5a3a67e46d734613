#!/usr/bin/env bash
# Makes the table's sounds (resources/sounds/*.wav) with SoX; run it again after changing one.
# Only this script needs sox (Debian: sox): the game and its build use the .wav files committed
# beside it. SoX runs in its repeatable mode (-R: its noise and its dither the same every run), so
# the same script makes the same files.
#
# Every sound is short, soft at its start (no click), low-passed (no harsh highs) and quiet: each
# is normalised to a peak well under full scale (the `peak` below, in dBFS) and the game plays
# them at the player's volume on top. docs/sound.md lists them with their measured levels.
set -euo pipefail
cd "$(dirname "$0")"
command -v sox >/dev/null || { echo "make-sounds.sh: needs sox (Debian: apt-get install sox)" >&2; exit 1; }

rate=44100
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
new() { sox -R -n -r "$rate" -b 16 -c 1 "$@"; } # a new sound from nothing (SoX's synth)

# A card sliding on felt: pink noise through a band around `centre` Hz, `len` seconds, with a
# soft rise and a longer fall.
slide() { # out len centre
    new "$1" synth "$2" pinknoise bandpass "$3" 1.2q fade q 0.012 "$2" "$(awk "BEGIN { print $2 * 0.7 }")"
}
# A card laid down: a short low knock (a damped sine) under the slide.
knock() { # out freq
    new "$1" synth 0.07 sine "$2" fade q 0.004 0.07 0.06
}
# A soft plucked note (SoX's plucked string, which dies away by itself), `len` seconds.
note() { # out len note
    new "$1" synth "$2" pluck "$3" fade q 0.006 "$2" 0.15
}
# Mixes files, each delayed by its seconds: mix out file1 delay1 file2 delay2 ...
mix() {
    local out=$1; shift
    local inputs=()
    while (($#)); do
        inputs+=(-v 0.4 "|sox -R $1 -p pad $2")
        shift 2
    done
    if ((${#inputs[@]} == 3)); then sox -R "${inputs[2]}" "$out"; else sox -R -m "${inputs[@]}" "$out"; fi
}
# The finished sound: low-passed, its peak at `peak` dBFS, 16-bit mono.
finish() { # in out lowpass peak
    sox -R "$1" -r "$rate" -b 16 -c 1 "$2" lowpass "$3" gain -n "$4"
}

# place: one card wagered (a slide and a knock). stake: a card staked and one drawn (the same
# slide and knock, then a lighter slide off the deck). deal: a new round's cards (five slides).
slide "$tmp/slide.wav" 0.09 1400
slide "$tmp/slide2.wav" 0.08 1700
knock "$tmp/knock.wav" 150
mix "$tmp/place.wav" "$tmp/slide.wav" 0 "$tmp/knock.wav" 0.06
finish "$tmp/place.wav" place.wav 3500 -8
mix "$tmp/stake.wav" "$tmp/slide.wav" 0 "$tmp/knock.wav" 0.06 "$tmp/slide2.wav" 0.2
finish "$tmp/stake.wav" stake.wav 3500 -8
mix "$tmp/deal.wav" "$tmp/slide.wav" 0 "$tmp/slide2.wav" 0.11 "$tmp/slide.wav" 0.22 \
    "$tmp/slide2.wav" 0.33 "$tmp/slide.wav" 0.44 "$tmp/knock.wav" 0.5
finish "$tmp/deal.wav" deal.wav 3500 -9

# flip: the row turned up (a quick, brighter snap of a card).
new "$tmp/snap.wav" synth 0.06 pinknoise bandpass 2200 1.5q fade q 0.004 0.06 0.05
mix "$tmp/flip.wav" "$tmp/snap.wav" 0 "$tmp/snap.wav" 0.07
finish "$tmp/flip.wav" flip.wav 4000 -10

# capture: a column won, its cards gathered into a jail (two slides and a low wooden note).
note "$tmp/low.wav" 0.45 G3
mix "$tmp/capture.wav" "$tmp/slide.wav" 0 "$tmp/slide2.wav" 0.08 "$tmp/low.wav" 0.12
finish "$tmp/capture.wav" capture.wav 3000 -9

# roundEnd: a round settled (two soft notes, a fifth apart).
note "$tmp/a.wav" 0.6 C4
note "$tmp/b.wav" 0.6 G4
mix "$tmp/roundEnd.wav" "$tmp/a.wav" 0 "$tmp/b.wav" 0.14
finish "$tmp/roundEnd.wav" roundEnd.wav 2500 -8

# win: a rising arpeggio to a held chord. loss: two notes falling, quieter, not a reproach.
note "$tmp/c.wav" 0.35 C4
note "$tmp/e.wav" 0.35 E4
note "$tmp/g.wav" 0.35 G4
note "$tmp/c5.wav" 0.65 C5
note "$tmp/e5.wav" 0.65 E4
mix "$tmp/win.wav" "$tmp/c.wav" 0 "$tmp/e.wav" 0.12 "$tmp/g.wav" 0.24 "$tmp/c5.wav" 0.36 "$tmp/e5.wav" 0.36
finish "$tmp/win.wav" win.wav 2500 -6
note "$tmp/f.wav" 0.45 G3
note "$tmp/d.wav" 0.7 D3
mix "$tmp/loss.wav" "$tmp/f.wav" 0 "$tmp/d.wav" 0.22
finish "$tmp/loss.wav" loss.wav 2000 -10

for f in deal place stake flip capture roundEnd win loss; do
    printf '%-9s %s s\n' "$f" "$(sox --i -D "$f.wav")"
done
