import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Core } from '../../../main/core/core.ts';
import { errorMessage } from '../../../main/core/common/errors.ts';
import { startWebServer, type WebServer } from '../../../main/core/web/server.ts';

const outDir = join(import.meta.dirname, '../../../out');
export const builtApp = { rendererRoot: join(outDir, 'renderer'), preloadFile: join(outDir, 'preload/web.js') };

export interface DeftPage {
  page: Page;
  /** Uncaught errors thrown in the page, and event payloads the server found outside the contract. */
  errors: Error[];
}

interface Served {
  server: Promise<WebServer>;
  pages: Set<DeftPage>;
}

/** The `deft web` server of each core that has pages open; it stops when its last page closes. */
const served = new WeakMap<Core, Served>();

/** Serves `core` as `deft web` does (one server for all its pages), logging into the errors of its open pages. */
function serverFor(core: Core): Served {
  const known = served.get(core);
  if (known) return known;
  const pages = new Set<DeftPage>();
  const log = (message: string, error?: unknown) => {
    for (const open of pages) open.errors.push(new Error(error === undefined ? message : `${message}: ${errorMessage(error)}`));
  };
  const entry = { server: startWebServer({ core, ...builtApp, host: '127.0.0.1', port: 0, log }), pages };
  served.set(core, entry);
  return entry;
}

/**
 * Opens the built renderer at `hash` in a new page (a browser context of its own) served by a
 * real `deft web` server of `core`: the page's `window.deft` is the browser preload's, over the
 * WebSocket, through the token, Host and Origin checks, the router and the event fan-out.
 */
export async function openDeftPage(browser: Browser, core: Core, hash = '#/'): Promise<DeftPage> {
  const entry = serverFor(core);
  const server = await entry.server;
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  const opened: DeftPage = { page, errors: [] };
  entry.pages.add(opened);
  page.on('pageerror', (error) => opened.errors.push(error));
  page.on('close', () => {
    entry.pages.delete(opened);
    if (entry.pages.size > 0) return;
    served.delete(core);
    void server.close();
  });
  await page.goto(`${server.url}${hash}`);
  return opened;
}
