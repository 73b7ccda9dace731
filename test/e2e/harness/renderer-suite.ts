import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';
import { serveRenderer } from './renderer-server.ts';

export interface RendererSuite {
  browser(): Browser;
  /** The built renderer's address. */
  url(): string;
}

/** Chromium and the built renderer's server for the tests of one `describe`, closed after them. */
export function rendererSuite(): RendererSuite {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveRenderer>> | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), serveRenderer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    browser: () => browser!,
    url: () => server!.url,
  };
}
