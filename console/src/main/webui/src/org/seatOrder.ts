// The organiser's "seat the stage" form read into the solver's order: players named by nickname or id, pairs one a
// line, the filling asked for only when the stage's players do not fill whole tables.
import type { Filling, Player, SeatingOrder } from './types';

export interface SeatForm { filling: Filling; substitutes: string; separated: string }

export interface ReadOrder {
  order: SeatingOrder;
  /** how many players the stage seats (registered minus substitutes) */
  stagePlayers: number;
  /** whether the players leave seats over, so the filling is sent */
  needsFilling: boolean;
  /** names that are no registered player */
  unknown: string[];
  /** lines of the pairs that do not name exactly two players */
  badPairs: number[];
}

export function readOrder(form: SeatForm, players: Player[]): ReadOrder {
  const byName = new Map<string, string>();
  players.forEach(p => { byName.set(p.playerId.toLowerCase(), p.playerId); byName.set(p.nickname.trim().toLowerCase(), p.playerId); });
  const unknown: string[] = [];
  const idOf = (name: string) => {
    const id = byName.get(name.trim().toLowerCase());
    if (!id) unknown.push(name.trim());
    return id;
  };
  const substitutes = form.filling === 'SUBSTITUTES'
    ? [...new Set(names(form.substitutes).map(idOf).filter((id): id is string => !!id))] : [];
  const stagePlayers = players.length - substitutes.length;
  const needsFilling = stagePlayers % 10 !== 0;
  const separated: string[][] = [];
  const badPairs: number[] = [];
  form.separated.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const pair = names(line);
    if (pair.length !== 2) { badPairs.push(i + 1); return; }
    const ids = pair.map(idOf);
    if (ids[0] && ids[1]) separated.push([ids[0], ids[1]]);
  });
  const order: SeatingOrder = {};
  if (separated.length > 0) order.separated = separated;
  if (needsFilling) order.filling = form.filling;
  if (needsFilling && substitutes.length > 0) order.substitutes = substitutes;
  // substitutes that leave whole tables: the stage is the others, named, and no filling
  if (!needsFilling && substitutes.length > 0) order.players = players.map(p => p.playerId).filter(id => !substitutes.includes(id));
  return { order, stagePlayers, needsFilling, unknown, badPairs };
}

/** Names apart by commas or semicolons (a nickname may hold spaces). */
function names(text: string): string[] {
  return text.split(/[,;]/).map(n => n.trim()).filter(Boolean);
}
