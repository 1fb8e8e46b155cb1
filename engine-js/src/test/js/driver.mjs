// Drives engine.js for EngineEqualsServerTest: one JSON array per line on stdin ([function, ...arguments]), the
// function's answer as one JSON line on stdout.
import { createInterface } from 'node:readline';

const E = await import(process.argv[2]);
for await (const line of createInterface({ input: process.stdin })) {
  const [fn, ...args] = JSON.parse(line);
  const answer = E[fn](...args);
  process.stdout.write(JSON.stringify(answer ?? null) + '\n');
}
