import { describe, expect, it } from 'vitest';
import { parseRoute } from '../route';
import { tablePath, tableQrSrc } from './qr';

describe("a table's QR code", () => {
  it("opens the console on the table's game", () => {
    expect(tablePath('g-7f3a')).toBe('/?game=g-7f3a');
    expect(parseRoute(tablePath('g-7f3a').slice(1), 'tables')).toEqual({ view: 'game', game: 'g-7f3a' });
  });

  it('is drawn by the console from the path, escaped as one query value', () => {
    expect(tableQrSrc('g-7f3a')).toBe('/venue/qr.svg?path=%2F%3Fgame%3Dg-7f3a');
    expect(new URLSearchParams(tableQrSrc('a&b=c').split('?')[1]).get('path')).toBe('/?game=a%26b%3Dc');
  });
});
