// The engine's browser build measured in Node (docs/benchmarks.md "The rules engine on the tablet"): the gzip size of
// engine.js and decide (with evolve and the judge's view, as the console calls it) per command over the 300 random
// games. Run from the repository's root after the build: node engine-js/src/test/js/bench.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = new URL('../../../../', import.meta.url).pathname;
const file = `${root}console/src/main/webui/src/generated/engine.js`;
const t0 = performance.now();
const E = await import(file);
const loaded = performance.now() - t0;
const bytes = readFileSync(file);

const players = Array.from({ length: 10 }, (_, i) => ({ seat: i + 1, playerId: `p-${i + 1}`, nickname: `Игрок ${i + 1}` }));
const games = readdirSync(`${root}random-games`).filter(f => f.endsWith('.json')).sort().map(f => {
  const s = JSON.parse(readFileSync(`${root}random-games/${f}`, 'utf8'));
  const created = [{ type: 'GameCreated', payload: { ruleset: s.ruleset, stage: 'FRIENDLY', players, judge: 'judge-1',
    options: { withdrawal: s.options.withdrawal ?? true, noLiftAtThreeOrFour: s.options.noLiftAtThreeOrFour ?? true } } }];
  const commands = [JSON.stringify({ type: 'deal', roles: s.roles })];
  for (const step of s.steps) for (let i = 0; i < (step.repeat ?? 1); i++) commands.push(JSON.stringify(step));
  return { created: JSON.stringify(created), commands };
});

function play(game) {
  let state = JSON.parse(E.start(game.created)).state;
  for (const command of game.commands) {
    const answer = JSON.parse(E.decide(state, command, 1775037600000));
    if (answer.accepted) { E.release(state); state = answer.state; }
  }
  E.release(state);
  return game.commands.length;
}

const c0 = performance.now();
const coldCommands = play(games[0]);
const cold = performance.now() - c0;
for (const g of games.slice(0, 30)) play(g);            // warm-up
let commands = 0;
const w0 = performance.now();
for (const g of games) commands += play(g);
const warm = performance.now() - w0;
console.log(JSON.stringify({
  bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length, loadMs: +loaded.toFixed(1),
  firstGame: { commands: coldCommands, ms: +cold.toFixed(1), msPerCommand: +(cold / coldCommands).toFixed(3) },
  warm: { games: games.length, commands, ms: +warm.toFixed(0), msPerCommand: +(warm / commands).toFixed(3) },
}));
