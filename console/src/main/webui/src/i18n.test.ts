import { describe, expect, it } from 'vitest';
import { stageName } from './i18n';
import { STAGES } from './org/types';

describe('the stages in words', () => {
  it('names every stage in Russian, and leaves a stage the console does not know as sent', () => {
    expect(STAGES.map(stageName)).toEqual(['отбор', 'полуфинал', 'финал', 'товарищеская']);
    expect(stageName('PLAYOFF')).toBe('PLAYOFF');
  });
});
