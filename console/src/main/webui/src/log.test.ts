import { describe, expect, it } from 'vitest';
import { eventTypeName, FILTER_TYPES, describe as words, lastStep, undoneSeqs } from './log';
import type { GameEvent } from './interfaces';

const at = (s: number) => `2026-12-01T10:00:${String(s).padStart(2, '0')}Z`;
const e = (seq: number, type: string, second: number, payload: Record<string, unknown> = {}): GameEvent =>
  ({ seq, type, occurredAt: at(second), actor: 'judge', payload });

describe('the log', () => {
  const events = [
    e(1, 'GameCreated', 0, { ruleset: 'FIIM' }), e(2, 'RolesDealt', 1), e(3, 'NightStarted', 1, { night: 0 }),
    e(4, 'NightEnded', 2, { night: 0 }), e(5, 'DayStarted', 2, { day: 1, opener: 1 }),
    e(6, 'SpeechStarted', 2, { seat: 1, seconds: 60 }),
    e(7, 'PlayerNominated', 3, { by: 1, target: 2 }),
    e(8, 'SpeechEnded', 4, { seat: 1 }), e(9, 'SpeechStarted', 4, { seat: 2, seconds: 60 }),
  ];

  it('names the step an undo takes back: the first event of the last command still standing', () => {
    expect(words(lastStep(events)!)).toBe('Конец речи: 1');
    const undone = [...events, e(10, 'CommandUndone', 5, { command: 'endSpeech', seqs: [8, 9] })];
    expect([...undoneSeqs(undone)]).toEqual([8, 9]);
    expect(words(lastStep(undone)!)).toBe('1 выставил 2');
    expect(words(undone[9])).toBe('Отменено: Закончить речь');
  });

  it('a ballot shows each candidate with his votes', () => {
    const ballot = e(20, 'VotesCast', 9, { candidates: [2, 8], counts: [
      { candidate: 2, voters: [1, 3, 4, 5, 7, 9], defaultVoters: [], votes: 6 },
      { candidate: 8, voters: [], defaultVoters: [2, 6, 8, 10], votes: 4 }] });
    expect(words(ballot)).toBe('Голоса: 2: 6, 8: 4');
  });

  it('a judge given the table mid-game is in the log, and undo steps over it to the last command', () => {
    const assigned = { ...e(10, 'JudgeAssigned', 6, { judge: 'judge2', previousJudge: 'judge' }), actor: 'chief' };
    expect(words(assigned)).toBe('Стол передан судье judge2 (был judge)');
    expect(words(lastStep([...events, assigned])!)).toBe('Конец речи: 1');
  });

  it('the deal is not undone', () => {
    expect(lastStep(events.slice(0, 3))).toBeNull();
  });
});

describe('the tournament log\'s type filter', () => {
  it('names every type it offers in words, in the console\'s language', () => {
    expect(FILTER_TYPES.filter(type => eventTypeName(type) === type)).toEqual([]);
    expect(eventTypeName('FoulGiven')).toBe('Фол');
    expect(eventTypeName('JudgeAssigned')).toBe('Смена судьи стола');
    expect(eventTypeName('SomethingNew')).toBe('SomethingNew');
  });
});
