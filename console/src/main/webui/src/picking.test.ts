import { describe, expect, it } from 'vitest';
import { phasePick, Picking } from './picking';
import type { JudgeView } from './interfaces';

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const ROLES = { 1: 'CIVILIAN', 2: 'CIVILIAN', 3: 'MAFIA', 4: 'CIVILIAN', 5: 'SHERIFF', 6: 'DON', 7: 'CIVILIAN',
  8: 'MAFIA', 9: 'CIVILIAN', 10: 'CIVILIAN' } as const;

function view(fields: Partial<JudgeView>): JudgeView {
  return {
    phase: 'DAY', day: 1, night: 0, speaker: null, seconds: null, candidates: null, atTable: ALL, fouls: {},
    cancelledVotes: [], allowed: [], roles: ROLES, winner: null, departures: [], bestMove: null, checks: [],
    finalized: false, awaitingApproval: false, annulled: false, players: [], votes: null, ...fields,
  };
}

const voting = view({ phase: 'VOTING', candidates: [1, 5, 9], allowed: ['vote', 'foul', 'disqualify', 'undo'] });

describe('the vote count', () => {
  it('survives a foul: voters 2, 3, 4 for candidate 1, then a foul on seat 7, and the count is still (3)', () => {
    const p = new Picking(voting);
    [2, 3, 4].forEach(seat => p.tap(seat, voting));
    expect(p.voters(1, voting)).toEqual([2, 3, 4]);

    p.arm('foul', voting);
    const foul = p.tap(7, voting);
    expect(foul).toEqual({ type: 'foul', seat: 7 });
    p.sent(foul!, voting);
    p.viewChanged({ ...voting, fouls: { 7: 1 } });              // the server's answer: same phase, one foul more

    expect(p.mode).toBe('vote');
    expect(p.voters(1, voting)).toEqual([2, 3, 4]);
    expect(p.voters(9, voting)).toEqual([1, 5, 6, 7, 8, 9, 10]);
    p.tap(6, voting);                                          // the next tap counts again, for candidate 1
    expect(p.voters(1, voting)).toEqual([2, 3, 4, 6]);
  });

  it('records the vote only once each candidate but the last was counted, the rest falling to the last (4.4.9)', () => {
    const p = new Picking(voting);
    [2, 3].forEach(seat => p.tap(seat, voting));
    expect(p.voteReady(voting)).toBe(false);                   // candidate 5 not counted yet
    expect(p.voteCommand(voting)).toBeNull();
    p.nextCandidate(voting);
    [4, 6].forEach(seat => p.tap(seat, voting));
    expect(p.voteReady(voting)).toBe(true);
    expect(p.voteCommand(voting)).toEqual({ type: 'vote', votes: { 1: [2, 3], 5: [4, 6] } });
    expect(p.voters(9, voting)).toEqual([1, 5, 7, 8, 9, 10]);
  });

  it('takes one hand per voter, none for the last candidate, none of a player not at the table', () => {
    const two = view({ phase: 'VOTING', candidates: [4, 8], atTable: [1, 2, 3, 4, 5, 6, 7, 8, 9], allowed: ['vote'] });
    const p = new Picking(two);
    p.tap(2, two);
    p.tap(10, two);                                            // seat 10 has left
    p.tap(2, two);                                             // taken back
    p.tap(3, two);
    expect(p.voters(4, two)).toEqual([3]);
    expect(p.voteReady(two)).toBe(true);                       // two candidates: the first is the only one counted
    p.nextCandidate(two);                                      // there is no next to count: the index stays
    expect(p.voteIndex).toBe(0);
  });

  it('is not ready when a counted hand left the table since (a disqualification during the count)', () => {
    const p = new Picking(voting);
    p.tap(2, voting);
    p.nextCandidate(voting);
    const after = { ...voting, atTable: ALL.filter(s => s !== 2) };
    p.viewChanged(after);
    expect(p.voteReady(after)).toBe(false);
  });

  it('starts again on a new phase (a re-vote)', () => {
    const p = new Picking(voting);
    p.tap(2, voting);
    p.reset(view({ phase: 'REVOTE', candidates: [1, 5], allowed: ['vote'] }));
    expect(p.votes).toEqual({});
    expect(p.mode).toBe('vote');
  });
});

