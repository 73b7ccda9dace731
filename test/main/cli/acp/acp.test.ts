import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastUserText, toolNames, toolResults, type RecordedRequest } from '../../../mocks/llm-server/index.ts';
import { acpProject, startAcp, until } from './acp-process.ts';
import { processAlive } from '../../../helpers/process-alive.ts';

const stdioServer = join(import.meta.dirname, '../../../mocks/mcp/stdio-server.ts');
const timeout = 120_000;

const allow = (optionId: string, message?: string) => ({ outcome: { outcome: 'selected' as const, optionId, ...(message && { _meta: { message } }) } });

describe('deft acp', () => {
  it(
    'reads, asks before an edit with its diff, edits once allowed, streams the answer; the session lists and loads again with its conversation replayed',
    async () => {
      const project = await acpProject([
        { text: 'Reading the notes.', toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } }] },
        { toolCalls: [{ id: 'toolu_edit', name: 'Edit', input: { file_path: 'notes.txt', old_string: 'second line', new_string: 'second line, edited' } }] },
        (request: RecordedRequest) => ({ text: toolResults(request)[0]?.content.includes('notes.txt') ? 'The notes are edited.' : 'The edit failed.' }),
      ]);
      const editor = startAcp(project, { answer: () => allow('allow_once') });
      const init = await editor.initialize();
      expect(init).toMatchObject({ protocolVersion: 1, agentInfo: { name: 'deft' }, agentCapabilities: { loadSession: true, promptCapabilities: { image: true, embeddedContext: true } } });
      expect(init.authMethods?.map((method) => method.id)).toContain('anthropic-api-key');

      const { sessionId, modes } = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [] });
      expect(modes?.availableModes.map((mode) => mode.id)).toEqual(['default', 'acceptEdits', 'plan', 'bypassPermissions']);
      const { stopReason } = await editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Edit the notes.' }] });
      expect(stopReason).toBe('end_turn');

      expect(readFileSync(join(project.projectDir, 'notes.txt'), 'utf8')).toBe('first line\nsecond line, edited\n');
      const [asked] = editor.log.permissions;
      expect(editor.log.permissions).toHaveLength(1);
      expect(asked.options.map((option) => option.kind)).toEqual(['allow_once', 'allow_always', 'reject_once', 'reject_always']);
      expect(asked.toolCall).toMatchObject({ toolCallId: 'toolu_edit', kind: 'edit' });
      expect(asked.toolCall.content).toContainEqual(expect.objectContaining({ type: 'diff', path: join(project.projectDir, 'notes.txt'), oldText: expect.stringContaining('second line'), newText: expect.stringContaining('second line, edited') }));

      const calls = editor.updates('tool_call');
      expect(calls.map((call) => [call.toolCallId, call.kind])).toEqual([['toolu_read', 'read'], ['toolu_edit', 'edit']]);
      expect(calls[0].locations).toEqual([{ path: join(project.projectDir, 'notes.txt') }]);
      const ends = editor.updates('tool_call_update').filter((update) => update.status === 'completed');
      expect(ends.map((update) => update.toolCallId)).toEqual(['toolu_read', 'toolu_edit']);
      expect(ends[1].content).toContainEqual(expect.objectContaining({ type: 'diff', newText: expect.stringContaining('second line, edited') }));
      const text = editor.updates('agent_message_chunk').map((chunk) => (chunk.content.type === 'text' ? chunk.content.text : '')).join('');
      expect(text).toBe('Reading the notes.The notes are edited.');
      await until(() => editor.updates('available_commands_update').length > 0, 'the commands');
      expect(editor.updates('available_commands_update')[0].availableCommands.map((command) => command.name)).toContain('compact');

      const listed = await editor.agent.request('session/list', { cwd: project.projectDir });
      expect(listed.sessions.map((session) => session.sessionId)).toEqual([sessionId]);
      expect(await editor.close()).toBe(0);

      const again = startAcp(project);
      await again.initialize();
      await again.agent.request('session/load', { sessionId, cwd: project.projectDir, mcpServers: [] });
      const replayed = again.log.updates.map((entry) => entry.update);
      expect(replayed).toContainEqual(expect.objectContaining({ sessionUpdate: 'user_message_chunk', content: { type: 'text', text: 'Edit the notes.' } }));
      expect(replayed).toContainEqual(expect.objectContaining({ sessionUpdate: 'tool_call', toolCallId: 'toolu_edit', kind: 'edit', status: 'completed' }));
      expect(replayed).toContainEqual(expect.objectContaining({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'The notes are edited.' } }));
      expect(again.log.updates.every((entry) => entry.sessionId === sessionId)).toBe(true);
      await again.close();
    },
    timeout,
  );

  it(
    'allow always writes the rule the desktop writes, and the same call next time is not asked; a rejection with a message reaches the model',
    async () => {
      const touch = { name: 'Bash', input: { command: 'touch made.txt' } };
      const project = await acpProject([
        { toolCalls: [{ id: 'toolu_1', ...touch }] },
        { text: 'Made it.' },
        { toolCalls: [{ id: 'toolu_2', ...touch }] },
        { text: 'Made it again.' },
        { toolCalls: [{ id: 'toolu_3', name: 'Bash', input: { command: 'rm notes.txt' } }] },
        (request: RecordedRequest) => ({ text: `The person said: ${toolResults(request)[0]?.content}` }),
      ]);
      const editor = startAcp(project, { answer: (request) => (request.toolCall.toolCallId === 'toolu_3' ? allow('reject_once', 'Keep the notes, please.') : allow('allow_always')) });
      await editor.initialize();
      const { sessionId } = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [] });
      await editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Make a file.' }] });
      expect(editor.log.permissions.map((request) => request.toolCall.toolCallId)).toEqual(['toolu_1']);
      const rules = editor.log.permissions[0]._meta?.deft as { rules: string[] };
      const local = JSON.parse(readFileSync(join(project.projectDir, '.deft', 'settings.local.json'), 'utf8'));
      expect(local.permissions.allow).toEqual(rules.rules);
      expect(rules.rules).toEqual(['Bash(touch made.txt)']);

      await editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Make it again.' }] });
      expect(editor.log.permissions.map((request) => request.toolCall.toolCallId)).toEqual(['toolu_1']);
      expect(editor.updates('tool_call_update').find((update) => update.toolCallId === 'toolu_2' && update.status === 'completed')).toBeDefined();

      await editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Remove the notes.' }] });
      expect(existsSync(join(project.projectDir, 'notes.txt'))).toBe(true);
      expect(project.server.requests.at(-1)).toBeDefined();
      expect(toolResults(project.server.requests.at(-1)!)[0].content).toContain('Keep the notes, please.');
      expect(editor.updates('tool_call_update').find((update) => update.toolCallId === 'toolu_3')?.status).toBe('failed');
      await editor.close();
    },
    timeout,
  );

  it(
    'a cancelled prompt ends cancelled, with the command and its children dead',
    async () => {
      const command = 'sleep 600 & echo $! > child.pid; echo $$ > shell.pid; wait';
      const project = await acpProject([{ toolCalls: [{ id: 'toolu_sleep', name: 'Bash', input: { command } }] }, { text: 'unused' }]);
      const editor = startAcp(project, { answer: () => allow('allow_once') });
      await editor.initialize();
      const { sessionId } = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [] });
      const prompt = editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Sleep.' }] });
      const pidFile = (name: string) => join(project.projectDir, name);
      await until(() => existsSync(pidFile('child.pid')) && existsSync(pidFile('shell.pid')) && readFileSync(pidFile('shell.pid'), 'utf8').trim() !== '', 'the command to start');
      const pids = ['child.pid', 'shell.pid'].map((name) => Number(readFileSync(pidFile(name), 'utf8').trim()));
      expect(pids.every(processAlive)).toBe(true);
      await editor.agent.notify('session/cancel', { sessionId });
      expect((await prompt).stopReason).toBe('cancelled');
      await until(() => !pids.some(processAlive), 'the command tree to die');
      expect(editor.updates('tool_call_update').find((update) => update.toolCallId === 'toolu_sleep' && update.status === 'failed')).toBeDefined();
      await editor.close();
    },
    timeout,
  );

  it(
    "offers the editor's MCP servers to the model, and sends the prompt's images to the provider",
    async () => {
      const project = await acpProject([{ text: 'I see a picture.' }]);
      const editor = startAcp(project);
      await editor.initialize();
      const { sessionId } = await editor.agent.request('session/new', {
        cwd: project.projectDir,
        mcpServers: [{ name: 'kit', command: process.execPath, args: [stdioServer], env: [] }],
      });
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      await editor.agent.request('session/prompt', {
        sessionId,
        prompt: [
          { type: 'text', text: 'What is this?' },
          { type: 'image', mimeType: 'image/png', data: png },
          { type: 'resource', resource: { uri: `file://${project.projectDir}/notes.txt`, text: 'first line\nsecond line\n' } },
        ],
      });
      const [request] = project.server.requests;
      expect(toolNames(request)).toContain('mcp__kit__echo');
      expect(JSON.stringify(request.body)).toContain(png);
      expect(lastUserText(request)).toContain('What is this?');
      expect(lastUserText(request)).toContain('<context uri="file://');
      await editor.close();
    },
    timeout,
  );

  it(
    "reads the editor's unsaved buffer and writes through it when it offers fs; reads the disk itself when it does not",
    async () => {
      const script = () => [
        { toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } }] },
        { toolCalls: [{ id: 'toolu_write', name: 'Write', input: { file_path: 'notes.txt', content: 'rewritten\n' } }] },
        (request: RecordedRequest) => ({ text: toolResults(request)[0]?.content ?? '' }),
      ];
      const project = await acpProject(script());
      const notes = join(project.projectDir, 'notes.txt');
      const editor = startAcp(project, {
        capabilities: { fs: { readTextFile: true, writeTextFile: true } },
        buffers: new Map([[notes, 'first line\nan unsaved line\n']]),
        answer: () => allow('allow_once'),
      });
      await editor.initialize();
      const { sessionId } = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [] });
      await editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Read and rewrite.' }] });
      expect(toolResults(project.server.requests[1])[0].content).toContain('an unsaved line');
      expect(editor.log.reads).toEqual([notes]);
      expect(editor.log.writes).toEqual([{ path: notes, content: 'rewritten\n' }]);
      expect(readFileSync(notes, 'utf8')).toBe('rewritten\n');
      await editor.close();

      const plain = await acpProject(script());
      const own = startAcp(plain, { answer: () => allow('allow_once') });
      await own.initialize();
      const opened = await own.agent.request('session/new', { cwd: plain.projectDir, mcpServers: [] });
      await own.agent.request('session/prompt', { sessionId: opened.sessionId, prompt: [{ type: 'text', text: 'Read and rewrite.' }] });
      expect(toolResults(plain.server.requests[1])[0].content).toContain('second line');
      expect(own.log.reads).toEqual([]);
      expect(own.log.writes).toEqual([]);
      expect(readFileSync(join(plain.projectDir, 'notes.txt'), 'utf8')).toBe('rewritten\n');
      await own.close();
    },
    timeout,
  );

  it(
    'answers a malformed request with an error a person can act on, and the session goes on',
    async () => {
      const project = await acpProject([{ text: 'Still here.' }]);
      const editor = startAcp(project);
      await editor.initialize();
      await expect(editor.agent.request('session/new', { cwd: 'relative/dir', mcpServers: [] })).rejects.toMatchObject({ message: expect.stringContaining('absolute path') });
      const { sessionId } = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [] });
      await expect(editor.agent.request('session/prompt', { sessionId, prompt: 'not a list' } as never)).rejects.toMatchObject({ code: -32602 });
      await expect(editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'audio', mimeType: 'audio/wav', data: 'AAAA' }] })).rejects.toMatchObject({
        message: expect.stringContaining('not supported'),
      });
      await expect(editor.agent.request('session/prompt', { sessionId: 'no-such-session', prompt: [{ type: 'text', text: 'hi' }] })).rejects.toMatchObject({ code: -32002 });
      await expect(editor.agent.request('session/set_mode', { sessionId, modeId: 'yolo' })).rejects.toMatchObject({ message: expect.stringContaining('Unknown mode') });
      await editor.agent.request('session/set_mode', { sessionId, modeId: 'plan' });
      expect(editor.updates('current_mode_update')).toEqual([{ sessionUpdate: 'current_mode_update', currentModeId: 'plan' }]);
      const { stopReason } = await editor.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Are you there?' }] });
      expect(stopReason).toBe('end_turn');
      expect(editor.updates('agent_message_chunk').map((chunk) => (chunk.content.type === 'text' ? chunk.content.text : '')).join('')).toBe('Still here.');
      expect(editor.child.exitCode).toBeNull();
      await editor.close();
    },
    timeout,
  );
});
