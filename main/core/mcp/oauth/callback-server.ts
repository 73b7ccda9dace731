import type { AddressInfo } from 'node:net';

export interface CallbackServer {
  redirectUrl: string;
  /** The authorization code the browser brings back; rejects on an error answer or a wrong `state`. */
  code: Promise<string>;
  close(): Promise<void>;
}

const PAGE = (message: string) => `<!doctype html><meta charset="utf-8"><title>Deft</title><p>${message}</p>`;

/** Listens on 127.0.0.1 (the given port, or a free one) for the authorization server's redirect. */
export async function startCallbackServer(expectedState: string, port = 0): Promise<CallbackServer> {
  const { createServer } = await import('node:http');
  let settle: { resolve: (code: string) => void; reject: (error: Error) => void } | undefined;
  const code = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  code.catch(() => undefined);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') return void response.writeHead(404).end();
    const error = url.searchParams.get('error');
    const received = url.searchParams.get('code');
    const ok = !error && received && url.searchParams.get('state') === expectedState;
    response.writeHead(ok ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE(ok ? 'Signed in. You can close this tab and return to Deft.' : 'Sign-in failed. You can close this tab.'));
    if (ok) settle?.resolve(received);
    else settle?.reject(new Error(error ? `authorization refused: ${error} ${url.searchParams.get('error_description') ?? ''}`.trim() : 'the callback did not carry a valid code and state'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    redirectUrl: `http://127.0.0.1:${bound}/callback`,
    code,
    close: () =>
      new Promise<void>((resolve) => {
        settle?.reject(new Error('the sign-in was stopped'));
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
