import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byConversation, firstUserText, lastUserText, toolResults, type Reply } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { ask, chatWorld, openProjectAndSession, patience, type ChatWorld } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotDir } from './harness/screens.ts';
import { openToolCard } from './harness/tool-cards.ts';

/** A 24×24 checkerboard PNG. */
const checkerboard = 'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAALklEQVR42mO4aa2Phr48PIGGiFHDMGoQHQ0iTxummlGD6GnQaMoezWujBtHFIACnbFw9uxWlFgAAAABJRU5ErkJggg==';
const bash = (id: string, command: string): Reply => ({ toolCalls: [{ id, name: 'Bash', input: { command } }] });

/**
 * A command the project's settings allow that runs until the test writes `go` into the project:
 * a turn held running, with no timing, until the test lets it on.
 */
function holdUntilGo(world: ChatWorld): { command: string; release(): void } {
  const script = join(world.projectDir, 'wait-for-go.sh');
  writeFileSync(script, '#!/bin/sh\nwhile [ ! -e go ]; do sleep 0.1; done\necho released\n');
  chmodSync(script, 0o755);
  mkdirSync(join(world.projectDir, '.deft'), { recursive: true });
  writeFileSync(join(world.projectDir, '.deft', 'settings.json'), JSON.stringify({ permissions: { allow: ['Bash(./wait-for-go.sh)'] } }));
  return { command: './wait-for-go.sh', release: () => writeFileSync(join(world.projectDir, 'go'), '') };
}

const sessionIds = async (page: Page) =>
  page.evaluate(async () => {
    const listed = await window.deft.sessions.list({});
    return listed.ok ? listed.data.sessions.map((session) => session.id) : [];
  });

const row = (page: Page, sessionId: string) => page.locator(`[data-testid="session-row"][data-session-id="${sessionId}"]`);
/** The state a session's row shows, or null when it shows none. */
async function activity(page: Page, sessionId: string): Promise<string | null> {
  const mark = row(page, sessionId).getByTestId('session-activity');
  return (await mark.count()) === 0 ? null : mark.getAttribute('data-activity');
}
const waitingCount = async (page: Page) => ((await page.getByTestId('sessions-waiting').count()) === 0 ? '0' : await page.getByTestId('sessions-waiting').textContent());
const shownSession = (page: Page) => page.locator('.session-row[data-selected="true"]').getAttribute('data-session-id');
const queued = (page: Page) => page.getByTestId('queued-message');
const messages = (page: Page) => page.getByTestId('message-list').textContent();

async function queue(page: Page, prompt: string) {
  await page.getByTestId('composer').fill(prompt);
  await page.getByTestId('composer').press('Enter');
  await queued(page).filter({ hasText: prompt }).waitFor(patience);
}

