import { describe, expect, it } from 'vitest';
import { overlayUrl } from './overlay';

describe('overlay URLs', () => {
  it('names the tournament, the table\'s game and a transparent background, escaped', () => {
    expect(overlayUrl('http://arbiter.example.org', 'cup 1', { transparent: false }))
      .toBe('http://arbiter.example.org/overlay/index.html?tournament=cup+1');
    expect(overlayUrl('http://127.0.0.1:8080', 'cup', { transparent: true }, 'g-7'))
      .toBe('http://127.0.0.1:8080/overlay/index.html?tournament=cup&game=g-7&transparent=1');
  });
});
