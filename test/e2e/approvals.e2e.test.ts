import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolResults } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { afterAsking, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';

const command = 'touch made.txt && \\\n  echo "made it, with a second line that is long enough to need wrapping in a narrow card; nothing may be cut off"';

const bash = (commandLine: string) => ({ toolCalls: [{ id: 'toolu_bash', name: 'Bash', input: { command: commandLine } }] });

describe('approvals in their tool cards', () => {
  const suite = rendererSuite();

  it('shows a command whole with the verdict of each part, and allows it for the session', async () => {
    await afterAsking(suite, [bash(command), { text: 'Made.' }], 'Make a file', async (page, world) => {
      const approval = page.locator('[data-testid="tool-card"][data-tool="Bash"]').getByTestId('approval');
      await approval.waitFor();
      expect(await approval.getByTestId('approval-command').textContent()).toBe(command);
      const parts = await approval.locator('.decision-parts tbody tr').allTextContents();
      expect(parts.some((row) => row.includes('touch made.txt'))).toBe(true);
      expect(await approval.getByTestId('allow-once').isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await approval.getByTestId('allow-session').click();
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Made.');
      expect(existsSync(join(world.projectDir, 'made.txt'))).toBe(true);
    });
  });

  it('writes exactly the rules it shows when always allowed', async () => {
    await afterAsking(suite, [bash('touch always.txt'), { text: 'Done.' }], 'Make a file', async (page, world) => {
      const approval = page.getByTestId('approval');
      await approval.waitFor();
      const shown = await approval.locator('.rules code').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      await approval.getByTestId('allow-always').click();
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Done.');
      const written = JSON.parse(readFileSync(join(world.projectDir, '.deft', 'settings.local.json'), 'utf8'));
      expect(written.permissions.allow).toEqual(shown);
    });
  });

  it('closes a request the turn withdraws when the card is stopped', async () => {
    await afterAsking(suite, [bash('touch never.txt')], 'Make a file', async (page, world) => {
      const card = page.locator('[data-testid="tool-card"][data-tool="Bash"]');
      await card.getByTestId('approval').waitFor();
      await card.getByRole('button', { name: /^Stop the turn/ }).click();
      await card.getByTestId('approval').waitFor({ state: 'detached' });
      await expect.poll(() => card.getAttribute('data-state'), patience).toBe('cancelled');
      expect(await page.getByTestId('sessions-waiting').count()).toBe(0);
      expect(existsSync(join(world.projectDir, 'never.txt'))).toBe(false);
    });
  });

  it('surfaces a sub-agent’s request in its parent’s conversation, naming the sub-agent, and runs the call once allowed', async () => {
    const delegate = { toolCalls: [{ id: 'toolu_task', name: 'Task', input: { description: 'Make a file', prompt: 'Create agent.txt', subagent_type: 'general-purpose' } }] };
    const replies = [delegate, bash('touch agent.txt'), { text: 'Created agent.txt.' }, { text: 'The helper made it.' }];
    await afterAsking(suite, replies, 'Delegate making a file', async (page, world) => {
      const approval = page.getByTestId('approval');
      await approval.waitFor();
      expect(await approval.textContent()).toContain('general-purpose');
      expect(await page.locator('[data-testid="tool-card"][data-tool="Task"]').getByTestId('approval').count()).toBe(1);
      expect(await approval.getByTestId('approval-command').textContent()).toBe('touch agent.txt');
      expect(await page.getByTestId('sessions-waiting').textContent()).toContain('1');
      await approval.getByTestId('allow-once').click();
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('The helper made it.');
      expect(existsSync(join(world.projectDir, 'agent.txt'))).toBe(true);
      expect(await page.getByTestId('sessions-waiting').count()).toBe(0);
    });
  });

  it('answers AskUserQuestion through its form, with a choice or words of ones own', async () => {
    const questions = [
      { question: 'Which colour?', header: 'Colour', options: [{ label: 'Red', description: 'warm' }, { label: 'Blue', description: 'cool' }], multiSelect: false },
      { question: 'Which sizes?', header: 'Sizes', options: [{ label: 'S', description: '' }, { label: 'M', description: '' }], multiSelect: true },
    ];
    const replies = [{ toolCalls: [{ id: 'toolu_ask', name: 'AskUserQuestion', input: { questions } }] }, { text: 'Blue it is.' }];
    await afterAsking(suite, replies, 'Paint it', async (page, world) => {
      const approval = page.getByTestId('approval');
      await approval.waitFor();
      const answer = approval.getByRole('button', { name: 'Answer' });
      expect(await answer.isDisabled()).toBe(true);
      await approval.getByRole('radio', { name: /Blue/ }).check();
      await approval.getByRole('checkbox', { name: /^S$/ }).check();
      await approval.getByRole('textbox', { name: 'Your own answer to Sizes' }).fill('XL');
      await answer.click();
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Blue it is.');
      const result = toolResults(world.server.requests.at(-1)!).find((sent) => sent.toolCallId === 'toolu_ask');
      expect(result?.content).toContain('Blue');
      expect(result?.content).toContain('S, XL');
    });
  });
});
