// What the judge is picking on the seats (the deal, a vote count, lift-all, the shots, the checks, the best move,
// a seat for a foul) and the commands it builds: no server, no page, so vitest holds it (picking.test.ts).
//
// One rule for the thumb, in every phase (docs/console.md): a seat tap goes at once to the pick that is armed.
// Each phase arms its own pick (the deal: the chosen role; the day: the speaker's nominee; a vote: the current
// candidate's voters; lift-all: its voters; the night: the current shooter's target, then the Don's and the
// Sheriff's check; last words: the best move, or the will). An action button (Фол, a clause, a check) arms its
// own pick over the phase's for one tap; once that command is sent the phase's pick is armed again, as it was:
// a foul during a vote count leaves the count.
import { DEAL_COUNTS, SEATS, type Command, type JudgeView, type Role } from './interfaces';

/** What a tap on a seat means now. */
export type SeatMode =
  | 'none' | 'deal' | 'nominate' | 'vote' | 'liftAll' | 'shoot' | 'donCheck' | 'sheriffCheck' | 'bestMove'
  | 'foul' | 'disqualify' | 'teamDefeat' | 'will';

/** The pick a phase arms by itself: where a seat tap goes when no action button is armed. */
export function phasePick(view: JudgeView | null): SeatMode {
  if (!view) return 'none';
  const allowed = (type: string) => !!view.allowed?.includes(type);
  const checked = (role: string) => (view.checks ?? []).some(c => c.night === view.night && c.role === role);
  switch (view.phase) {
    case 'SETUP': return 'deal';
    case 'DAY': case 'TIE_SPEECHES': return allowed('nominate') && view.speaker != null ? 'nominate' : 'none';
    case 'VOTING': case 'REVOTE': return allowed('vote') ? 'vote' : 'none';
    case 'LIFT_ALL': return allowed('liftAll') ? 'liftAll' : 'none';
    case 'NIGHT':
      if (allowed('shoot')) return 'shoot';
      if (allowed('donCheck') && !checked('DON')) return 'donCheck';
      if (allowed('sheriffCheck') && !checked('SHERIFF')) return 'sheriffCheck';
      return 'none';
    case 'LAST_WORDS':
      if (allowed('bestMove')) return 'bestMove';
      if (allowed('will') && view.speaker != null) return 'will';
      return 'none';
    default: return 'none';
  }
}

export class Picking {
  mode: SeatMode = 'none';
  /** true while an action button's pick is armed over the phase's own, for one tap */
  armed = false;
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
  /** the clause of a disqualification or a team defeat being picked */
  clause = '';
  /** after the end: each seat's extra points as typed, and each seat's penalty clause */
  extra: Record<number, string> = {};
  penalties: Record<number, string> = {};

  constructor(view: JudgeView | null = null) {
    this.reset(view);
  }

  /** A new phase: every pick starts again and the phase's own is armed. */
  reset(view: JudgeView | null): void {
    this.voteIndex = 0;
    this.votes = {};
    this.liftAllFor = [];
    this.shots = {};
    this.bestMoveTargets = [];
    this.hintRequested = false;
    this.clause = '';
    this.armed = false;
    this.mode = phasePick(view);
    this.shooter = blackShooters(view)[0] ?? null;
  }

  /** A new view of the same phase: the phase's pick follows it (the Sheriff's check once the Don's is made). */
  viewChanged(view: JudgeView | null): void {
    if (!this.armed) this.mode = phasePick(view);
  }

  /** `command` was sent: the pick it carried is done, the phase's pick armed again (the rest kept). */
  sent(command: Command, view: JudgeView | null): void {
    switch (command.type) {
      case 'deal': this.dealRoles = {}; break;
      case 'vote': this.votes = {}; this.voteIndex = 0; break;
      case 'liftAll': this.liftAllFor = []; break;
      case 'shoot': this.shots = {}; break;
      case 'bestMove': this.bestMoveTargets = []; this.hintRequested = false; break;
      default: break;
    }
    this.clause = '';
    this.armed = false;
    this.mode = phasePick(view);
  }

  /** An action button: arms its pick for the next tap, or, tapped again, gives the tap back to the phase's pick. */
  arm(mode: SeatMode, view: JudgeView | null): void {
    const back = (this.armed && this.mode === mode) || mode === 'none';
    this.armed = !back;
    this.mode = back ? phasePick(view) : mode;
  }

