import { describe, expect, it } from 'vitest';
import { clearTokens, readTokens, saveTokens } from './tokens';

const ISSUER = 'https://10.77.0.1:8443/realms/arbiter';

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => { map.set(k, v); },
    removeItem: (k: string) => { map.delete(k); },
  };
}

describe('the sign-in kept on the device', () => {
  it('gives back the tokens kept for the same issuer', () => {
    const store = memory();
    saveTokens(store, ISSUER, { token: 'a', refreshToken: 'r', idToken: 'i' });
    expect(readTokens(store, ISSUER)).toEqual({ token: 'a', refreshToken: 'r', idToken: 'i' });
  });

  it('never offers tokens of another issuer', () => {
    const store = memory();
    saveTokens(store, 'http://127.0.0.1:58180/realms/arbiter', { token: 'a', refreshToken: 'r' });
    expect(readTokens(store, ISSUER)).toBeNull();
  });

  it('keeps nothing without a refresh token, and a cleared or unreadable entry is none', () => {
    const store = memory();
    saveTokens(store, ISSUER, { token: 'a' });
    expect(store.map.size).toBe(0);
    saveTokens(store, ISSUER, { token: 'a', refreshToken: 'r' });
    expect(readTokens(store, ISSUER)).toEqual({ token: 'a', refreshToken: 'r' });
    clearTokens(store);
    expect(readTokens(store, ISSUER)).toBeNull();
    store.setItem('arbiter.session', '{not json');
    expect(readTokens(store, ISSUER)).toBeNull();
  });
});
