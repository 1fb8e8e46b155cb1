#!/usr/bin/env bash
# pgbench of game-service's writes (an event row + an outbox row per transaction) against the local-mode
# PostgreSQL: creates the scratch schema, runs each client count, drops the scratch schema.
#   load-generator/pgbench/run.sh [clients...]      (default: 10 100 200)
# Stop game-service first: 200 clients and Keycloak's pool need most of the local mode's max_connections (300).
# Env: PGHOST (127.0.0.1) PGPORT (55432) PGUSER (postgres) PGPASSWORD (postgres) PGDATABASE (arbiter),
#      SECONDS_PER_RUN (30), THREADS (2), NOTIFY (1; 0 runs without the outbox's NOTIFY trigger).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-55432}" PGUSER="${PGUSER:-postgres}"
export PGPASSWORD="${PGPASSWORD:-postgres}" PGDATABASE="${PGDATABASE:-arbiter}"
clients=("$@"); [ ${#clients[@]} -gt 0 ] || clients=(10 100 200)
max=0; for c in "${clients[@]}"; do [ "$c" -gt "$max" ] && max=$c; done
trap 'psql -q -X -f cleanup.sql >/dev/null' EXIT
psql -q -X -v ON_ERROR_STOP=1 -v games="$max" -v notify="${NOTIFY:-1}" -f setup.sql
for c in "${clients[@]}"; do
  echo "== pgbench -c $c -j ${THREADS:-2} -T ${SECONDS_PER_RUN:-30}   ($(uptime | sed 's/.*load/load/'))"
  pgbench -n -r -f event-and-outbox.sql -c "$c" -j "${THREADS:-2}" -T "${SECONDS_PER_RUN:-30}" -P 10 2>&1 \
    | grep -E 'tps =|latency average|latency stddev|number of (transactions actually processed|failed)|progress:|^ +[0-9.]+ +[0-9]+ +(INSERT|BEGIN|END)'
done
