import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createCore, type Core } from '../main/core/core.ts';
import { launchChromium } from '../test/e2e/harness/chromium.ts';
import { frameTimesWhileScrolling, longSessionText, seedLongSession } from '../test/e2e/harness/long-session.ts';
import { rendererRoot } from '../test/e2e/harness/renderer-server.ts';
import { startLlmServer } from '../test/mocks/llm-server/index.ts';
import { figure, type Figure } from './figure.ts';
import { openAppPage } from './renderer/app-page.ts';
import { call, openSessionAndCardUntilPainted, openSessionUntilPainted, plainRows, scrollToBottom, stopWatchingFrames, watchFrames } from './renderer/page-scripts.ts';
import { diffLine, seedDiffSession } from './renderer/seed-diff.ts';

const messageCount = 5000;
const diffLines = 20_000;
const streamSeconds = 30;
const wordsPerSecond = 100;
const idleSeconds = 3;
/** How long the answer may take to show before the bench gives up. */
const shownWithin = 150;
const longTitle = 'A very long session';
const diffTitle = 'A huge diff';
const endMarker = 'stream-complete';
/** `RENDERER_SCENARIO=long-session` (or `diff`, `streaming`) runs that scenario alone, for iterating on it. */
const onlyScenario = process.env.RENDERER_SCENARIO;

interface FrameWatch {
  worstMs: number;
  longTaskMs: number;
  longTasks: number;
}

/** 100 words a second for 30 s, in paragraphs, ending with a marker word. */
function streamedText(): string {
  const words = Array.from({ length: wordsPerSecond * streamSeconds - 1 }, (_, index) => (index % 60 === 59 ? `word${index}\n\n` : `word${index} `));
  return `${words.join('')}${endMarker}`;
}

