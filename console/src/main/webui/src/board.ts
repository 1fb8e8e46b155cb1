// The live board's state: every table of a round from rating-service's board feed (SSE), a snapshot first, then the
// changed rows; the server's clock (each message's `at`) counts how long a table has been idle.
import type { BoardMessage, BoardRow } from './interfaces';

export interface BoardState {
  rows: BoardRow[];
  version: number;
  idleAfterSeconds: number;
  /** server time minus this device's time, in ms */
  clockOffset: number;
}

export const emptyBoard: BoardState = { rows: [], version: -1, idleAfterSeconds: 300, clockOffset: 0 };

const order = (a: BoardRow, b: BoardRow) =>
  (a.round ?? 1e9) - (b.round ?? 1e9) || (a.tableNo ?? 1e9) - (b.tableNo ?? 1e9) || a.gameId.localeCompare(b.gameId);

/** The board after one message: a snapshot replaces every row, a change replaces its rows by game id. */
export function applyMessage(state: BoardState, m: BoardMessage, receivedAt: number): BoardState {
  const byGame = new Map<string, BoardRow>(m.kind === 'snapshot' ? [] : state.rows.map(r => [r.gameId, r]));
  for (const row of m.rows) byGame.set(row.gameId, row);
  return {
    rows: [...byGame.values()].sort(order),
    version: m.version,
    idleAfterSeconds: m.idleAfterSeconds,
    clockOffset: Date.parse(m.at) - receivedAt,
  };
}

/** Seconds since the table's last command, by the server's clock; null before any. */
export function secondsSince(row: BoardRow, state: BoardState, now: number): number | null {
  if (!row.lastEventAt) return null;
  return Math.max(0, Math.floor((now + state.clockOffset - Date.parse(row.lastEventAt)) / 1000));
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The feed's address for a tournament's round (or stage, or whole tournament). */
export function boardStreamUrl(tournament: string, stage?: string, round?: number): string {
  const q = new URLSearchParams();
  if (stage) q.set('stage', stage);
  if (stage && round) q.set('round', String(round));
  const query = q.toString();
  return `/api/tournaments/${encodeURIComponent(tournament)}/board/stream${query ? `?${query}` : ''}`;
}

/** Follows a board's feed with an EventSource (which reconnects by itself and then gets a fresh snapshot). */
export class BoardCtrl {
  state: BoardState = emptyBoard;
  connected = false;
  private source: EventSource | null = null;
  private ticker: number | undefined;

  constructor(private readonly url: string, private readonly redraw: () => void) {}

  start(): void {
    const source = new EventSource(this.url);
    this.source = source;
    source.addEventListener('board', ev => {
      this.state = applyMessage(this.state, JSON.parse((ev as MessageEvent).data) as BoardMessage, Date.now());
      this.connected = true;
      this.redraw();
    });
    source.onerror = () => { this.connected = false; this.redraw(); };
    // "idle for" counts up between messages
    this.ticker = window.setInterval(this.redraw, 1000);
  }

  stop(): void {
    this.source?.close();
    window.clearInterval(this.ticker);
  }
}

/** Where the board's long Russian words may break (soft hyphens), so a 1024-px cell wraps them legibly, never cuts them. */
const BREAKS: Record<string, string> = {
  Голосование: 'Голосо\u00ADвание', Переголосование: 'Пере\u00ADголосо\u00ADвание', автокатастрофе: 'авто\u00ADкатастрофе',
  Аннулирована: 'Аннули\u00ADрована', Последнее: 'Послед\u00ADнее',
};

export function breakable(words: string): string {
  return words.replace(/[А-Яа-яЁё]+/g, word => BREAKS[word] ?? word);
}
