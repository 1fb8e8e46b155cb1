// Login with Keycloak: authorization code + PKCE (S256) with the public client, the token refreshed before it
// expires (keycloak-js). Where to log in comes from the console (/config.json).
//
// A table outlives the network: the tokens are kept on the device (tokens.ts), so a reload or a restart without
// network starts from them instead of Keycloak's page, and the judge keeps working (his commands wait in the queue).
// Back online, the refresh token brings a fresh access token; if the session ended meanwhile, Keycloak's page asks
// him to sign in again and brings him back to the same table, where the waiting commands are sent.
import Keycloak from 'keycloak-js';
import { lang } from './i18n';
import type { KeyValueStore } from './queue';
import { clearTokens, readTokens, saveTokens } from './tokens';

export interface Session {
  user: string;
  roles: string[];
  /** a fresh access token (refreshed when it has less than 30 s left); the last one when Keycloak is unreachable */
  token(): Promise<string | undefined>;
  logout(): void;
}

interface ConsoleConfig { issuer: string; clientId: string }

export async function login(store: KeyValueStore = localStorage): Promise<Session> {
  // offline, the service worker answers with the copy of the last start
  const config: ConsoleConfig = await (await fetch('/config.json')).json();
  const realm = config.issuer.match(/^(.*)\/realms\/([^/]+)\/?$/);
  if (!realm) throw new Error(`not a Keycloak realm URL: ${config.issuer}`);
  const keycloak = new Keycloak({ url: realm[1], realm: realm[2], clientId: config.clientId });
  const keep = () => saveTokens(store, config.issuer, keycloak);
  keycloak.onAuthSuccess = keep;
  keycloak.onAuthRefreshSuccess = keep;
  // Keycloak's page in the console's language (ui_locales; the realm offers ru and en, Russian by default)
  const options = { pkceMethod: 'S256' as const, checkLoginIframe: false, responseMode: 'query' as const, locale: lang() };
  const kept = readTokens(store, config.issuer);
  if (kept) {
    try {
      // the kept tokens, refreshed at once (a sign-in's answer in the URL is taken first, as always)
      await keycloak.init({ ...options, ...kept });
    } catch {
      // no answer from Keycloak: the table goes on with the kept tokens; a refused refresh (the session is over)
      // has cleared them: sign in again
      if (!keycloak.refreshToken) await signInAgain(keycloak, store);
    }
  } else {
    await keycloak.init({ ...options, onLoad: 'login-required' });
  }
  keycloak.onTokenExpired = () => { keycloak.updateToken(30).catch(() => undefined); };
  // refresh ahead of expiry even while the judge does nothing
  setInterval(() => { void fresh(keycloak, store); }, 20_000);
  const parsed = keycloak.tokenParsed as { preferred_username?: string; realm_access?: { roles?: string[] } };
  return {
    user: parsed.preferred_username ?? '?',
    roles: parsed.realm_access?.roles ?? [],
    async token() {
      await fresh(keycloak, store);
      return keycloak.token;
    },
    logout: () => {
      clearTokens(store);
      keycloak.logout({ redirectUri: location.origin + '/' });
    },
  };
}

/** Refreshes the token when it has less than 30 s left. Without network the last one stays (the call that needs it
 *  reports the network); when Keycloak refuses the refresh (the session is over), Keycloak's page. */
async function fresh(keycloak: Keycloak, store: KeyValueStore): Promise<void> {
  try {
    await keycloak.updateToken(30);
  } catch {
    if (!keycloak.refreshToken) await signInAgain(keycloak, store);
  }
}

let leaving = false;

/** Keycloak's page, coming back to this page (the same table; its waiting commands are in the queue). */
async function signInAgain(keycloak: Keycloak, store: KeyValueStore): Promise<void> {
  if (leaving) return;
  leaving = true;
  clearTokens(store);
  await keycloak.login({ redirectUri: location.href, locale: lang() });
  await new Promise(() => undefined);      // the page is leaving
}
