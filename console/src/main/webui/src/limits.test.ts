import { describe, expect, it } from 'vitest';
import { awardLimits } from './limits';
import type { Role } from './interfaces';

const roles: Record<string, Role> = { 1: 'CIVILIAN', 2: 'MAFIA', 3: 'CIVILIAN', 4: 'SHERIFF', 5: 'CIVILIAN', 6: 'DON',
  7: 'CIVILIAN', 8: 'MAFIA', 9: 'CIVILIAN', 10: 'CIVILIAN' };

describe('awardLimits', () => {
  it('FIIM: three players, 1.0 in all, 0.7 for a winner (above 0.5 with the chief judge), 0.4 for a loser', () => {
    const lines = awardLimits('FIIM', 'RED', roles, { 1: '0.6', 2: '0,5', 3: '' });
    expect(lines.map(l => [l.text, l.over, l.needsChief])).toEqual([
      ['8.4.1: ≤ 3 · 2', false, false],
      ['8.4.2: ≤ 1.0 · 1.1', true, false],
      ['1: 0.6 ≤ 0.7 — нужно утверждение главного судьи', false, true],
      ['2: 0.5 ≤ 0.4', true, false],
    ]);
  });
});