  /** A tap on a seat, for the armed pick; a command it completes is returned to be sent. */
  tap(seat: number, view: JudgeView | null): Command | null {
    switch (this.mode) {
      case 'deal': this.placeRole(seat); return null;
      case 'nominate': return view?.speaker != null ? { type: 'nominate', by: view.speaker, target: seat } : null;
      case 'vote': this.toggleVoter(seat, view); return null;
      case 'liftAll': this.liftAllFor = toggle(this.liftAllFor, seat); return null;
      case 'shoot':
        if (this.shooter != null) {
          this.shots = { ...this.shots, [this.shooter]: seat };
          this.nextShooter(view);
        }
        return null;
      case 'donCheck': return { type: 'donCheck', target: seat };
      case 'sheriffCheck': return { type: 'sheriffCheck', target: seat };
      case 'bestMove':
        this.bestMoveTargets = this.bestMoveTargets.includes(seat) ? this.bestMoveTargets.filter(s => s !== seat)
          : this.bestMoveTargets.length < 3 ? [...this.bestMoveTargets, seat] : this.bestMoveTargets;
        return null;
      case 'foul': return { type: 'foul', seat };
      case 'disqualify': return this.clause ? { type: 'disqualify', seat, clause: this.clause } : null;
      case 'teamDefeat': return this.clause ? { type: 'teamDefeat', seat, clause: this.clause } : null;
      case 'will': return view?.speaker != null ? { type: 'will', by: view.speaker, target: seat } : null;
      case 'none': return null;
    }
  }

  /** Whether a seat is part of the armed pick (drawn as selected). */
  selected(seat: number, view: JudgeView | null): boolean {
    switch (this.mode) {
      case 'vote': return (this.votes[ballot(view)[this.voteIndex]] ?? []).includes(seat);
      case 'liftAll': return this.liftAllFor.includes(seat);
      case 'shoot': return this.shooter != null && this.shots[this.shooter] === seat;
      case 'bestMove': return this.bestMoveTargets.includes(seat);
      default: return false;
    }
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
  }

  pickDealRole(role: Role): void {
    this.dealRole = role;
    this.armed = false;
    this.mode = 'deal';
  }

  clearDeal(): void {
    this.dealRoles = {};
    this.armed = false;
    this.mode = 'deal';
  }

  /** The civilians fill the seats left once the black roles and the Sheriff are placed. */
  dealComplete(): Record<number, Role> | null {
    const placed = { ...this.dealRoles };
    const special = (['SHERIFF', 'MAFIA', 'DON'] as Role[]).every(r => this.dealCount(r) === DEAL_COUNTS[r]);
    if (!special) return null;
    for (const seat of SEATS) if (!placed[seat]) placed[seat] = 'CIVILIAN';
    return Object.values(placed).filter(r => r === 'CIVILIAN').length === DEAL_COUNTS.CIVILIAN ? placed : null;
  }

  /** The deal as placed, or at random by the server. */
  dealCommand(random: boolean): Command | null {
    if (random) return { type: 'deal' };
    const roles = this.dealComplete();
    return roles ? { type: 'deal', roles } : null;
  }

  // ---- voting ---------------------------------------------------------------------------------------------

  /** A voter for the current candidate, or taken back; one hand per voter, none for the last (the rest fall to him). */
  toggleVoter(seat: number, view: JudgeView | null): void {
    const candidates = ballot(view);
    const candidate = candidates[this.voteIndex];
    if (candidate == null || this.voteIndex === candidates.length - 1) return;
    if (!(view?.atTable ?? []).includes(seat)) return;
    const votedElsewhere = Object.entries(this.votes).some(([c, voters]) => Number(c) !== candidate && voters.includes(seat));
    if (votedElsewhere) return;
    this.votes = { ...this.votes, [candidate]: toggle(this.votes[candidate] ?? [], seat) };
  }

  nextCandidate(view: JudgeView | null): void {
    if (this.voteIndex < ballot(view).length - 2) this.voteIndex += 1;
    this.armed = false;
    this.mode = 'vote';
  }

