#!/usr/bin/env bash
# Determinism across platforms (docs/architecture.md): cozen-cli built for another platform or
# standard library must answer byte for byte as the reference build does. Every program given runs
# the same commands; what each prints on stdout and its exit code must be the reference's.
#
#   tests/cross/compare.sh [--only REGEX] REFERENCE OTHER...
#       e.g. compare.sh build/app/cli/cozen-cli build-mingw/app/cli/cozen-cli.exe \
#                       build-libcxx/app/cli/cozen-cli
#   tests/cross/compare.sh [--only REGEX] --answers FILE PROGRAM
#       writes PROGRAM's answers to FILE, one block a command, for a machine that cannot run the
#       reference: the CI workflow makes one on each platform and compares them with diff.
#
# --only keeps the commands that match REGEX (grep -E, on the command's words joined by spaces).
# On Linux a program whose name ends in .exe runs under Wine, headless, in a scratch prefix beside
# it (made on the first run, which takes a minute); on Windows (Git Bash) it runs as it is.
#
# The commands: those of commands.txt, and for each position of data/ its legal moves, its
# resolution, the AI's move at every level with several seeds and budgets, and `apply` of its
# NAME.moves across the end of its round (so a shuffle) with the seed it was made with and with two
# others. stdout is a file, never a terminal. Exits 0 when all agree, 1 on a difference, 2 when it
# cannot run.
set -euo pipefail # bash 3.2 too (macOS): no mapfile, no bare empty arrays
export LC_ALL=C # the same order of data/*.json everywhere
here=$(cd "$(dirname "$0")" && pwd)
usage() {
    echo "usage: compare.sh [--only REGEX] REFERENCE OTHER... | [--only REGEX] --answers FILE PROGRAM" >&2
    exit 2
}
only='' answers=''
while (($#)); do
    case $1 in
    --only) only=${2:?--only needs a regular expression} && shift 2 ;;
    --answers) answers=${2:?--answers needs a file} && shift 2 ;;
    -*) usage ;;
    *) break ;;
    esac
