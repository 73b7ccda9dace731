import { randomUUID } from 'node:crypto';
import type { McpOAuthConfig } from '../config/types.ts';
import { startCallbackServer } from './callback-server.ts';
import { createOAuthProvider } from './provider.ts';
import type { TokenStore } from './token-store.ts';

export interface SignInOptions {
  serverUrl: string;
  store: TokenStore;
  oauth?: McpOAuthConfig;
  /** Opens the authorization page in the person's browser. */
  openUrl: (url: string) => void | Promise<void>;
  /** Stops waiting for the browser. */
  signal?: AbortSignal;
}

/**
 * The authorization code flow with PKCE: metadata discovery and client registration by the SDK, the
 * browser sent to the authorization page, the code caught on a loopback callback and exchanged for
 * tokens, which the store keeps.
 */
export async function signIn({ serverUrl, store, oauth, openUrl, signal }: SignInOptions): Promise<void> {
  const { auth } = await import('@modelcontextprotocol/sdk/client/auth.js');
  const state = randomUUID();
  const callback = await startCallbackServer(state, oauth?.callbackPort);
  const stop = () => void callback.close();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const provider = createOAuthProvider({ store, serverUrl, oauth, signIn: { redirectUrl: callback.redirectUrl, state, openUrl } });
    const scope = oauth?.scopes?.join(' ');
    if ((await auth(provider, { serverUrl, scope })) === 'AUTHORIZED') return;
    const authorizationCode = await callback.code;
    if ((await auth(provider, { serverUrl, scope, authorizationCode })) !== 'AUTHORIZED') {
      throw new Error(`${serverUrl}: the authorization server did not issue tokens`);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    await callback.close();
  }
}
