import { describe, expect, it } from 'vitest';
import { createCore } from '../../../../main/core/core.ts';
import { browserShell } from '../../../../main/core/desktop/desktop-shell.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { connect, get, servedCore } from './web-server.ts';

async function setup() {
  const core = createCore({ dataDir: tempDir(), env: { PATH: process.env.PATH, HOME: tempDir() }, desktop: browserShell });
  const served = await servedCore(core);
  const origin = served.server.origin;
  return { core, ...served, origin, asPage: { origin } };
}

describe('deft web over HTTP', () => {
  it('answers nothing without the token: 401, and no file in the body', async () => {
    const { server } = await setup();
    for (const path of ['/', '/index.html', '/app.js', '/deft-web.js', '/?token=wrong']) {
      const answer = await get(server, path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).not.toContain('script');
    }
    expect((await get(server, '/', { cookie: 'deft-web-1=nope' })).status).toBe(401);
  });

  it('serves the page for the token in the URL, sets an HttpOnly SameSite=Strict cookie of another key, and then answers the cookie', async () => {
    const { server, token, cookie, port } = await setup();
    const first = await get(server, `/?token=${token}`);
    expect(first.status).toBe(200);
    expect(first.headers['set-cookie']).toEqual([`${cookie}; Path=/; HttpOnly; SameSite=Strict`]);
    expect(cookie).toMatch(new RegExp(`^deft-web-${port}=[\\w-]{43}$`));
    expect(cookie).not.toContain(token);
    // The browser preload comes before the renderer's own script.
    expect(first.body.indexOf('<script src="/deft-web.js">')).toBeLessThan(first.body.indexOf('./app.js'));
    expect((await get(server, '/app.js', { cookie })).status).toBe(200);
    expect((await get(server, '/deft-web.js', { cookie })).body).toBe('/* the browser preload */');
    expect((await get(server, '/../../etc/passwd', { cookie })).status).toBe(404);
  });

  it('sends the app CSP, its socket allowed for exactly its own origin, and no CORS header', async () => {
    const { server, cookie, port } = await setup();
    const { headers } = await get(server, '/', { cookie, origin: `http://127.0.0.1:${port}` });
    expect(headers['content-security-policy']).toContain(`connect-src 'self' ws://127.0.0.1:${port};`);
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(Object.keys(headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('refuses another Host (DNS rebinding) and another Origin, even with the token', async () => {
    const { server, cookie, token, port } = await setup();
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`, `127.0.0.1.nip.io:${port}`]) {
      expect((await get(server, `/?token=${token}`, { host })).status, host).toBe(403);
    }
    expect((await get(server, '/', { cookie, origin: 'http://evil.example' })).status).toBe(403);
    expect((await get(server, '/', { cookie, origin: `http://127.0.0.1:${port + 1}` })).status).toBe(403);
    // What another site's page fetches (not a navigation to the app) is refused too.
    expect((await get(server, '/app.js', { cookie, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' })).status).toBe(403);
    expect((await get(server, `/?token=${token}`, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })).status).toBe(200);
  });
});

describe('deft web over the WebSocket', () => {
  it('refuses the upgrade without the token, from another origin, without an origin, or to another Host', async () => {
    const { server, cookie, token, origin, port } = await setup();
    await expect(connect(server, { headers: { origin } })).rejects.toThrow('refused: 401');
    await expect(connect(server, { headers: { cookie, origin } })).rejects.toThrow('refused: 401');
    await expect(connect(server, { token })).rejects.toThrow('refused: 403');
    await expect(connect(server, { token, headers: { origin: 'http://evil.example' } })).rejects.toThrow('refused: 403');
    await expect(connect(server, { token, headers: { origin: `http://localhost:${port}` } })).rejects.toThrow('refused: 403');
    await expect(connect(server, { token, headers: { host: `evil.example:${port}`, origin: `http://evil.example:${port}` } })).rejects.toThrow('refused: 403');
    await expect(connect(server, { token, headers: { origin }, query: '?kind=admin' })).rejects.toThrow('refused: 404');
    const ipc = await connect(server, { token, headers: { origin } });
    expect((await ipc.call('app.info')).result).toMatchObject({ ok: true, data: { name: 'Deft' } });
    ipc.close();
  });

  it('answers frames that break the contract with its error, and changes nothing', async () => {
    const { server, asPage, token, core, logged } = await setup();
    const ipc = await connect(server, { token, headers: asPage });
    const project = tempDir();
    expect((await ipc.sendRaw('not json', null)).result).toMatchObject({ ok: false, error: { code: 'invalid_input', message: expect.stringMatching(/not JSON/) } });
    expect((await ipc.sendRaw(JSON.stringify({ id: 7, channel: 'projects.open', input: { path: project }, extra: 1 }), 7)).result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((await ipc.sendRaw(JSON.stringify({ id: -1, channel: 'projects.open', input: { path: project } }), null)).result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((await ipc.call('projects.open', { path: project, admin: true })).result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((await ipc.call('projects.open', { path: 42 })).result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((await ipc.call('no.such', {})).result).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
    expect((await ipc.call('__proto__', {})).result).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
    const binary = new Promise((resolve) => ipc.socket.once('message', (data) => resolve(JSON.parse(String(data)))));
    ipc.socket.send(Buffer.from([1, 2, 3]));
    expect(await binary).toMatchObject({ type: 'result', id: null, result: { ok: false, error: { code: 'invalid_input' } } });
    expect(core.workspace.projects.recent()).toEqual([]);
    expect(logged).toEqual([]);
    ipc.close();
  });

  it('gives a quick-ask tab only the quick-ask window’s channels and events', async () => {
    const { server, asPage, token, core } = await setup();
    const quick = await connect(server, { token, headers: asPage, query: '?kind=quick' });
    const main = await connect(server, { token, headers: asPage });
    expect((await quick.call('settings.read', { scope: 'user' })).result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect((await quick.call('secrets.list')).result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect((await quick.call('projects.recent')).result).toMatchObject({ ok: true });
    core.events.emit('shell.folderPicked', { path: '/p', via: 'menu' });
    core.events.emit('app.notice', { level: 'info', message: 'to all' });
    await main.call('app.info');
    await quick.call('app.info');
    expect(main.events.map(({ event }) => event)).toEqual(['shell.folderPicked', 'app.notice']);
    expect(quick.events.map(({ event }) => event)).toEqual(['app.notice']);
    quick.close();
    main.close();
  });

  it('completes typed folder paths with folders only', async () => {
    const { server, asPage, token } = await setup();
    const ipc = await connect(server, { token, headers: asPage });
    const { result } = await ipc.call('folders.complete', { path: '/us' });
    expect(result).toMatchObject({ ok: true, data: { folder: null, folders: ['/usr'] } });
    expect((await ipc.call('folders.complete', { path: '/etc/passwd' })).result).toMatchObject({ ok: true, data: { folder: null, folders: [] } });
    expect((await ipc.call('shell.host')).result).toEqual({ ok: true, data: { host: 'browser' } });
    ipc.close();
  });
});
