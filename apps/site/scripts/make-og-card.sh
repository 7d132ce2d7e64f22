#!/usr/bin/env sh
# Rasterises public/images/og-card.svg (drawn by make-images.mjs) to the 1200 x 630 PNG that
# link previews use (most preview crawlers do not read SVG). Needs the system Chromium.
set -eu
cd "$(dirname "$0")/.."
profile=$(mktemp -d)
"${CHROMIUM_PATH:-/usr/bin/chromium}" --headless --no-sandbox --disable-gpu --disable-quic \
  --no-first-run --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --hide-scrollbars --force-device-scale-factor=1 \
  --window-size=1200,630 --screenshot="$PWD/public/images/og-card.png" \
  "file://$PWD/public/images/og-card.svg"
rm -rf "$profile"
