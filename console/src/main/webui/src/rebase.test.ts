import { describe, expect, it } from 'vitest';
import { Api } from './api';
import { GameCtrl } from './ctrl';
import { EngineState, sameJson } from './engine';
import { lastStep } from './log';
import { randomGame } from './testGames';
import type { Command, CommandAnswer, GameEvent, GameSnapshot } from './interfaces';
import type { SendResult } from './queue';

/** Web Storage in a map. */
class MapStorage {
  private readonly map = new Map<string, string>();
  get length() { return this.map.size; }
  key(i: number) { return [...this.map.keys()][i] ?? null; }
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
  clear() { this.map.clear(); }
}

/** A table's server as game-service answers it, deciding with the same engine: If-Match, 409, 422, each commandId once. */
class TableServer extends Api {
  offline = false;
  log: GameEvent[];
  divergences: Array<[string, number, string]> = [];
  private state: EngineState;
  private readonly answered = new Map<string, SendResult>();

  constructor(created: { type: string; payload: Record<string, unknown> }) {
    super(async () => undefined);
    this.log = [{ seq: 1, type: created.type, payload: created.payload, occurredAt: '2026-04-01T10:00:00Z', actor: 'judge-1' }];
    this.state = EngineState.fromEvents(this.log);
  }

  get version() { return this.log.length; }

  /** Another tablet's command, straight to the server. */
  other(command: Command): void {
    const decided = this.state.decide(command, 0);
    if (!decided.accepted) throw new Error(`${command.type}: ${decided.refusal.error}`);
    this.take(decided);
  }

  override async game(): Promise<GameSnapshot> {
    if (this.offline) throw new (await import('./api')).OfflineError('offline');
    return { version: this.version, state: this.state.view };
  }

  override async events(): Promise<GameEvent[]> {
    return this.log;
  }

  override async command(_gameId: string, commandId: string, command: Command, ifMatch: number): Promise<SendResult> {
    if (this.offline) return { kind: 'offline' };
    const first = this.answered.get(commandId);
    if (first) return first;
    if (ifMatch !== this.version) return { kind: 'conflict' };
    const decided = this.state.decide(command, 0);
    const result: SendResult = decided.accepted
      ? { kind: 'accepted', answer: this.take(decided) }
      : { kind: 'refused', status: 422, error: decided.refusal };
    this.answered.set(commandId, result);
    return result;
  }

  override async reportDivergence(gameId: string, seq: number, command: string): Promise<void> {
    this.divergences.push([gameId, seq, command]);
  }

  private take(decided: { state: EngineState; events: Array<{ type: string; payload: Record<string, unknown> }> }): CommandAnswer {
    const fresh = decided.events.map((e, i) => ({ seq: this.version + i + 1, type: e.type, payload: e.payload, occurredAt: '2026-04-01T10:00:00Z', actor: 'judge-1' }));
    this.log = [...this.log, ...fresh];
    this.state.release();
    this.state = decided.state;
    return { version: this.version, events: fresh, state: this.state.view };
  }
}

async function table(): Promise<{ server: TableServer; ctrl: GameCtrl; commands: Command[] }> {
  const game = randomGame('rnd-7-0000');
  const server = new TableServer(game.created);
  const ctrl = new GameCtrl('g-1', server, () => {}, new MapStorage() as unknown as Storage);
  await ctrl.refresh(true);
  return { server, ctrl, commands: game.commands.filter(c => !c.reject).map(({ reject: _r, repeat: _p, ...c }) => c as Command) };
}

