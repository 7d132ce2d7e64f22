#!/usr/bin/env bash
# What `pnpm bench` needs besides the workspace: Debian's Chromium (Lighthouse), the Noto fonts
# a phone has (unpacked for the bench only) and wrk (the load generator). Not part of the test
# command.
set -euo pipefail
bash "$(dirname "$0")/setup-chromium.sh"
bash "$(dirname "$0")/setup-bench-fonts.sh"
if command -v wrk >/dev/null; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "wrk is missing: install Debian's 'wrk' package." >&2
  exit 1
fi
echo "Installing wrk from Debian"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
apt-get install -y -q wrk >/dev/null
