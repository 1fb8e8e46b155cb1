// The controller of one table: it owns the state (the engine's view, the log, the queue, what the judge is
// picking) and every action; the views only render it and call these methods.
import { Api, HttpError, OfflineError } from './api';
import type { ApiError, Command, CommandAnswer, GameEvent, JudgeView } from './interfaces';
import { Picking } from './picking';
import { CommandQueue, type QueuedCommand } from './queue';
import { SpeechClock } from './timer';
import { t } from './i18n';

export interface Refusal { command: string; status: number; error: ApiError }
export interface Conflict { changes: string[] }

export const DISQUALIFY_CLAUSES = ['6.7.1', '6.7.2', '6.7.3', '6.7.4', '6.7.5', '6.7.6', '6.7.7'];
export const TEAM_DEFEAT_CLAUSES = ['6.8.1', '6.8.2', '6.8.3', '6.8.4'];
export const POLL_MS = 1000;

export class GameCtrl {
  view: JudgeView | null = null;
  version = 0;
  events: GameEvent[] = [];
  online = true;
  refusal: Refusal | null = null;
  conflict: Conflict | null = null;
  loadError: HttpError | null = null;
  readonly clock = new SpeechClock();
  readonly queue: CommandQueue;

  /** What the judge is picking on the seats (picking.ts). */
  readonly picking = new Picking();

  private timer: ReturnType<typeof setInterval> | null = null;
  private polling = false;

  constructor(readonly gameId: string, private readonly api: Api, private readonly redraw: () => void,
              private readonly storage: Storage = localStorage) {
    this.queue = new CommandQueue(gameId, storage);
    // the last state seen, so a reload without network still shows the table and what waits
    const saved = storage.getItem(this.savedKey());
    if (saved) {
      const { version, state, events } = JSON.parse(saved) as { version: number; state: JudgeView; events: GameEvent[] };
      this.view = state;
      this.version = version;
      this.events = events;
      this.online = false;
      this.picking.reset(state);
    }
  }

  /** FIIM, FSM, RFM or CLUB, from the game's first event. */
  get ruleset(): string | null {
    const created = this.events.find(e => e.type === 'GameCreated');
    return created ? String(created.payload.ruleset) : null;
  }

  private savedKey(): string {
    return `arbiter.game.${this.gameId}`;
  }

  private save(): void {
    this.storage.setItem(this.savedKey(), JSON.stringify({ version: this.version, state: this.view, events: this.events }));
  }

