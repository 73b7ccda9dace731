import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { makePdf, makePng } from '../../main/core/builtins/files/make-files.ts';
import { hang, send, startMockServer, type MockServer, type ReceivedRequest } from './server.ts';

export const articleText = {
  title: 'How the tides of the oceans work',
  heading: 'The Moon pulls the oceans',
  paragraphs: [
    'Tides are the rise and fall of sea levels caused by the combined effects of the gravitational forces exerted by the Moon and the Sun and the rotation of the Earth.',
    'Most places in the ocean usually experience two high tides and two low tides each day, and the tidal range varies with the phase of the Moon.',
    'Tide tables can be used for any given locale to find the predicted times and amplitude, and they matter to sailors, surfers and anyone fishing from the shore.',
  ],
  script: 'window.trackingPixel = "tracked-visitor-42";',
  nav: 'Home-Navigation-Link',
  footer: 'Copyright Footer Notice 2025',
};

export function articlePage(): string {
  const paragraphs = articleText.paragraphs.map((text) => `<p>${text}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${articleText.title}</title>
<script>${articleText.script}</script><style>body { color: #333 }</style></head>
<body>
<nav><ul><li><a href="/">${articleText.nav}</a></li><li><a href="/about">About us</a></li></ul></nav>
<main><article><h1>${articleText.heading}</h1>
${paragraphs}
<p>Read <a href="/more/tables">the tide tables</a> or <a href="https://other.example/x">elsewhere</a>.</p>
</article></main>
<footer>${articleText.footer}</footer>
</body></html>`;
}

/** A page with no article in it: Readability finds nothing and the whole body is converted. */
const listingPage = `<!doctype html><html><head><title>Links</title></head><body>
<ul><li><a href="/a">Alpha</a></li><li><a href="/b">Beta</a></li><li>Gamma item</li></ul>
<script>var leaked = "listing-script-secret";</script></body></html>`;

export const bigPageBytes = 6 * 1024 * 1024;

export interface WebSite extends MockServer {
  /** Where a route redirects with `/redirect?to=`; relative targets stay on this host. */
  redirectUrl(to: string, status?: number): string;
}

/** A website for WebFetch: pages of every content type, redirects, errors, a huge body, a hanging page, and saved fixture pages. */
export async function startWebSite(options: { host?: string; port?: number; fixturesDir?: string } = {}): Promise<WebSite> {
  const pdf = makePdf(['Quarterly report', 'Second page about tides']);
  const server = await startMockServer({
    host: options.host,
    port: options.port,
    routes: {
      '/article': (_request, response) => send(response, 200, 'text/html; charset=utf-8', articlePage()),
      '/listing': (_request, response) => send(response, 200, 'text/html', listingPage),
      '/gzip': (_request, response) => send(response, 200, 'text/html; charset=utf-8', gzipSync(articlePage()), { 'content-encoding': 'gzip' }),
      '/latin1': (_request, response) =>
        send(response, 200, 'text/plain; charset=iso-8859-1', Buffer.from('Caf\u00e9 cr\u00e8me br\u00fbl\u00e9e', 'latin1')),
      '/untyped': (_request, response) => {
        response.writeHead(200);
        response.end(articlePage());
      },
      '/notes.txt': (_request, response) => send(response, 200, 'text/plain; charset=utf-8', 'Plain notes.\nSecond line with *stars* kept.'),
      '/data.json': (_request, response) => send(response, 200, 'application/json', JSON.stringify({ name: 'deft', tags: ['a', 'b'] })),
      '/report.pdf': (_request, response) => send(response, 200, 'application/pdf', pdf),
      '/picture.png': (_request, response) => send(response, 200, 'image/png', makePng(4, 4)),
      '/big': (_request, response) => sendBig(response),
      '/hang': (_request, response) => hang(response),
      '/hang-body': (_request, response) => hang(response, { afterHeaders: true, type: 'text/html' }),
      '/redirect': redirect,
      '/loop': (_request, response) => send(response, 302, 'text/plain', '', { location: '/loop' }),
      '/status': (request, response) =>
        send(response, Number(request.query.get('code') ?? '500'), 'text/html', '<html><body>error page</body></html>', retryAfter(request)),
      '/echo-headers': (request, response) => send(response, 200, 'application/json', JSON.stringify(request.headers)),
    },
    fallback: (request, response) => fixturePage(request, response, options.fixturesDir),
  });
  return Object.assign(server, { redirectUrl: (to: string, status = 302) => `${server.url}/redirect?${new URLSearchParams({ to, status: String(status) })}` });
}

function redirect(request: ReceivedRequest, response: ServerResponse): void {
  const hops = Number(request.query.get('hops') ?? '0');
  if (hops > 0) {
    const next = new URLSearchParams(request.query);
    next.set('hops', String(hops - 1));
    return send(response, 302, 'text/plain', '', { location: `/redirect?${next}` });
  }
  send(response, Number(request.query.get('status') ?? '302'), 'text/plain', '', { location: request.query.get('to') ?? '/article' });
}

function retryAfter(request: ReceivedRequest): Record<string, string> {
  const value = request.query.get('retry-after');
  return value === null ? {} : { 'retry-after': value };
}

function sendBig(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  const line = `${'tide '.repeat(20)}\n`;
  const chunk = line.repeat(Math.ceil(65536 / line.length));
  let sent = 0;
  const write = () => {
    while (sent < bigPageBytes) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', write);
    }
    response.end();
  };
  response.on('error', () => undefined);
  write();
}

/** `/fixtures/<name>` serves a saved page's `source.html` (test fixtures of Mozilla Readability). */
async function fixturePage(request: ReceivedRequest, response: ServerResponse, fixturesDir: string | undefined): Promise<void> {
  const name = /^\/fixtures\/([\w.-]+)\/?$/.exec(request.path)?.[1];
  if (!fixturesDir || !name) return send(response, 404, 'text/plain', 'Not Found');
  const html = await readFile(join(fixturesDir, name, 'source.html'));
  send(response, 200, 'text/html; charset=utf-8', html);
}
