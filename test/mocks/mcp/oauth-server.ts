import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerStreamableHttp, listen, type RunningHttpServer } from './http-server.ts';

export interface RunningOAuthServer extends RunningHttpServer {
  /** Clients registered through `/register`. */
  registered: string[];
  /** Access tokens issued so far. */
  issued: string[];
}

/**
 * One origin that is both an OAuth 2.1 authorization server (metadata, dynamic registration, an
 * `/authorize` that approves at once and redirects back with a code, `/token` checking PKCE) and a
 * protected Streamable HTTP MCP endpoint at `/mcp` answering 401 without a token it issued.
 */
export async function serveOAuthProtectedMcp(): Promise<RunningOAuthServer> {
  const registered: string[] = [];
  const issued: string[] = [];
  const codes = new Map<string, { challenge: string; clientId: string }>();
  const refreshTokens = new Set<string>();
  let origin = '';
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const tokens = (response: ServerResponse) => {
    const access = `access-${randomUUID()}`;
    const refresh = `refresh-${randomUUID()}`;
    issued.push(access);
    refreshTokens.add(refresh);
    json(response, 200, { access_token: access, token_type: 'Bearer', expires_in: 3600, refresh_token: refresh });
  };
  const running = await listen(async (request, response, url) => {
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /.well-known/oauth-protected-resource/mcp':
      case 'GET /.well-known/oauth-protected-resource':
        return json(response, 200, { resource: `${origin}/mcp`, authorization_servers: [origin] });
      case 'GET /.well-known/oauth-authorization-server':
        return json(response, 200, {
          issuer: origin,
          authorization_endpoint: `${origin}/authorize`,
          token_endpoint: `${origin}/token`,
          registration_endpoint: `${origin}/register`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['none'],
        });
      case 'POST /register': {
        const metadata = JSON.parse(await body(request)) as Record<string, unknown>;
        const clientId = `client-${registered.length + 1}`;
        registered.push(clientId);
        return json(response, 201, { ...metadata, client_id: clientId, client_id_issued_at: Math.floor(Date.now() / 1000) });
      }
      case 'GET /authorize': {
        const query = url.searchParams;
        const clientId = query.get('client_id') ?? '';
        if (!registered.includes(clientId) || query.get('code_challenge_method') !== 'S256') return json(response, 400, { error: 'invalid_request' });
        const code = `code-${randomUUID()}`;
        codes.set(code, { challenge: query.get('code_challenge') ?? '', clientId });
        const back = new URL(query.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', query.get('state') ?? '');
        return void response.writeHead(302, { location: back.href }).end();
      }
      case 'POST /token':
        return exchange(new URLSearchParams(await body(request)), response);
      default:
        if (url.pathname !== '/mcp') return void response.writeHead(404).end();
        if (!issued.includes((request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
          response.writeHead(401, { 'www-authenticate': `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"` });
          return void response.end();
        }
        return answerStreamableHttp(request, response);
    }
  });
  const exchange = (form: URLSearchParams, response: ServerResponse) => {
    if (form.get('grant_type') === 'refresh_token') {
      if (!refreshTokens.delete(form.get('refresh_token') ?? '')) return json(response, 400, { error: 'invalid_grant' });
      return tokens(response);
    }
    const grant = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
    if (!grant || grant.challenge !== challenge || grant.clientId !== form.get('client_id')) return json(response, 400, { error: 'invalid_grant' });
    tokens(response);
  };
  origin = running.origin;
  return { ...running, registered, issued };
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
