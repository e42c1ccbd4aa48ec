#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Set SKIP_E2E=1 to leave out the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==== %s\n' "$*"; }

# Chromium and ffmpeg, named with the apt-get line when missing, before anything else runs
bash scripts/preflight.sh

step "lint and format (biome)"
npx biome check .

step "typecheck (all workspaces)"
npm run typecheck --silent

step "unit tests (contract, testkit, server, scripts, web)"
npm run test:unit --silent

step "integration tests (SQLite and PostgreSQL, side by side)"
npm run test:int --silent

step "production build (web, and the server to JavaScript)"
npm run build --silent

step "bundle budget"
node scripts/bundle-budget.mjs

if [ "${SKIP_E2E:-0}" != "1" ]; then
  step "browser tests (Chromium)"
  npm run test:e2e --silent
fi
