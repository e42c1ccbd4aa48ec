#!/usr/bin/env bash
# `npm run typecheck`: the Node side (contract, test kit, server and its tests, benchmarks, scripts) as one program,
# so the contract and the server are checked once rather than once per workspace that imports them; the web (DOM and
# JSX) and the browser tests (Node and DOM) as programs of their own. The three run side by side (tsc uses one core);
# the exit code is the first failure's. Each workspace's own `tsc -p` still works for an editor or a single workspace.
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
"$tsc" -p tsconfig.node.json > "$logs/node.log" 2>&1 &
node_pid=$!
"$tsc" -p web/tsconfig.json > "$logs/web.log" 2>&1 &
web_pid=$!
"$tsc" -p e2e/tsconfig.json > "$logs/e2e.log" 2>&1 &
e2e_pid=$!
status=0
for part in node:$node_pid web:$web_pid e2e:$e2e_pid; do
  if ! wait "${part#*:}"; then
    [ "$status" -ne 0 ] || status=1
    echo "typecheck failed: ${part%%:*}"
  fi
  cat "$logs/${part%%:*}.log"
done
exit "$status"
