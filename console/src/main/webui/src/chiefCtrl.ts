// The controller of the chief judge's screen, as ctrl.ts is a table's: it owns the screen's state (the open protests,
// the held awards, each protest's game log, what is picked, the last outcome) and its actions, polls every 15 s, and
// the view (view/ChiefView.tsx) only renders it and calls these methods.
import { HttpError, type Api } from './api';
import type { AwaitingAward, GameLog, Protest } from './interfaces';
import { refusalWords } from './refusals';

export type Picked = { kind: 'protest'; protest: Protest } | { kind: 'award'; award: AwaitingAward } | null;
export type Note = { ok: boolean; text: string; retry?: () => void } | null;

export const CHIEF_POLL_MS = 15_000;

/** An error in words: the code's Russian words where the engine has them, else the service's message, with the code. */
export function failure(e: unknown): string {
  if (e instanceof HttpError) return `${refusalWords(e.body) ?? e.body.message ?? ''} (${e.status} ${e.body.error})`;
  return String((e as Error)?.message ?? e);
}

/** The Api calls the screen makes (the console's Api, or a test's). */
export type ChiefApi = Pick<Api, 'openProtests' | 'awaitingAwards' | 'gameLog'>;

export class ChiefCtrl {
  protests: Protest[] | null = null;
  awards: AwaitingAward[] | null = null;
  /** each protest's game log, fetched once: where the game sits and its players' nicknames */
  readonly logs: Record<string, GameLog> = {};
  forbidden: HttpError | null = null;
  failed: string | null = null;
  picked: Picked = null;
  note: Note = null;
  /** moves on after each decision, so the game's log is read again */
  logVersion = 0;

  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(readonly tournament: string, private readonly api: ChiefApi, private readonly redraw: () => void) {}

  start(): void {
    void this.load();
    this.timer = setInterval(() => { void this.load(); }, CHIEF_POLL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async load(): Promise<void> {
    try {
      const [open, held] = await Promise.all([this.api.openProtests(this.tournament), this.api.awaitingAwards(this.tournament)]);
      const missing = [...new Set(open.map(p => p.gameId))].filter(g => !this.logs[g]);
      for (const log of await Promise.all(missing.map(g => this.api.gameLog(g).catch(() => null)))) {
        if (log) this.logs[log.gameId] = log;
      }
      this.protests = open;
      this.awards = held;
      this.failed = null;
    } catch (e) {
      if (e instanceof HttpError && e.status === 403) this.forbidden = e;
      else this.failed = failure(e);
    }
    this.redraw();
  }

  pick(picked: Picked): void {
    this.note = null;
    this.picked = picked;
    this.redraw();
  }

  /** The outcome of a decision that did not go through (or needs a retry). */
  fail(note: Note): void {
    this.note = note;
    this.redraw();
  }

  /** A decision went through: said so, nothing picked, the lists and the log read again. */
  async done(text: string): Promise<void> {
    this.note = { ok: true, text };
    this.picked = null;
    this.logVersion += 1;
    await this.load();
  }

  /** The game of what is picked, whose log shows beside it. */
  pickedGame(): string | null {
    return this.picked?.kind === 'protest' ? this.picked.protest.gameId : this.picked?.kind === 'award' ? this.picked.award.gameId : null;
  }
}
