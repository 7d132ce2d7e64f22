#!/usr/bin/env bash
# One command on a fresh machine: install pnpm and the dependencies, build, start everything.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node scripts/start.mjs