  /** A candidate's voters as counted; the last candidate's are the rest at the table (4.4.9). */
  voters(candidate: number, view: JudgeView | null): number[] {
    const candidates = ballot(view);
    if (candidate !== candidates[candidates.length - 1]) return this.votes[candidate] ?? [];
    const listed = new Set(candidates.slice(0, -1).flatMap(c => this.votes[c] ?? []));
    return (view?.atTable ?? []).filter(s => !listed.has(s));
  }

  /**
   * The count can be recorded once every candidate but the last was counted (the judge reached the last one
   * counted by hand) and every hand is of a player at the table, once.
   */
  voteReady(view: JudgeView | null): boolean {
    const candidates = ballot(view);
    if (candidates.length === 0 || this.voteIndex < candidates.length - 2) return false;
    const at = new Set(view?.atTable ?? []);
    const hands = candidates.slice(0, -1).flatMap(c => this.votes[c] ?? []);
    return hands.every(s => at.has(s)) && new Set(hands).size === hands.length
      && Object.keys(this.votes).every(c => candidates.includes(Number(c)));
  }

  voteCommand(view: JudgeView | null): Command | null {
    if (!this.voteReady(view)) return null;
    const votes: Record<number, number[]> = {};
    ballot(view).slice(0, -1).forEach(c => { votes[c] = [...(this.votes[c] ?? [])].sort((a, b) => a - b); });
    return { type: 'vote', votes };
  }

  liftAllCommand(): Command {
    return { type: 'liftAll', for: [...this.liftAllFor].sort((a, b) => a - b) };
  }

  // ---- night ----------------------------------------------------------------------------------------------

  pickShooter(seat: number): void {
    this.shooter = seat;
    this.armed = false;
    this.mode = 'shoot';
  }

  /** The current shooter does not shoot. */
  miss(view: JudgeView | null): void {
    if (this.shooter != null) {
      this.shots = { ...this.shots, [this.shooter]: null };
      this.nextShooter(view);
    }
    this.armed = false;
    this.mode = 'shoot';
  }

  private nextShooter(view: JudgeView | null): void {
    this.shooter = blackShooters(view).find(s => !(s in this.shots)) ?? this.shooter;
  }

  shootCommand(view: JudgeView | null): Command {
    const shots: Record<number, number | null> = {};
    blackShooters(view).forEach(s => { shots[s] = this.shots[s] ?? null; });
    return { type: 'shoot', shots };
  }

  // ---- last words -----------------------------------------------------------------------------------------

  setHint(requested: boolean): void {
    this.hintRequested = requested;
  }

  bestMoveCommand(): Command {
    return { type: 'bestMove', targets: this.bestMoveTargets, hintRequested: this.hintRequested };
  }

  // ---- discipline, the award ------------------------------------------------------------------------------

  pickClause(mode: 'disqualify' | 'teamDefeat', clause: string, view: JudgeView | null): void {
    this.clause = clause;
    this.armed = !!clause;
    this.mode = clause ? mode : phasePick(view);
  }

  setExtra(seat: number, points: string): void {
    this.extra = { ...this.extra, [seat]: points };
  }

  setPenalty(seat: number, clause: string): void {
    this.penalties = { ...this.penalties, [seat]: clause };
  }

  /** The extras typed (a comma taken for a point, blanks and zeros left out) and the penalties at the ruleset's points. */
  awardCommand(ruleset: string | null): Command {
    const extra: Record<number, number> = {};
    const penalties: Record<number, { points: number; clause: string }> = {};
    for (const [seat, value] of Object.entries(this.extra)) {
      const n = Number(value.replace(',', '.'));
      if (value.trim() !== '' && n !== 0) extra[Number(seat)] = n;
    }
    const penaltyPoints = ruleset === 'CLUB' ? -1 : -0.4;
    for (const [seat, clause] of Object.entries(this.penalties)) {
      if (clause) penalties[Number(seat)] = { points: penaltyPoints, clause };
    }
    return { type: 'award', extra, penalties };
  }
}

/** The candidates on the ballot, in order. */
export function ballot(view: JudgeView | null): number[] {
  return view?.candidates ?? [];
}

/** The black players at the table, who shoot. */
export function blackShooters(view: JudgeView | null): number[] {
  const roles = view?.roles ?? {};
  return (view?.atTable ?? []).filter(s => roles[s] === 'MAFIA' || roles[s] === 'DON');
}

function toggle(list: number[], seat: number): number[] {
  return list.includes(seat) ? list.filter(s => s !== seat) : [...list, seat];
}
