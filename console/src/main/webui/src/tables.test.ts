import { describe, expect, it } from 'vitest';
import { placeOf } from './view/Tables';

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
