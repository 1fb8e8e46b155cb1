// A stage's seating read for the screens, and a round's judges checked before publishing.
import type { Player, SeatingRound, SolvedSeating, StageSeating } from './types';

/** Player id → nickname (the id itself for one not registered). */
export function nicknames(players: Player[]): (id: string) => string {
  const byId = new Map(players.map(p => [p.playerId, p.nickname]));
  return id => byId.get(id) ?? id;
}

/** How many games each player of the seating plays in it, by player id. */
export function gamesPerPlayer(seating: StageSeating): Map<string, number> {
  const games = new Map<string, number>();
  for (const round of seating.rounds) {
    for (const table of round.tables) {
      for (const seat of table.seats) games.set(seat.player, (games.get(seat.player) ?? 0) + 1);
    }
  }
  return games;
}

/**
 * The round the publish screen opens on: the first of the seating's rounds not published yet (asked in order, so no
 * round after it is asked), or the last one when every round is published; undefined for a seating without rounds.
 */
export async function nextToPublish(rounds: number[], published: (round: number) => Promise<boolean>): Promise<number | undefined> {
  for (const round of rounds) {
    if (!(await published(round))) return round;
  }
  return rounds[rounds.length - 1];
}

/** What stops publishing: tables without a judge, judges at two tables (as game-service refuses them). */
export function judgingProblems(round: SeatingRound, chosen: Record<string, string>): { unjudged: number[]; twice: string[] } {
  const unjudged = round.tables.map(t => t.number).filter(n => !chosen[String(n)]);
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const table of round.tables) {
    const judge = chosen[String(table.number)];
    if (!judge) continue;
    if (seen.has(judge)) twice.add(judge);
    seen.add(judge);
  }
  return { unjudged, twice: [...twice] };
}

/**
 * Who sits each round out, one line a round that has byes ("Тур 10": its own names only), in round order: a round's
 * label on its own line, so it is never read as one more name of the round before ("…, Игрок 11; 11: …").
 */
export function byeLines(byes: SolvedSeating['byes'], name: (id: string) => string): { round: number; names: string }[] {
  return byes.filter(b => b.players.length > 0).map(b => ({ round: b.round, names: b.players.map(name).join(', ') }));
}
