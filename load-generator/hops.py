#!/usr/bin/env python3
"""Where the first games' freshness went, hop by hop (docs/benchmarks.md "The first games, fourth round").

After `KEEP=1 DATA=D load-generator/tournament.sh > OUT` with rating's projection logging at DEBUG
(QUARKUS_LOG_CATEGORY__ORG_ARBITER_RATING_PROJECTION__LEVEL=DEBUG in the environment), and `./mvnw package` (Kafka's
jars in test-support/target/lib):
    load-generator/hops.py D OUT
For each game in the order they ended, from Kafka's own log segments (read by Kafka's DumpLogSegments) and rating's
log: relay = GameEnded's occurredAt (game-service's decision) -> its table-events record's CreateTime; scoring =
that -> the game's first sheet's game-scores CreateTime (scoring's producer send); rating = that -> rating's
transaction done (its duration in brackets); sse = the rest of the freshness OUT reports for the game (the SSE write
and the client's read); freshness = OUT's figure (the judge's command sent -> the SSE message).
"""
import datetime, glob, json, os, re, subprocess, sys

run, out = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None
java = os.path.join(os.environ.get('JAVA_HOME', '/usr/lib/jvm/temurin-25-jdk-amd64'), 'bin', 'java')
cp = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'test-support', 'target', 'lib', '*')


def records(topic):
    """(CreateTime ms, key, value) of every record of the topic's partitions."""
    found = []
    for segment in sorted(glob.glob(f'{run}/kafka/kraft-logs/{topic}-[0-9]*/*.log')):
        dump = subprocess.run([java, '-cp', cp, 'kafka.tools.DumpLogSegments', '--files', segment, '--print-data-log'],
                              capture_output=True, text=True).stdout
        for line in dump.splitlines():
            m = re.match(r'\| offset: \d+ CreateTime: (\d+) .* key: (\S+) payload: (.*)$', line)
            if m:
                found.append((int(m.group(1)), m.group(2), m.group(3)))
    return found


ended = {}
for created, key, value in records('table-events'):
    if '"type":"GameEnded"' in value:
        at = datetime.datetime.fromisoformat(json.loads(value)['occurredAt'].replace('Z', '+00:00')).timestamp() * 1000
        ended.setdefault(key, (at, created))
sheets = {}
for created, key, value in records('game-scores'):
    if value != 'null' and '"winner"' in value:
        sheets.setdefault(key, created)
done = {}
for line in open(f'{run}/logs/rating-service.log'):
    if 'sheets batch' in line:
        m = re.search(r'([\d.]+) ms, done at (\d+), games \[([^\]]*)\]', json.loads(line)['message'])
        for game in m.group(3).split(', '):
            done.setdefault(game, (int(m.group(2)), float(m.group(1))))
fresh = []
if out:
    for line in open(out):
        if 'the first ten games' in line:
            fresh = [float(x) for x in line.split(':')[1].split()]
print('game   relay  scoring   rating (tx)      sse  freshness  (ms)')
for i, (key, (at, relayed)) in enumerate(sorted(ended.items(), key=lambda e: e[1][0])[:10]):
    sheet = sheets.get(key, relayed)
    applied, tx = done.get(key, (sheet, 0))
    f = fresh[i] if i < len(fresh) else None
    sse = f'{at + f - applied:8.0f}' if f is not None else '       -'
    print(f'{i + 1:4d} {relayed - at:7.0f} {sheet - relayed:8.0f} {applied - sheet:8.0f} ({tx:4.0f}) {sse} '
          f'{"" if f is None else f"{f:10.0f}"}')
