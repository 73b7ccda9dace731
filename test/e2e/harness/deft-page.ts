import type { Browser, Page } from 'playwright-core';
import { eventChannels, requestChannels } from '../../../shared/ipc/channels.ts';
import { events as eventSchemas } from '../../../shared/ipc/contract.ts';
import { buildDeftApi } from '../../../preload/build-api.ts';
import type { Core } from '../../../main/core/core.ts';
import { createHandlers } from '../../../main/core/ipc/handlers.ts';
import { createRouter } from '../../../main/core/ipc/router.ts';

declare global {
  interface Window {
    __deftEmit(event: string, payload: unknown): void;
  }
}

/**
 * The init script that stands in for the preload: it builds `window.deft` with the preload's own
 * builder from the contract's channel names; requests go to the real router through a binding,
 * core events come back through `__deftEmit`.
 */
function initScript(): string {
  const names = { requests: requestChannels, events: eventChannels };
  return `(() => {
    const buildDeftApi = ${buildDeftApi.toString()};
    const listeners = new Map();
    window.__deftEmit = (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    };
    window.deft = buildDeftApi(${JSON.stringify(names)}, {
      invoke: (channel, input) => window.__deftInvoke(channel, input),
      subscribe: (event, listener) => {
        const set = listeners.get(event) ?? new Set();
        listeners.set(event, set);
        set.add(listener);
        return () => set.delete(listener);
      },
    });
  })();`;
}

export interface DeftPage {
  page: Page;
  /** Uncaught errors thrown in the page. */
  errors: Error[];
}

/** Opens the renderer at `url` in a new page wired to `core` through its router. */
export async function openDeftPage(browser: Browser, core: Core, url: string): Promise<DeftPage> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  const router = createRouter(createHandlers(core));
  await page.exposeBinding('__deftInvoke', (_source, channel: unknown, input: unknown) =>
    router.handle(channel, input),
  );
  await page.addInitScript(initScript());
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const unsubscribe = core.events.onAny((event, payload) => {
    const checked = eventSchemas[event].parse(payload);
    page.evaluate(([name, data]) => window.__deftEmit(name, data), [event, checked] as const).catch(() => {});
  });
  page.on('close', unsubscribe);
  await page.goto(url);
  return { page, errors };
}
