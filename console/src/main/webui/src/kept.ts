// "My tables" kept on the device: the last list the server gave this judge, so a tablet started without network (from
// its home-screen icon, on /) still lists his tables, each with the commands that wait on it.
import type { AssignedGame } from './interfaces';
import type { KeyValueStore } from './queue';

const key = (user: string) => `arbiter.assigned.${user}`;

export function keepTables(store: KeyValueStore, user: string, games: AssignedGame[]): void {
  store.setItem(key(user), JSON.stringify(games));
}

/** The list last kept for {@code user} (none for another judge), each game with the number of its waiting commands;
 *  the games with waiting commands first (the table he was running), else in the server's order. */
export function keptTables(store: KeyValueStore, user: string): { game: AssignedGame; waiting: number }[] {
  let games: AssignedGame[];
  try {
    games = JSON.parse(store.getItem(key(user)) ?? '[]') as AssignedGame[];
  } catch {
    return [];
  }
  const listed = games.map(game => {
    const queue = store.getItem(`arbiter.queue.${game.gameId}`);
    let waiting = 0;
    try {
      waiting = queue ? (JSON.parse(queue) as { entries: unknown[] }).entries.length : 0;
    } catch {
      waiting = 0;
    }
    return { game, waiting };
  });
  return [...listed.filter(k => k.waiting > 0), ...listed.filter(k => k.waiting === 0)];
}
