#!/usr/bin/env python3
"""CPU seconds each part of the benchmark used over an interval: cpu-split.py SECONDS.
Reads utime+stime of every process in /proc before and after; a process is counted by its command line."""
import os
import sys
import time

PARTS = [('load-generator', 'generator'), ('game-service', 'game-service'), ('postgres', 'postgres'),
         ('keycloak', 'keycloak'), ('LocalInfra', 'kafka (infra JVM)')]


def snapshot():
    seen = {}
    for pid in os.listdir('/proc'):
        if not pid.isdigit():
            continue
        try:
            with open(f'/proc/{pid}/cmdline', 'rb') as f:
                cmd = f.read().replace(b'\0', b' ').decode(errors='replace')
            with open(f'/proc/{pid}/stat') as f:
                fields = f.read().rsplit(')', 1)[1].split()
            seen[pid] = (cmd, int(fields[11]) + int(fields[12]))
        except (OSError, IndexError, ValueError):
            pass
    return seen


def part(cmd):
    return next((name for key, name in PARTS if key.lower() in cmd.lower()), 'other')


before, started = snapshot(), time.time()
time.sleep(float(sys.argv[1]))
after, elapsed = snapshot(), time.time() - started
ticks = os.sysconf('SC_CLK_TCK')
used = {}
for pid, (cmd, t) in after.items():
    used[part(cmd)] = used.get(part(cmd), 0) + (t - before.get(pid, (cmd, 0))[1]) / ticks
print('  cpu: ' + ', '.join(f'{name} {seconds / elapsed:.2f}' for name, seconds in sorted(used.items(), key=lambda kv: -kv[1]))
      + f' cores (of {os.cpu_count()}, over {elapsed:.0f} s)')
