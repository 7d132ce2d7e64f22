#!/usr/bin/env bash
# Installs what the workspace needs on a fresh machine with Node >= 20.19: the pinned pnpm
# (corepack's signature check fails on Node 20, so npm installs it) and the locked dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

want=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [ "$(pnpm --version 2>/dev/null || true)" != "$want" ]; then
  echo "Installing pnpm $want"
  npm install -g "pnpm@$want" --no-fund --no-audit --loglevel=error
fi
pnpm install --frozen-lockfile --prefer-offline
