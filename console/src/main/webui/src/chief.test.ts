import { describe, expect, it } from 'vitest';
import { amendCommand, approvalReasonWords, awardWords, decisionBody, filerWords, returnable, windowLeft, windowWords } from './chief';
import type { AwaitingAward, GameEvent, Protest } from './interfaces';

const protest = (seat: number | null): Protest => ({
  protestId: 'p-1', gameId: 'g-1', filedBy: seat == null ? 'judge' : 'p7', seat, text: 'жест при голосовании',
  filedAt: '2026-12-01T10:01:00Z', gameEndedAt: '2026-12-01T10:00:00Z',
});
const e = (seq: number, type: string, second: number, actor = 'judge'): GameEvent =>
  ({ seq, type, occurredAt: `2026-12-01T10:00:${String(second).padStart(2, '0')}Z`, actor, payload: {} });

describe("the chief judge's screen", () => {
  it('counts the protest window down from the end of the game, 10 minutes, to zero', () => {
    const ended = Date.parse('2026-12-01T10:00:00Z');
    expect(windowLeft(protest(7), ended)).toBe(600);
    expect(windowLeft(protest(7), ended + 61_000)).toBe(539);
    expect(windowWords(protest(7), ended + 61_000)).toBe('осталось 8:59');
    expect(windowLeft(protest(7), ended + 600_000)).toBe(0);
    expect(windowWords(protest(7), ended + 700_000)).toBe('окно закрыто');
  });

  it('names the filer by nickname and seat, or as the table judge', () => {
    expect(filerWords(protest(7), new Map([[7, 'Гром']]))).toBe('Гром (место 7)');
    expect(filerWords(protest(null), new Map())).toBe('judge (судья стола)');
  });

  it('words a held award', () => {
    const award = { extra: { 1: 0.6, 3: 0.2 }, penalties: { 5: { points: -0.4, clause: '8.5.1' } } } as unknown as AwaitingAward;
    expect(awardWords(award)).toBe('1: +0.6; 3: +0.2; штраф 5: −0.4 (8.5.1)');
  });

  it('returns an award only while it is the last step', () => {
    const ended = [e(1, 'GameCreated', 0), e(2, 'RolesDealt', 1), e(3, 'TeamDefeated', 2), e(4, 'GameEnded', 2)];
    expect(returnable([...ended, e(5, 'AwardGiven', 3)])).toBe(true);
    expect(returnable([...ended, e(5, 'AwardGiven', 3), e(6, 'FoulGiven', 4)])).toBe(false);
    expect(returnable(ended)).toBe(false);
  });

  it('carries an upheld result change to the amend command with the protest id; a rejection carries none', () => {
    const upheld = decisionBody(true, ' видео подтвердило ', 'BLACK');
    expect(upheld).toEqual({ decision: 'UPHELD', reasons: 'видео подтвердило', resultChange: { winner: 'BLACK', annulled: false } });
    expect(amendCommand(upheld, 'p-1')).toEqual({ type: 'amend', winner: 'BLACK', reason: 'видео подтвердило', protestId: 'p-1' });
    expect(amendCommand(decisionBody(true, 'x', 'ANNULLED'), 'p-1')).toEqual({ type: 'amend', annulled: true, reason: 'x', protestId: 'p-1' });
    const rejected = decisionBody(false, 'нет оснований', 'BLACK');
    expect(rejected.resultChange).toBeNull();
    expect(amendCommand(rejected, 'p-1')).toBeNull();
    expect(decisionBody(true, 'без изменения', '').resultChange).toBeNull();
  });

  it("says each of the engine's reasons for an approval in Russian, numbers kept, and leaves an unknown one as sent", () => {
    expect(approvalReasonWords('8.4.1: extra points to 4 players'))
      .toBe('8.4.1: доп. баллы 4 игрокам — больше, чем судья даёт сам');
    expect(approvalReasonWords('8.4.3: 0.6 to seat 1 of the winning team'))
      .toBe('8.4.3: +0.6 игроку на месте 1 из победившей команды — больше, чем судья даёт сам');
    expect(approvalReasonWords('6.4.4: extra points 1.25 in total'))
      .toBe('6.4.4: всего 1.25 доп. баллов за игру — больше, чем судья даёт сам');
    expect(approvalReasonWords('9.9: a reason the console has not met')).toBe('9.9: a reason the console has not met');
  });
});
