import type { Browser, Page } from 'playwright-core';
import type { SessionNotification } from '../../../shared/ipc/domains/shell.ts';
import { createCore, type Core } from '../../../main/core/core.ts';
import type { LlmServer, Reply, ScriptEntry } from '../../mocks/llm-server/index.ts';
import { expect } from 'vitest';
import { openDeftPage } from './deft-page.ts';
import { desktopWorld } from './desktop-flow.ts';

/** A git project holding `notes.txt`, a core whose folder picker answers it, and a model server answering from a script. */
export interface ChatWorld {
  projectDir: string;
  core: Core;
  server: LlmServer;
  /** How often the renderer asked to hide the quick-ask window. */
  hidden: { quickAsk: number };
  /** Each height the quick-ask window was asked to take, in order. */
  quickAskHeights: number[];
  /** The system notifications the renderer asked the shell for (`shell.notify`), in order. */
  notified: SessionNotification[];
  open(hash?: string): Promise<{ page: Page; errors: Error[] }>;
  close(): Promise<void>;
}

export async function chatWorld(browser: Browser, replies: ScriptEntry[]): Promise<ChatWorld> {
  const { projectDir, dataDir, env, server } = await desktopWorld(replies);
  const hidden = { quickAsk: 0 };
  const quickAskHeights: number[] = [];
  const notified: SessionNotification[] = [];
  const core = createCore({
    dataDir,
    env,
    desktop: {
      host: 'electron',
      pickFolder: async () => projectDir,
      hideQuickAsk: () => void hidden.quickAsk++,
      fitQuickAsk: (height) => void quickAskHeights.push(height),
      showMainWindow: () => {},
      notify: (notification) => void notified.push(notification),
    },
  });
  return {
    projectDir,
    core,
    server,
    hidden,
    quickAskHeights,
    notified,
    open: (hash = '#/') => openDeftPage(browser, core, hash),
    async close() {
      await core.close();
      await server.close();
    },
  };
}

/** Edits `notes.txt` the way the model would: reads it, then asks to replace `draft`. */
export const editTheNote = (word: string): Reply[] => [
  { toolCalls: [{ id: `toolu_read_${word}`, name: 'Read', input: { file_path: 'notes.txt' } }] },
  { toolCalls: [{ id: `toolu_edit_${word}`, name: 'Edit', input: { file_path: 'notes.txt', old_string: 'draft', new_string: word } }] },
];

/** The bound on waiting for what streaming, lazy chunks and big diffs bring, with every core busy. */
export const patience = { timeout: 45_000 };

/** The first run: the folder from the picker, Anthropic (its key is in the environment), go. */
export async function passFirstRun(page: Page): Promise<void> {
  await page.getByTestId('first-run-pick-folder').click();
  await page.getByTestId('first-run-provider-anthropic').getByRole('radio').check();
  const go = page.getByTestId('first-run-go');
  await expect.poll(() => go.isDisabled(), patience).toBe(false);
  await go.click();
}

export async function openProjectAndSession(page: Page): Promise<void> {
  await passFirstRun(page);
  await page.getByTestId('new-session').click();
  await page.getByTestId('composer').waitFor();
}

export async function ask(page: Page, prompt: string): Promise<void> {
  await page.getByTestId('composer').fill(prompt);
  await page.getByTestId('composer').press('Enter');
}

/**
 * A world with these replies, its page past the first run with a new session, the prompt asked;
 * then `check` runs, and no error may have been thrown in the page.
 */
export async function afterAsking(
  suite: { browser(): Browser },
  replies: ScriptEntry[],
  prompt: string,
  check: (page: Page, world: ChatWorld) => Promise<void>,
): Promise<void> {
  const world = await chatWorld(suite.browser(), replies);
  try {
    const { page, errors } = await world.open();
    await openProjectAndSession(page);
    await ask(page, prompt);
    await check(page, world);
    expect(errors).toEqual([]);
    await page.close();
  } finally {
    await world.close();
  }
}
