import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../../../main/core/core.ts';
import { browserShell } from '../../../../main/core/desktop/desktop-shell.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { startDeft } from '../../cli/deft-process.ts';
import { connect, get, servedCore } from './web-server.ts';

const built = existsSync(join(import.meta.dirname, '../../../../out/renderer/index.html'));
if (!built) console.log('red-team.test.ts: the app is not built (npm run build), so `deft web` itself is not started here');

/** Attacks on `deft web` from a local process, another port's page, a rebound name, or a tab; each names the hole it closed or the form that held. */
async function setup(host?: string) {
  const home = tempDir();
  const core = createCore({ dataDir: tempDir(), env: { PATH: process.env.PATH, HOME: home }, desktop: browserShell });
  const served = await servedCore(core, host);
  return { core, home, ...served, pageCookie: served.cookie, origin: served.server.origin };
}

/** Writes `text` to the server's port as it is, and gives back what came before the server closed or went quiet. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = netConnect(port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

describe('deft web against a local process', () => {
  it('survives request targets no URL parser reads, on the upgrade and on plain HTTP (it used to crash, without the token)', async () => {
    const { server, port, token, origin } = await setup();
    for (const target of ['//[', '//[/ipc', 'http://[', `//[?token=${token}`]) {
      for (const upgrade of ['', 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n']) {
        const answer = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\n${upgrade}Connection: close\r\n\r\n`);
        expect(answer, `${target} ${upgrade ? 'upgrade' : ''}`).toMatch(/^HTTP\/1\.1 400 /);
      }
    }
    const ipc = await connect(server, { headers: { origin }, query: `?token=${token}` });
    expect((await ipc.call('app.info')).result).toMatchObject({ ok: true });
    ipc.close();
  });

  it('does not open the socket for the cookie: cookies reach every port of 127.0.0.1, so another server there would get it', async () => {
    const { server, token, pageCookie, origin } = await setup();
    expect(pageCookie.split('=')[1]).not.toBe(token);
    await expect(connect(server, { headers: { cookie: pageCookie, origin } })).rejects.toThrow('refused: 401');
    // The cookie still serves the page's files (nothing secret), and the token in the socket's address opens it.
    expect((await get(server, '/app.js', { cookie: pageCookie })).status).toBe(200);
    const ipc = await connect(server, { headers: { origin }, query: `?kind=main&token=${token}` });
    expect((await ipc.call('app.info')).result).toMatchObject({ ok: true });
    ipc.close();
  });

  it('lets no cookie tossed from another port of the same host lock the page out', async () => {
    const { server, pageCookie, port } = await setup();
    expect((await get(server, '/app.js', { cookie: `deft-web-${port}=tossed; ${pageCookie}` })).status).toBe(200);
    expect((await get(server, '/app.js', { cookie: `deft-web-${port}=tossed` })).status).toBe(401);
  });

  it('refuses a wrong token in the address even with the cookie: a same-site page navigating there would have the page keep it and lose its socket', async () => {
    const { server, pageCookie } = await setup();
    expect((await get(server, '/?token=planted', { cookie: pageCookie, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' })).status).toBe(401);
    expect((await get(server, '/?token=', { cookie: pageCookie })).status).toBe(401);
    expect((await get(server, '/', { cookie: pageCookie })).status).toBe(200);
  });

  it('prints, opens and answers the loopback address it listens on, not 127.0.0.1 when told 127.0.0.2 (another user could hold that port there)', async () => {
    const { server, token, port } = await setup('127.0.0.2');
    expect(new URL(server.url).host).toBe(`127.0.0.2:${port}`);
    expect(server.origin).toBe(`http://127.0.0.2:${port}`);
    expect((await get(server, `/?token=${token}`)).status).toBe(200);
    expect((await get(server, `/?token=${token}`, { host: `127.0.0.1:${port}` })).status).toBe(403);
  });
});

describe('deft web against another user of the machine', () => {
  it.runIf(built)('gives the browser opener no token in its arguments (every user reads them), only a page of the person’s own that leads there', { timeout: 120_000 }, async () => {
    const bin = tempDir();
    const argvFile = join(bin, 'argv');
    writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$@" > '${argvFile}'\n`);
    chmodSync(join(bin, 'xdg-open'), 0o755);
    const dataDir = tempDir();
    const deft = startDeft(['web', '--data-dir', dataDir], { env: { PATH: `${bin}:${process.env.PATH}`, HOME: tempDir() } });
    let printed = '';
    deft.child.stdout!.on('data', (text: string) => (printed += text));
    await expect.poll(() => existsSync(argvFile) && readFileSync(argvFile, 'utf8'), { timeout: 60_000 }).toMatch(/^file:/);
    const url = /http:\/\/\S+token=\S+/.exec(printed)![0];
    const token = new URL(url).searchParams.get('token')!;
    const opened = readFileSync(argvFile, 'utf8').trim();
    expect(opened).not.toContain(token);
    const page = fileURLToPath(opened);
    expect(readFileSync(page, 'utf8')).toContain(`url=${url.replace('&', '&amp;')}"`);
    expect(statSync(page).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(page)).mode & 0o777).toBe(0o700);
    deft.child.kill('SIGINT');
    expect((await deft.done).code).toBe(0);
    expect(existsSync(page)).toBe(false);
  });
});

describe('deft web: the forms that held', () => {
  it('serves no file outside the renderer, however the path is spelled', async () => {
    const { server, pageCookie, rendererRoot } = await setup();
    const outside = tempDir();
    writeFileSync(join(outside, 'secret.txt'), 'secret');
    symlinkSync(join(outside, 'secret.txt'), join(rendererRoot, 'linked.txt'));
    symlinkSync(outside, join(rendererRoot, 'linked-dir'));
    const paths = [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/..%5c..%5cetc%5cpasswd',
      '/index.html%00.js',
      '/%252e%252e/etc/passwd',
      '//etc/passwd',
      '/linked.txt',
      '/linked-dir/secret.txt',
      '/%',
    ];
    for (const path of paths) {
      const answer = await get(server, path, { cookie: pageCookie });
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/root:|secret/);
    }
  });

  it('answers only its own Host, spelled exactly, and only its own Origin', async () => {
    const { server, token, port, origin } = await setup();
    for (const host of [`127.0.0.1.:${port}`, `127.1:${port}`, `0x7f000001:${port}`, `127.0.0.1:0${port}`, `127.0.0.1`, `127.0.0.1:${port}@evil.example`]) {
      expect((await get(server, `/?token=${token}`, { host })).status, host).toBe(403);
    }
    expect((await get(server, `/?token=${token}`, { host: `LOCALHOST:${port}` })).status).toBe(200);
    for (const bad of ['null', `${origin}.evil.example`, `https://127.0.0.1:${port}`, `${origin}/`]) {
      expect((await get(server, `/?token=${token}`, { origin: bad })).status, bad).toBe(403);
      await expect(connect(server, { headers: { origin: bad }, query: `?token=${token}` }), bad).rejects.toThrow('refused: 403');
    }
    const missingHost = await rawRequest(port, `GET /?token=${token} HTTP/1.0\r\n\r\n`);
    expect(missingHost).toMatch(/^HTTP\/1\.1 403 /);
    const absolute = await rawRequest(port, `GET http://evil.example/?token=${token} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    expect(absolute).toMatch(/^HTTP\/1\.1 403 /);
  });

  it('never puts the token in an answer (other than where it was sent), an error page, or the log', async () => {
    const { server, token, pageCookie, logged, port } = await setup();
    const answers = [
      await get(server, `/?token=${token}`),
      await get(server, '/nope', { cookie: pageCookie }),
      await get(server, '/', { host: `evil.example:${port}`, cookie: pageCookie }),
      await get(server, `/?token=${token.slice(0, -1)}`),
      await get(server, '/deft-web.js', { cookie: pageCookie }),
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(token);
    expect(logged.join('\n')).not.toContain(token);
  });

  it('takes no cross-site request with the cookie: a form POST, an image, a script', async () => {
    const { server, pageCookie } = await setup();
    expect((await get(server, '/', { cookie: pageCookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' })).status).toBe(403);
    expect((await get(server, '/app.js', { cookie: pageCookie, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' })).status).toBe(403);
    expect((await get(server, '/', { cookie: pageCookie, origin: 'http://evil.example', 'sec-fetch-mode': 'navigate' })).status).toBe(403);
  });
});

describe('deft web against a tab', () => {
  it('keeps the window kind the socket opened with, and takes only the two kinds, spelled exactly', async () => {
    const { server, token, origin } = await setup();
    for (const kind of ['QUICK', 'Main', 'quick ', 'admin']) {
      await expect(connect(server, { headers: { origin }, query: `?kind=${encodeURIComponent(kind)}&token=${token}` }), kind).rejects.toThrow('refused: 404');
    }
    // The first kind named counts, and a frame cannot name another.
    const quick = await connect(server, { headers: { origin }, query: `?kind=quick&kind=main&token=${token}` });
    expect((await quick.call('folders.complete', { path: '/' })).result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect((await quick.sendRaw(JSON.stringify({ id: 1, channel: 'settings.read', input: { scope: 'user' }, kind: 'main' }), 1)).result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((await quick.call('settings.read', { scope: 'user' })).result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    quick.close();
  });

  it('answers frames built to break a parser or pollute a prototype, and goes on answering', async () => {
    const { server, token, origin, logged } = await setup();
    const ipc = await connect(server, { headers: { origin }, query: `?token=${token}` });
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect((await ipc.sendRaw(`{"id":1,"channel":"projects.open","input":${deep}}`, 1)).result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((await ipc.sendRaw('{"id":2,"channel":"projects.open","input":{"__proto__":{"admin":true},"path":"/"}}', 2)).result).toMatchObject({ ok: false });
    expect((await ipc.sendRaw('{"__proto__":{"id":3},"id":3,"channel":"app.info"}', 3)).result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((await ipc.call('constructor')).result).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    // An id used twice is answered twice.
    const answers: unknown[] = [];
    const both = new Promise((resolve) => ipc.socket.on('message', (data) => answers.push(JSON.parse(String(data))) === 2 && resolve(answers)));
    ipc.socket.send('{"id":9,"channel":"app.info"}');
    ipc.socket.send('{"id":9,"channel":"shell.host"}');
    expect(await both).toEqual([expect.objectContaining({ id: 9, result: expect.objectContaining({ ok: true }) }), expect.objectContaining({ id: 9, result: { ok: true, data: { host: 'browser' } } })]);
    expect((await ipc.call('app.info')).result).toMatchObject({ ok: true });
    expect(logged).toEqual([]);
    ipc.close();
  });

  it('completes folders without following loops or naming files and hidden folders', async () => {
    const { server, token, origin, home } = await setup();
    mkdirSync(join(home, 'work'));
    mkdirSync(join(home, '.hidden'));
    writeFileSync(join(home, 'wfile'), '');
    symlinkSync(join(home, 'loop'), join(home, 'loop'));
    symlinkSync(join(home, 'wfile'), join(home, 'wlink'));
    const ipc = await connect(server, { headers: { origin }, query: `?token=${token}` });
    expect((await ipc.call('folders.complete', { path: '~/' })).result).toEqual({ ok: true, data: { folder: home, folders: [join(home, 'work')], more: false } });
    expect((await ipc.call('folders.complete', { path: '~/loop/' })).result).toEqual({ ok: true, data: { folder: null, folders: [], more: false } });
    expect((await ipc.call('folders.complete', { path: '~/wfile/' })).result).toEqual({ ok: true, data: { folder: null, folders: [], more: false } });
    ipc.close();
  });
});