describe('several sessions at once in the renderer', () => {
  const suite = rendererSuite();

  it('runs two sessions at once: one waits for approval (mark, count, notification), the other steers, queues and finishes', async () => {
    const steering = 'Also mention the steering';
    const world = await chatWorld(
      suite.browser(),
      byConversation({
        'Make a file': [bash('toolu_hold', './wait-for-go.sh'), bash('toolu_touch', 'touch made.txt'), { text: 'Made the file.' }],
        'Say hi': [bash('toolu_b', 'touch b.txt'), { text: 'Steered reply.', eventGapMs: 5 }, { text: 'Goodbye.' }],
      }),
    );
    const hold = holdUntilGo(world);
    try {
      const { page, errors } = await world.open();
      await openProjectAndSession(page);
      const [first] = await sessionIds(page);
      await ask(page, 'Make a file');
      await expect.poll(() => activity(page, first), patience).toBe('running');
      await expect.poll(() => page.locator('[data-testid="tool-card"][data-tool="Bash"]').getAttribute('data-state'), patience).toBe('running');

      // A second session while the first one's turn runs: switching to it stops and hides nothing.
      await page.getByTestId('new-session').click();
      await expect.poll(async () => (await sessionIds(page)).length, patience).toBe(2);
      const second = (await sessionIds(page)).find((id) => id !== first)!;
      await expect.poll(() => shownSession(page), patience).toBe(second);
      await ask(page, 'Say hi');
      const approval = page.getByTestId('approval');
      await approval.waitFor(patience);
      expect(await approval.getByTestId('approval-command').textContent()).toBe('touch b.txt');
      await expect.poll(() => activity(page, second), patience).toBe('waiting');
      expect(await activity(page, first)).toBe('running');
      expect(await waitingCount(page)).toBe('1');
      expect(await row(page, first).getByTestId('session-activity').getAttribute('aria-label')).toBe('Running');
      // Each row is named by its session's first prompt while the turn still runs.
      expect(await row(page, first).locator('.session-title').textContent()).toBe('Make a file');
      await expect.poll(() => row(page, second).locator('.session-title').textContent(), patience).toBe('Say hi');

      // While its turn waits: messages queued, one edited, one removed, one sent now.
      await queue(page, 'Then say bye');
      await queue(page, steering);
      await queue(page, 'Never mind');
      await queued(page).filter({ hasText: 'Never mind' }).getByRole('button', { name: /^Remove/ }).click();
      await expect.poll(() => queued(page).count(), patience).toBe(2);
      await queued(page).filter({ hasText: 'Then say bye' }).getByRole('button', { name: /^Edit/ }).click();
      await page.getByTestId('queued-edit').fill('Then say goodbye');
      await page.getByTestId('queued-edit').press('Enter');
      await queued(page).filter({ hasText: 'Then say goodbye' }).waitFor(patience);
      await queued(page).filter({ hasText: steering }).getByRole('button', { name: /^Send/ }).click();
      await expect.poll(() => queued(page).filter({ hasText: steering }).getAttribute('data-delivery'), patience).toBe('steer');
      expect(await queued(page).filter({ hasText: steering }).textContent()).toContain('Sending at the next step');
      const inCore = await page.evaluate((sessionId) => window.deft.chat.queued({ sessionId }), second);
      expect(inCore.ok && inCore.data.messages.map(({ prompt, delivery }) => [prompt, delivery])).toEqual([
        ['Then say goodbye', 'after_turn'],
        [steering, 'steer'],
      ]);
      expect(await seriousViolations(page)).toEqual([]);

      // The first session goes on and asks for approval while the second is shown: its mark, the count and a notification say so.
      expect(world.notified).toEqual([]);
      hold.release();
      await expect.poll(() => activity(page, first), patience).toBe('waiting');
      await expect.poll(() => waitingCount(page), patience).toBe('2');
      await expect.poll(() => world.notified, patience).toEqual([{ sessionId: first, title: 'Deft needs your approval', body: expect.stringMatching(/^Make a file: .*touch made\.txt/) }]);
      expect(await page.getByTestId('approval').count()).toBe(1);
      await page.screenshot({ path: join(screenshotDir, 'many-sessions.png') });

      // The second session's turn goes on: "send now" reaches the model before its next request, the queued message after the turn.
      await approval.getByTestId('allow-once').click();
      await expect.poll(() => messages(page), patience).toContain('Goodbye.');
      await expect.poll(() => activity(page, second), patience).toBe('done');
      expect(await queued(page).count()).toBe(0);
      const text = (await messages(page)) ?? '';
      expect(text.indexOf(steering)).toBeLessThan(text.indexOf('Steered reply.'));
      expect(text.indexOf('Steered reply.')).toBeLessThan(text.indexOf('Then say goodbye'));
      const secondRequests = world.server.requests.filter((request) => request.api === 'anthropic' && firstUserText(request) === 'Say hi');
      expect(secondRequests).toHaveLength(3);
      expect(toolResults(secondRequests[1]).map((result) => result.toolCallId)).toEqual(['toolu_b']);
      expect(lastUserText(secondRequests[1])).toBe(steering);
      expect(lastUserText(secondRequests[2])).toBe('Then say goodbye');
      expect(JSON.stringify(secondRequests.map((request) => request.body))).not.toContain('Never mind');
      expect(await activity(page, first)).toBe('waiting');
      expect(await waitingCount(page)).toBe('1');
      expect(world.notified).toHaveLength(1);

      // A click on the notification shows its session (the desktop shell's click handler tells the page so).
      world.core.events.emit('shell.sessionOpened', { sessionId: world.notified[0].sessionId });
      await expect.poll(() => shownSession(page), patience).toBe(first);
      // So does the count of sessions waiting: it shows the one waiting longest.
      await row(page, second).locator('.session-open').click();
      await expect.poll(() => shownSession(page), patience).toBe(second);
      await page.getByRole('button', { name: '1 session waits for you: show the session waiting longest' }).click();
      await expect.poll(() => shownSession(page), patience).toBe(first);
      const firstApproval = page.getByTestId('approval');
      await firstApproval.waitFor(patience);
      expect(await firstApproval.getByTestId('approval-command').textContent()).toBe('touch made.txt');
      const released = page.locator('[data-testid="tool-card"][data-tool="Bash"]').first();
      await openToolCard(released);
      await expect.poll(() => released.textContent(), patience).toContain('released');
      await firstApproval.getByTestId('allow-once').click();
      await expect.poll(() => messages(page), patience).toContain('Made the file.');
      await expect.poll(() => activity(page, first), patience).toBe('done');
      expect(await page.getByTestId('sessions-waiting').count()).toBe(0);
      expect(existsSync(join(world.projectDir, 'made.txt'))).toBe(true);
      expect(existsSync(join(world.projectDir, 'b.txt'))).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('shows a session whose turn another tab started, opened mid-response, with every word once', async () => {
    const words = Array.from({ length: 240 }, (_, index) => `word${index}`);
    const world = await chatWorld(suite.browser(), [{ text: words.join(' '), eventGapMs: 10 }]);
    try {
      const asking = await world.open();
      await openProjectAndSession(asking.page);
      const [session] = await sessionIds(asking.page);
      const watching = await world.open();
      await row(watching.page, session).waitFor(patience);
      await ask(asking.page, 'Write many words');
      await expect.poll(() => activity(watching.page, session), patience).toBe('running');
      await expect.poll(() => messages(asking.page), patience).toContain('word20');
      await row(watching.page, session).locator('.session-open').click();
      await expect.poll(() => activity(watching.page, session), patience).toBe('done');
      const answer = watching.page.getByTestId('message-assistant').last();
      await expect.poll(() => answer.textContent(), patience).toContain(words.at(-1));
      expect((await answer.textContent())?.match(/word\d+/g)).toEqual(words);
      expect([...asking.errors, ...watching.errors]).toEqual([]);
      await watching.page.close();
      await asking.page.close();
    } finally {
      await world.close();
    }
  });

  it('stops a running turn with Escape and keeps what was queued', async () => {
    const world = await chatWorld(suite.browser(), byConversation({ 'Wait here': [bash('toolu_hold', './wait-for-go.sh')] }));
    holdUntilGo(world);
    try {
      const { page, errors } = await world.open();
      await openProjectAndSession(page);
      const [session] = await sessionIds(page);
      await ask(page, 'Wait here');
      await expect.poll(() => page.locator('[data-testid="tool-card"][data-tool="Bash"]').getAttribute('data-state'), patience).toBe('running');
      await queue(page, 'Afterwards, tidy up');
      await page.getByTestId('message-list').click();
      await page.keyboard.press('Escape');
      await expect.poll(() => activity(page, session), patience).toBe('stopped');
      expect(await row(page, session).getByTestId('session-activity').getAttribute('aria-label')).toBe('Stopped');
      await expect.poll(() => page.locator('[data-testid="tool-card"][data-tool="Bash"]').getAttribute('data-state'), patience).toBe('cancelled');
      expect(await queued(page).count()).toBe(1);
      await page.getByTestId('send').waitFor(patience);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it("shows a queued message's images while it waits, after a reload, and in the conversation once it is sent", async () => {
    const world = await chatWorld(suite.browser(), byConversation({ 'Wait here': [bash('toolu_hold', './wait-for-go.sh'), { text: 'Waited.' }, { text: 'A checkerboard.' }] }));
    const hold = holdUntilGo(world);
    try {
      const { page, errors } = await world.open();
      await openProjectAndSession(page);
      await ask(page, 'Wait here');
      await expect.poll(() => page.locator('[data-testid="tool-card"][data-tool="Bash"]').getAttribute('data-state'), patience).toBe('running');
      await page.getByTestId('image-picker').setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: Buffer.from(checkerboard, 'base64') });
      await queue(page, 'What is in this picture?');
      expect(await queued(page).textContent()).toContain('(+1 image)');

      await page.reload();
      await page.getByTestId('session-row').first().locator('.session-open').click();
      await queued(page).waitFor(patience);
      expect(await queued(page).textContent()).toContain('What is in this picture? (+1 image)');

      hold.release();
      await expect.poll(() => messages(page), patience).toContain('A checkerboard.');
      // Shown as it arrives, without a reload.
      const asked = page.getByTestId('message-user').filter({ hasText: 'What is in this picture?' });
      expect(await asked.getByTestId('message-images').locator('img').count()).toBe(1);
      expect(JSON.stringify(world.server.requests.at(-1)!.body)).toContain(checkerboard);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });
});
