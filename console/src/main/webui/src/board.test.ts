import { describe, expect, it } from 'vitest';
import { applyMessage, boardStreamUrl, breakable, clock, emptyBoard, secondsSince } from './board';
import { entryWords, exported } from './audit';
import type { BoardMessage, BoardRow, LogEntry } from './interfaces';

const row = (gameId: string, tableNo: number, extra: Partial<BoardRow> = {}): BoardRow => ({
  gameId, stage: 'QUALIFYING', round: 1, tableNo, seq: 1, phase: 'SETUP', day: 0, night: 0,
  lastEventAt: '2026-12-01T10:00:00Z', idle: false, ended: false, ...extra,
});
const message = (kind: 'snapshot' | 'change', version: number, rows: BoardRow[], at = '2026-12-01T10:00:10Z'): BoardMessage => ({
  tournamentId: 'cup', stage: 'QUALIFYING', round: 1, version, kind, at, idleAfterSeconds: 300, rows,
});

describe('the live board', () => {
  it('a snapshot replaces every row, a change replaces its rows by game id, rows by table', () => {
    let state = applyMessage(emptyBoard, message('snapshot', 3, [row('g2', 2), row('g1', 1)]), Date.parse('2026-12-01T10:00:10Z'));
    expect(state.rows.map(r => r.gameId)).toEqual(['g1', 'g2']);
    state = applyMessage(state, message('change', 4, [row('g2', 2, { seq: 5, phase: 'DAY', day: 1, speaker: 3 }), row('g3', 3)]), 0);
    expect(state.rows.map(r => `${r.tableNo} ${r.phase} ${r.speaker ?? '-'}`)).toEqual(['1 SETUP -', '2 DAY 3', '3 SETUP -']);
    expect(state.version).toBe(4);
    state = applyMessage(state, message('snapshot', 9, [row('g9', 1)]), 0);
    expect(state.rows.map(r => r.gameId)).toEqual(['g9']);
  });

  it('idle time counts by the server clock, whatever this device says', () => {
    // the device is 1 hour behind the server: the message says 10:00:10 when the device reads 09:00:10
    const device = Date.parse('2026-12-01T09:00:10Z');
    const state = applyMessage(emptyBoard, message('snapshot', 1, [row('g1', 1)]), device);
    expect(secondsSince(state.rows[0], state, device + 65_000)).toBe(75);
    expect(clock(75)).toBe('1:15');
    expect(clock(3725)).toBe('1:02:05');
  });

  it('the feed of a round, of a stage, of a tournament', () => {
    expect(boardStreamUrl('cup 1', 'QUALIFYING', 2)).toBe('/api/tournaments/cup%201/board/stream?stage=QUALIFYING&round=2');
    expect(boardStreamUrl('cup', 'FINAL')).toBe('/api/tournaments/cup/board/stream?stage=FINAL');
    expect(boardStreamUrl('cup')).toBe('/api/tournaments/cup/board/stream');
  });
});

describe('the audit log', () => {
  const entry = (seq: number, type: string, payload: Record<string, unknown>, extra: Partial<LogEntry> = {}): LogEntry =>
    ({ gameId: 'g1', tableNo: 2, round: 1, seq, at: '2026-12-01T10:00:00Z', actor: 'judge', type, payload, undone: false, ...extra });

  it('words an amendment with the result before and after and its protest', () => {
    const amended = entry(12, 'GameAmended', { winner: 'BLACK', annulled: false, reason: 'r', protestId: 'protest-1' },
      { actor: 'chief', amendment: { before: 'RED', after: 'BLACK', reason: 'неверная проверка', protestId: 'protest-1' } });
    expect(entryWords(amended)).toBe('Результат изменён главным судьёй: Победа красных → Победа чёрных (неверная проверка, протест protest-1)');
    const annulled = entry(13, 'GameAmended', { annulled: true, reason: 'r' }, { amendment: { before: 'BLACK', after: 'ANNULLED', reason: 'r' } });
    expect(entryWords(annulled)).toBe('Результат изменён главным судьёй: Победа чёрных → Аннулирована (r)');
  });

  it('the export is the server log with each entry in words', () => {
    const log = { gameId: 'g1', judge: 'judge', entries: [entry(5, 'FoulGiven', { seat: 3, fouls: 1 }, { undone: true, undoneBy: 6 })] };
    expect(exported(log).entries).toEqual([{ ...log.entries[0], text: 'Фол 3 (1)' }]);
  });
});

describe('a cell\'s words', () => {
  it('may break long Russian words at soft hyphens only, and leaves the rest as they are', () => {
    expect(breakable('Речи в автокатастрофе')).toBe('Речи в авто\u00ADкатастрофе');
    expect(breakable('Переголосование')).toBe('Пере\u00ADголосо\u00ADвание');
    expect(breakable('Победа красных')).toBe('Победа красных');
    expect(breakable('Re-vote')).toBe('Re-vote');
  });
});