describe('the table with the engine on the device', () => {
  it('offline: every tap decided on the device, the screen the engine\'s view after the waiting commands; online: the server takes them all', async () => {
    const { server, ctrl, commands } = await table();
    server.offline = true;
    let local = EngineState.fromEvents(server.log);
    for (const command of commands.slice(0, 12)) {
      await ctrl.send(command);
      const decided = local.decide(command, 0);
      if (!decided.accepted) throw new Error(command.type);
      local = decided.state;
      expect(sameJson(ctrl.view, local.view)).toBe(true);
    }
    expect(ctrl.queue.items()).toHaveLength(12);
    expect(ctrl.view?.phase).toBe(local.view.phase);
    expect(ctrl.view?.speaker).toBe(local.view.speaker);
    // the undo names the last waiting command, not the first: each command's events are a step of their own
    const lastWaiting = lastStep(ctrl.shownEvents);
    const lastEvents = ctrl.shownEvents.filter(e => e.occurredAt === lastWaiting?.occurredAt);
    expect(lastEvents.map(e => e.seq)).toEqual(ctrl.shownEvents.slice(-lastEvents.length).map(e => e.seq));
    expect(lastWaiting?.seq).toBeGreaterThan(server.log.length + 1);

    const speaker = ctrl.view?.speaker as number;
    const wrong = (speaker % 10) + 1;
    await ctrl.send({ type: 'nominate', by: wrong, target: 1 });
    expect(ctrl.refusal?.error).toEqual({ error: 'NOT_CURRENT_SPEAKER', rule: '4.4.2', message: `${wrong} is not speaking` });
    expect(ctrl.queue.items()).toHaveLength(12);

    server.offline = false;
    await ctrl.resendAfterConflict();                     // any flush: nothing is held, it sends what waits
    expect(ctrl.queue.items()).toHaveLength(0);
    expect(sameJson(ctrl.view, server.game ? (await server.game()).state : null)).toBe(true);
    expect(sameJson(ctrl.view, local.view)).toBe(true);
    expect(server.divergences).toEqual([]);
    expect(server.version).toBe(ctrl.version);
    local.release();
  });

  it('a 409 is a rebase: each waiting command replayed on the new state, named with its seats, sent or dropped alone', async () => {
    const { server, ctrl, commands } = await table();
    for (const command of commands.slice(0, 2)) await ctrl.send(command);   // deal, end of night: speaker 1 speaks
    expect(ctrl.view?.speaker).toBe(1);
    server.offline = true;
    await ctrl.send({ type: 'foul', seat: 7 });
    await ctrl.send({ type: 'nominate', by: 1, target: 9 });
    await ctrl.send({ type: 'endSpeech' });
    server.other({ type: 'endSpeech' });                  // another tablet ended speaker 1's speech meanwhile
    server.offline = false;
    await ctrl.resendAfterConflict().catch(() => {});     // the queue's flush meets the 409
    await flushOnce(ctrl);

    expect(ctrl.conflict?.items.map(i => [i.label, i.refusal?.error ?? null])).toEqual([
      ['Фол: 7', null],
      ['Выставление: 1 → 9', 'NOT_CURRENT_SPEAKER'],
      ['Закончить речь: 2', null],
    ]);
    expect(ctrl.view?.speaker).toBe(3);                 // the engine's view: the legal ones on the server's state

    const [foul, nomination, speech] = ctrl.conflict!.items.map(i => i.commandId);
    await ctrl.sendOneAfterConflict(foul);
    expect(server.log[server.log.length - 1].type).toBe('FoulGiven');
    expect(ctrl.conflict?.items.map(i => i.commandId)).toEqual([nomination, speech]);
    ctrl.dropOneAfterConflict(nomination);
    expect(ctrl.conflict?.items.map(i => i.label)).toEqual(['Закончить речь: 2']);
    await ctrl.sendOneAfterConflict(speech);
    expect(ctrl.conflict).toBeNull();
    expect(ctrl.queue.items()).toHaveLength(0);
    expect(sameJson(ctrl.view, (await server.game()).state)).toBe(true);
    expect(ctrl.view?.speaker).toBe(3);
    expect(server.divergences).toEqual([]);
  });
});

/** One pass of the controller's sending, as its timer would run it. */
async function flushOnce(ctrl: GameCtrl): Promise<void> {
  await (ctrl as unknown as { flush(): Promise<void> }).flush();
}
