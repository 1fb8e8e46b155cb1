// The shapes game-service sends (docs/rules/TABLE-API.md), typed once.

export type Phase =
  | 'SETUP' | 'NIGHT' | 'DAY' | 'VOTING' | 'TIE_SPEECHES' | 'REVOTE' | 'LIFT_ALL' | 'LAST_WORDS' | 'FINISHED';
export type Role = 'CIVILIAN' | 'SHERIFF' | 'MAFIA' | 'DON';
export const ROLES: Role[] = ['CIVILIAN', 'SHERIFF', 'MAFIA', 'DON'];
/** 4.1.3: six civilians, one Sheriff, two Mafia, one Don. */
export const DEAL_COUNTS: Record<Role, number> = { CIVILIAN: 6, SHERIFF: 1, MAFIA: 2, DON: 1 };
export const SEATS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export interface SeatedPlayer { seat: number; playerId: string; nickname: string }
export interface Departure { seat: number; how: 'KILLED' | 'VOTED' | 'REMOVED'; day?: number; night?: number }
export interface BestMove { seat: number; targets: number[]; blacks?: number; hintRequested: boolean }
/** A night check: by the Don (result SHERIFF / NOT_SHERIFF) or the Sheriff (RED / BLACK). */
export interface CheckRecord { night: number; role: 'DON' | 'SHERIFF'; seat: number; target: number; result: string }
export interface CandidateVotes { candidate: number; voters: number[]; defaultVoters: number[]; votes: number }

/** The judge's view (game-rules JudgeView): every key present, null when empty. */
export interface JudgeView {
  phase: Phase;
  day: number;
  night: number;
  speaker: number | null;
  seconds: number | null;
  candidates: number[] | null;
  atTable: number[] | null;
  fouls: Record<string, number> | null;
  cancelledVotes: number[] | null;
  allowed: string[] | null;
  roles: Record<string, Role> | null;
  winner: 'RED' | 'BLACK' | 'DRAW' | null;
  departures: Departure[] | null;
  bestMove: BestMove | null;
  checks: CheckRecord[] | null;
  finalized: boolean;
  awaitingApproval: boolean;
  annulled: boolean;
  players: SeatedPlayer[] | null;
  votes: CandidateVotes[] | null;
}

/** GET /api/games/{id}. */
export interface GameSnapshot { version: number; state: JudgeView }
/** A game the signed-in judge judges (GET /api/games/assigned); tournament, stage, round and table absent for an ad-hoc game. */
export interface AssignedGame {
  gameId: string; tournamentId?: string | null; stage?: string | null; round?: number | null; tableNo?: number | null;
  gameNo?: number | null; createdAt?: string | null; version: number; phase: string; finalized: boolean;
}

/** One event of the game's log (EventEnvelope). */
export interface GameEvent {
  seq: number;
  type: string;
  occurredAt: string;
  actor: string;
  payload: Record<string, unknown>;
}

/** 200 to a command. */
export interface CommandAnswer { version: number; events: GameEvent[]; state: JudgeView }

/** 4xx body: the engine's code, the rule's clause, its words. */
export interface ApiError { error: string; rule?: string | null; message?: string | null }

/** A command as the table API takes it (type plus its fields). */
export interface Command { type: string; [field: string]: unknown }

/** One table of the live board (rating-service's BoardRow). */
export interface BoardRow {
  gameId: string;
  stage?: string;
  round?: number;
  tableNo?: number;
  seq: number;
  phase: string;
  day: number;
  night: number;
  speaker?: number;
  speechKind?: string;
  lastEventAt?: string;
  idle: boolean;
  ended: boolean;
  winner?: string;
  endReason?: string;
}

/** A message of the board's feed: the snapshot first, then the changed rows. */
export interface BoardMessage {
  tournamentId: string;
  stage?: string;
  round?: number;
  version: number;
  kind: 'snapshot' | 'change';
  at: string;
  idleAfterSeconds: number;
  rows: BoardRow[];
}

/** An amendment's result before and after, and the protest that caused it. */
export interface Amendment { before?: string; after: string; reason: string; protestId?: string }

/** One entry of an audit log (game-service's GameLog.Entry). */
export interface LogEntry {
  gameId: string;
  tableNo?: number;
  round?: number;
  seq: number;
  at: string;
  actor: string;
  type: string;
  payload: Record<string, unknown>;
  undone: boolean;
  undoneBy?: number;
  amendment?: Amendment;
}

export interface GameLog {
  gameId: string;
  tournamentId?: string;
  stage?: string;
  round?: number;
  tableNo?: number;
  judge: string;
  entries: LogEntry[];
}

export interface TournamentLog {
  tournamentId: string;
  table?: number;
  judge?: string;
  types: string[];
  offset: number;
  entries: LogEntry[];
  more: boolean;
}

/** A protest (protocol-service): open while `decision` is null; `seat` null when the table's judge filed it. */
export interface Protest {
  protestId: string;
  gameId: string;
  tournamentId?: string | null;
  filedBy: string;
  seat?: number | null;
  text?: string | null;
  filedAt: string;
  gameEndedAt: string;
  decision?: 'UPHELD' | 'REJECTED' | null;
  reasons?: string | null;
}

/** The chief judge's decision of a protest; `resultChange` only with UPHELD (a winner, or annulled). */
export interface ProtestDecisionBody {
  decision: 'UPHELD' | 'REJECTED';
  reasons: string;
  resultChange: { winner: 'RED' | 'BLACK' | 'DRAW' | null; annulled: boolean } | null;
}

/** An award over the judge's own limits, awaiting the chief judge (game-service GET .../awards/awaiting). */
export interface AwaitingAward {
  gameId: string;
  tournamentId: string;
  stage?: string | null;
  round?: number | null;
  tableNo?: number | null;
  gameNo?: number | null;
  judge: string;
  version: number;
  winner?: string | null;
  extra: Record<string, number>;
  penalties: Record<string, { points: number; clause: string }>;
  approvalReasons: string[];
}
