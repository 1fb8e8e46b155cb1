#!/usr/bin/env bash
# game-service load benchmark (docs/benchmarks.md "game-service load benchmark"), start to end on one machine:
#   1. fresh PostgreSQL, Kafka and Keycloak (LocalInfra) in a new data folder;
#   2. pgbench of the same writes (load-generator/pgbench), with and without the outbox's NOTIFY trigger;
#   3. game-service alone on that infrastructure, warmed up by closed-loop runs (not reported: on 2 shared
#      cores the JIT needs minutes of load before the service reaches its speed);
#   4. the load generator: closed loop at each table count, then 200 tables paced at half of pgbench's
#      rate at 200 clients (the faster of its two runs), at 5,500 requests/s (half of the 11,000 the
#      issue quotes for pgbench on a machine of this kind) and at 200 requests/s (a command per table per
#      second, still far above a real tournament's pace), or at RATES;
#   5. everything stopped; the data folder removed unless KEEP=1.
# Needs the built jars: ./mvnw -B -pl load-generator,game-service -am install -DskipTests
#   load-generator/bench.sh                      (tables 10 100 200; then 200 tables paced)
# Env: TABLES ("10 100 200"), RATES (paced rates; default half of pgbench at 200 clients, 5500 and 200),
#      FLUSH_MESSAGES (the broker's log.flush.interval.messages; Kafka's default unless set, 1 = fsync each),
#      DURATION (30 s a run), WARMUP (15 s of each run not measured), WARMUP_RUNS (3), PGBENCH=0 skips pgbench,
#      JVM_DEFAULTS=1 runs game-service with the JVM's defaults instead of its java.options (below),
#      GAME_JAVA_OPTS (JVM options of game-service added after those), DATA (a new folder under /tmp).
# game-service runs as every deployment runs it (docs/benchmarks.md): java @game-service/src/main/jvm/java.options with
# MALLOC_ARENA_MAX=2 (docs/deploy.md "Memory per service"); JVM_DEFAULTS=1 for the JVM's own defaults, to compare.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
JAVA="$JAVA_HOME/bin/java"
TABLES="${TABLES:-10 100 200}"
RATES="${RATES:-}"
SECONDS_RUN="${DURATION:-30}"
WARMUP="${WARMUP:-15}"
DATA="${DATA:-$(mktemp -d /tmp/arbiter-bench.XXXXXX)}"
# the broker's fsync: Kafka's own default (none forced, the page cache and replication keep the log), as the local
# PostgreSQL runs with fsync=off; FLUSH_MESSAGES=1 gives the tests' broker, which forces one after every message
FLUSH_MESSAGES="${FLUSH_MESSAGES:-9223372036854775807}"
mkdir -p "$DATA/logs"
infra_pid=""
service_pid=""
stop() {
  [ -n "$service_pid" ] && kill "$service_pid" 2>/dev/null && wait "$service_pid" 2>/dev/null || true
  [ -n "$infra_pid" ] && kill "$infra_pid" 2>/dev/null && wait "$infra_pid" 2>/dev/null || true
  [ "${KEEP:-0}" = 1 ] || rm -rf "$DATA"
}
trap stop EXIT

echo "== $(date -u +%FT%TZ) $(nproc) cores, $(uptime | sed 's/.*load/load/'); data $DATA; broker log.flush.interval.messages=$FLUSH_MESSAGES"
"$JAVA" -Darbiter.kafka.flush-messages="$FLUSH_MESSAGES" \
  -cp "test-support/target/test-support-0.1.0-SNAPSHOT.jar:test-support/target/lib/*" org.arbiter.testsupport.LocalInfra "$DATA" > "$DATA/logs/infra.log" 2>&1 &
infra_pid=$!
# Keycloak's first start on a machine runs its build step: allow minutes; stop waiting if the process ends
for _ in $(seq 1 400); do
  [ -f "$DATA/infra.env" ] && grep -q OIDC_CREDENTIALS "$DATA/infra.env" && break
  kill -0 "$infra_pid" 2>/dev/null || break
  sleep 1
done
grep -qs OIDC_CREDENTIALS "$DATA/infra.env" || { echo "infrastructure did not start:"; tail -20 "$DATA/logs/infra.log"; exit 1; }
until curl -sf http://127.0.0.1:58180/realms/arbiter/.well-known/openid-configuration > /dev/null; do sleep 1; done

