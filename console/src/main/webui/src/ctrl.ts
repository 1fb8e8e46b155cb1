// The controller of one table: it owns the state (the engine's view, the log, the queue, what the judge is
// picking) and every action; the views only render it and call these methods.
import { Api, HttpError, OfflineError } from './api';
import type { ApiError, Command, CommandAnswer, GameEvent, JudgeView } from './interfaces';
import { Picking } from './picking';
import { CommandQueue, type QueuedCommand } from './queue';
import { EngineState, replay, sameJson, type LocalEvent } from './engine';
import { commandWithSeats } from './log';
import { SpeechClock } from './timer';
import { t } from './i18n';

export interface Refusal { command: string; status: number; error: ApiError }
/** A waiting command after a 409, replayed by the engine on the server's new state: still legal, or its refusal. */
export interface RebaseItem { commandId: string; label: string; refusal: ApiError | null }
export interface Conflict { changes: string[]; items: RebaseItem[] }
/** The server's view after a command differs from the engine's on the device: a defect, shown, logged and counted. */
export interface Divergence { seq: number; command: string }

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
  divergence: Divergence | null = null;
  /** the server's last view (the screen shows the engine's view after the waiting commands on top of it) */
  serverView: JudgeView | null = null;
  loadError: HttpError | null = null;
  readonly clock = new SpeechClock();
  readonly queue: CommandQueue;

  /** What the judge is picking on the seats (picking.ts). */
  readonly picking = new Picking();

  private timer: ReturnType<typeof setInterval> | null = null;
  private polling = false;
  /** the engine's state after the server's events, and after the waiting commands on top of them (tip) */
  private base: EngineState | null = null;
  private tip: EngineState | null = null;
  /** the waiting commands' events as the engine made them, numbered after the server's */
  private localEvents: GameEvent[] = [];
  /** the waiting commands named with their seats, as the engine replays them ("Фол: 7", "Закончить речь: 2") */
  pendingLabels: string[] = [];
  /** per waiting command: the engine's view after it, to hold against the server's answer */
  private readonly predicted = new Map<string, JudgeView>();

  constructor(readonly gameId: string, private readonly api: Api, private readonly redraw: () => void,
              private readonly storage: Storage = localStorage) {
    this.queue = new CommandQueue(gameId, storage);
    // the last state seen, so a reload without network still shows the table and what waits
    const saved = storage.getItem(this.savedKey());
    if (saved) {
      const { version, state, events } = JSON.parse(saved) as { version: number; state: JudgeView; events: GameEvent[] };
      this.view = state;
      this.serverView = state;
      this.version = version;
      this.events = events;
      this.online = false;
      this.rebuildEngine();
      this.picking.reset(this.view);
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
    this.storage.setItem(this.savedKey(), JSON.stringify({ version: this.version, state: this.serverView, events: this.events }));
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
        const events = await this.api.events(this.gameId);
        this.serverView = snapshot.state;
        this.version = snapshot.version;
        this.events = events;
        this.rebuildEngine();
        this.save();
      }
    } catch (e) {
      if (e instanceof OfflineError) this.online = false;
      else if (e instanceof HttpError) this.loadError = e;
      else throw e;
    }
    this.redraw();
  }

  /** Every command is decided on the device first: a refusal shows at once and is not queued; an accepted one
   *  joins the queue and the screen shows the engine's view after it at once (a deal the server makes at random
   *  waits for the server's roles). */
  send(command: Command): Promise<void> {
    this.refusal = null;
    const tip = this.tip;
    if (tip && !(command.type === 'deal' && command.roles == null)) {
      const decided = tip.decide(command, Date.now());
      if (!decided.accepted) {
        const status = decided.refusal.error === 'MALFORMED_COMMAND' || decided.refusal.error === 'UNKNOWN_COMMAND' ? 400 : 422;
        this.refusal = { command: command.type, status, error: decided.refusal };
        this.redraw();
        return Promise.resolve();
      }
      const entry = this.queue.enqueue(command, this.version);
      this.pendingLabels = [...this.pendingLabels, commandWithSeats(command, tip.view)];
      this.predicted.set(entry.commandId, decided.state.view);
      if (tip !== this.base) tip.release();
      this.tip = decided.state;
      this.localEvents = [...this.localEvents, ...this.numbered(decided.events, this.localEvents)];
      this.show(decided.state.view);
    } else {
      this.queue.enqueue(command, this.version);
      this.pendingLabels = [...this.pendingLabels, commandWithSeats(command, null)];
      if (this.tip !== this.base) this.tip?.release();
      this.tip = null;                                  // nothing to decide on until the server answers
    }
    this.picking.sent(command, this.view);
    this.redraw();
    return this.flush();
  }

  private async flush(): Promise<void> {
    const outcome = await this.queue.flush(
      (entry: QueuedCommand, ifMatch: number) => this.api.command(this.gameId, entry.commandId, entry.command, ifMatch),
      {
        accepted: (entry, answer) => this.applyAnswer(entry, answer),
        refused: (entry, status, error) => {
          this.refusal = { command: entry.command.type, status, error };
          if (this.predicted.has(entry.commandId)) this.diverged(entry, this.events[this.events.length - 1]?.seq ?? 0);
          this.predicted.delete(entry.commandId);
          this.project();
        },
      });
    if (outcome === 'offline') this.online = false;
    else if (outcome === 'done') this.online = true;
    if (outcome === 'conflict') {
      this.online = true;
      const before = this.serverView;
      await this.refresh(true);
      this.conflict = { changes: describeChanges(before, this.serverView), items: this.rebase() };
    } else if (this.conflict) {
      // a command sent alone was answered: what still waits is replayed again on the server's new state
      const items = this.rebase();
      this.conflict = items.length > 0 ? { ...this.conflict, items } : null;
    }
    this.redraw();
  }

  /** The server's answer: the tablet takes the server's view (with the engine's view of what still waits on top);
   *  if the engine on the device saw it otherwise, that is a defect: shown, logged and counted. */
  private applyAnswer(entry: QueuedCommand, answer: CommandAnswer): void {
    const known = new Set(this.events.map(e => e.seq));
    const fresh = answer.events.filter(e => !known.has(e.seq));
    this.events = [...this.events, ...fresh];
    this.serverView = answer.state;
    this.version = answer.version;
    const predicted = this.predicted.get(entry.commandId);
    this.predicted.delete(entry.commandId);
    if (predicted && !sameJson(predicted, answer.state)) this.diverged(entry, answer.events[answer.events.length - 1]?.seq ?? answer.version);
    this.advanceEngine(fresh);
    this.save();
  }

  private diverged(entry: QueuedCommand, seq: number): void {
    this.divergence = { seq, command: entry.command.type };
    console.error(`engine divergence: game ${this.gameId} seq ${seq} (${entry.command.type}): the server's view differs from the device's`);
    void this.api.reportDivergence(this.gameId, seq, entry.command.type);
  }

  /** The engine's state of the server's events, from the GameCreated on; then what waits on top. */
  private rebuildEngine(): void {
    this.dropEngine();
    try {
      this.base = this.events.length > 0 ? EngineState.fromEvents(this.events) : null;
    } catch (e) {
      console.error(`engine: game ${this.gameId} could not be read`, e);
      this.base = null;
    }
    this.project();
  }

  /** The server's new events on the engine's state (the whole log again if the engine has none). */
  private advanceEngine(fresh: GameEvent[]): void {
    if (!this.base) {
      this.rebuildEngine();
      return;
    }
    const next = this.base.after(fresh);
    if (this.tip !== this.base) this.tip?.release();
    this.base.release();
    this.base = next;
    this.tip = null;
    this.project();
  }

  private dropEngine(): void {
    if (this.tip && this.tip !== this.base) this.tip.release();
    this.base?.release();
    this.base = null;
    this.tip = null;
  }

  /** The screen: the engine's view after the waiting commands replayed on the server's state (the server's own
   *  view when nothing waits or the engine cannot say). */
  private project(): void {
    if (this.tip && this.tip !== this.base) this.tip.release();
    this.tip = null;
    this.localEvents = [];
    const waiting = this.queue.items().map(e => e.command);
    const randomDeal = waiting.some(c => c.type === 'deal' && c.roles == null);
    if (this.base && !randomDeal) {
      const { state, steps } = replay(this.base, waiting, Date.now());
      this.tip = state;
      const items = this.queue.items();
      steps.forEach((step, i) => {
        this.localEvents = [...this.localEvents, ...this.numbered(step.events, this.localEvents)];
        if (step.after) this.predicted.set(items[i].commandId, step.after);
        else this.predicted.delete(items[i].commandId);
      });
    }
    this.pendingLabels = this.labelsOfWaiting();
    const view = waiting.length > 0 && this.tip ? this.tip.view : this.serverView;
    if (view) this.show(view);
  }

  /** The server's events and, after them, those the engine made for the waiting commands (the undo names the last). */
  get shownEvents(): GameEvent[] {
    return this.localEvents.length > 0 ? [...this.events, ...this.localEvents] : this.events;
  }

  private labelsOfWaiting(): string[] {
    return this.rebase().map(item => item.label);
  }

  /** After a 409: every waiting command replayed on the server's new state, named with its seats. */
  private rebase(): RebaseItem[] {
    if (!this.base) return this.queue.items().map(e => ({ commandId: e.commandId, label: commandWithSeats(e.command, null), refusal: null }));
    const items = this.queue.items();
    const { state, steps } = replay(this.base, items.map(e => e.command), Date.now());
    if (state !== this.base) state.release();
    return steps.map((step, i) => ({ commandId: items[i].commandId, label: commandWithSeats(step.command, step.before), refusal: step.refusal }));
  }

  private numbered(events: LocalEvent[], before: GameEvent[]): GameEvent[] {
    const last = before.length > 0 ? before[before.length - 1].seq : this.events[this.events.length - 1]?.seq ?? 0;
    // one command's events share a moment of their own (log.ts' lastStep groups a step by it): the undo names the last
    const moment = `waiting-${last + 1}`;
    return events.map((e, i) => ({ seq: last + i + 1, type: e.type, payload: e.payload, occurredAt: moment, actor: '' }));
  }

  private show(view: JudgeView): void {
    const phaseChanged = this.view?.phase !== view.phase;
    this.view = view;
    if (phaseChanged) this.picking.reset(view);
    else this.picking.viewChanged(view);
    this.syncClock();
  }

  /** One speech = the SpeechStarted event that opened it (the engine's, numbered as the server will, while it waits). */
  private syncClock(): void {
    const v = this.view;
    const opened = [...this.events, ...this.localEvents].reverse().find(e => e.type === 'SpeechStarted');
    const speech = v?.speaker != null ? `${opened?.seq ?? ''}|${v.phase}|${v.day}|${v.speaker}` : null;
    this.clock.sync(speech, v?.seconds ?? null, Date.now());
  }

  /** After a conflict: the waiting commands the engine still finds legal are sent, in order; the refused dropped. */
  resendAfterConflict(): Promise<void> {
    for (const item of this.conflict?.items ?? []) if (item.refusal) this.queue.drop(item.commandId);
    this.queue.resendOn(this.version);
    this.conflict = null;
    this.project();
    return this.flush();
  }

  discardAfterConflict(): void {
    this.queue.discard();
    this.predicted.clear();
    this.conflict = null;
    this.project();
    this.redraw();
  }

  /** After a conflict: one waiting command sent alone, now; the rest stay held and are replayed again after it. */
  sendOneAfterConflict(commandId: string): Promise<void> {
    this.queue.sendAlone(commandId, this.version);
    this.project();
    return this.flush();
  }

  /** After a conflict: one waiting command dropped; the rest are replayed again without it. */
  dropOneAfterConflict(commandId: string): void {
    this.queue.drop(commandId);
    this.predicted.delete(commandId);
    this.project();
    const items = this.rebase();
    this.conflict = this.conflict && items.length > 0 ? { ...this.conflict, items } : null;
    this.redraw();
  }

  dismiss(): void {
    this.refusal = null;
    this.conflict = null;
    this.divergence = null;
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
