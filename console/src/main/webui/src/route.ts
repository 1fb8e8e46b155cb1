// Where the console is, in the page's URL: a judge's game (?game=…), or a screen (?view=…) with its tournament,
// stage and round, so a reload or a link opens the same screen.

export interface Route {
  view: string;
  game?: string;
  tournament?: string;
  stage?: string;
  round?: number;
}

export function parseRoute(search: string, fallback: string): Route {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  if (game) return { view: 'game', game };
  const round = Number(q.get('round'));
  return {
    view: q.get('view') ?? fallback,
    tournament: q.get('t') ?? undefined,
    stage: q.get('stage') ?? undefined,
    round: Number.isInteger(round) && round > 0 ? round : undefined,
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
  }
  return `/?${q.toString()}`;
}
