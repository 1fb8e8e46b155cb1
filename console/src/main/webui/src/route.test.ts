import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute } from './route';

describe('the route in the URL', () => {
  it('opens a judge\'s game by its id, as before', () => {
    expect(parseRoute('?game=g-1', 'tables')).toEqual({ view: 'game', game: 'g-1' });
    expect(formatRoute({ view: 'game', game: 'g-1' })).toBe('/?game=g-1');
  });

  it('keeps a screen with its tournament, stage and round across a reload', () => {
    const url = formatRoute({ view: 'publish', tournament: 'cup-2026', stage: 'QUALIFYING', round: 2 });
    expect(url).toBe('/?view=publish&t=cup-2026&stage=QUALIFYING&round=2');
    expect(parseRoute(url.slice(1), 'tables')).toEqual({ view: 'publish', tournament: 'cup-2026', stage: 'QUALIFYING', round: 2 });
  });

  it('keeps a game\'s log by its id, and the chief judge\'s screen by its tournament', () => {
    expect(formatRoute({ view: 'log', logOf: 'g-7' })).toBe('/?view=log&g=g-7');
    expect(parseRoute('?view=log&g=g-7', 'tables')).toEqual({ view: 'log', logOf: 'g-7', tournament: undefined, stage: undefined, round: undefined });
    expect(parseRoute(formatRoute({ view: 'chief', tournament: 'cup' }).slice(1), 'tables'))
      .toEqual({ view: 'chief', tournament: 'cup', stage: undefined, round: undefined });
  });

  it('falls back to the home screen of the role', () => {
    expect(parseRoute('', 'tournaments')).toEqual({ view: 'tournaments', tournament: undefined, stage: undefined, round: undefined });
  });
});