/** Resolves when a turn of the core goes idle. */
function turnEnded(core: Core): Promise<void> {
  return new Promise((resolve) => {
    const off = core.events.on('chat.status', (status) => {
      if (status.status !== 'idle') return;
      off();
      resolve();
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built renderer in Chromium over the real core and store: opening a 5,000-message session,
 * streaming an answer, and a 20,000-line diff, each beside plain DOM or an idle page in the same browser.
 */
export default async function renderer(): Promise<Figure[]> {
  if (!existsSync(join(rendererRoot, 'index.html'))) throw new Error('Build first: npm run build');
  const root = mkdtempSync(join(tmpdir(), 'deft-bench-renderer-'));
  const projectDir = join(root, 'project');
  mkdirSync(projectDir);
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const llm = await startLlmServer({ replies: [{ text: streamedText(), eventGapMs: 1000 / wordsPerSecond }] });
  const core = createCore({
    dataDir: join(root, 'data'),
    env: { PATH: process.env.PATH ?? '', HOME: root, ANTHROPIC_API_KEY: 'sk-ant-bench', ANTHROPIC_BASE_URL: llm.url },
  });
  const browser = await launchChromium();
  try {
    core.workspace.projects.open(projectDir);
    seedLongSession(core, projectDir, messageCount);
    seedDiffSession(core, projectDir, diffTitle, diffLines);
    const page = await openAppPage(browser, core);
    await page.getByTestId('session-row').first().waitFor();
    const scenarios: Record<string, () => Promise<Figure[]>> = {
      interactive: () => windowToInteractive(browser, core),
      'long-session': () => longSession(browser, page),
      diff: () => hugeDiff(browser, page),
      streaming: () => streaming(core, page),
    };
    const chosen = onlyScenario === undefined ? Object.keys(scenarios) : [onlyScenario];
    const figures: Figure[] = [];
    for (const name of chosen) {
      const scenario = scenarios[name];
      if (!scenario) throw new Error(`No renderer scenario ${name}: one of ${Object.keys(scenarios).join(', ')}`);
      figures.push(...(await scenario()));
    }
    return figures;
  } finally {
    await browser.close();
    await core.close();
    await llm.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** A plain page in the same browser: a button that shows a text field, the least a window can be. */
const plainApp = `data:text/html,${encodeURIComponent('<!doctype html><button data-testid="new-session" onclick="document.body.append(Object.assign(document.createElement(\'textarea\'), { id: \'composer\' }))">New</button>')}`;

/** Milliseconds from navigation to the first contentful paint, then to a click on "new session" having made the composer take a keystroke. */
async function firstPaintAndInput(page: Page, composer: string): Promise<{ paintMs: number; inputMs: number }> {
  await page.getByTestId('new-session').click();
  await page.locator(composer).pressSequentially('x');
  await page.waitForFunction(`document.querySelector(${JSON.stringify(composer)})?.value === 'x'`);
  const inputMs = (await page.evaluate('performance.now()')) as number;
  const paintMs = (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`)) as number;
  return { paintMs, inputMs };
}

/** The built renderer opened in a fresh page over the real core (its sessions listed), beside the plain page: median of five. */
async function windowToInteractive(browser: Browser, core: Core): Promise<Figure[]> {
  const runs = 5;
  const app: Array<{ paintMs: number; inputMs: number }> = [];
  const plain: Array<{ paintMs: number; inputMs: number }> = [];
  for (let i = 0; i < runs; i++) {
    const page = await openAppPage(browser, core);
    app.push(await firstPaintAndInput(page, '[data-testid="composer"]'));
    await page.close();
    const reference = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    await reference.goto(plainApp);
    plain.push(await firstPaintAndInput(reference, '#composer'));
    await reference.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return [
    figure('renderer: window to first paint (built renderer, Chromium)', 'ms', median(app.map((run) => run.paintMs)), 'a plain page with one button, first paint', median(plain.map((run) => run.paintMs))),
    figure('renderer: window to first input accepted (new session clicked, a key typed in the composer)', 'ms', median(app.map((run) => run.inputMs)), 'the plain page, its button clicked and a key typed', median(plain.map((run) => run.inputMs))),
  ];
}

async function longSession(browser: Browser, page: Page): Promise<Figure[]> {
  const last = `Answer ${messageCount - 1}`;
  const openMs = (await page.evaluate(call(openSessionUntilPainted, { title: longTitle, selector: '[data-testid="message-list"]', text: last }))) as number;
  const scrolling = await frameTimesWhileScrolling(page.getByTestId('message-list'));

  const lines = Array.from({ length: messageCount }, (_, index) => ({ text: longSessionText(index), code: index % 2 === 1 }));
  const reference = await plainPage(browser, lines);
  return [
    figure(`renderer: open a ${messageCount}-message session, click to its last rows painted`, 'ms', openMs, `the same ${messageCount} messages as plain DOM rows, built and painted`, reference.paintMs),
    figure(`renderer: worst frame scrolling up the ${messageCount}-message session`, 'ms', scrolling.maxMs, 'the same scroll over the plain DOM rows', reference.worstScrollMs),
  ];
}

async function hugeDiff(browser: Browser, page: Page): Promise<Figure[]> {
  const diffSelector = '[data-testid="tool-diff"] [data-testid="diff-rows"]';
  // The finished Edit is a folded row: it is opened as a person would, and counted in.
  const toggle = '[data-testid="tool-card"][data-tool="Edit"] [data-testid="tool-toggle"]';
  const openMs = (await page.evaluate(call(openSessionAndCardUntilPainted, { title: diffTitle, toggle, selector: diffSelector, text: 'computeNew(1,' }))) as number;
  await page.evaluate(call(scrollToBottom, diffSelector));
  const scrolling = await frameTimesWhileScrolling(page.locator(diffSelector));

  const lines = Array.from({ length: diffLines }, (_, index) => ({ text: diffLine(index), code: false }));
  const reference = await plainPage(browser, lines);
  return [
    figure(`renderer: open a session showing a ${diffLines}-line diff, click to its rows painted`, 'ms', openMs, `the same ${diffLines} lines as plain DOM rows, built and painted`, reference.paintMs),
    figure(`renderer: worst frame scrolling the ${diffLines}-line diff`, 'ms', scrolling.maxMs, 'the same scroll over the plain DOM rows', reference.worstScrollMs),
  ];
}

async function streaming(core: Core, page: Page): Promise<Figure[]> {
  await page.getByTestId('new-session').click();
  await page.getByTestId('composer').fill('Tell me a long story');
  await page.evaluate(call(watchFrames));
  await sleep(idleSeconds * 1000);
  const idle = (await page.evaluate(call(stopWatchingFrames))) as FrameWatch;

  await page.evaluate(call(watchFrames));
  const start = performance.now();
  const sent = turnEnded(core).then(() => performance.now() - start);
  await page.getByTestId('composer').press('Enter');
  await page.getByText(endMarker).waitFor({ timeout: shownWithin * 1000 });
  const shownMs = performance.now() - start;
  const streamed = (await page.evaluate(call(stopWatchingFrames))) as FrameWatch;
  const sentMs = await sent;
  return [
    figure(`renderer: worst frame while streaming ${wordsPerSecond} words/s for ${streamSeconds} s`, 'ms', streamed.worstMs, `the same page idle for ${idleSeconds} s`, idle.worstMs),
    figure(`renderer: time in long tasks while streaming ${wordsPerSecond} words/s`, 'ms', streamed.longTaskMs, 'the time the answer took to show', shownMs),
    figure(`renderer: time until a ${streamSeconds} s stream is shown to its end`, 'ms', shownMs, 'the time until the core ended the turn', sentMs),
  ];
}

/** The reference: the same lines as plain DOM on a blank page, its paint time and its worst frame scrolling. */
async function plainPage(browser: Browser, lines: Array<{ text: string; code: boolean }>) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  try {
    const paintMs = (await page.evaluate(call(plainRows, { lines }))) as number;
    const scrolling = await frameTimesWhileScrolling(page.locator('#plain'));
    return { paintMs, worstScrollMs: scrolling.maxMs };
  } finally {
    await page.close();
  }
}
