#!/usr/bin/env bash
# Derives every size of Cozen's icon from its one master, resources/icon.svg:
#   icons/cozen-N.png  hicolor PNGs (the Linux desktop icon; the window icon, compiled in),
#   icons/cozen.ico    the Windows executable's and installers' icon,
#   icons/cozen.icns   the macOS bundle's icon.
# The results are committed, so a build needs none of these tools. Debian 12:
#   apt-get install librsvg2-bin imagemagick icnsutils
# Run it after changing icon.svg, and look at the 16 px PNG: the icon must read there.
set -euo pipefail
cd "$(dirname "$0")"

for tool in rsvg-convert convert png2icns; do
    command -v "$tool" >/dev/null || {
        echo "make-icons.sh: $tool is missing (apt-get install librsvg2-bin imagemagick icnsutils)" >&2
        exit 1
    }
done

mkdir -p icons
for size in 16 22 24 32 48 64 128 256 512; do
    rsvg-convert --width "$size" --height "$size" icon.svg --output "icons/cozen-$size.png"
done

# Windows: the sizes its shell asks for; ImageMagick stores the 256 px one as PNG. No timestamps,
# so that the same master gives the same bytes.
convert icons/cozen-{16,24,32,48,64,256}.png -define png:exclude-chunks=date,time icons/cozen.ico

# macOS: the sizes png2icns knows (it picks the icon type from each PNG's size).
png2icns icons/cozen.icns icons/cozen-{16,32,48,128,256,512}.png >/dev/null

ls -l icons
