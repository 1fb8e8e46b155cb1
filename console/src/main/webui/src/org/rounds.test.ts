import { describe, expect, it } from 'vitest';
import { byeLines, gamesPerPlayer, judgingProblems, nextToPublish, nicknames } from './rounds';
import type { SeatingRound } from './types';

const table = (number: number, from: number) =>
  ({ number, seats: Array.from({ length: 10 }, (_, i) => ({ number: i + 1, player: `p${from + i}` })) });
const round: SeatingRound = { number: 1, tables: [table(1, 1), table(2, 11), table(3, 21)] };

describe('a round to publish', () => {
  it('opens on the first round not published, asking no round after it, or on the last when all are published', async () => {
    const asked: number[] = [];
    const publishedUpTo = (last: number) => async (r: number) => { asked.push(r); return r <= last; };
    expect(await nextToPublish([1, 2, 3, 4], publishedUpTo(1))).toBe(2);
    expect(asked).toEqual([1, 2]);
    expect(await nextToPublish([1, 2, 3, 4], publishedUpTo(0))).toBe(1);
    expect(await nextToPublish([1, 2, 3, 4], publishedUpTo(4))).toBe(4);
    expect(await nextToPublish([], publishedUpTo(4))).toBeUndefined();
  });

  it('publishes nothing until every table has a judge: none is preselected', () => {
    expect(judgingProblems(round, {})).toEqual({ unjudged: [1, 2, 3], twice: [] });
  });

  it('names the tables without a judge and a judge at two tables', () => {
    expect(judgingProblems(round, { 1: 'judge', 2: 'judge2' })).toEqual({ unjudged: [3], twice: [] });
    expect(judgingProblems(round, { 1: 'judge', 2: 'judge', 3: 'judge2' })).toEqual({ unjudged: [], twice: ['judge'] });
  });
});

describe('a seating', () => {
  it('counts each player\'s games and names players by nickname', () => {
    const games = gamesPerPlayer({ rounds: [round, { number: 2, tables: [table(1, 1)] }] });
    expect(games.size).toBe(30);
    expect([games.get('p1'), games.get('p11'), games.get('p30')]).toEqual([2, 1, 1]);
    const name = nicknames([{ playerId: 'p1', nickname: 'Гром', club: null, externalId: null }]);
    expect([name('p1'), name('p99')]).toEqual(['Гром', 'p99']);
  });
});

describe('who sits a round out', () => {
  it('gives each round with byes its own line with its own names only, in round order', () => {
    const name = (id: string) => `Игрок ${Number(id.slice(1)) - 1}`;
    const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `p${from + i}`);
    expect(byeLines([{ round: 9, players: ['p9'] }, { round: 10, players: ids(10, 20) }, { round: 11, players: ids(21, 31) },
      { round: 12, players: [] }], name)).toEqual([
      { round: 9, names: 'Игрок 8' },
      { round: 10, names: 'Игрок 9, Игрок 10, Игрок 11, Игрок 12, Игрок 13, Игрок 14, Игрок 15, Игрок 16, Игрок 17, Игрок 18, Игрок 19' },
      { round: 11, names: 'Игрок 20, Игрок 21, Игрок 22, Игрок 23, Игрок 24, Игрок 25, Игрок 26, Игрок 27, Игрок 28, Игрок 29, Игрок 30' },
    ]);
  });
});
