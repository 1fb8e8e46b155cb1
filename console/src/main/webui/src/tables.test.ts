import { describe, expect, it } from 'vitest';
import { arrangeTables, dayInWords, placeOf, placeOfGame } from './tables';
import type { AssignedGame } from './interfaces';

describe('my tables', () => {
  it('names a published game by tournament, stage, round and table', () => {
    expect(placeOf({ gameId: 'g1', tournamentId: 'cup-2026', stage: 'QUALIFYING', round: 3, tableNo: 2, gameNo: 3,
      version: 5, phase: 'DAY', finalized: false })).toBe('cup-2026 · отбор · тур 3 · стол 2');
  });

  it('names an ad-hoc game by its table only', () => {
    expect(placeOf({ gameId: 'g2', tournamentId: null, stage: 'FRIENDLY', round: null, tableNo: 7, gameNo: 1,
      version: 0, phase: 'SETUP', finalized: false })).toBe('без турнира · стол 7');
    expect(placeOf({ gameId: 'g3', version: 0, phase: 'SETUP', finalized: false })).toBe('без турнира');
  });
});

describe('the game\'s header', () => {
  const created = (payload: Record<string, unknown>) => [{ seq: 1, type: 'GameCreated', occurredAt: '', actor: 'o', payload }];

  it('names a published round\'s game by tournament, stage, round and table', () => {
    expect(placeOfGame('g1', created({ tournamentId: 'cup-2026', stage: 'QUALIFYING', tableNo: 2, gameNo: 3 })))
      .toBe('cup-2026 · отбор · тур 3 · стол 2');
  });

  it('names an ad-hoc game as "Мои столы" does, and nothing before the log is loaded', () => {
    expect(placeOfGame('g2', created({ tournamentId: null, stage: 'FRIENDLY', tableNo: null, gameNo: null }))).toBe('без турнира');
    expect(placeOfGame('g3', [])).toBeNull();
  });
});

describe('"Мои столы" in the order the judge needs them', () => {
  const game = (gameId: string, fields: Partial<AssignedGame>): AssignedGame => ({
    gameId, tournamentId: 'cup', stage: 'QUALIFYING', round: 1, tableNo: 1, gameNo: 1, createdAt: '2026-12-07T08:00:00Z',
    version: 0, phase: 'SETUP', finalized: false, ...fields,
  });

  it('a chief with 400 old games sees today\'s live table first, then the one to come, then the finished', () => {
    const old = Array.from({ length: 400 }, (_, i) => game(`old-${i}`, {
      createdAt: `2026-0${1 + (i % 9)}-1${i % 10}T10:00:00Z`, phase: 'FINISHED', finalized: true }));
    const today = [
      game('signed', { tableNo: 1, phase: 'FINISHED', finalized: true }),
      game('to-come', { tableNo: 2, phase: 'SETUP' }),
      game('live', { tableNo: 3, phase: 'DAY', version: 20 }),
    ];
    const arranged = arrangeTables([...old, ...today], '2026-12-07');     // the server's order: oldest first
    expect(arranged.today.map(g => g.gameId)).toEqual(['live', 'to-come', 'signed']);
    expect(arranged.earlier).toHaveLength(400);
    expect(arranged.earlier[0].createdAt! >= arranged.earlier[399].createdAt!).toBe(true);
    expect(arranged.adHoc).toEqual([]);
  });

  it('a live table of an earlier day is among today\'s, first', () => {
    const arranged = arrangeTables([game('today', {}), game('yesterday-live', { createdAt: '2026-12-06T20:00:00Z', phase: 'NIGHT' })],
      '2026-12-07');
    expect(arranged.today.map(g => g.gameId)).toEqual(['yesterday-live', 'today']);
    expect(arranged.earlier).toEqual([]);
  });

  it('keeps the games without a tournament apart, a live one first, then the newest, each with its date', () => {
    const arranged = arrangeTables([
      game('a1', { tournamentId: null, createdAt: '2026-11-02T18:00:00Z' }),
      game('t1', {}),
      game('a2', { tournamentId: null, createdAt: '2026-12-01T18:00:00Z', phase: 'FINISHED', finalized: true }),
      game('a0', { tournamentId: null, createdAt: '2026-10-02T18:00:00Z', phase: 'DAY' }),
    ], '2026-12-07');
    expect(arranged.adHoc.map(g => g.gameId)).toEqual(['a0', 'a2', 'a1']);          // the live one first
    expect(arranged.today.map(g => g.gameId)).toEqual(['t1']);
    expect(dayInWords('2026-11-02T12:00:00Z')).toBe('02.11.2026');
  });
});