  start(): void {
    void this.refresh(true);
    this.timer = setInterval(() => { void this.tick(); }, POLL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  allowed(type: string): boolean {
    return !!this.view?.allowed?.includes(type);
  }

  // ---- server traffic -------------------------------------------------------------------------------------

  /** Once a second: send what waits, else look for another tablet's commands. */
  private async tick(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      if (this.queue.items().length > 0 && !this.queue.held()) await this.flush();
      else await this.refresh(false);
    } finally {
      this.polling = false;
    }
  }

  async refresh(withEvents: boolean): Promise<void> {
    try {
      const snapshot = await this.api.game(this.gameId);
      this.online = true;
      this.loadError = null;
      if (withEvents || snapshot.version !== this.version || this.view === null) {
        this.setView(snapshot.state, snapshot.version);
        this.events = await this.api.events(this.gameId);
        this.syncClock();
        this.save();
      }
    } catch (e) {
      if (e instanceof OfflineError) this.online = false;
      else if (e instanceof HttpError) this.loadError = e;
      else throw e;
    }
    this.redraw();
  }

  send(command: Command): void {
    this.refusal = null;
    this.queue.enqueue(command, this.version);
    this.picking.sent(command, this.view);
    this.redraw();
    void this.flush();
  }

  private async flush(): Promise<void> {
    const outcome = await this.queue.flush(
      (entry: QueuedCommand, ifMatch: number) => this.api.command(this.gameId, entry.commandId, entry.command, ifMatch),
      {
        accepted: (_entry, answer) => this.applyAnswer(answer),
        refused: (entry, status, error) => { this.refusal = { command: entry.command.type, status, error }; },
      });
    if (outcome === 'offline') this.online = false;
    else if (outcome === 'done') this.online = true;
    if (outcome === 'conflict') {
      this.online = true;
      const before = this.view;
      await this.refresh(true);
      this.conflict = { changes: describeChanges(before, this.view) };
    }
    this.redraw();
  }

  private applyAnswer(answer: CommandAnswer): void {
    this.setView(answer.state, answer.version);
    const known = new Set(this.events.map(e => e.seq));
    this.events = [...this.events, ...answer.events.filter(e => !known.has(e.seq))];
    this.syncClock();
    this.save();
  }

  private setView(view: JudgeView, version: number): void {
    const phaseChanged = this.view?.phase !== view.phase;
    this.view = view;
    this.version = version;
    if (phaseChanged) this.picking.reset(view);
    else this.picking.viewChanged(view);
    this.redraw();
  }

  /** One speech = the SpeechStarted event that opened it. */
  private syncClock(): void {
    const v = this.view;
    const opened = [...this.events].reverse().find(e => e.type === 'SpeechStarted');
    const speech = v?.speaker != null ? `${opened?.seq ?? ''}|${v.phase}|${v.day}|${v.speaker}` : null;
    this.clock.sync(speech, v?.seconds ?? null, Date.now());
  }

  resendAfterConflict(): void {
    this.queue.resendOn(this.version);
    this.conflict = null;
    void this.flush();
  }

  discardAfterConflict(): void {
    this.queue.discard();
    this.conflict = null;
    this.redraw();
  }

  dismiss(): void {
    this.refusal = null;
    this.conflict = null;
    this.redraw();
  }

  // ---- picking seats (picking.ts) ------------------------------------------------------------------------

  /** A change to what the judge is picking; a command it completes is sent. */
  pick(change: (picking: Picking, view: JudgeView | null) => Command | null | void): void {
    const command = change(this.picking, this.view);
    if (command) this.send(command);
    else this.redraw();
  }

  /** A tap on a seat, for the pick that is armed. */
  tapSeat(seat: number): void {
    this.pick((p, v) => p.tap(seat, v));
  }

  /** The award as typed, each penalty at the ruleset's points. */
  sendAward(): void {
    this.send(this.picking.awardCommand(this.ruleset));
  }
}

/** What another device changed, in words, for the 409 banner. */
export function describeChanges(before: JudgeView | null, after: JudgeView | null): string[] {
  if (!before || !after) return [];
  const changes: string[] = [];
  if (before.phase !== after.phase) changes.push(`${t('phase')}: ${t(before.phase)} → ${t(after.phase)}`);
  if (before.day !== after.day) changes.push(`${t('day')}: ${before.day} → ${after.day}`);
  if (before.night !== after.night) changes.push(`${t('night')}: ${before.night} → ${after.night}`);
  if (before.speaker !== after.speaker) changes.push(`${t('speaker')}: ${before.speaker ?? '—'} → ${after.speaker ?? '—'}`);
  const c = (v: JudgeView) => (v.candidates ?? []).join(', ') || '—';
  if (c(before) !== c(after)) changes.push(`${t('candidates')}: ${c(before)} → ${c(after)}`);
  const f = (v: JudgeView) => JSON.stringify(v.fouls ?? {});
  if (f(before) !== f(after)) changes.push(`${t('fouls')}: ${f(before)} → ${f(after)}`);
  const a = (v: JudgeView) => (v.atTable ?? []).join(', ');
  if (a(before) !== a(after)) changes.push(`${t('left')}: ${(before.atTable ?? []).filter(s => !(after.atTable ?? []).includes(s)).join(', ')}`);
  return changes;
}
