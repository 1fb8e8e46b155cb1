// The sign-in kept on the device (localStorage), so a table reloaded or restarted without network starts from it
// instead of Keycloak's page. Kept per issuer: tokens of another realm or origin are never offered.
import type { KeyValueStore } from './queue';

export interface Tokens { token: string; refreshToken: string; idToken?: string }

const KEY = 'arbiter.session';

interface Kept extends Tokens { issuer: string }

/** What keycloak-js holds after a sign-in or a refresh (its fields may be undefined). */
export interface TokenHolder { token?: string; refreshToken?: string; idToken?: string }

export function saveTokens(store: KeyValueStore, issuer: string, holder: TokenHolder): void {
  if (!holder.token || !holder.refreshToken) return;
  const kept: Kept = { issuer, token: holder.token, refreshToken: holder.refreshToken };
  if (holder.idToken) kept.idToken = holder.idToken;
  store.setItem(KEY, JSON.stringify(kept));
}

/** The tokens kept for {@code issuer}; null when there are none, they are another issuer's, or unreadable. */
export function readTokens(store: KeyValueStore, issuer: string): Tokens | null {
  const saved = store.getItem(KEY);
  if (!saved) return null;
  try {
    const kept = JSON.parse(saved) as Partial<Kept>;
    if (kept.issuer !== issuer || typeof kept.token !== 'string' || typeof kept.refreshToken !== 'string') return null;
    const tokens: Tokens = { token: kept.token, refreshToken: kept.refreshToken };
    if (typeof kept.idToken === 'string') tokens.idToken = kept.idToken;
    return tokens;
  } catch {
    return null;
  }
}

export function clearTokens(store: KeyValueStore): void {
  store.removeItem(KEY);
}
