// The controller of one table: it owns the state (the engine's view, the log, the queue, what the judge is
// picking) and every action; the views only render it and call these methods.
import { Api, HttpError, OfflineError } from './api';
import { DEAL_COUNTS, type ApiError, type Command, type CommandAnswer, type GameEvent, type JudgeView, type Role } from './interfaces';
import { CommandQueue, type QueuedCommand } from './queue';
import { SpeechClock } from './timer';
import { t } from './i18n';

/** What a tap on a seat means now. */
export type SeatMode =
  | 'none' | 'deal' | 'nominate' | 'vote' | 'liftAll' | 'shoot' | 'donCheck' | 'sheriffCheck' | 'bestMove'
  | 'foul' | 'disqualify' | 'teamDefeat' | 'will';

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

  mode: SeatMode = 'none';
  /** deal: the role the judge is placing, and the roles placed */
  dealRole: Role = 'MAFIA';
  dealRoles: Record<number, Role> = {};
  /** vote: the candidate being counted (index into the ballot) and each candidate's voters */
  voteIndex = 0;
  votes: Record<number, number[]> = {};
  liftAllFor: number[] = [];
  /** night: each black player's target (null: no shot) and whose target a tap sets */
  shots: Record<number, number | null> = {};
  shooter: number | null = null;
  bestMoveTargets: number[] = [];
  hintRequested = false;
  clause = '';
  extra: Record<number, string> = {};
  penalties: Record<number, string> = {};

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
      this.mode = state.phase === 'SETUP' ? 'deal' : 'none';
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
    this.resetPicking();
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
    if (phaseChanged) this.resetPicking();
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

  // ---- picking seats --------------------------------------------------------------------------------------

  setMode(mode: SeatMode): void {
    this.mode = this.mode === mode ? 'none' : mode;
    if (this.mode === 'shoot') this.shooter = this.blackShooters()[0] ?? null;
    this.redraw();
  }

  resetPicking(): void {
    this.mode = this.view?.phase === 'SETUP' ? 'deal' : 'none';
    this.voteIndex = 0;
    this.votes = {};
    this.liftAllFor = [];
    this.shots = {};
    this.shooter = null;
    this.bestMoveTargets = [];
    this.hintRequested = false;
  }

  /** A tap on a seat, meaning what the mode says; outside a mode, a tap on the speaker starts a nomination. */
  tapSeat(seat: number): void {
    switch (this.mode) {
      case 'deal': this.placeRole(seat); break;
      case 'nominate':
        if (this.view?.speaker != null) this.send({ type: 'nominate', by: this.view.speaker, target: seat });
        break;
      case 'vote': this.toggleVoter(seat); break;
      case 'liftAll': this.liftAllFor = toggle(this.liftAllFor, seat); break;
      case 'shoot':
        if (this.shooter != null) {
          this.shots = { ...this.shots, [this.shooter]: seat };
          this.shooter = this.blackShooters().find(s => !(s in this.shots)) ?? this.shooter;
        }
        break;
      case 'donCheck': this.send({ type: 'donCheck', target: seat }); break;
      case 'sheriffCheck': this.send({ type: 'sheriffCheck', target: seat }); break;
      case 'bestMove':
        this.bestMoveTargets = this.bestMoveTargets.includes(seat) ? this.bestMoveTargets.filter(s => s !== seat)
          : this.bestMoveTargets.length < 3 ? [...this.bestMoveTargets, seat] : this.bestMoveTargets;
        break;
      case 'foul': this.send({ type: 'foul', seat }); break;
      case 'disqualify': if (this.clause) this.send({ type: 'disqualify', seat, clause: this.clause }); break;
      case 'teamDefeat': if (this.clause) this.send({ type: 'teamDefeat', seat, clause: this.clause }); break;
      case 'will':
        if (this.view?.speaker != null) this.send({ type: 'will', by: this.view.speaker, target: seat });
        break;
      case 'none':
        if (seat === this.view?.speaker && this.allowed('nominate')) this.mode = 'nominate';
        else if (this.phaseVoting()) { this.mode = 'vote'; this.toggleVoter(seat); }
        break;
    }
    this.redraw();
  }

  // ---- the deal -------------------------------------------------------------------------------------------

  dealCount(role: Role): number {
    return Object.values(this.dealRoles).filter(r => r === role).length;
  }

  /** 6/1/2/1 as he goes: a role is placed only while it has room; a tap on a seat with the role takes it off. */
  placeRole(seat: number): void {
    if (this.dealRoles[seat] === this.dealRole) {
      this.dealRoles = Object.fromEntries(Object.entries(this.dealRoles).filter(([s]) => Number(s) !== seat));
    } else if (this.dealCount(this.dealRole) < DEAL_COUNTS[this.dealRole]) {
      this.dealRoles = { ...this.dealRoles, [seat]: this.dealRole };
    }
    this.redraw();
  }

  pickDealRole(role: Role): void {
    this.dealRole = role;
    this.mode = 'deal';
    this.redraw();
  }

  /** The civilians fill the seats left once the black roles and the Sheriff are placed. */
  dealComplete(): Record<number, Role> | null {
    const placed = { ...this.dealRoles };
    const special = (['SHERIFF', 'MAFIA', 'DON'] as Role[]).every(r => this.dealCount(r) === DEAL_COUNTS[r]);
    if (!special) return null;
    for (let seat = 1; seat <= 10; seat++) if (!placed[seat]) placed[seat] = 'CIVILIAN';
    return Object.values(placed).filter(r => r === 'CIVILIAN').length === 6 ? placed : null;
  }

  deal(random: boolean): void {
    const roles = this.dealComplete();
    if (random) this.send({ type: 'deal' });
    else if (roles) this.send({ type: 'deal', roles });
    this.dealRoles = {};
  }

  // ---- voting ---------------------------------------------------------------------------------------------

  phaseVoting(): boolean {
    return this.allowed('vote');
  }

  ballot(): number[] {
    return this.view?.candidates ?? [];
  }

  toggleVoter(seat: number): void {
    const ballot = this.ballot();
    const candidate = ballot[this.voteIndex];
    if (candidate == null || this.voteIndex === ballot.length - 1) return;
    const votedElsewhere = Object.entries(this.votes).some(([c, voters]) => Number(c) !== candidate && voters.includes(seat));
    if (votedElsewhere) return;
    this.votes = { ...this.votes, [candidate]: toggle(this.votes[candidate] ?? [], seat) };
  }

  nextCandidate(): void {
    if (this.voteIndex < this.ballot().length - 1) this.voteIndex += 1;
    this.mode = 'vote';
    this.redraw();
  }

  /** Voters not listed for an earlier candidate: they fall to the last one (4.4.9). */
  restToLast(): number[] {
    const listed = new Set(Object.values(this.votes).flat());
    return (this.view?.atTable ?? []).filter(s => !listed.has(s));
  }

  sendVote(): void {
    const ballot = this.ballot();
    const votes: Record<number, number[]> = {};
    ballot.slice(0, -1).forEach(c => { votes[c] = [...(this.votes[c] ?? [])].sort((a, b) => a - b); });
    this.send({ type: 'vote', votes });
  }

  // ---- night ----------------------------------------------------------------------------------------------

  blackShooters(): number[] {
    const roles = this.view?.roles ?? {};
    return (this.view?.atTable ?? []).filter(s => roles[s] === 'MAFIA' || roles[s] === 'DON');
  }

  pickShooter(seat: number): void {
    this.shooter = seat;
    this.mode = 'shoot';
    this.redraw();
  }

  miss(): void {
    if (this.shooter != null) {
      this.shots = { ...this.shots, [this.shooter]: null };
      this.shooter = this.blackShooters().find(s => !(s in this.shots)) ?? this.shooter;
    }
    this.redraw();
  }

  sendShots(): void {
    const shots: Record<number, number | null> = {};
    this.blackShooters().forEach(s => { shots[s] = this.shots[s] ?? null; });
    this.send({ type: 'shoot', shots });
  }

  // ---- discipline, after the end --------------------------------------------------------------------------

  pickClause(mode: 'disqualify' | 'teamDefeat', clause: string): void {
    this.clause = clause;
    this.mode = mode;
    this.redraw();
  }

  setHint(requested: boolean): void {
    this.hintRequested = requested;
    this.redraw();
  }

  setExtra(seat: number, points: string): void {
    this.extra = { ...this.extra, [seat]: points };
    this.redraw();
  }

  setPenalty(seat: number, clause: string): void {
    this.penalties = { ...this.penalties, [seat]: clause };
    this.redraw();
  }

  clearDeal(): void {
    this.dealRoles = {};
    this.mode = 'deal';
    this.redraw();
  }

  sendAward(): void {
    const extra: Record<number, number> = {};
    const penalties: Record<number, { points: number; clause: string }> = {};
    for (const [seat, value] of Object.entries(this.extra)) {
      const n = Number(value.replace(',', '.'));
      if (value.trim() !== '' && n !== 0) extra[Number(seat)] = n;
    }
    const penaltyPoints = this.ruleset === 'CLUB' ? -1 : -0.4;
    for (const [seat, clause] of Object.entries(this.penalties)) {
      if (clause) penalties[Number(seat)] = { points: penaltyPoints, clause };
    }
    this.send({ type: 'award', extra, penalties });
  }
}

function toggle(list: number[], seat: number): number[] {
  return list.includes(seat) ? list.filter(s => s !== seat) : [...list, seat];
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
