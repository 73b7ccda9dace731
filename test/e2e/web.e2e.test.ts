import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket as NodeWebSocket } from 'ws';
import { join } from 'node:path';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../main/core/core.ts';
import { browserShell } from '../../main/core/desktop/desktop-shell.ts';
import { startWebServer } from '../../main/core/web/server.ts';
import { startDeft } from '../main/cli/deft-process.ts';
import { ask, editTheNote, patience } from './harness/chat-world.ts';
import { launchChromium } from './harness/chromium.ts';
import { builtApp } from './harness/deft-page.ts';
import { desktopWorld } from './harness/desktop-flow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** The first run in a browser: the folder typed (its suggestion seen first), Anthropic, go; then a new session. */
async function typeProjectAndStart(page: Page, projectDir: string): Promise<void> {
  const field = page.getByTestId('folder-path-input');
  await field.fill(projectDir.slice(0, -2));
  await expect.poll(() => page.getByTestId('folder-path-suggestions').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)), patience).toContain(projectDir);
  await field.fill(projectDir);
  await page.getByTestId('folder-path-open').click();
  await expect.poll(() => page.getByTestId('first-run-project').textContent(), patience).toContain(projectDir);
  await page.getByTestId('first-run-provider-anthropic').getByRole('radio').check();
  const go = page.getByTestId('first-run-go');
  await expect.poll(() => go.isDisabled(), patience).toBe(false);
  await go.click();
  await page.getByTestId('new-session').click();
  await page.getByTestId('composer').waitFor();
}

