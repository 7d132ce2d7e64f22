#!/usr/bin/env bash
# The phone's own fonts for the bench (issue 26): Debian's fonts-noto-core (Noto Sans Telugu and
# Devanagari among them) unpacked into bench/.tmp/noto and shown to Chromium through a
# fontconfig file of its own (bench/src/fonts.ts). Unpacked, not installed: nothing else on the
# machine (the browser tests, other engineers' runs) starts finding these fonts.
set -euo pipefail
dir="$(cd "$(dirname "$0")/.." && pwd)/bench/.tmp/noto"
if [ -d "$dir/root/usr/share/fonts/truetype/noto" ]; then exit 0; fi
if ! command -v apt-get >/dev/null; then
  echo "apt-get is missing: cannot fetch Debian's fonts-noto-core for the bench." >&2
  exit 1
fi
mkdir -p "$dir"
cd "$dir"
apt-get download fonts-noto-core >/dev/null 2>&1 || { apt-get update -q >/dev/null; apt-get download fonts-noto-core >/dev/null; }
dpkg-deb -x fonts-noto-core_*.deb root
rm -f fonts-noto-core_*.deb
