// "Мои столы" and the game's header: where a game sits, and the judge's games in the order he needs them
// (docs/console.md): today's tournament tables first (and any live one), live, then to come, then finished; the
// earlier ones after; the games without a tournament apart (a live one first), each with its date.
import { stageName, t } from './i18n';
import type { AssignedGame, GameEvent } from './interfaces';

/** Where a game sits: tournament · stage · round · table, or "no tournament" and its table for an ad-hoc game. */
export function placeOf(g: AssignedGame): string {
  const table = g.tableNo != null ? `${t('table')} ${g.tableNo}` : '';
  if (!g.tournamentId) return [t('adHoc'), table].filter(Boolean).join(' · ');
  return [g.tournamentId, g.stage ? stageName(g.stage) : '', g.round != null ? `${t('round')} ${g.round}` : '', table].filter(Boolean).join(' · ');
}

/**
 * Where the game open on the tablet sits, from its GameCreated event: a published round's game carries its round as
 * its game number (game-service's Rounds), so it reads as placeOf reads "Мои столы"; null before the log is loaded.
 */
export function placeOfGame(gameId: string, events: GameEvent[]): string | null {
  const created = events.find(e => e.type === 'GameCreated')?.payload;
  if (!created) return null;
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const tournamentId = typeof created.tournamentId === 'string' ? created.tournamentId : null;
  return placeOf({ gameId, tournamentId, stage: typeof created.stage === 'string' ? created.stage : null,
    round: tournamentId ? num(created.gameNo) : null, tableNo: num(created.tableNo), version: 0, phase: '', finalized: false });
}

/** live: dealt and not signed; toCome: not dealt yet; finished: signed or over. */
export type TableState = 'live' | 'toCome' | 'finished';

export function stateOf(g: AssignedGame): TableState {
  if (g.finalized || g.phase === 'FINISHED') return 'finished';
  return g.phase === 'SETUP' ? 'toCome' : 'live';
}

export interface ArrangedTables {
  /** today's tournament tables, and any live one: live, then to come, then finished */
  today: AssignedGame[];
  /** the tournament tables of earlier days, not live, the newest first */
  earlier: AssignedGame[];
  /** the games without a tournament, a live one first, then the newest first */
  adHoc: AssignedGame[];
}

const RANK: Record<TableState, number> = { live: 0, toCome: 1, finished: 2 };

/** The day (YYYY-MM-DD) of a moment in the tablet's own time zone; '' when unknown. */
export function localDay(at: string | null | undefined): string {
  if (!at) return '';
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

export function arrangeTables(games: AssignedGame[], today: string): ArrangedTables {
  const newest = (a: AssignedGame, b: AssignedGame) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');
  const byState = (a: AssignedGame, b: AssignedGame) => RANK[stateOf(a)] - RANK[stateOf(b)]
    || (a.tableNo ?? 0) - (b.tableNo ?? 0) || newest(a, b);
  const live = (g: AssignedGame) => Number(stateOf(g) === 'live');
  const tournament = games.filter(g => g.tournamentId);
  const isToday = (g: AssignedGame) => localDay(g.createdAt) === today || stateOf(g) === 'live';
  return {
    today: tournament.filter(isToday).sort(byState),
    earlier: tournament.filter(g => !isToday(g)).sort(newest),
    adHoc: games.filter(g => !g.tournamentId).sort((a, b) => live(b) - live(a) || newest(a, b)),
  };
}

/** A day as the judge reads it: 07.12.2026. */
export function dayInWords(at: string | null | undefined): string {
  const day = localDay(at);
  return day ? day.split('-').reverse().join('.') : '';
}
