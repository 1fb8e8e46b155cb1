// The device's command queue: every command gets a commandId and the version it was decided on, waits here
// (persisted, so a reload keeps it) and is sent in order. Pure logic: the storage and the sender are given.
import type { ApiError, Command, CommandAnswer } from './interfaces';
import { RetryGate } from './retryAfter';

export interface QueuedCommand {
  commandId: string;
  command: Command;
  /** If-Match: the game's version the judge decided on. */
  baseVersion: number;
  /** the commandId of the entry that was waiting before this one when it was entered: its If-Match is the version
   *  that entry's answer brings. */
  after: string | null;
}

export type SendResult =
  | { kind: 'accepted'; answer: CommandAnswer }
  | { kind: 'refused'; status: number; error: ApiError }
  | { kind: 'conflict' }
  | { kind: 'offline'; retryAfterMs?: number };

export interface FlushHooks {
  accepted(entry: QueuedCommand, answer: CommandAnswer): void;
  refused(entry: QueuedCommand, status: number, error: ApiError): void;
}

export type FlushOutcome = 'done' | 'offline' | 'conflict' | 'held' | 'busy';

/** The bit of Web Storage the queue uses (localStorage in the browser, a map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Persisted { entries: QueuedCommand[]; held: boolean }

export function newCommandId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export class CommandQueue {
  private entries: QueuedCommand[];
  private heldAfterConflict: boolean;
  private flushing = false;
  /** After a conflict the judge sends one command alone: the queue holds again once it is answered. */
  private onlyOne = false;
  private readonly key: string;

  private readonly gate: RetryGate;

  constructor(gameId: string, private readonly store: KeyValueStore, now: () => number = Date.now) {
    this.gate = new RetryGate(now);
    this.key = `arbiter.queue.${gameId}`;
    const saved = store.getItem(this.key);
    const parsed: Persisted = saved ? JSON.parse(saved) : { entries: [], held: false };
    this.entries = parsed.entries;
    this.heldAfterConflict = parsed.held;
  }

  items(): readonly QueuedCommand[] {
    return this.entries;
  }

  /** True after a 409: nothing is sent until the judge resends or discards. */
  held(): boolean {
    return this.heldAfterConflict;
  }

  enqueue(command: Command, baseVersion: number, commandId: string = newCommandId()): QueuedCommand {
    const last = this.entries[this.entries.length - 1];
    const entry: QueuedCommand = { commandId, command, baseVersion, after: last ? last.commandId : null };
    this.entries.push(entry);
    this.save();
    return entry;
  }

  /** After a conflict: send what waits, decided now on {@code version}. */
  resendOn(version: number): void {
    if (this.entries.length > 0) {
      this.entries[0] = { ...this.entries[0], baseVersion: version, after: null };
    }
    this.heldAfterConflict = false;
    this.save();
  }

  /** After a conflict: send this one command alone, now, decided on {@code version}; the rest wait held. */
  sendAlone(commandId: string, version: number): void {
    const entry = this.entries.find(e => e.commandId === commandId);
    if (!entry) return;
    this.unlink(entry);
    this.entries = [{ ...entry, baseVersion: version, after: null }, ...this.entries.filter(e => e.commandId !== commandId)];
    this.heldAfterConflict = false;
    this.onlyOne = true;
    this.save();
  }

  /** Drops one waiting command; the one after it takes its place in the chain of versions. */
  drop(commandId: string): void {
    const entry = this.entries.find(e => e.commandId === commandId);
    if (!entry) return;
    this.unlink(entry);
    this.entries = this.entries.filter(e => e.commandId !== commandId);
    if (this.entries.length === 0) this.heldAfterConflict = false;
    this.save();
  }

  /** The entry that waited after {@code entry} now waits after what {@code entry} waited after. */
  private unlink(entry: QueuedCommand): void {
    this.entries = this.entries.map(e => e.after === entry.commandId
      ? { ...e, after: entry.after, baseVersion: entry.after === null ? entry.baseVersion : e.baseVersion } : e);
  }

  /** After a conflict: drop what waits. */
  discard(): void {
    this.entries = [];
    this.heldAfterConflict = false;
    this.save();
  }

  /** Sends the waiting commands in order, one at a time; stops at the first offline or 409 answer. Nothing is sent
   *  before a busy service's Retry-After (with jitter) has passed: that is 'offline' too. */
  async flush(send: (entry: QueuedCommand, ifMatch: number) => Promise<SendResult>, hooks: FlushHooks): Promise<FlushOutcome> {
    if (this.flushing) return 'busy';
    if (this.heldAfterConflict) return 'held';
    if (this.gate.closed()) return 'offline';
    this.flushing = true;
    try {
      while (this.entries.length > 0) {
        const head = this.entries[0];
        const result = await send(head, head.baseVersion);
        if (result.kind === 'offline') {
          if (result.retryAfterMs != null) this.gate.hold(result.retryAfterMs);
          return 'offline';
        }
        if (result.kind === 'conflict') {
          this.heldAfterConflict = true;
          this.save();
          return 'conflict';
        }
        // accepted: the next entry was decided on the state after this one; refused: the game did not change
        const nextBase = result.kind === 'accepted' ? result.answer.version : head.baseVersion;
        this.entries.shift();
        if (this.entries.length > 0 && this.entries[0].after === head.commandId) {
          this.entries[0] = { ...this.entries[0], baseVersion: nextBase, after: null };
        }
        this.save();
        if (result.kind === 'accepted') hooks.accepted(head, result.answer);
        else hooks.refused(head, result.status, result.error);
        if (this.onlyOne) {
          this.onlyOne = false;
          if (this.entries.length > 0) {
            this.heldAfterConflict = true;
            this.save();
            return 'held';
          }
        }
      }
      return 'done';
    } finally {
      this.flushing = false;
    }
  }

  private save(): void {
    if (this.entries.length === 0 && !this.heldAfterConflict) {
      this.store.removeItem(this.key);
    } else {
      const persisted: Persisted = { entries: this.entries, held: this.heldAfterConflict };
      this.store.setItem(this.key, JSON.stringify(persisted));
    }
  }
}
