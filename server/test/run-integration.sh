#!/usr/bin/env bash
# Runs the integration suite twice: on SQLite, then on PostgreSQL (TEST_DATABASE_URL, default the local server).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== integration tests on SQLite"
TEST_DB=sqlite npx vitest run --config vitest.int.config.ts
echo "== integration tests on PostgreSQL (${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres})"
TEST_DB=postgres npx vitest run --config vitest.int.config.ts
