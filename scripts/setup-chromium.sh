#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser build).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Chromium from Debian"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
apt-get install -y -q chromium >/dev/null
