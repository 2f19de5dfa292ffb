#!/usr/bin/env bash
# Runs the server suite against a throwaway PostgreSQL cluster (`npm run test:postgres`).
# Starts the cluster on the first free port from PGPORT (default 54330), always stops it,
# and exits with vitest's code. Results: test-results/server-postgres.json.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/test-setup.mjs postgres

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

PORT=${PGPORT:-54330}
for _ in $(seq 1 20); do
  port_busy "$PORT" || break
  PORT=$((PORT + 1))
done
if port_busy "$PORT"; then
  echo "no free port for the test cluster near ${PGPORT:-54330}" >&2
  exit 1
fi
export PGPORT=$PORT

cleanup() { bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true; }
trap cleanup EXIT INT TERM

url_line=$(bash scripts/pg-test-cluster.sh start | tail -1)
url=${url_line#DATABASE_URL=}
echo "test cluster: ${url/:app@/:***@}"

mkdir -p test-results
set +e
TEST_DATABASE_URL=$url npx vitest run --project server --reporter=default --reporter=json \
  --outputFile=test-results/server-postgres.json "$@"
code=$?
set -e
exit $code
