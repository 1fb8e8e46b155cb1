// The shapes of game-service's organiser API (docs/organiser.md), typed once.

export type Ruleset = 'FIIM' | 'FSM' | 'RFM' | 'CLUB';
export const RULESETS: Ruleset[] = ['FIIM', 'FSM', 'RFM', 'CLUB'];
export type StageName = 'QUALIFYING' | 'SEMIFINAL' | 'FINAL' | 'FRIENDLY';
export const STAGES: StageName[] = ['QUALIFYING', 'SEMIFINAL', 'FINAL', 'FRIENDLY'];

/** The geographic rules (7.11): withdrawal of a nomination (4.4.3), no lift-all vote with 3 or 4 at the table (7.6). */
export interface GameOptions { withdrawal: boolean; noLiftAtThreeOrFour: boolean }
export interface StagePlan { stage: StageName; gamesPerPlayer: number }

/** POST /api/tournaments. */
export interface NewTournament {
  id: string; name: string; startsOn: string; endsOn: string; ruleset: Ruleset; options: GameOptions; stages: StagePlan[];
}
/** GET /api/tournaments: a tournament the caller may set up. */
export interface Tournament extends NewTournament { createdBy: string }

/** GET /api/tournaments/{id}: the regulations. */
export interface Regulations {
  name: string; startsOn: string; endsOn: string; ruleset: Ruleset; options: GameOptions; stages: StagePlan[];
}

/** A registered player (GET /api/tournaments/{id}/players). */
export interface Player { playerId: string; nickname: string; club: string | null; externalId: string | null }
export interface NewPlayer { nickname: string; club?: string; externalId?: string }

export interface Judges { judges: string[] }

/** A stage's seating: rounds 1..R, each its tables, each seats 1–10 and the player in each. */
export interface StageSeating { rounds: SeatingRound[] }
export interface SeatingRound { number: number; tables: SeatingTable[] }
export interface SeatingTable { number: number; seats: { number: number; player: string }[] }

/** A published table: its game and its judge. */
export interface PublishedTable { tableNo: number; gameId: string; judge: string }
/** POST .../seating/solve: what the solver seats; every field optional (games per player come from the regulations). */
export type Filling = 'BYES' | 'SUBSTITUTES';
export interface SeatingOrder { players?: string[]; separated?: string[][]; filling?: Filling; substitutes?: string[]; seed?: number }

/** A seating's figures over the stage's players (docs/organiser.md "Seating a stage by the solver"). */
export interface SeatingQuality {
  pairs: number; totalMeetings: number; maxMeetings: number; ideal: number; pairsAboveIdeal: number;
  pairsMeetingTwiceOrMore: number; sumOfSquaredMeetings: number; meetingsHistogram: number[]; seatsEven: boolean;
  mostTimesInOneSeat: number; seatHistograms: Record<string, number[]>;
}
/** The answer: the stored seating, who sits each round out, the substitutes, and the report beside random and the bound. */
export interface SolvedSeating {
  seating: StageSeating; byes: { round: number; players: string[] }[]; substitutes: string[];
  report: SeatingQuality; random: SeatingQuality; lowerBound: { sumOfSquaredMeetings: number; maxMeetings: number };
}

/** The organiser's logins (docs/organiser.md "Logins"). */
export type AccountRole = 'judge' | 'chief-judge' | 'player';
export interface NewAccount { username: string; name: string; role: AccountRole }
/** A new login or a reset: the one-time password is shown this once (on the login card). */
export interface Login { username: string; name: string; role: AccountRole; oneTimePassword: string }
/** A login the organiser made: may he sign in, has he signed in and set his own password. */
export interface Account {
  username: string; name: string; role: AccountRole; createdBy: string; createdAt: string; enabled: boolean; signedIn: boolean;
}