done
if [[ -n $answers ]]; then
    (($# == 1)) || usage
    : > "$answers" # a path relative to where this was started, before the cd below
    answers=$(realpath "$answers")
else
    (($# >= 2)) || usage
fi
programs=()
for program in "$@"; do
    [[ -x $program ]] || { echo "compare.sh: $program: no such program" >&2; exit 2; }
    programs+=("$(realpath "$program")")
done
scratch=$(mktemp -d)
cleanup() { rm -rf "$scratch"; }
trap cleanup EXIT

# ---- The commands, one a line, their arguments separated by tabs ------------------------------
# A command that starts with "!" is one the reference must refuse (exit non-zero); every other one
# it must answer (exit 0), so that a comparison of two programs that both fail proves nothing.
commands=$scratch/commands
(
    # commands.txt: one command a line, words separated by spaces ("#" starts a comment).
    sed -e 's/#.*//' -e '/^[[:space:]]*$/d' -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' \
        "$here/commands.txt" | tr -s ' ' '\t'
    cd "$here/data"
    seed=0
    for position in *.json; do
        name=${position%.json}
        made_with=${name#*-s}
        made_with=${made_with%%-*}
        printf 'legal\t%s\n' "$position"
        printf 'resolve\t%s\n' "$position"
        for level in random greedy easy; do
            printf 'best\t%s\t--level\t%s\t--seed\t%s\n' "$position" "$level" $((++seed))
        done
        for level in easy medium hard expert; do
            for iterations in 700 2500; do
                printf 'best\t%s\t--level\t%s\t--seed\t%s\t--iterations\t%s\n' \
                    "$position" "$level" $((++seed)) "$iterations"
            done
        done
        if [[ -s $name.moves ]]; then
            moves=()
            while IFS= read -r move; do moves+=("$move"); done < "$name.moves"
            # All its moves with the seed it was made with; with other seeds, only those up to the
            # end of the round (the next round's cards differ, so its moves may be illegal).
            (IFS=$'\t' && printf 'apply\t%s\t%s\t--seed\t%s\n' "$position" "${moves[*]}" "$made_with")
            round_end=$((${#moves[@]} - 3))
            for other in 1 $((made_with * 1000 + 7)); do
                ((round_end > 0)) || break
                (IFS=$'\t' && printf 'apply\t%s\t%s\t--seed\t%s\n' "$position" \
                    "${moves[*]:0:round_end}" "$other")
            done
        fi
    done
) > "$commands.all"
if [[ -n $only ]]; then
    (tr '\t' ' ' < "$commands.all" | grep -nE -- "$only" || true) | cut -d: -f1 > "$scratch/keep"
    awk 'NR == FNR { keep[$1] = 1; next } FNR in keep' "$scratch/keep" "$commands.all" > "$commands"
else
    cp "$commands.all" "$commands"
fi
count=$(($(wc -l < "$commands")))
((count > 0)) || { echo "compare.sh: no command matches --only $only" >&2; exit 2; }
kinds=$(sed 's/^!//' "$commands" | cut -f1 | sort | uniq -c | awk '{ printf "%s%s %s", sep, $2, $1; sep = ", " }')

# ---- Wine, for a Windows program on Linux ------------------------------------------------------
on_windows=false
case $(uname -s) in MINGW* | MSYS* | CYGWIN*) on_windows=true ;; esac
wine=()
for program in "${programs[@]}"; do
    if [[ $program == *.exe ]] && ! $on_windows; then
        # Debian's wine runs 64-bit programs through wine64 when that is installed.
        command -v wine > /dev/null || { echo "compare.sh: $program needs wine" >&2; exit 2; }
        wine=(wine)
        export WINEPREFIX=${WINEPREFIX:-$(dirname "$program")/wine-prefix}
    fi
done
if ((${#wine[@]})); then
    # Headless: no display, no window; no Mono or Gecko to offer; no debug chatter on stderr.
    export WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
    unset DISPLAY WAYLAND_DISPLAY
    if [[ ! -f $WINEPREFIX/system.reg ]]; then
        echo "compare.sh: making the Wine prefix $WINEPREFIX (once; a minute)"
        rm -rf "$WINEPREFIX"
        wineboot --init > "$scratch/wineboot.log" 2>&1 || {
            echo "compare.sh: wineboot failed:" >&2
            tail -20 "$scratch/wineboot.log" >&2
            exit 2
        }
    fi
    # One Wine server for all the runs (starting one costs a second a run), in place of any that
    # wineboot left, and ended when this script ends.
    wineserver --kill 2> /dev/null || true
    wineserver --persistent
    cleanup() { wineserver --kill 2> /dev/null || true; rm -rf "$scratch"; }
    # A program that cannot start under Wine at all is a setup problem, not a difference.
    for program in "${programs[@]}"; do
        [[ $program == *.exe ]] || continue
        "${wine[@]}" "$program" --help > "$scratch/wine-check" 2>&1 && continue
        echo "compare.sh: $program does not run under Wine:" >&2
        tail -5 "$scratch/wine-check" >&2
        exit 2
    done
fi

# ---- Run every program on every command, the programs side by side ---------------------------
run_all() { # run_all INDEX PROGRAM
    local out=$scratch/$1 n=0 line arguments runner=()
    if [[ $2 == *.exe ]] && ((${#wine[@]})); then runner=("${wine[@]}"); fi
    mkdir -p "$out"
    cd "$here/data"
    while IFS= read -r line; do
        IFS=$'\t' read -r -a arguments <<< "${line#!}"
        n=$((n + 1))
        ${runner[@]+"${runner[@]}"} "$2" "${arguments[@]}" > "$out/$n.out" 2> "$out/$n.err" < /dev/null &&
            rc=0 || rc=$?
        # Wine now and then loses a run whole: nothing on stdout and a failure, from a program
        # that answers the same command at once when asked again (seen twice in 430 runs, a
        # different command each time). Such a run is asked again once, and said; the second
        # answer is compared as any other, byte for byte.
        if ((rc != 0)) && ((${#runner[@]})) && [[ ! -s $out/$n.out ]]; then
            echo "$n" >> "$out/reran"
            "${runner[@]}" "$2" "${arguments[@]}" > "$out/$n.out" 2> "$out/$n.err" < /dev/null &&
                rc=0 || rc=$?
        fi
        echo "$rc" > "$out/$n.rc"
    done < "$commands"
}
started=$SECONDS
pids=()
for i in "${!programs[@]}"; do
    run_all "$i" "${programs[$i]}" &
    pids+=($!)
done
for pid in "${pids[@]}"; do
    wait "$pid"
done

# ---- Answers to a file -------------------------------------------------------------------------
if [[ -n $answers ]]; then
    n=0
    while IFS= read -r line; do
        n=$((n + 1))
        {
            echo "\$ cozen-cli $(tr '\t' ' ' <<< "${line#!}")"
            cat "$scratch/0/$n.out"
            echo "[exit $(cat "$scratch/0/$n.rc")]"
        } >> "$answers"
    done < "$commands"
    echo "compare.sh: $count answers of ${programs[0]} in $answers, $((SECONDS - started)) s"
    exit 0
fi

# ---- Compare with the reference ----------------------------------------------------------------
reference=${programs[0]}
failed=0
passed=0
n=0
while IFS= read -r line; do
    n=$((n + 1))
    rc=$(cat "$scratch/0/$n.rc")
    expected=answered got=answered
    [[ $line == '!'* ]] && expected=refused
    ((rc == 0)) || got=refused
    if [[ $got != "$expected" ]]; then
        failed=$((failed + 1))
        echo "UNEXPECTED: the reference exited $rc on: $(tr '\t' ' ' <<< "$line")"
        head -3 "$scratch/0/$n.err" | sed 's/^/  stderr: /'
    fi
done < "$commands"
for ((i = 1; i < ${#programs[@]}; ++i)); do
    for ((n = 1; n <= count; ++n)); do
        if cmp -s "$scratch/0/$n.out" "$scratch/$i/$n.out" &&
            cmp -s "$scratch/0/$n.rc" "$scratch/$i/$n.rc"; then
            passed=$((passed + 1))
            continue
        fi
        failed=$((failed + 1))
        echo "DIFFERS: ${programs[$i]} $(sed -n "${n}p" "$commands" | tr '\t' ' ')"
        echo "  exit code $(cat "$scratch/0/$n.rc") from the reference, $(cat "$scratch/$i/$n.rc") from this one"
        diff -u --label "$reference" --label "${programs[$i]}" \
            "$scratch/0/$n.out" "$scratch/$i/$n.out" | head -20 | sed 's/^/  /' || true
        head -3 "$scratch/$i/$n.err" | sed 's/^/  stderr: /'
    done
done
echo "compare.sh: $count commands ($kinds), ${#programs[@]} programs, $((SECONDS - started)) s"
for ((i = 1; i < ${#programs[@]}; ++i)); do
    [[ -f $scratch/$i/reran ]] || continue
    echo "compare.sh: ${programs[$i]} asked again under Wine after a failure that said nothing:" \
         "$(wc -l < "$scratch/$i/reran") command(s)"
done
echo "compare.sh: $passed answers the same as the reference's, $failed not"
((failed == 0))
