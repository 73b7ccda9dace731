import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScriptEntry } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { afterAsking, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';
import { openToolCard } from './harness/tool-cards.ts';

declare global {
  interface Window {
    /** What the page acknowledged, counted by the test. */
    acknowledgedBytes: number;
  }
}

/** The model runs one command, then says `after`. */
const runs = (command: string, after: string): ScriptEntry[] => [
  { toolCalls: [{ id: 'toolu_bash', name: 'Bash', input: { command, description: 'Run the command' } }] },
  { text: after },
];

const bashCard = (page: Page) => page.locator('[data-testid="tool-card"][data-tool="Bash"]');
const screenText = (page: Page) => bashCard(page).locator('.xterm-accessibility-tree').textContent();

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
      await expect.poll(() => bashCard(page).getAttribute('data-state'), patience).toBe('success');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('The lines are printed.');
      // Finished, the card is one line; opened, its terminal shows what the command printed.
      await openToolCard(bashCard(page));
      await expect.poll(() => screenText(page), patience).toMatch(/line 1.*line 2.*line 3/);
      expect(await bashCard(page).getByTestId('terminal').getAttribute('data-interactive')).toBe('false');
      expect(await seriousViolations(page)).toEqual([]);

      // Loaded back from the store, the finished command shows its result in a read-only terminal.
      await screenshotEach(page, 'terminal', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await bashCard(page).waitFor(patience);
        await openToolCard(bashCard(page));
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
      // The person typed into it, so it stays open now that the command ended.
      expect(await bashCard(page).getByTestId('tool-toggle').getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => screenText(page), patience).toContain('hello Ada');
    });
  });

  it('draws a running command with WebGL, and goes on with the DOM renderer when the context is lost', async () => {
    // No prompt, so the call keeps waiting on the command while the context is lost (which takes xterm 3 s to give up on).
    const command = 'echo Type a name; read -r name; echo "hello $name"';
    await afterAsking(suite, runs(command, 'It greeted you.'), 'Greet me', async (page) => {
      await allowTheCommand(page);
      const terminal = bashCard(page).getByTestId('terminal');
      await expect.poll(() => terminal.getAttribute('data-renderer'), patience).toBe('webgl');
      await expect.poll(() => screenText(page), patience).toContain('Type a name');

      const lost = await bashCard(page).evaluate((card) =>
        [...card.querySelectorAll('canvas')].some((canvas) => {
          const lose = canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context');
          lose?.loseContext();
          return lose !== undefined && lose !== null;
        }),
      );
      expect(lost).toBe(true);
      await expect.poll(() => terminal.getAttribute('data-renderer'), patience).toBe('dom');
      await bashCard(page).locator('.xterm').click();
      await page.keyboard.type('Ada');
      await page.keyboard.press('Enter');
      await expect.poll(() => bashCard(page).locator('.xterm-rows').textContent(), patience).toContain('hello Ada');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('It greeted you.');
    });
  });

  it('brings a big output whole to the card while the terminal paces the command', async () => {
    const command = 'echo ready; until [ -f go ]; do sleep 0.1; done; seq 1 200000; echo the-last-line';
    await afterAsking(suite, runs(command, 'Counted.'), 'Count a lot', async (page, world) => {
      await allowTheCommand(page);
      // Counted off the wire: every request frame the page's socket sends.
      await page.evaluate(() => {
        const send = WebSocket.prototype.send;
        window.acknowledgedBytes = 0;
        WebSocket.prototype.send = function (this: WebSocket, data: string) {
          const frame = JSON.parse(data) as { channel: string; input?: { bytes: number } };
          if (frame.channel === 'terminal.acknowledge') window.acknowledgedBytes += frame.input?.bytes ?? 0;
          send.call(this, data);
        };
      });
      writeFileSync(join(world.projectDir, 'go'), '');
      await expect.poll(() => bashCard(page).getAttribute('data-state'), { timeout: 60_000 }).toBe('success');
      await openToolCard(bashCard(page));
      await expect.poll(() => screenText(page), patience).toMatch(/199999\s*200000\s*the-last-line/);
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Counted.');
      // The card attached while on screen and acknowledged all it drew: seq's 1.3 MB and the PTY's carriage returns.
      expect(await page.evaluate(() => window.acknowledgedBytes)).toBeGreaterThan(1_400_000);
    });
  });

  it('keeps WebGL to a few terminals on screen however many cards run, so no context is ever lost', async () => {
    const cards = 24;
    const toolCalls = Array.from({ length: cards }, (_, index) => ({
      id: `toolu_bg_${index}`,
      name: 'Bash',
      input: { command: `echo card ${index}; sleep 120`, run_in_background: true },
    }));
    await afterAsking(suite, [{ toolCalls }, { text: 'They all run.' }], 'Start them all', async (page) => {
      const warnings: string[] = [];
      page.on('console', (message) => warnings.push(message.text()));
      const answered = page.getByTestId('message-list').getByText('They all run.');
      const allow = page.getByTestId('allow-once').first();
      const allowed = async () => {
        if (await allow.isVisible()) await allow.click();
        return answered.isVisible();
      };
      await expect.poll(allowed, { timeout: 60_000 }).toBe(true);
      const terminals = bashCard(page).locator('[data-testid="terminal"][data-interactive="true"]');
      await expect.poll(() => terminals.count(), patience).toBe(cards);
      const webgl = page.locator('[data-testid="terminal"][data-renderer="webgl"]');
      await expect.poll(() => webgl.count(), patience).toBeGreaterThan(0);
      for (const index of [0, cards - 1, cards / 2, 0]) {
        // Found by its command, as the list mounts only the cards near the screen.
        await bashCard(page).filter({ hasText: `echo card ${index};` }).scrollIntoViewIfNeeded();
        await expect.poll(() => webgl.count(), patience).toBeGreaterThan(0);
        expect(await webgl.count()).toBeLessThanOrEqual(6);
      }
      expect(warnings.filter((text) => /too many active webgl contexts|webglcontextlost|context lost/i.test(text))).toEqual([]);
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
      await expect.poll(() => panel.locator('.xterm-accessibility-tree').textContent(), patience).toContain('written-later');
    });
  });
});
