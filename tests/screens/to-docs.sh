#!/usr/bin/env bash
# The pictures screenshots.sh took, made small, into a folder the caller names (docs/design.md).
# Only a picture a doc shows goes on into docs/screenshots/, by hand, after `optipng -o2`:
#   tests/screens/to-docs.sh SRC DEST   e.g. tests/screens/to-docs.sh /tmp/shots /tmp/small
# SRC/SCREEN-LANG-SIZE.png becomes DEST/[LANG-]NAME-SIZE.png (English without a prefix), halved (those
# at 2560x1440 to 40 %) and reduced to 128 colours with ImageMagick's convert, two at a time.
set -euo pipefail
src=$1 dest=$2
declare -A name=([start]=start [choosing]=choosing [reveal]=reveal [summary]=summary [win]=win [loss]=loss
  [draw]=draw [handover]=hand-over [2v2]=2v2 [menu]=menu [newgame]=new-game [settings]=settings
  [statistics]=statistics [rules]=rules [recent]=recent-games [about]=about [tutorial]=tutorial
  [offer]=tutorial-offer [notice]=notice [lastround]=last-round [replay]=replay [hint]=hint)
mkdir -p "$dest"
for f in "$src"/*.png; do
  b=$(basename "$f" .png)            # screen-lang-size
  size=${b##*-}; rest=${b%-*}; lang=${rest##*-}; screen=${rest%-*}
  prefix=""; [[ $lang != en ]] && prefix="$lang-"
  out="$dest/$prefix${name[$screen]}-$size.png"
  pct=50; [[ $size == 2560x1440 ]] && pct=40
  convert "$f" -resize $pct% -colors 128 PNG8:"$out" &
  while (( $(jobs -r | wc -l) >= 2 )); do sleep 0.1; done
done
wait
