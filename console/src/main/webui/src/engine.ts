// The rules engine on the device: game-rules compiled to JavaScript (engine-js, TeaVM), so the console decides
// every command with exactly the engine game-service runs. A state is the engine's, held inside the engine under a
// number: release it when done (the states are immutable, so a state stays valid until released).
import * as raw from './generated/engine.js';
import type { ApiError, Command, GameEvent, JudgeView } from './interfaces';

/** An event the engine produced on the device: its type and payload (the server adds seq, time and actor). */
export interface LocalEvent { type: string; payload: Record<string, unknown> }

export type Decided =
  | { accepted: true; state: EngineState; events: LocalEvent[] }
  | { accepted: false; refusal: ApiError };

interface RawAnswer {
  failure?: string;
  accepted?: boolean;
  state?: number;
  view?: JudgeView;
  events?: LocalEvent[];
  error?: string;
  rule?: string | null;
  message?: string | null;
}

export class EngineError extends Error {}

function read(json: string): RawAnswer {
  const answer = JSON.parse(json) as RawAnswer;
  if (answer.failure !== undefined) throw new EngineError(answer.failure);
  return answer;
}

/** The state named by an answer: its number and the judge's view of it. */
export class EngineState {
  private constructor(private readonly handle: number, readonly view: JudgeView) {}

  private static of(answer: RawAnswer): EngineState {
    return new EngineState(answer.state as number, answer.view as JudgeView);
  }

  /** The state after a game's events, from its GameCreated on (as GET /api/games/{id}/events gives them). */
  static fromEvents(events: readonly GameEvent[] | readonly LocalEvent[]): EngineState {
    return EngineState.of(read(raw.start(JSON.stringify(events))));
  }

  /** The state after more events (a command's answer); this state stays as it was. */
  after(events: readonly GameEvent[] | readonly LocalEvent[]): EngineState {
    return EngineState.of(read(raw.evolve(this.handle, JSON.stringify(events))));
  }

  /** The engine's decision of a command now: the new state and its events, or the refusal as the server words it. */
  decide(command: Command, nowMillis: number): Decided {
    const answer = read(raw.decide(this.handle, JSON.stringify(command), nowMillis));
    if (!answer.accepted) {
      return { accepted: false, refusal: { error: answer.error as string, rule: answer.rule ?? null, message: answer.message ?? null } };
    }
    return { accepted: true, state: EngineState.of(answer), events: answer.events ?? [] };
  }

  release(): void {
    raw.release(this.handle);
  }
}

/** How many states the engine holds (tests: what is taken is released). */
export function heldStates(): number {
  return raw.held();
}

/** One waiting command replayed on a state: legal (with the events it makes), or refused now. */
export interface Replayed {
  command: Command;
  /** the view the command was decided on (its seats are named from it) */
  before: JudgeView;
  refusal: ApiError | null;
  events: LocalEvent[];
  /** the view after it (null when refused) */
  after: JudgeView | null;
}

/**
 * The waiting commands replayed in order on a state: each decided on the state after the legal ones before it
 * (a refused one changes nothing). The result's state is the last one reached (the base itself when none was legal):
 * the caller owns it and releases it unless it is the base.
 */
export function replay(base: EngineState, commands: readonly Command[], nowMillis: number): { state: EngineState; steps: Replayed[] } {
  let state = base;
  const steps: Replayed[] = [];
  for (const command of commands) {
    const decided = state.decide(command, nowMillis);
    if (decided.accepted) {
      steps.push({ command, before: state.view, refusal: null, events: decided.events, after: decided.state.view });
      if (state !== base) state.release();
      state = decided.state;
    } else {
      steps.push({ command, before: state.view, refusal: decided.refusal, events: [], after: null });
    }
  }
  return { state, steps };
}

/** Two JSON values equal as values (objects' keys in any order): the server's view against the engine's. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao).filter(k => ao[k] !== undefined);
  const bkeys = Object.keys(bo).filter(k => bo[k] !== undefined);
  return keys.length === bkeys.length && keys.every(k => sameJson(ao[k], bo[k]));
}
