// The repository's random games (random-games/, docs/rules/TABLE-API.md "Scenario files") for the tests that play them.
import { readFileSync } from 'node:fs';
import type { LocalEvent } from './engine';
import type { Command } from './interfaces';

const here = (path: string) => new URL(path, import.meta.url).pathname;

interface Scenario {
  ruleset: string;
  options: { withdrawal?: boolean; noLiftAtThreeOrFour?: boolean };
  roles: Record<string, string>;
  steps: Array<Command & { repeat?: number; reject?: string }>;
  expect: { winner?: string; phase?: string };
}

/** A game of the repository's random-games/ (docs/rules/TABLE-API.md "Scenario files"), as a GameCreated and its commands. */
export function randomGame(name: string): { created: LocalEvent; commands: Array<Command & { reject?: string }>; expect: Scenario['expect'] } {
  const s = JSON.parse(readFileSync(here(`../../../../../random-games/${name}.json`), 'utf8')) as Scenario;
  const players = Array.from({ length: 10 }, (_, i) => ({ seat: i + 1, playerId: `p-${i + 1}`, nickname: `Игрок ${i + 1}` }));
  const created: LocalEvent = {
    type: 'GameCreated',
    payload: {
      ruleset: s.ruleset, stage: 'FRIENDLY', players, judge: 'judge-1',
      options: { withdrawal: s.options.withdrawal ?? true, noLiftAtThreeOrFour: s.options.noLiftAtThreeOrFour ?? true },
    },
  };
  const commands: Array<Command & { reject?: string }> = [{ type: 'deal', roles: s.roles }];
  for (const step of s.steps) for (let i = 0; i < (step.repeat ?? 1); i++) commands.push(step);
  return { created, commands, expect: s.expect };
}

