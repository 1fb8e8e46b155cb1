// Login with Keycloak: authorization code + PKCE (S256) with the public client, the token refreshed before it
// expires (keycloak-js). Where to log in comes from the console (/config.json).
import Keycloak from 'keycloak-js';

export interface Session {
  user: string;
  roles: string[];
  /** a fresh access token (refreshed when it has less than 30 s left); the last one when Keycloak is unreachable */
  token(): Promise<string | undefined>;
  logout(): void;
}

interface ConsoleConfig { issuer: string; clientId: string }

export async function login(): Promise<Session> {
  const config: ConsoleConfig = await (await fetch('/config.json')).json();
  const realm = config.issuer.match(/^(.*)\/realms\/([^/]+)\/?$/);
  if (!realm) throw new Error(`not a Keycloak realm URL: ${config.issuer}`);
  const keycloak = new Keycloak({ url: realm[1], realm: realm[2], clientId: config.clientId });
  await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false, responseMode: 'query' });
  keycloak.onTokenExpired = () => { keycloak.updateToken(30).catch(() => undefined); };
  // refresh ahead of expiry even while the judge does nothing
  setInterval(() => { keycloak.updateToken(60).catch(() => undefined); }, 20_000);
  const parsed = keycloak.tokenParsed as { preferred_username?: string; realm_access?: { roles?: string[] } };
  return {
    user: parsed.preferred_username ?? '?',
    roles: parsed.realm_access?.roles ?? [],
    async token() {
      try {
        await keycloak.updateToken(30);
      } catch {
        // offline: keep the token we have; the call that needs it reports the network
      }
      return keycloak.token;
    },
    logout: () => { keycloak.logout({ redirectUri: location.origin + '/' }); },
  };
}
