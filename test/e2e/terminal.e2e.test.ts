import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScriptEntry } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { afterAsking, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

/** The model runs one command, then says `after`. */
const runs = (command: string, after: string): ScriptEntry[] => [
  { toolCalls: [{ id: 'toolu_bash', name: 'Bash', input: { command, description: 'Run the command' } }] },
  { text: after },
];

const bashCard = (page: Page) => page.locator('[data-testid="tool-card"][data-tool="Bash"]');
const screenText = (page: Page) => bashCard(page).locator('.xterm-rows').textContent();

/** Allows the command when it asks (commands of read-only parts run without asking), then waits for its terminal. */
async function allowTheCommand(page: Page): Promise<void> {
  const terminal = bashCard(page).locator('[data-testid="terminal"][data-ready="true"]');
  const allow = bashCard(page).getByTestId('allow-once');
  await terminal.or(allow).first().waitFor(patience);
  if (await allow.isVisible()) await allow.click();
  await terminal.waitFor(patience);
}

describe('Bash cards as live terminals against the real core', () => {
  const suite = rendererSuite();

  it('shows a command’s output while it runs, then keeps it read-only', async () => {
    // It prints a line, then waits for the test to create `go` before printing the rest.
    const command = 'echo line 1; until [ -f go ]; do sleep 0.1; done; for i in 2 3; do echo line $i; sleep 0.3; done';
    await afterAsking(suite, runs(command, 'The lines are printed.'), 'Print the lines', async (page, world) => {
      await allowTheCommand(page);
      await expect.poll(() => screenText(page), patience).toContain('line 1');
      expect(await bashCard(page).getAttribute('data-state')).toBe('running');
      expect(await screenText(page)).not.toContain('line 2');
      expect(await bashCard(page).getByTestId('terminal').getAttribute('data-interactive')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);

      writeFileSync(join(world.projectDir, 'go'), '');
      await expect.poll(() => screenText(page), patience).toContain('line 3');
      await expect.poll(() => bashCard(page).getAttribute('data-state'), patience).toBe('success');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('The lines are printed.');
      expect(await screenText(page)).toMatch(/line 1.*line 2.*line 3/);
      expect(await bashCard(page).getByTestId('terminal').getAttribute('data-interactive')).toBe('false');
      expect(await seriousViolations(page)).toEqual([]);

      // Loaded back from the store, the finished command shows its result in a read-only terminal.
      await screenshotEach(page, 'terminal', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await expect.poll(() => screenText(page), patience).toContain('line 3');
      });
    });
  });

  it('passes what the person types to a command waiting for input, which then finishes', async () => {
    const command = "read -p 'Name? ' name; echo \"hello $name\"";
    await afterAsking(suite, runs(command, 'It greeted you.'), 'Greet me', async (page) => {
      await allowTheCommand(page);
      await expect.poll(() => screenText(page), patience).toContain('Name?');
      await bashCard(page).locator('.xterm').click();
      await page.keyboard.type('Ada');
      await page.keyboard.press('Enter');
      await expect.poll(() => screenText(page), patience).toContain('hello Ada');
      await expect.poll(() => bashCard(page).getAttribute('data-state'), patience).toBe('success');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('It greeted you.');
      expect(await bashCard(page).locator('.tool-result').textContent()).toContain('hello Ada');
    });
  });

  it('stops a long command from its card', async () => {
    await afterAsking(suite, runs('echo started; sleep 30', 'unused'), 'Wait a while', async (page, world) => {
      await allowTheCommand(page);
      await expect.poll(() => screenText(page), patience).toContain('started');
      await bashCard(page).getByRole('button', { name: /Stop/ }).click();
      await expect.poll(() => bashCard(page).getAttribute('data-state'), patience).toBe('cancelled');
      const sessionId = await page.evaluate(async () => {
        const sessions = await window.deft.sessions.list({});
        return sessions.ok ? sessions.data.sessions[0].id : '';
      });
      const shells = await page.evaluate((id) => window.deft.terminal.list({ sessionId: id }), sessionId);
      expect(shells).toEqual({ ok: true, data: [] });
      expect(world.server.requests).toHaveLength(1);
    });
  });

  it('kills from its card a background command that outlives the call', async () => {
    const replies: ScriptEntry[] = [
      { toolCalls: [{ id: 'toolu_bash', name: 'Bash', input: { command: 'sleep 30', run_in_background: true } }] },
      { text: 'It runs in the background.' },
    ];
    await afterAsking(suite, replies, 'Start a long job', async (page) => {
      await allowTheCommand(page);
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('It runs in the background.');
      const kill = bashCard(page).getByTestId('kill-shell');
      await kill.waitFor(patience);
      expect(await bashCard(page).getByTestId('terminal').getAttribute('data-interactive')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      await kill.click();
      await expect.poll(() => kill.count(), patience).toBe(0);
      expect(await bashCard(page).getByTestId('terminal').getAttribute('data-interactive')).toBe('false');
    });
  });

  it('shows what a background command writes after its call returned, in the background panel', async () => {
    const command = 'until [ -f go ]; do sleep 0.1; done; echo written-later';
    const replies: ScriptEntry[] = [{ toolCalls: [{ id: 'toolu_bg', name: 'Bash', input: { command, run_in_background: true } }] }, { text: 'It runs in the background.' }];
    await afterAsking(suite, replies, 'Start it in the background', async (page, world) => {
      const allow = bashCard(page).getByTestId('allow-once');
      const answered = page.getByTestId('message-list').getByText('It runs in the background.');
      await allow.or(answered).first().waitFor(patience);
      if (await allow.isVisible()) await allow.click();
      await answered.waitFor(patience);
      const panel = page.getByTestId('background-panel');
      await panel.locator('summary').first().click();
      writeFileSync(join(world.projectDir, 'go'), '');
      await panel.locator('.background-output summary').waitFor(patience);
      await panel.locator('.background-output summary').click();
      await expect.poll(() => panel.locator('.xterm-rows').textContent(), patience).toContain('written-later');
    });
  });
});
