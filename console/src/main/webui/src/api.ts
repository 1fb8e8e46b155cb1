// Server traffic: the judge's table API through the console's /api proxy.
import type {
  ApiError, AssignedGame, AwaitingAward, Command, CommandAnswer, GameEvent, GameLog, GameSnapshot, Protest, ProtestDecisionBody,
  TournamentLog,
} from './interfaces';
import type { SendResult } from './queue';
import { retryDelayMs } from './retryAfter';

export class OfflineError extends Error {}
export class HttpError extends Error {
  constructor(readonly status: number, readonly body: ApiError) {
    super(`${status} ${body.error}`);
  }
}

export class Api {
  constructor(private readonly token: () => Promise<string | undefined>) {}

  /** Exactly the games the signed-in judge judges, oldest first. */
  assigned(): Promise<AssignedGame[]> {
    return this.get('/api/games/assigned');
  }

  game(gameId: string): Promise<GameSnapshot> {
    return this.get(`/api/games/${encodeURIComponent(gameId)}`);
  }

  events(gameId: string): Promise<GameEvent[]> {
    return this.get(`/api/games/${encodeURIComponent(gameId)}/events`);
  }

  /** A game's audit log: every event with actor and time, undone ones marked, amendments before and after. */
  gameLog(gameId: string): Promise<GameLog> {
    return this.get(`/api/games/${encodeURIComponent(gameId)}/log`);
  }

  /** A tournament's audit log, filtered by table, judge and event type. */
  tournamentLog(tournament: string, filter: { table?: number; judge?: string; type?: string }): Promise<TournamentLog> {
    const q = new URLSearchParams();
    if (filter.table) q.set('table', String(filter.table));
    if (filter.judge) q.set('judge', filter.judge);
    if (filter.type) q.set('type', filter.type);
    return this.get(`/api/tournaments/${encodeURIComponent(tournament)}/log?${q.toString()}`);
  }

  /** The tournament's protests awaiting the chief judge's decision (protocol-service), oldest first. */
  openProtests(tournament: string): Promise<Protest[]> {
    return this.get(`/api/tournaments/${encodeURIComponent(tournament)}/protests/open`);
  }

  /** The tournament's awards over the judges' limits, awaiting the chief judge's approval. */
  awaitingAwards(tournament: string): Promise<AwaitingAward[]> {
    return this.get(`/api/tournaments/${encodeURIComponent(tournament)}/awards/awaiting`);
  }

  /** The chief judge's decision of a protest. */
  decide(gameId: string, protestId: string, body: ProtestDecisionBody): Promise<Protest> {
    return this.post(`/api/games/${encodeURIComponent(gameId)}/protests/${encodeURIComponent(protestId)}/decision`, body);
  }

  /** A chief judge's command (approve, amend, undo) sent at once, not queued: the answer, or an HttpError. */
  chiefCommand(gameId: string, commandId: string, command: Command, ifMatch?: number): Promise<CommandAnswer> {
    return this.post(`/api/games/${encodeURIComponent(gameId)}/commands`, { ...command, commandId },
      ifMatch == null ? {} : { 'If-Match': `"${ifMatch}"` });
  }

  /** One command with its commandId and If-Match; what happened, for the queue. */
  async command(gameId: string, commandId: string, command: Command, ifMatch: number): Promise<SendResult> {
    let response: Response;
    try {
      response = await fetch(`/api/games/${encodeURIComponent(gameId)}/commands`, {
        method: 'POST',
        headers: { ...(await this.headers()), 'Content-Type': 'application/json', 'If-Match': `"${ifMatch}"` },
        body: JSON.stringify({ ...command, commandId }),
      });
    } catch {
      return { kind: 'offline' };
    }
    if (response.ok) return { kind: 'accepted', answer: (await response.json()) as CommandAnswer };
    if (response.status === 409) return { kind: 'conflict' };
    if (response.status === 503) return { kind: 'offline', retryAfterMs: retryDelayMs(response.headers.get('Retry-After')) ?? undefined };
    if (response.status >= 500 || response.status === 401) return { kind: 'offline' };
    return { kind: 'refused', status: response.status, error: await errorBody(response) };
  }

  /** The engine on the device saw a command otherwise than the server: the console's server counts it (its metrics). */
  async reportDivergence(gameId: string, seq: number, command: string): Promise<void> {
    try {
      await fetch('/engine/divergence', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ gameId, seq, command }),
      });
    } catch {
      // offline: the log on the device has it
    }
  }

  protected get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  /** A request whose answer is JSON: the body parsed, HttpError with the service's error body, OfflineError without an answer. */
  protected async send<T>(method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<T> {
    let response: Response;
    const headers: Record<string, string> = await this.headers();
    if (body !== undefined) headers['Content-Type'] = contentType;
    try {
      response = await fetch(path, {
        method, headers, cache: 'no-store',
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    } catch {
      throw new OfflineError(path);
    }
    if (response.status >= 500) throw new OfflineError(`${response.status} ${path}`);
    if (!response.ok) throw new HttpError(response.status, await errorBody(response));
    return (await response.json()) as T;
  }

  private async post<T>(path: string, body: unknown, extra: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { ...(await this.headers()), ...extra, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      throw new OfflineError(path);
    }
    if (response.status >= 500) throw new OfflineError(`${response.status} ${path}`);
    if (!response.ok) throw new HttpError(response.status, await errorBody(response));
    return (await response.json()) as T;
  }

  private async headers(): Promise<Record<string, string>> {
    const token = await this.token();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }
}

async function errorBody(response: Response): Promise<ApiError> {
  try {
    const body = await response.json();
    if (body && typeof body.error === 'string') return body as ApiError;
  } catch {
    // not JSON
  }
  return { error: `HTTP_${response.status}`, rule: null, message: response.statusText };
}
