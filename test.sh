#!/usr/bin/env bash
# Sets up this machine, builds Cozen and runs every test, headless.
set -euo pipefail
cd "$(dirname "$0")"
./run.sh --build-only
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure --parallel "$(nproc 2>/dev/null || echo 2)"
