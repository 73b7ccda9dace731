import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';

export interface RendererSuite {
  browser(): Browser;
}

/** Chromium for the tests of one `describe`, closed after them; each world serves the built renderer with `deft web` (`openDeftPage`). */
export function rendererSuite(): RendererSuite {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { browser: () => browser! };
}
