import { describe, expect, it } from 'vitest';
import type { AssignedGame } from './interfaces';
import { keepTables, keptTables } from './kept';
import { CommandQueue } from './queue';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => { map.set(k, v); },
    removeItem: (k: string) => { map.delete(k); },
  };
}

const game = (gameId: string, tableNo: number): AssignedGame => ({
  gameId, tournamentId: 'cup', stage: 'QUALIFYING', round: 1, tableNo, gameNo: 1, version: 3, phase: 'DAY', finalized: false,
});

describe('my tables kept on the device', () => {
  it("gives back the judge's last list with each game's waiting commands, those with waiting commands first", () => {
    const store = memory();
    keepTables(store, 'judge', [game('g1', 1), game('g2', 2)]);
    const queue = new CommandQueue('g2', store);
    queue.enqueue({ type: 'endSpeech' }, 3);
    queue.enqueue({ type: 'foul', seat: 3 }, 3);
    expect(keptTables(store, 'judge').map(k => `${k.game.gameId} ${k.game.tableNo} ${k.waiting}`)).toEqual(['g2 2 2', 'g1 1 0']);
  });

  it("never lists another judge's tables, and an unreadable entry is none", () => {
    const store = memory();
    keepTables(store, 'judge', [game('g1', 1)]);
    expect(keptTables(store, 'judge2')).toEqual([]);
    store.setItem('arbiter.assigned.judge', '{broken');
    expect(keptTables(store, 'judge')).toEqual([]);
  });
});
