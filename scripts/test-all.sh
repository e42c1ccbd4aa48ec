#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest, each tier's wall time printed as it ends and all of them
# in a table at the end (the figures bench/RESULTS.md "Test suite" records). Set SKIP_E2E=1 to leave out the browser
# tests. Times come from bash's own SECONDS: the preflight's test runs this on a PATH that holds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()

# Runs one tier under a heading and notes its wall time; a failing tier stops the run with its exit code.
tier() {
  local name="$1"
  shift
  printf '\n==== %s\n' "$name"
  local from=$SECONDS
  "$@"
  local took=$((SECONDS - from))
  timings+=("$(printf '%-58s %5d s' "$name" "$took")")
  printf '==== %s: %d s\n' "$name" "$took"
}

# Chromium and ffmpeg, named with the apt-get line when missing, before anything else runs
bash scripts/preflight.sh

tier "lint and format (biome)" npx biome check .
tier "typecheck (Node side, web, browser tests)" npm run typecheck --silent
tier "unit tests (contract, testkit, server, scripts, web)" npm run test:unit --silent
tier "integration tests (SQLite and PostgreSQL, side by side)" npm run test:int --silent
tier "production build (web, and the server to JavaScript)" npm run build --silent
tier "bundle budget" node scripts/bundle-budget.mjs
if [ "${SKIP_E2E:-0}" != "1" ]; then
  tier "browser tests (Chromium)" npm run test:e2e --silent
fi

printf '\n==== wall time per tier\n'
printf '%s\n' "${timings[@]}"
printf '%-58s %5d s\n' "npm test in all" "$SECONDS"
