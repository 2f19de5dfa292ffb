#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for tests (PGlite serialises everything, so
# concurrency bugs only show on a real server).
#   scripts/pg-test-cluster.sh start   -> prints DATABASE_URL=postgres://app:app@127.0.0.1:<port>/app
#   scripts/pg-test-cluster.sh stop    -> fast shutdown, removes the cluster's folder
#   scripts/pg-test-cluster.sh status
# PGPORT (default 54329) picks the port, PG_TEST_DIR the folder; PG_DURABLE=1 keeps fsync on.
# Installs Debian's postgresql when missing (as root). initdb refuses root, so as root the
# cluster runs as the postgres user. The package's own service is never used.
set -euo pipefail

PORT=${PGPORT:-54329}
DIR=${PG_TEST_DIR:-${TMPDIR:-/tmp}/pg-test-$PORT}
DB=app
DBUSER=app
DBPASS=app

is_root() { [ "$(id -u)" = 0 ]; }

find_pgbin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1
}

ensure_installed() {
  PGBIN=$(find_pgbin)
  if [ -z "$PGBIN" ]; then
    if ! is_root; then
      echo "PostgreSQL is missing; as root run: apt-get update && apt-get install -y --no-install-recommends postgresql" >&2
      exit 1
    fi
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends postgresql
    PGBIN=$(find_pgbin)
  fi
}

as_owner() {
  if is_root; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
start)
  ensure_installed
  if [ -f "$DIR/data/postmaster.pid" ] && as_owner "$PGBIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
    cat "$DIR/url"
    exit 0
  fi
  rm -rf "$DIR"
  mkdir -p "$DIR"
  echo "$DBPASS" >"$DIR/pw"
  if is_root; then chown -R postgres:postgres "$DIR"; fi
  as_owner "$PGBIN/initdb" -D "$DIR/data" -U "$DBUSER" --pwfile="$DIR/pw" -A scram-sha-256 -E UTF8 \
    --locale=C.UTF-8 --no-sync >"$DIR/initdb.log" 2>&1 || {
    cat "$DIR/initdb.log" >&2
    exit 1
  }
  opts="-c listen_addresses=127.0.0.1 -p $PORT -k $DIR"
  if [ "${PG_DURABLE:-0}" != 1 ]; then
    opts="$opts -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  fi
  as_owner "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -o "$opts" -w -t 30 start >/dev/null || {
    cat "$DIR/server.log" >&2
    exit 1
  }
  PGPASSWORD=$DBPASS "$PGBIN/psql" -h 127.0.0.1 -p "$PORT" -U "$DBUSER" -d postgres -qAtc "create database $DB"
  echo "DATABASE_URL=postgres://$DBUSER:$DBPASS@127.0.0.1:$PORT/$DB" | tee "$DIR/url"
  ;;
stop)
  PGBIN=$(find_pgbin)
  if [ -n "$PGBIN" ] && [ -d "$DIR/data" ]; then
    as_owner "$PGBIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$DIR"
  echo stopped
  ;;
status)
  PGBIN=$(find_pgbin)
  as_owner "$PGBIN/pg_ctl" -D "$DIR/data" status
  ;;
*)
  echo "usage: $0 start|stop|status" >&2
  exit 2
  ;;
esac
