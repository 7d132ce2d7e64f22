#!/usr/bin/env bash
# Runs every check and test of the workspace; ends with "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/setup-chromium.sh
bash scripts/setup-prometheus.sh
exec node scripts/test.mjs "$@"