describe('one seat-tap rule: a tap goes to the armed pick, the phase arming its own', () => {
  it('arms each phase\'s own pick', () => {
    expect(phasePick(view({ phase: 'SETUP' }))).toBe('deal');
    expect(phasePick(view({ phase: 'DAY', speaker: 3, allowed: ['nominate', 'endSpeech'] }))).toBe('nominate');
    expect(phasePick(view({ phase: 'DAY', speaker: 3, allowed: ['endSpeech'] }))).toBe('none');
    expect(phasePick(voting)).toBe('vote');
    expect(phasePick(view({ phase: 'LIFT_ALL', allowed: ['liftAll'] }))).toBe('liftAll');
    expect(phasePick(view({ phase: 'NIGHT', night: 1, allowed: ['shoot'] }))).toBe('shoot');
    expect(phasePick(view({ phase: 'NIGHT', night: 1, allowed: ['donCheck', 'sheriffCheck', 'endNight'] }))).toBe('donCheck');
    expect(phasePick(view({ phase: 'NIGHT', night: 1, allowed: ['donCheck', 'sheriffCheck', 'endNight'],
      checks: [{ night: 1, role: 'DON', seat: 6, target: 5, result: 'SHERIFF' }] }))).toBe('sheriffCheck');
    expect(phasePick(view({ phase: 'LAST_WORDS', speaker: 4, allowed: ['bestMove', 'endSpeech'] }))).toBe('bestMove');
    expect(phasePick(view({ phase: 'LAST_WORDS', speaker: 4, allowed: ['will', 'endSpeech'] }))).toBe('will');
    expect(phasePick(view({ phase: 'FINISHED', allowed: ['award'] }))).toBe('none');
  });

  it('the day: a tap nominates at once, by the speaker; a foul armed takes one tap, then nominations again', () => {
    const day = view({ phase: 'DAY', speaker: 3, allowed: ['nominate', 'foul', 'endSpeech'] });
    const p = new Picking(day);
    expect(p.tap(5, day)).toEqual({ type: 'nominate', by: 3, target: 5 });
    p.arm('foul', day);
    expect(p.armed).toBe(true);
    const foul = p.tap(5, day)!;
    expect(foul).toEqual({ type: 'foul', seat: 5 });
    p.sent(foul, day);
    expect(p.armed).toBe(false);
    expect(p.tap(6, day)).toEqual({ type: 'nominate', by: 3, target: 6 });
  });

  it('an armed action tapped again, or Esc, gives the tap back to the phase\'s pick', () => {
    const p = new Picking(voting);
    p.arm('foul', voting);
    p.arm('foul', voting);
    expect([p.mode, p.armed]).toEqual(['vote', false]);
    p.arm('foul', voting);
    p.arm('none', voting);
    expect([p.mode, p.armed]).toEqual(['vote', false]);
  });

  it('lift-all: taps count at once, a second tap takes the hand back', () => {
    const lift = view({ phase: 'LIFT_ALL', candidates: [2, 7], allowed: ['liftAll'] });
    const p = new Picking(lift);
    [9, 1, 4, 1].forEach(seat => p.tap(seat, lift));
    expect(p.liftAllCommand()).toEqual({ type: 'liftAll', for: [4, 9] });
  });

  it('the night: taps set each black player\'s target in turn, the first shooter chosen without a tap', () => {
    const night = view({ phase: 'NIGHT', night: 1, allowed: ['shoot'] });
    const p = new Picking(night);
    expect(p.shooter).toBe(3);
    p.tap(5, night);                                            // 3 → 5, then 6 is asked
    expect(p.shooter).toBe(6);
    p.tap(5, night);
    expect(p.shooter).toBe(8);
    p.miss(night);                                              // 8 does not shoot
    expect(p.shootCommand(night)).toEqual({ type: 'shoot', shots: { 3: 5, 6: 5, 8: null } });
    p.pickShooter(6);                                           // the judge corrects 6's target
    p.tap(1, night);
    expect(p.shootCommand(night)).toEqual({ type: 'shoot', shots: { 3: 5, 6: 1, 8: null } });
  });

  it('the night after the shooting: a tap is the Don\'s check, then the Sheriff\'s once the Don\'s is recorded', () => {
    const checks = view({ phase: 'NIGHT', night: 1, allowed: ['donCheck', 'sheriffCheck', 'endNight'] });
    const p = new Picking(checks);
    const don = p.tap(5, checks)!;
    expect(don).toEqual({ type: 'donCheck', target: 5 });
    p.sent(don, checks);
    p.viewChanged({ ...checks, checks: [{ night: 1, role: 'DON', seat: 6, target: 5, result: 'SHERIFF' }] });
    expect(p.tap(3, checks)).toEqual({ type: 'sheriffCheck', target: 3 });
  });

  it('last words: taps pick up to three seats of the best move', () => {
    const last = view({ phase: 'LAST_WORDS', speaker: 4, allowed: ['bestMove', 'endSpeech'] });
    const p = new Picking(last);
    [1, 2, 3, 6, 2, 6].forEach(seat => p.tap(seat, last));   // 6 has no room until 2 is taken back
    p.setHint(true);
    expect(p.bestMoveCommand()).toEqual({ type: 'bestMove', targets: [1, 3, 6], hintRequested: true });
  });

  it('a disqualification takes its clause first, then one tap', () => {
    const day = view({ phase: 'DAY', speaker: 3, allowed: ['nominate', 'disqualify'] });
    const p = new Picking(day);
    p.pickClause('disqualify', '6.7.4', day);
    expect(p.tap(8, day)).toEqual({ type: 'disqualify', seat: 8, clause: '6.7.4' });
  });
});

