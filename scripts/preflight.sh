#!/usr/bin/env bash
# What `npm test` needs from the machine, checked before anything runs, so a missing package is named at once rather
# than failing deep inside a suite: ffmpeg on the PATH (the integration and browser tests make their videos with it,
# and the server its poster frames) and, unless SKIP_E2E=1, Chromium where the browser tests launch it
# (CHROMIUM_PATH; else Debian's headless shell, or the full chromium: e2e/support/browser.ts). Builtins only: it must
# run on a PATH that holds nothing.
set -uo pipefail

missing=()
if [ "${SKIP_E2E:-0}" != "1" ]; then
  chromium="${CHROMIUM_PATH:-}"
  if [ -z "$chromium" ]; then
    chromium=/usr/bin/chromium-headless-shell
    [ -x "$chromium" ] || [ ! -x /usr/bin/chromium ] || chromium=/usr/bin/chromium
  fi
  [ -x "$chromium" ] || missing+=(chromium)
fi
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)

if [ "${#missing[@]}" -gt 0 ]; then
  {
    echo "npm test cannot run, missing: ${missing[*]}"
    for package in "${missing[@]}"; do
      case "$package" in
        chromium) echo "  chromium: none at ${chromium}, where the browser tests launch it (CHROMIUM_PATH names another; SKIP_E2E=1 leaves them out)" ;;
        ffmpeg) echo "  ffmpeg: not on the PATH; the integration and browser tests make their test videos with it" ;;
      esac
    done
    echo "Install with Debian's packages:"
    # the browser tests launch the headless shell (a third less CPU than the full browser)
    echo "  apt-get install -y ${missing[*]/#chromium/chromium-headless-shell}"
  } >&2
  exit 1
fi
