import { describe, expect, it } from 'vitest';
import { EngineState, heldStates, replay, sameJson, type LocalEvent } from './engine';
import { randomGame } from './testGames';

describe('the engine on the device (engine.js, game-rules through TeaVM)', () => {
  it('plays a whole random game as the scenario says: every refusal where it expects one, its winner at the end', () => {
    const held = heldStates();
    const game = randomGame('rnd-7-0000');
    let state = EngineState.fromEvents([game.created]);
    const events: LocalEvent[] = [game.created];
    const now = Date.parse('2026-04-01T10:00:00Z');
    for (const command of game.commands) {
      const decided = state.decide(command, now);
      if (command.reject) {
        expect(decided.accepted ? 'accepted' : decided.refusal.error).toBe(command.reject);
        continue;
      }
      if (!decided.accepted) throw new Error(`${command.type} refused: ${decided.refusal.error}`);
      events.push(...decided.events);
      state.release();
      state = decided.state;
    }
    expect(state.view.winner).toBe(game.expect.winner);
    const folded = EngineState.fromEvents(events);
    expect(sameJson(folded.view, state.view)).toBe(true);
    folded.release();
    state.release();
    expect(heldStates()).toBe(held);
  });

  it('refuses as game-service words it: code, clause and message', () => {
    const game = randomGame('rnd-7-0000');
    const state = EngineState.fromEvents([game.created]);
    const early = state.decide({ type: 'nominate', by: 1, target: 2 }, 0);
    expect(early.accepted ? 'accepted' : early.refusal.error).toBe('WRONG_PHASE');
    expect(state.decide({ type: 'foul', seat: 11 }, 0)).toEqual({
      accepted: false, refusal: { error: 'MALFORMED_COMMAND', rule: null, message: 'foul: seat 11 is not a seat 1-10' },
    });
    expect(state.decide({ type: 'fly' }, 0)).toEqual({
      accepted: false, refusal: { error: 'UNKNOWN_COMMAND', rule: null, message: 'no command type fly' },
    });
    state.release();
  });

  it('replays waiting commands on a state: each legal or refused on the state the legal ones before it reach', () => {
    const game = randomGame('rnd-7-0000');
    const base = EngineState.fromEvents([game.created]);
    const { state, steps } = replay(base, [game.commands[0], { type: 'nominate', by: 1, target: 2 }, game.commands[1], game.commands[2]], 0);
    expect(steps.map(s => s.refusal?.error ?? 'ok')).toEqual(['ok', 'WRONG_PHASE', 'ok', 'ok']);
    expect(steps[3].before.phase).toBe('DAY');
    expect(state.view.speaker).toBe(2);
    state.release();
    base.release();
  });
});
