#!/usr/bin/env bash
# Makes the positions of tests/cross/data from the two starting positions of tests/core/data, by
# play with the Linux cozen-cli: a mix of random and greedy moves (chosen by a seeded generator),
# rounds dealt with --seed. Beside each position NAME.json, NAME.moves holds the moves that play on from
# it across the end of its round and a few moves into the next, which is dealt with the same seed
# (the number in the name). The files are committed; this says how they were made:
#   tests/cross/make-positions.sh build/app/cli/cozen-cli
# A game that ended before its position was reached leaves its last position (with no moves).
set -euo pipefail
cli=$(realpath "${1:?usage: make-positions.sh COZEN-CLI}")
cd "$(dirname "$0")"
start=../core/data
out=data

# A small seeded generator (bash's own RANDOM does not replay the same after a reseed here).
draw() { state=$(((state * 1103515245 + 12345) % 2147483648)); }

# A move for the position in $1: greedy, or random with seed $2 when $2 is a multiple of 3.
pick() {
    if (($2 % 3)); then
        "$cli" best "$1" --level greedy
    else
        "$cli" best "$1" --level random --seed "$2"
    fi
}

# make NAME START SEED MOVES: NAME.json after MOVES moves from START, then NAME.moves.
make() {
    local name=$1 from=$2 seed=$3 count=$4 position move round
    state=$seed
    position=$(mktemp)
    cp "$from" "$position"
    for ((i = 0; i < count; ++i)); do
        "$cli" legal "$position" > /dev/null 2>&1 || break # the game is over
        draw
        move=$(pick "$position" $((state >> 8)))
        "$cli" apply "$position" "$move" --seed "$seed" > "$position.next"
        mv "$position.next" "$position"
    done
    cp "$position" "$out/$name.json"
    # On across the end of the round, then three moves into the next.
    round=$(grep -m1 '"round"' "$position")
    : > "$out/$name.moves"
    local after=-1
    while ((after < 3)) && "$cli" legal "$position" > /dev/null 2>&1; do
        draw
        move=$(pick "$position" $((state >> 8)))
        echo "$move" >> "$out/$name.moves"
        "$cli" apply "$position" "$move" --seed "$seed" > "$position.next"
        mv "$position.next" "$position"
        if ((after >= 0)); then
            ((++after))
        elif [[ $(grep -m1 '"round"' "$position") != "$round" ]]; then
            after=0
        fi
    done
    rm -f "$position"
}

# make MODE SEED MOVES, for positions named MODE-sSEED-mMOVES.
play() { make "$1-s$2-m$3" "$start/position-$1.json" "$2" "$3"; }
for seed_moves in 7:1 7:12 11:8 23:17 42:3 13:10 5:6; do
    play 1v1 "${seed_moves%:*}" "${seed_moves#*:}"
done
for seed_moves in 3:2 17:6 61:20 61:30 29:9; do
    play 2v2 "${seed_moves%:*}" "${seed_moves#*:}"
done
