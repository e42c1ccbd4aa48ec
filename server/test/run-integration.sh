#!/usr/bin/env bash
# Runs the integration suite on both engines: SQLite and PostgreSQL (TEST_DATABASE_URL, default the local server).
# Each suite runs its files one at a time (fileParallelism: false), so the two run side by side, one a core, each
# into its own log, printed whole when both have ended (their lines would interleave); the exit code is the first
# failure's. SEQUENTIAL=1 runs them one after the other with their output as it comes.
set -euo pipefail
cd "$(dirname "$0")/.."
pg_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"

if [ "${SEQUENTIAL:-0}" = "1" ]; then
  echo "== integration tests on SQLite"
  TEST_DB=sqlite npx vitest run --config vitest.int.config.ts
  echo "== integration tests on PostgreSQL (${pg_url})"
  TEST_DB=postgres npx vitest run --config vitest.int.config.ts
  exit 0
fi

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
started=$(date +%s)
TEST_DB=sqlite npx vitest run --config vitest.int.config.ts > "$logs/sqlite.log" 2>&1 &
sqlite_pid=$!
TEST_DB=postgres npx vitest run --config vitest.int.config.ts > "$logs/postgres.log" 2>&1 &
postgres_pid=$!
sqlite_status=0
wait "$sqlite_pid" || sqlite_status=$?
postgres_status=0
wait "$postgres_pid" || postgres_status=$?

echo "== integration tests on SQLite (exit ${sqlite_status})"
cat "$logs/sqlite.log"
echo "== integration tests on PostgreSQL (${pg_url}) (exit ${postgres_status})"
cat "$logs/postgres.log"
echo "== both engines in $(($(date +%s) - started)) s"
if [ "$sqlite_status" -ne 0 ]; then exit "$sqlite_status"; fi
exit "$postgres_status"
