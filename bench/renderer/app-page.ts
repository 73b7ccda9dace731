import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { Core } from '../../main/core/core.ts';

type OpenDeftPage = (browser: Browser, core: Core) => Promise<{ page: Page; errors: Error[] }>;

/**
 * The e2e harness's `openDeftPage`: the built renderer served by a `deft web` server of `core`, as the e2e tests open it. Loaded by
 * path so that the node project, which type-checks bench/ without the DOM library, does not compile
 * the harness's in-page code.
 */
export async function openAppPage(browser: Browser, core: Core): Promise<Page> {
  const harness = pathToFileURL(join(import.meta.dirname, '../../test/e2e/harness/deft-page.ts')).href;
  const { openDeftPage } = (await import(harness)) as { openDeftPage: OpenDeftPage };
  return (await openDeftPage(browser, core)).page;
}