describe('the deal', () => {
  it('places 6/1/2/1 as he goes and fills the civilians', () => {
    const setup = view({ phase: 'SETUP', allowed: ['deal'] });
    const p = new Picking(setup);
    p.pickDealRole('MAFIA');
    [3, 8, 9].forEach(seat => p.tap(seat, setup));               // a third Mafia has no room
    expect(p.dealRoles).toEqual({ 3: 'MAFIA', 8: 'MAFIA' });
    p.pickDealRole('DON');
    p.tap(6, setup);
    expect(p.dealCommand(false)).toBeNull();                    // no Sheriff yet
    p.pickDealRole('SHERIFF');
    p.tap(5, setup);
    expect(p.dealCommand(false)).toEqual({ type: 'deal', roles: ROLES });
    p.pickDealRole('MAFIA');
    p.tap(8, setup);                                            // a tap on a seat with the role takes it off
    expect(p.dealComplete()).toBeNull();
    expect(p.dealCommand(true)).toEqual({ type: 'deal' });
  });
});

describe('the award', () => {
  it('sends the extras typed (a comma for a point, blanks and zeros left out) and the ruleset\'s penalties', () => {
    const p = new Picking(view({ phase: 'FINISHED', allowed: ['award'] }));
    p.setExtra(2, '0,3');
    p.setExtra(4, '');
    p.setExtra(5, '0');
    p.setPenalty(7, '8.5.2');
    p.setPenalty(9, '');
    expect(p.awardCommand('FIIM')).toEqual({ type: 'award', extra: { 2: 0.3 }, penalties: { 7: { points: -0.4, clause: '8.5.2' } } });
    expect(p.awardCommand('CLUB').penalties).toEqual({ 7: { points: -1, clause: '8.5.2' } });
  });
});

describe('last words with both a best move and a will to record (CLUB)', () => {
  it('taps go to the best move; the will\'s button arms the will for one tap', () => {
    const last = view({ phase: 'LAST_WORDS', speaker: 4, allowed: ['bestMove', 'will', 'endSpeech'] });
    const p = new Picking(last);
    p.tap(1, last);
    expect(p.bestMoveTargets).toEqual([1]);
    p.arm('will', last);
    const will = p.tap(7, last)!;
    expect(will).toEqual({ type: 'will', by: 4, target: 7 });
    p.sent(will, last);
    expect([p.mode, p.bestMoveTargets]).toEqual(['bestMove', [1]]);
  });
});
