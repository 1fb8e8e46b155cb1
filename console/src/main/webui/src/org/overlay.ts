// The overlay pages rating-service serves (docs/organiser.md "Overlay URLs"), reached on the console's own origin: an
// OBS browser source for the tournament's standings, and one for each table's game beside them.

export interface OverlayOptions { transparent: boolean }

/** The overlay of the tournament's standings, or (with a game) of one table beside them. */
export function overlayUrl(origin: string, tournament: string, options: OverlayOptions, game?: string): string {
  const q = new URLSearchParams({ tournament });
  if (game) q.set('game', game);
  if (options.transparent) q.set('transparent', '1');
  return `${origin}/overlay/index.html?${q.toString()}`;
}
