// The organiser's calls to game-service (docs/organiser.md), through the console's /api proxy.
import { Api, HttpError } from '../api';
import type {
  Account, Judges, Login, NewAccount, NewPlayer, NewTournament, Player, PublishedTable, Regulations, SeatingOrder, SolvedSeating, StageName,
  StageSeating, Tournament,
} from './types';

const tournament = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;
const stage = (id: string, name: StageName) => `${tournament(id)}/stages/${name}`;

export class OrgApi extends Api {
  /** The tournaments the signed-in organiser registered (a chief judge: all), newest first. */
  tournaments(): Promise<Tournament[]> {
    return this.get('/api/tournaments');
  }

  createTournament(body: NewTournament): Promise<unknown> {
    return this.send('POST', '/api/tournaments', body);
  }

  regulations(id: string): Promise<Regulations> {
    return this.get(tournament(id));
  }

  players(id: string): Promise<Player[]> {
    return this.get(`${tournament(id)}/players`);
  }

  addPlayer(id: string, player: NewPlayer): Promise<Player> {
    return this.send('POST', `${tournament(id)}/players`, player);
  }

  /** All rows or none: a bad row is 422 INVALID_PLAYER_ROWS naming every bad line. */
  importPlayers(id: string, csv: string): Promise<Player[]> {
    return this.send('POST', `${tournament(id)}/players/csv`, csv, 'text/csv; charset=UTF-8');
  }

  judges(id: string): Promise<Judges> {
    return this.get(`${tournament(id)}/judges`);
  }

  addJudges(id: string, judges: string[]): Promise<Judges> {
    return this.send('POST', `${tournament(id)}/judges`, { judges });
  }

  seating(id: string, name: StageName): Promise<StageSeating> {
    return this.get(`${stage(id, name)}/seating`);
  }

  /** Seats the stage by the seating module (Timefold, up to 20 s) and stores the seating; the answer carries its quality report. */
  solveSeating(id: string, name: StageName, order: SeatingOrder): Promise<SolvedSeating> {
    return this.send('POST', `${stage(id, name)}/seating/solve`, order);
  }

  /** The published tables of a round (none before it is published: the service's 404). */
  round(id: string, name: StageName, round: number): Promise<PublishedTable[]> {
    return this.get<PublishedTable[]>(`${stage(id, name)}/rounds/${round}`)
      .catch(e => { if (e instanceof HttpError && e.status === 404) return []; throw e; });
  }

  /** Gives a published table to another judge mid-round (the game's JudgeAssigned event); the table as the round lists it. */
  reassign(id: string, name: StageName, round: number, table: number, judge: string): Promise<PublishedTable> {
    return this.send('PUT', `${stage(id, name)}/rounds/${round}/tables/${table}/judge`, { judge });
  }

  /** Publishes the round: the judge of every table, by table number. */
  publish(id: string, name: StageName, round: number, judges: Record<string, string>): Promise<PublishedTable[]> {
    return this.send('POST', `${stage(id, name)}/rounds/${round}/publish`, { judges });
  }

  /** The logins the signed-in organiser made, oldest first. */
  accounts(): Promise<Account[]> {
    return this.get('/api/accounts');
  }

  /** A new login with its one-time password (409 ACCOUNT_EXISTS, 400 BAD_USERNAME / BAD_NAME / BAD_ROLE). */
  createAccount(body: NewAccount): Promise<Login> {
    return this.send('POST', '/api/accounts', body);
  }

  /** A login for every registered player of the tournament who has none yet. */
  playerAccounts(id: string): Promise<Login[]> {
    return this.send('POST', `${tournament(id)}/player-accounts`);
  }

  resetPassword(username: string): Promise<Login> {
    return this.send('POST', `/api/accounts/${encodeURIComponent(username)}/password`);
  }

  setEnabled(username: string, enabled: boolean): Promise<Account> {
    return this.send('POST', `/api/accounts/${encodeURIComponent(username)}/${enabled ? 'enable' : 'disable'}`);
  }
}
