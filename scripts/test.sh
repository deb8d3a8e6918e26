#!/usr/bin/env bash
# Every test of the project, installing what they need first (dependencies, Debian's Chromium):
#   1. core and server tests on the embedded database (PGlite);
#   2. the server tests again on PostgreSQL when TEST_DATABASE_URL names a server;
#   3. the browser tests (Playwright driving /usr/bin/chromium) against the real server and web build.
# Prints how long each stage took, then ends with one line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules/.bin ] || npm install --no-audit --no-fund

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "The browser tests need Debian's chromium: run 'sudo apt-get install -y chromium' once." >&2
    exit 1
  fi
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
stages=()
timed() { # name, then a command: runs it and records how long it took, whatever its outcome
  local name=$1 started=$SECONDS code=0
  shift
  "$@" || code=$?
  stages+=("$(printf '%-22s %4d s' "$name" $((SECONDS - started)))")
  return $code
}
run() { # name, then the vitest command line
  local name=$1
  shift
  echo "── $name"
  timed "$name" "$@" --reporter=default --reporter=json --outputFile.json="$reports/$name.json"
}

status=0
# The first pass is on the embedded database whatever the environment says: PostgreSQL has the second.
run unit-and-server env -u TEST_DATABASE_URL npx vitest run --project core --project web --project server || status=1
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run server-on-postgresql npx vitest run --project server || status=1
else
  echo "── TEST_DATABASE_URL is not set: the server tests ran on PGlite only"
fi
timed web-build npm run build -w @rh/web >/dev/null
run browser npx vitest run --root e2e || status=1

echo
echo "Stages:"
printf '  %s\n' "${stages[@]}"
node -e '
  const fs = require("node:fs"), path = require("node:path");
  let passed = 0, failed = 0, skipped = 0;
  for (const file of fs.readdirSync(process.argv[1])) {
    const report = JSON.parse(fs.readFileSync(path.join(process.argv[1], file), "utf8"));
    passed += report.numPassedTests; failed += report.numFailedTests; skipped += report.numPendingTests + report.numTodoTests;
  }
  console.log(`\n${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$reports"
exit $status
