import { describe, expect, it } from 'vitest';
import { RU_REFUSAL_CODES, refusalWords } from './refusals';
import contract from '@docs/rules/TABLE-API.md?raw';

// The contract's table of error codes, read from the repository's copy (docs/rules/TABLE-API.md).
const codes = [...contract.matchAll(/^\| `([A-Z_]+)` \|/gm)].map(m => m[1]);

describe('refusal words', () => {
  it('has Russian words for exactly the codes of the contract', () => {
    expect(codes.length).toBeGreaterThan(30);
    expect([...RU_REFUSAL_CODES].sort()).toEqual([...codes].sort());
  });

  it('shows the Russian words of a known code, the engine message of an unknown one', () => {
    expect(refusalWords({ error: 'ALREADY_NOMINATED_TODAY', rule: '4.4.4', message: 'already nominated today' }))
      .toBe('Говорящий уже выставил кандидатуру сегодня');
    expect(refusalWords({ error: 'PAYLOAD_TOO_LARGE', message: 'body over 64 KiB' })).toBe('body over 64 KiB');
  });
});
