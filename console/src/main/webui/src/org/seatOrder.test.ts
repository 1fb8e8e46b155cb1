import { describe, expect, it } from 'vitest';
import { readOrder } from './seatOrder';
import type { Player } from './types';

const players: Player[] = Array.from({ length: 31 }, (_, i) =>
  ({ playerId: `p${i + 1}`, nickname: i === 0 ? 'Гром' : `Игрок ${i}`, club: null, externalId: null }));

describe('the seat-the-stage form', () => {
  it('asks for the filling only when the players leave seats over, and names pairs by nickname or id', () => {
    expect(readOrder({ filling: 'BYES', substitutes: '', separated: 'Гром, игрок 2\n\np5; p6' }, players)).toEqual({
      order: { separated: [['p1', 'p3'], ['p5', 'p6']], filling: 'BYES' }, stagePlayers: 31, needsFilling: true, unknown: [], badPairs: [],
    });
    expect(readOrder({ filling: 'BYES', substitutes: '', separated: '' }, players.slice(0, 30)))
      .toEqual({ order: {}, stagePlayers: 30, needsFilling: false, unknown: [], badPairs: [] });
  });

  it('seats substitutes in the seats left over, or leaves them out when the others fill whole tables', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `Игрок ${i + 1}`).join(', ');
    expect(readOrder({ filling: 'SUBSTITUTES', substitutes: nine, separated: '' }, players).order)
      .toEqual({ filling: 'SUBSTITUTES', substitutes: ['p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'] });
    expect(readOrder({ filling: 'SUBSTITUTES', substitutes: 'Гром', separated: '' }, players).order)
      .toEqual({ players: players.slice(1).map(p => p.playerId) });
  });

  it('names what it cannot read: unknown players, lines that are not a pair', () => {
    const read = readOrder({ filling: 'BYES', substitutes: 'nobody', separated: 'Гром\nГром, Туман' }, players);
    expect([read.unknown, read.badPairs]).toEqual([['Туман'], [1]]);
  });
});
