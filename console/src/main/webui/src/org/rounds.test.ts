import { describe, expect, it } from 'vitest';
import { firstJudges, gamesPerPlayer, judgingProblems, nicknames } from './rounds';
import type { SeatingRound } from './types';

const table = (number: number, from: number) =>
  ({ number, seats: Array.from({ length: 10 }, (_, i) => ({ number: i + 1, player: `p${from + i}` })) });
const round: SeatingRound = { number: 1, tables: [table(1, 1), table(2, 11), table(3, 21)] };

describe('a round to publish', () => {
  it('offers the judges in order, one a table, as far as they go', () => {
    expect(firstJudges(round, ['judge', 'judge2'])).toEqual({ 1: 'judge', 2: 'judge2' });
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
