#!/usr/bin/env bash
# A tournament through the real services (docs/benchmarks.md "Standings freshness end to end"): ./arbiter-local on fresh state, then the load generator's
# tables playing tournament games (registered by the organiser, judged by `judge`) with one SSE client per tournament
# on rating-service's standings feed; at the end each service's resident memory (VmRSS, VmHWM of /proc/PID/status).
# Needs the built jars: ./mvnw -B -DskipTests package
#   load-generator/tournament.sh                              1,000 games, 100 tables in one tournament, closed loop
#   TABLES=1000 PER=10 RATE=1100 SECONDS_MAX=240 GAMES=0 load-generator/tournament.sh    paced: a game per table per ~60 s
# Env: TABLES (100), PER (tables per tournament, 100), GAMES (1000; 0 = until SECONDS_MAX), RATE (requests/s in all; 0 =
#      closed loop), SECONDS_MAX (600), FIRST (the first seconds reported apart, 60), DATA (a new folder under /tmp),
#      THROUGHPUT (s; then a closed-loop run of friendly games); the generator's whole output, its per-second t= lines too, in $DATA/load-generator.out (KEEP=1 keeps it), NMT=1 (each JVM's native memory by area at the end), PAUSE (s idle after the start, 0), KEEP=1 keeps DATA, EXTRA (more load-generator options), ARBITER_LOCAL (the start script, ./arbiter-local).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
TABLES="${TABLES:-100}" PER="${PER:-100}" GAMES="${GAMES:-1000}" RATE="${RATE:-0}" SECONDS_MAX="${SECONDS_MAX:-600}"
DATA="${DATA:-$(mktemp -d /tmp/arbiter-tournament.XXXXXX)}"
local_pid=""
stop() {
  if [ -n "$local_pid" ]; then kill -TERM "$local_pid" 2>/dev/null || true; wait "$local_pid" 2>/dev/null || true; fi
  [ "${KEEP:-0}" = 1 ] || rm -rf "$DATA"
}
trap stop EXIT
rss() { # label
  echo "== resident memory $1 ($(date -u +%FT%TZ), $(uptime | sed 's/.*load/load/'))"
  while read -r pid name; do
    [ "$name" = LocalInfra ] && continue
    printf '  %-17s %s\n' "$name" "$(grep -E '^(VmRSS|VmHWM|Threads)' "/proc/$pid/status" | tr -s ' \t' ' ' | tr '\n' ' ')"
    if [ "$1" = "after the tournament" ]; then # where the memory is: heap, metaspace, code cache
      "$JAVA_HOME/bin/jcmd" "$pid" GC.heap_info 2>/dev/null | grep -E 'total|Metaspace|class space' | sed 's/^ */      /'
      "$JAVA_HOME/bin/jcmd" "$pid" Compiler.codecache 2>/dev/null | grep -E '^CodeCache' | sed 's/^ */      /'
      # with NMT=1: the JVM's own account, committed memory by area
      if [ "${NMT:-0}" = 1 ]; then
        "$JAVA_HOME/bin/jcmd" "$pid" VM.native_memory summary 2>/dev/null \
          | sed -n 's/^-  *\([A-Za-z ]*[a-z]\) *(reserved=[0-9]*KB, committed=\([0-9]*\)KB.*/\1=\2KB/p' | tr '\n' ' ' | sed 's/^/      NMT committed: /;s/$/\n/'
      fi
    fi
  done < "$DATA/arbiter-local.pids"
}

# NMT=1: the services' JVMs track their native memory (-XX:NativeMemoryTracking=summary, a few % slower)
if [ "${NMT:-0}" = 1 ]; then export JAVA_TOOL_OPTIONS="-XX:NativeMemoryTracking=summary"; fi
echo "== $(date -u +%FT%TZ) $(nproc) cores, $(uptime | sed 's/.*load/load/'); data $DATA"
ARBITER_DATA="$DATA" "${ARBITER_LOCAL:-./arbiter-local}" > "$DATA/arbiter-local.out" 2>&1 &
local_pid=$!
until grep -q "Arbiter is running" "$DATA/arbiter-local.out" 2>/dev/null; do
  kill -0 "$local_pid" 2>/dev/null || { tail -30 "$DATA/arbiter-local.out"; exit 1; }
  sleep 1
done
ISSUER="$(. "$DATA/infra.env"; echo "$QUARKUS_OIDC_AUTH_SERVER_URL")"
rss "after the start"
# PAUSE: seconds idle between the start and the first game (services start before a day's first game, not with it)
if [ "${PAUSE:-0}" -gt 0 ]; then sleep "$PAUSE"; rss "after $PAUSE s idle"; fi
"$JAVA_HOME/bin/java" -jar load-generator/target/load-generator.jar --url http://127.0.0.1:8081 --keycloak "$ISSUER" \
  --tables "$TABLES" --tables-per-tournament "$PER" --games "$GAMES" --rate "$RATE" --seconds "$SECONDS_MAX" --warmup 0 \
  --rating http://127.0.0.1:8084 --first "${FIRST:-60}" ${EXTRA:-} | tee "$DATA/load-generator.out" | grep -v '^  t=' || echo "== the load generator failed (exit ${PIPESTATUS[0]})"
sleep 10
rss "after the tournament"
if [ "${THROUGHPUT:-0}" -gt 0 ]; then
  # then game-service's throughput as in docs/benchmarks.md (friendly games, closed loop), the other services consuming
  echo "== closed loop, friendly games, $TABLES tables, ${THROUGHPUT} s after 10 s of warm-up"
  "$JAVA_HOME/bin/java" -jar load-generator/target/load-generator.jar --url http://127.0.0.1:8081 --keycloak "$ISSUER" \
    --tables "$TABLES" --seconds "$THROUGHPUT" --warmup 10 | grep -E '^RESULT|latency' || echo "== the load generator failed"
  rss "after the throughput run"
fi
