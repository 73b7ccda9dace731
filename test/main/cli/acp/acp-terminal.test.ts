import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxAvailability } from '../../../../main/core/sandbox/availability.ts';
import { toolResults, type RecordedRequest } from '../../../mocks/llm-server/index.ts';
import { acpProject, apiKey, startAcp, until } from './acp-process.ts';
import { spawnedTerminals } from './spawned-terminals.ts';
import { processAlive } from '../../../helpers/process-alive.ts';

const timeout = 120_000;
const availability = sandboxAvailability();
if (!availability.available) console.log(`Skipping the sandboxed editor terminal: ${availability.reason}`);

const allowOnce = { outcome: { outcome: 'selected' as const, optionId: 'allow_once' } };
const rejectOnce = { outcome: { outcome: 'selected' as const, optionId: 'reject_once' } };
/** A key deft holds in its environment, which no child may get. */
const heldKey = 'sk-ant-held-in-the-environment-0123456789';

const envOf = (request: { env?: Array<{ name: string; value: string }> }) => Object.fromEntries((request.env ?? []).map((variable) => [variable.name, variable.value]));
const resultsText = (request: RecordedRequest) => toolResults(request).map((result) => result.content).join('\n');

describe("deft acp with the editor's terminals", () => {
  it(
    "runs Bash's foreground commands in the editor's terminal once allowed: the output reaches the model, the call shows the terminal, cd carries over, a rejected call never reaches it",
    async () => {
      const project = await acpProject([
        { toolCalls: [{ id: 'toolu_1', name: 'Bash', input: { command: 'mkdir -p sub && cd sub && printf "made %s\\n" $((6 * 7)) && echo "key=$ANTHROPIC_API_KEY"' } }] },
        { toolCalls: [{ id: 'toolu_2', name: 'Bash', input: { command: 'pwd; exit 3' } }] },
        { toolCalls: [{ id: 'toolu_3', name: 'Bash', input: { command: 'rm notes.txt' } }] },
        { toolCalls: [{ id: 'toolu_4', name: 'Bash', input: { command: `seq 1 20000; echo ${apiKey}` } }] },
        { text: 'Done.' },
      ]);
      const terminals = spawnedTerminals();
      const editor = startAcp(project, {
        capabilities: { terminal: true },
        terminals,
        env: { ANTHROPIC_API_KEY: heldKey },
        answer: (request) => (request.toolCall.toolCallId === 'toolu_3' ? rejectOnce : allowOnce),
      });
      await editor.initialize();
      const { sessionId } = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [] });
      const { stopReason } = await editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Run things.' }] });
      expect(stopReason).toBe('end_turn');

      expect(terminals.log).toEqual([
        'permission toolu_1',
        'create term-1',
        'wait_for_exit term-1',
        'output term-1',
        'release term-1',
        'permission toolu_2',
        'create term-2',
        'wait_for_exit term-2',
        'output term-2',
        'release term-2',
        'permission toolu_3',
        'permission toolu_4',
        'create term-3',
        'wait_for_exit term-3',
        'output term-3',
        'release term-3',
      ]);
      const [first, second] = terminals.created;
      expect(first).toMatchObject({ sessionId, cwd: project.projectDir, outputByteLimit: 1024 * 1024 });
      expect(first.args?.[0]).toBe('-c');
      expect(first.args?.[1]).toContain('mkdir -p sub && cd sub');
      expect(second.cwd).toBe(join(project.projectDir, 'sub'));
      const env = envOf(first);
      expect(env).toMatchObject({ TERM: 'xterm-256color', PAGER: 'cat', GIT_TERMINAL_PROMPT: '0', HOME: project.home });
      expect(env.PATH).toBe(process.env.PATH);
      expect(env.ANTHROPIC_API_KEY).toBeUndefined();
      expect(JSON.stringify(first.env)).not.toContain(heldKey);
      expect(JSON.stringify(first.env)).not.toContain(apiKey);

      const [afterFirst, afterSecond, afterThird, afterFourth] = project.server.requests.slice(1);
      expect(resultsText(afterFirst)).toMatch(/^made 42\nkey=\n\nExit code 0 · [\d.]+ s$/);
      expect(resultsText(afterSecond)).toMatch(new RegExp(`^${join(project.projectDir, 'sub')}\\n\\nExit code 3 · `));
      expect(toolResults(afterSecond)[0].isError).toBe(true);
      expect(resultsText(afterThird)).not.toContain('Exit code');
      expect(existsSync(join(project.projectDir, 'notes.txt'))).toBe(true);
      const long = resultsText(afterFourth);
      expect(long).toMatch(/^1\n2\n/);
      expect(long).toMatch(/lines? \(.*\) omitted of [\d,]+\. The whole output is saved in (\S+): read it/);
      expect(long).not.toContain(apiKey);
      const spilled = readFileSync(/saved in (\S+):/.exec(long)![1], 'utf8');
      expect(spilled).toContain('\n19999\n20000\n');
      expect(spilled).not.toContain(apiKey);

      for (const [toolCallId, terminalId, status] of [['toolu_1', 'term-1', 'completed'], ['toolu_2', 'term-2', 'failed']]) {
        const updates = editor.updates('tool_call_update').filter((update) => update.toolCallId === toolCallId);
        const shown = updates.findIndex((update) => update.content?.some((content) => content.type === 'terminal'));
        expect(updates[shown].content).toEqual([{ type: 'terminal', terminalId }]);
        expect(updates.at(-1)).toMatchObject({ status, content: [{ type: 'terminal', terminalId }] });
      }
      await editor.close();
    },
    timeout,
  );

  it(
    'a cancelled prompt kills the command through terminal/kill and ends cancelled',
    async () => {
      const project = await acpProject([{ toolCalls: [{ id: 'toolu_sleep', name: 'Bash', input: { command: 'sleep 600' } }] }, { text: 'unused' }]);
      const terminals = spawnedTerminals();
      const editor = startAcp(project, { capabilities: { terminal: true }, terminals, answer: () => allowOnce });
      await editor.initialize();
      const { sessionId } = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [] });
      const prompt = editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Sleep.' }] });
      await until(() => terminals.log.includes('wait_for_exit term-1'), 'the command to start in the terminal');
      const { pid } = terminals.created[0];
      expect(processAlive(pid)).toBe(true);
      await editor.agent.notify('session/cancel', { sessionId });
      expect((await prompt).stopReason).toBe('cancelled');
      await until(() => terminals.log.includes('release term-1'), 'the terminal to be released');
      expect(terminals.log.slice(-2)).toEqual(['kill term-1', 'release term-1']);
      expect(processAlive(pid)).toBe(false);
      await until(() => editor.updates('tool_call_update').some((update) => update.status === 'failed'), 'the call to end');
      expect(editor.updates('tool_call_update').at(-1)).toMatchObject({ toolCallId: 'toolu_sleep', status: 'failed', content: [{ type: 'terminal', terminalId: 'term-1' }] });
      await editor.close();
    },
    timeout,
  );

  it.skipIf(!availability.available)(
    "sends a sandboxed session's command wrapped in bubblewrap, which holds in the editor's terminal, and without the keys deft holds",
    async () => {
      const project = await acpProject([
        { toolCalls: [{ id: 'toolu_box', name: 'Bash', input: { command: 'echo inside > made.txt; (echo escaped > "$HOME/escaped.txt") 2>/dev/null || echo refused; env' } }] },
        { text: 'Done.' },
      ]);
      mkdirSync(join(project.projectDir, '.claude'));
      writeFileSync(join(project.projectDir, '.claude', 'settings.json'), JSON.stringify({ sandbox: { enabled: true } }));
      const terminals = spawnedTerminals();
      const editor = startAcp(project, { capabilities: { terminal: true }, terminals, env: { ANTHROPIC_API_KEY: heldKey }, answer: () => allowOnce });
      await editor.initialize();
      const { sessionId } = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [] });
      await editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Try the sandbox.' }] });

      const [boxed] = terminals.created;
      expect(basename(boxed.command)).toBe('bwrap');
      expect(boxed.args).toContain('--unshare-pid');
      expect(JSON.stringify(boxed)).not.toContain(heldKey);
      expect(JSON.stringify(boxed)).not.toContain(apiKey);
      const result = resultsText(project.server.requests[1]);
      expect(result).toContain('refused');
      expect(result).not.toContain(heldKey);
      expect(result).toMatch(/Exit code 0/);
      expect(existsSync(join(project.projectDir, 'made.txt'))).toBe(true);
      expect(existsSync(join(project.home, 'escaped.txt'))).toBe(false);
      await editor.close();
    },
    timeout,
  );
});
