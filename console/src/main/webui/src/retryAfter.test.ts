import { describe, expect, it } from 'vitest';
import { CommandQueue, type KeyValueStore, type QueuedCommand, type SendResult } from './queue';
import { retryDelayMs, RetryGate } from './retryAfter';
import type { CommandAnswer } from './interfaces';

class MapStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(key: string) { return this.map.get(key) ?? null; }
  setItem(key: string, value: string) { this.map.set(key, value); }
  removeItem(key: string) { this.map.delete(key); }
}

describe('Retry-After', () => {
  it('waits the seconds a 503 names and up to as much again at random', () => {
    expect(retryDelayMs('1', 0, () => 0)).toBe(1000);
    expect(retryDelayMs('1', 0, () => 0.5)).toBe(1500);
    expect(retryDelayMs(' 2 ', 0, () => 0.25)).toBe(2500);
    expect(retryDelayMs('0', 0, () => 0.9)).toBe(0);
  });

  it('reads an HTTP date against the clock, and nothing usable as no wait named', () => {
    const now = Date.parse('Mon, 07 Dec 2026 03:00:00 GMT');
    expect(retryDelayMs('Mon, 07 Dec 2026 03:00:03 GMT', now, () => 0)).toBe(3000);
    expect(retryDelayMs('Mon, 07 Dec 2026 02:59:00 GMT', now, () => 0.5)).toBe(0);
    expect([null, '', 'soon', '-1'].map(h => retryDelayMs(h, now, () => 0))).toEqual([null, null, null, null]);
  });

  it('the gate is closed until the wait has passed', () => {
    let now = 1000;
    const gate = new RetryGate(() => now);
    expect(gate.closed()).toBe(false);
    gate.hold(1500);
    expect(gate.closed()).toBe(true);
    now = 2499;
    expect(gate.closed()).toBe(true);
    now = 2500;
    expect(gate.closed()).toBe(false);
  });

  it('the waiting-command queue sends nothing before a 503\'s Retry-After has passed, then sends the same command', async () => {
    let now = 10_000;
    const queue = new CommandQueue('g-503', new MapStore(), () => now);
    queue.enqueue({ type: 'endSpeech' }, 4, 'c-1');
    const sent: Array<[string, number]> = [];
    let busy = true;
    const send = async (entry: QueuedCommand, ifMatch: number): Promise<SendResult> => {
      sent.push([entry.commandId, ifMatch]);
      if (busy) return { kind: 'offline', retryAfterMs: retryDelayMs('1', now, () => 0.5) ?? undefined };
      return { kind: 'accepted', answer: { version: 5, events: [], state: {} } as unknown as CommandAnswer };
    };
    const accepted: string[] = [];
    const hooks = { accepted: (e: QueuedCommand) => accepted.push(e.commandId), refused: () => {} };

    expect(await queue.flush(send, hooks)).toBe('offline');
    expect(sent).toEqual([['c-1', 4]]);
    busy = false;
    now = 11_499;
    expect(await queue.flush(send, hooks)).toBe('offline');
    expect(sent).toHaveLength(1);
    now = 11_500;
    expect(await queue.flush(send, hooks)).toBe('done');
    expect(sent).toEqual([['c-1', 4], ['c-1', 4]]);
    expect(accepted).toEqual(['c-1']);
    expect(queue.items()).toEqual([]);
  });

  it('an offline answer without Retry-After leaves the queue free to send at the next tick', async () => {
    const queue = new CommandQueue('g-off', new MapStore(), () => 0);
    queue.enqueue({ type: 'endSpeech' }, 1, 'c-1');
    let calls = 0;
    const send = async (): Promise<SendResult> => { calls++; return { kind: 'offline' }; };
    const hooks = { accepted: () => {}, refused: () => {} };
    expect(await queue.flush(send, hooks)).toBe('offline');
    expect(await queue.flush(send, hooks)).toBe('offline');
    expect(calls).toBe(2);
  });
});