describe('deft web', () => {
  it('runs as a command, prints its address, and a browser there works a project through the WebSocket', { timeout: 180_000 }, async () => {
    const world = await desktopWorld([...editTheNote('final'), { text: 'The note is final now.' }]);
    const deft = startDeft(['web', '--no-open'], { env: world.env });
    let printed = '';
    deft.child.stdout!.on('data', (text: string) => (printed += text));
    const address = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}/;
    try {
      await expect.poll(() => address.exec(printed)?.[0], { timeout: 60_000 }).toBeDefined();
      const url = address.exec(printed)![0];
      const page = await browser.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      const frames: string[] = [];
      page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => frames.push(String(payload))));
      await page.goto(url);
      // The token leaves the address bar once the page holds it in its storage.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await typeProjectAndStart(page, world.projectDir);
      await ask(page, 'Make the note final');
      await page.getByTestId('allow-once').click(patience);
      await expect.poll(() => readFileSync(join(world.projectDir, 'notes.txt'), 'utf8'), patience).toBe('a final note\n');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('The note is final now.');
      expect(frames.some((frame) => frame.includes('"approvals.respond"'))).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
      deft.child.kill('SIGINT');
      const done = await deft.done;
      expect(done.code).toBe(0);
      expect(done.stderr).toBe('');
    } finally {
      await world.server.close();
    }
  });

  it('shows one turn in two tabs, and an approval answered in one leaves the other', { timeout: 120_000 }, async () => {
    const world = await desktopWorld([...editTheNote('final'), { text: 'Done in both tabs.' }]);
    const core = createCore({ dataDir: world.dataDir, env: world.env, desktop: browserShell });
    const server = await startWebServer({ core, ...builtApp, host: '127.0.0.1', port: 0, log: (message) => errors.push(new Error(message)) });
    const errors: Error[] = [];
    const context = await browser.newContext();
    try {
      const first = await context.newPage();
      await first.goto(server.url);
      await typeProjectAndStart(first, world.projectDir);
      // The second tab comes in with the cookie and the stored token the first one got, and opens the same session.
      const second = await context.newPage();
      await second.goto(`${server.origin}/#/`);
      await second.getByTestId('session-row').first().click(patience);
      for (const page of [first, second]) page.on('pageerror', (error) => errors.push(error));

      await ask(first, 'Make the note final');
      for (const page of [first, second]) await page.getByTestId('approval').waitFor(patience);
      await second.getByTestId('allow-once').click();
      await first.getByTestId('approval').waitFor({ state: 'detached', ...patience });
      for (const page of [first, second]) {
        await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Done in both tabs.');
      }
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.close();
      await core.close();
      await world.server.close();
    }
  });

  it('reconnects a page whose connection dropped, and goes on where it was', { timeout: 120_000 }, async () => {
    const world = await desktopWorld([{ text: 'Still here.' }]);
    const core = createCore({ dataDir: world.dataDir, env: world.env, desktop: browserShell });
    const server = await startWebServer({ core, ...builtApp, host: '127.0.0.1', port: 0, log: () => {} });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const connections: WebSocketRoute[] = [];
      // Every socket goes through to the real server; the test can then cut one, as a tunnel that went down would.
      await page.routeWebSocket(/\/ipc/, (socket) => {
        connections.push(socket);
        socket.connectToServer();
      });
      await page.goto(server.url);
      await typeProjectAndStart(page, world.projectDir);
      const reloaded = page.waitForEvent('load', patience);
      await connections[0].close();
      await expect.poll(() => page.getByTestId('notice-bar').textContent(), patience).toContain('reconnecting');
      await reloaded;
      await page.getByTestId('session-row').first().click(patience);
      await ask(page, 'Are you there?');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Still here.');
      // The probe that found the server back, then the reloaded page's own socket.
      expect(connections.length).toBeGreaterThanOrEqual(3);
    } finally {
      await context.close();
      await server.close();
      await core.close();
      await world.server.close();
    }
  });

  it('lets a page of another origin read nothing: not the files, not the socket', { timeout: 60_000 }, async () => {
    const world = await desktopWorld([]);
    const core = createCore({ dataDir: world.dataDir, env: world.env, desktop: browserShell });
    const server = await startWebServer({ core, ...builtApp, host: '127.0.0.1', port: 0, log: () => {} });
    // Another server on 127.0.0.1 (another user's, say): the browser sends it every cookie of 127.0.0.1, ports regardless.
    const cookiesSeen: string[] = [];
    const other = createServer((request, response) => {
      cookiesSeen.push(request.headers.cookie ?? '');
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>elsewhere</title>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const context = await browser.newContext();
    try {
      // The person's own tab holds the cookie, so the other page's requests would carry it.
      const own = await context.newPage();
      await own.goto(server.url);
      await own.getByTestId('first-run').waitFor(patience);
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      const tried = await page.evaluate(async (origin) => {
        const fetched = await fetch(`${origin}/`, { credentials: 'include' }).then(
          (response) => response.text(),
          (error: Error) => `refused: ${error.name}`,
        );
        // Even an opaque answer is withheld: the server refuses other sites' requests, and says its files are for its own origin.
        const opaque = await fetch(`${origin}/assets/`, { credentials: 'include', mode: 'no-cors' }).then(
          (response) => `${response.type} ${response.status}`,
          (error: Error) => `refused: ${error.name}`,
        );
        const socket = await new Promise<string>((resolve) => {
          const ws = new WebSocket(`${origin.replace('http', 'ws')}/ipc`);
          ws.onopen = () => resolve('open');
          ws.onmessage = () => resolve('message');
          ws.onerror = () => resolve('refused');
        });
        return { fetched, opaque, socket };
      }, server.origin);
      expect(tried).toEqual({ fetched: 'refused: TypeError', opaque: 'refused: TypeError', socket: 'refused' });
      // It got the page's cookie, and a program of its own sends any Origin it likes: the cookie still opens no socket.
      const stolen = cookiesSeen.find((cookie) => cookie.includes('deft-web-'));
      expect(stolen).toBeDefined();
      const refusal = await new Promise<number>((resolve, reject) => {
        const ws = new NodeWebSocket(`${server.origin.replace('http', 'ws')}/ipc`, { headers: { cookie: stolen!, origin: server.origin } });
        ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        ws.once('open', () => reject(new Error('the stolen cookie opened the socket')));
      });
      expect(refusal).toBe(401);
    } finally {
      await context.close();
      await new Promise((resolve) => other.close(resolve));
      await server.close();
      await core.close();
      await world.server.close();
    }
  });
});
