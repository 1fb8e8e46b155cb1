import { describe, expect, it } from 'vitest';
import { CommandQueue, type KeyValueStore, type QueuedCommand, type SendResult } from './queue';
import type { CommandAnswer } from './interfaces';

class MapStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(key: string) { return this.map.get(key) ?? null; }
  setItem(key: string, value: string) { this.map.set(key, value); }
  removeItem(key: string) { this.map.delete(key); }
}

const answer = (version: number) => ({ version, events: [], state: {} } as unknown as CommandAnswer);

/** A server that applies each commandId once and checks If-Match, like game-service. */
class FakeServer {
  version = 5;
  offline = false;
  applied: string[] = [];
  seen = new Map<string, SendResult>();
  sent: Array<[string, number]> = [];
  async send(entry: QueuedCommand, ifMatch: number): Promise<SendResult> {
    this.sent.push([entry.command.type, ifMatch]);
    if (this.offline) return { kind: 'offline' };
    const first = this.seen.get(entry.commandId);
    if (first) return first;
    if (ifMatch !== this.version) return { kind: 'conflict' };
    let result: SendResult;
    if (entry.command.type === 'bad') {
      result = { kind: 'refused', status: 422, error: { error: 'WRONG_PHASE', rule: '4.4.2', message: 'no' } };
    } else {
      this.version += 1;
      this.applied.push(entry.command.type);
      result = { kind: 'accepted', answer: answer(this.version) };
    }
    this.seen.set(entry.commandId, result);
    return result;
  }
}

const hooks = (log: string[]) => ({
  accepted: (e: QueuedCommand, a: CommandAnswer) => log.push(`ok ${e.command.type} v${a.version}`),
  refused: (e: QueuedCommand, status: number, err: { error: string; rule?: string | null }) =>
    log.push(`refused ${e.command.type} ${status} ${err.error} ${err.rule}`),
});

describe('CommandQueue', () => {
  it('sends commands entered offline in order, each once, each on the version the one before produced', async () => {
    const store = new MapStore();
    const server = new FakeServer();
    const queue = new CommandQueue('g1', store);
    server.offline = true;
    queue.enqueue({ type: 'endSpeech' }, 5, 'a');
    queue.enqueue({ type: 'foul', seat: 3 }, 5, 'b');
    queue.enqueue({ type: 'endSpeech' }, 5, 'c');
    const log: string[] = [];
    expect(await queue.flush((e, v) => server.send(e, v), hooks(log))).toBe('offline');
    expect(queue.items().map(e => e.commandId)).toEqual(['a', 'b', 'c']);

    server.offline = false;
    expect(await queue.flush((e, v) => server.send(e, v), hooks(log))).toBe('done');
    expect(server.applied).toEqual(['endSpeech', 'foul', 'endSpeech']);
    expect(server.sent).toEqual([['endSpeech', 5], ['endSpeech', 5], ['foul', 6], ['endSpeech', 7]]);
    expect(log).toEqual(['ok endSpeech v6', 'ok foul v7', 'ok endSpeech v8']);
    expect(queue.items()).toEqual([]);
    expect(store.map.size).toBe(0);
  });

  it('survives a reload: a new queue on the same storage holds the waiting commands', () => {
    const store = new MapStore();
    new CommandQueue('g1', store).enqueue({ type: 'endSpeech' }, 3, 'x');
    new CommandQueue('g1', store).enqueue({ type: 'undo' }, 3, 'y');
    const reloaded = new CommandQueue('g1', store);
    expect(reloaded.items().map(e => [e.commandId, e.command.type, e.baseVersion, e.after]))
      .toEqual([['x', 'endSpeech', 3, null], ['y', 'undo', 3, 'x']]);
    expect(new CommandQueue('g2', store).items()).toEqual([]);
  });

  it('a command whose answer was lost is resent with the same id and applied once', async () => {
    const server = new FakeServer();
    const queue = new CommandQueue('g1', new MapStore());
    queue.enqueue({ type: 'endSpeech' }, 5, 'a');
    let lose = true;
    const losing = async (e: QueuedCommand, v: number): Promise<SendResult> => {
      const result = await server.send(e, v);
      if (lose) { lose = false; return { kind: 'offline' }; }
      return result;
    };
    expect(await queue.flush(losing, hooks([]))).toBe('offline');
    expect(await queue.flush(losing, hooks([]))).toBe('done');
    expect(server.applied).toEqual(['endSpeech']);
    expect(server.version).toBe(6);
  });

  it('a refusal is reported and the rest goes on from the unchanged version', async () => {
    const server = new FakeServer();
    const queue = new CommandQueue('g1', new MapStore());
    queue.enqueue({ type: 'bad' }, 5, 'a');
    queue.enqueue({ type: 'endSpeech' }, 5, 'b');
    const log: string[] = [];
    expect(await queue.flush((e, v) => server.send(e, v), hooks(log))).toBe('done');
    expect(log).toEqual(['refused bad 422 WRONG_PHASE 4.4.2', 'ok endSpeech v6']);
  });

  it('a 409 holds the queue until the judge resends on the new version or discards', async () => {
    const store = new MapStore();
    const server = new FakeServer();
    server.version = 9;                      // another tablet moved the game on
    const queue = new CommandQueue('g1', store);
    queue.enqueue({ type: 'endSpeech' }, 5, 'a');
    queue.enqueue({ type: 'foul', seat: 1 }, 5, 'b');
    const log: string[] = [];
    expect(await queue.flush((e, v) => server.send(e, v), hooks(log))).toBe('conflict');
    expect(new CommandQueue('g1', store).held()).toBe(true);
    expect(await queue.flush((e, v) => server.send(e, v), hooks(log))).toBe('held');
    queue.resendOn(9);
    expect(await queue.flush((e, v) => server.send(e, v), hooks(log))).toBe('done');
    expect(log).toEqual(['ok endSpeech v10', 'ok foul v11']);

    queue.enqueue({ type: 'undo' }, 3, 'c');
    expect(await queue.flush((e, v) => server.send(e, v), hooks(log))).toBe('conflict');
    queue.discard();
    expect(queue.items()).toEqual([]);
    expect(queue.held()).toBe(false);
    expect(server.applied).toEqual(['endSpeech', 'foul']);
  });

  it('one flush at a time', async () => {
    const queue = new CommandQueue('g1', new MapStore());
    queue.enqueue({ type: 'endSpeech' }, 1, 'a');
    let release!: () => void;
    const slow = () => new Promise<SendResult>(resolve => { release = () => resolve({ kind: 'accepted', answer: answer(2) }); });
    const first = queue.flush(slow, hooks([]));
    expect(await queue.flush(slow, hooks([]))).toBe('busy');
    release();
    expect(await first).toBe('done');
  });
});
