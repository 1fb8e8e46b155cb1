#!/usr/bin/env bash
# Trains the four services' AOT caches (JDK 25: JEP 483 classes loaded and linked, JEP 514 in one step, JEP 515 the
# methods' profiles) on a short tournament through the real services, so that the first games after a start need
# less class loading and the JIT compiles the hot methods at once (docs/deploy.md "AOT cache"). Each service writes
# <module>/target/quarkus-app/app.aot when it stops; ./arbiter-local then starts it with that cache.
# Needs the jars packaged for it (the application's classes on the class path, not Quarkus's own class loader):
#   ./mvnw -B -DskipTests package -Dquarkus.package.jar.type=aot-jar
#   load-generator/aot-train.sh
# A later package makes the caches stale: ./arbiter-local uses a cache only when it is newer than the service's jar.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
SERVICES=(game-service scoring-service protocol-service rating-service)
for svc in "${SERVICES[@]}"; do
  jar="$svc/target/quarkus-app/quarkus-run.jar"
  if ! unzip -p "$jar" META-INF/MANIFEST.MF 2>/dev/null | grep -q 'Main-Class: io.quarkus.bootstrap.runner.AotQuarkusEntryPoint'; then
    echo "aot-train: $jar is not an aot-jar; build with ./mvnw -B -DskipTests package -Dquarkus.package.jar.type=aot-jar" >&2
    exit 1
  fi
  rm -f "$svc/target/quarkus-app/app.aot"
done
# 2 tables, 40 games: every command, event, sheet, protocol and standings path runs a few thousand times
ARBITER_AOT=train TABLES=2 PER=2 GAMES=40 RATE=0 SECONDS_MAX=120 load-generator/tournament.sh
for svc in "${SERVICES[@]}"; do
  cache="$svc/target/quarkus-app/app.aot"
  [ -f "$cache" ] || { echo "aot-train: $svc wrote no $cache (see its log in the run's data folder, KEEP=1)" >&2; exit 1; }
  echo "aot-train: $cache $(du -m "$cache" | cut -f1) MB"
done
