// Where the console is, in the page's URL: a judge's game (?game=…), or a screen (?view=…) with its tournament,
// stage and round (and a game's log: ?view=log&g=…), so a reload or a link opens the same screen. Every screen is
// reached one way: App's go() writes the route here and into the history, never location.search.

export interface Route {
  view: string;
  game?: string;
  tournament?: string;
  stage?: string;
  round?: number;
  /** the game whose audit log the log screen shows */
  logOf?: string;
}

export function parseRoute(search: string, fallback: string): Route {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  if (game) return { view: 'game', game };
  const round = Number(q.get('round'));
  const view = q.get('view') ?? fallback;
  const logOf = view === 'log' ? q.get('g') : null;
  return {
    view,
    tournament: q.get('t') ?? undefined,
    stage: q.get('stage') ?? undefined,
    round: Number.isInteger(round) && round > 0 ? round : undefined,
    ...(logOf ? { logOf } : {}),
  };
}

export function formatRoute(r: Route): string {
  const q = new URLSearchParams();
  if (r.view === 'game' && r.game) q.set('game', r.game);
  else {
    q.set('view', r.view);
    if (r.tournament) q.set('t', r.tournament);
    if (r.stage) q.set('stage', r.stage);
    if (r.round) q.set('round', String(r.round));
    if (r.view === 'log' && r.logOf) q.set('g', r.logOf);
  }
  return `/?${q.toString()}`;
}