if [ "${PGBENCH:-1}" = 1 ]; then
  echo "== pgbench, event row + outbox row per transaction, with the NOTIFY trigger"
  SECONDS_PER_RUN="$SECONDS_RUN" load-generator/pgbench/run.sh $TABLES | grep -E '^==|tps =|latency average' | tee "$DATA/pgbench.txt"
  echo "== pgbench, the same without the trigger"
  NOTIFY=0 SECONDS_PER_RUN="$SECONDS_RUN" load-generator/pgbench/run.sh $TABLES | grep -E '^==|tps =|latency average' | tee -a "$DATA/pgbench.txt"
  if [ -z "$RATES" ]; then
    best=$(grep -A2 -- '-c 200 ' "$DATA/pgbench.txt" | sed -n 's/^tps = \([0-9]*\).*/\1/p' | sort -n | tail -1)
    [ -n "$best" ] && RATES="$((best / 2)) 5500 200"
  fi
fi
RATES="${RATES:-3700 5500 200}"

if [ "${JVM_DEFAULTS:-0}" = 1 ]; then
  jvm_options=()
  echo "== game-service with the JVM's defaults (JVM_DEFAULTS=1)${GAME_JAVA_OPTS:+ and $GAME_JAVA_OPTS}"
else
  jvm_options=("@game-service/src/main/jvm/java.options")
  echo "== game-service with its java.options ($(grep -v '^#' game-service/src/main/jvm/java.options | tr '\n' ' '))${GAME_JAVA_OPTS:+ and $GAME_JAVA_OPTS}"
fi
(set -a; . "$DATA/infra.env"; set +a; [ "${JVM_DEFAULTS:-0}" = 1 ] || export MALLOC_ARENA_MAX=2
  QUARKUS_HTTP_PORT=8081 QUARKUS_LOG_CONSOLE_JSON_ENABLED=false \
  exec "$JAVA" "${jvm_options[@]}" ${GAME_JAVA_OPTS:-} -jar game-service/target/quarkus-app/quarkus-run.jar) > "$DATA/logs/game-service.log" 2>&1 &
service_pid=$!
until curl -sf http://127.0.0.1:8081/q/health/ready > /dev/null; do sleep 1; done

lag_since() {
  sleep 2
  PGPASSWORD=postgres psql -h 127.0.0.1 -p 55432 -U postgres -d arbiter -X -A -t -F ' ' -c \
    "select 'relay: unsent ' || count(*) filter (where sent_at is null) || ' of ' || count(*)
            || ', picked up (sent_at - occurred_at) p50 '
            || round(1000 * percentile_cont(0.5) within group (order by extract(epoch from sent_at - created_at))::numeric, 1)
            || ' ms, p99 '
            || round(1000 * percentile_cont(0.99) within group (order by extract(epoch from sent_at - created_at))::numeric, 1)
            || ' ms' from game.outbox where created_at >= '$1'"
}
run() {
  local since
  since=$(date -u +%FT%T.%NZ)
  local split=/dev/null splitter=""
  if command -v python3 > /dev/null; then
    split="$DATA/cpu.txt"
    (sleep "$WARMUP"; python3 load-generator/cpu-split.py "$((SECONDS_RUN - 2))" > "$split") &
    splitter=$!
  fi
  "$JAVA" -jar load-generator/target/load-generator.jar --url http://127.0.0.1:8081 \
    --keycloak http://127.0.0.1:58180/realms/arbiter --seconds "$SECONDS_RUN" --warmup "$WARMUP" "$@" \
    | grep -E '^RESULT|command latency|^MARKDOWN'
  [ -n "$splitter" ] && wait "$splitter"
  cat "$split" 2>/dev/null || true
  lag_since "$since"
}
for w in $(seq 1 "${WARMUP_RUNS:-3}"); do
  echo "== warm-up $w of game-service (200 tables, closed loop): $(run --tables 200 | grep '^RESULT' | cut -d' ' -f3-6)"
done
for t in $TABLES; do
  echo "== $t tables, closed loop ($(uptime | sed 's/.*load/load/'))"
  run --tables "$t"
done
for r in $RATES; do
  echo "== 200 tables paced at $r requests/s ($(uptime | sed 's/.*load/load/'))"
  run --tables 200 --rate "$r"
done
