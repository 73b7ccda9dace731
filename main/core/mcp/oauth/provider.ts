import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { McpOAuthConfig } from '../config/types.ts';
import { McpConnectError } from '../connection/connect-error.ts';
import type { TokenStore } from './token-store.ts';

export interface SignInWindow {
  /** The loopback callback address the authorization server sends the browser back to. */
  redirectUrl: string;
  state: string;
  openUrl: (url: string) => void | Promise<void>;
}

export interface OAuthProviderOptions {
  store: TokenStore;
  serverUrl: string;
  oauth?: McpOAuthConfig;
  /** Present while the person signs in; absent, a needed sign-in throws `McpConnectError` (needs auth). */
  signIn?: SignInWindow;
}

const FALLBACK_REDIRECT = 'http://127.0.0.1/callback';

/**
 * The SDK's view of our OAuth state for one server: dynamic registration (or the configured
 * `clientId`), PKCE, tokens kept in the token store and refreshed by the SDK.
 */
export function createOAuthProvider({ store, serverUrl, oauth, signIn }: OAuthProviderOptions): OAuthClientProvider {
  let verifier: string | undefined;
  const redirectUrl = () => signIn?.redirectUrl ?? store.get(serverUrl).redirectUri ?? FALLBACK_REDIRECT;
  const scope = oauth?.scopes?.join(' ');
  const metadata: OAuthClientMetadata = {
    client_name: 'Deft',
    redirect_uris: [redirectUrl()],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    ...(scope && { scope }),
  };
  return {
    get redirectUrl() {
      return redirectUrl();
    },
    get clientMetadata() {
      return metadata;
    },
    state: () => signIn?.state ?? '',
    clientInformation() {
      if (oauth?.clientId) return { client_id: oauth.clientId };
      const saved = store.get(serverUrl);
      // A client registered for another callback port cannot take this sign-in's redirect.
      return saved.redirectUri === redirectUrl() ? saved.client : undefined;
    },
    saveClientInformation: (client) => store.update(serverUrl, { client, redirectUri: redirectUrl() }),
    tokens: () => store.get(serverUrl).tokens,
    saveTokens: (tokens) => store.update(serverUrl, { tokens }),
    async redirectToAuthorization(url) {
      if (!signIn) throw new McpConnectError(`${serverUrl}: sign-in needed`, true);
      await signIn.openUrl(url.href);
    },
    saveCodeVerifier: (value) => void (verifier = value),
    codeVerifier() {
      if (verifier === undefined) throw new Error('no PKCE code verifier: the sign-in was not started here');
      return verifier;
    },
    invalidateCredentials(what) {
      if (what === 'all') store.remove(serverUrl);
      else if (what === 'client') store.update(serverUrl, { client: undefined });
      else if (what === 'tokens') store.update(serverUrl, { tokens: undefined });
    },
  };
}
