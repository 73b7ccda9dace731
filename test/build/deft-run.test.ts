import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadSession } from '../../main/core/store/load.ts';
import { listSessions } from '../../main/core/store/sessions.ts';
import { openStore } from '../../main/core/store/store.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { lastUserText, startLlmServer, toolResults, type RecordedRequest } from '../mocks/llm-server/index.ts';

const root = join(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The scripted model: what it does at each request, checking what it was sent on the way. */
function script() {
  const resultText = (request: RecordedRequest) => toolResults(request)[0]?.content ?? '';
  return [
    { text: 'Reading the greeting.', toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'src/greet.js' } }] },
    (request: RecordedRequest) => ({
      text: resultText(request).includes("'Hello'") ? 'It says Hello; changing it.' : 'READ FAILED',
      toolCalls: [{ id: 'toolu_edit', name: 'Edit', input: { file_path: 'src/greet.js', old_string: "'Hello'", new_string: "'Howdy'" } }],
    }),
    { toolCalls: [{ id: 'toolu_run', name: 'Bash', input: { command: 'node src/greet.js' } }] },
    (request: RecordedRequest) => ({
      text: `It printed ${resultText(request).trim()}. Publishing.`,
      toolCalls: [{ id: 'toolu_push', name: 'Bash', input: { command: 'git push origin main' } }],
    }),
    (request: RecordedRequest) => ({
      text: resultText(request).includes('--allowed-tools') && resultText(request).includes('Bash(git push') ? 'Not allowed; not pushing.' : 'NO RULE NAMED',
      toolCalls: [{ id: 'toolu_task', name: 'Task', input: { description: 'Find TODOs', prompt: 'List the TODO comments in src.', subagent_type: 'explore' } }],
    }),
    { toolCalls: [{ id: 'toolu_grep', name: 'Grep', input: { pattern: 'TODO', path: 'src', output_mode: 'content', '-n': true } }] },
    (request: RecordedRequest) => ({ text: `Found: ${resultText(request).includes('TODO: say it louder') ? 'one TODO, say it louder' : 'nothing'}` }),
    (request: RecordedRequest) => ({ text: `All done. ${resultText(request)}` }),
  ];
}

describe('deft run (the built command)', () => {
  it('reads, edits, runs a command, meets a denial, uses a sub-agent and finishes; the files and the store show it', async () => {
    expect(existsSync(join(root, 'out', 'main', 'cli.js')), 'out/ is missing: run "npm run build" first').toBe(true);
    const server = await startLlmServer({ replies: script() });
    onTestFinished(() => server.close());
    const home = tempDir();
    const projectDir = join(home, 'project');
    const dataDir = join(home, 'data');
    mkdirSync(join(projectDir, 'src'), { recursive: true });
    writeFileSync(join(projectDir, 'src', 'greet.js'), "// TODO: say it louder\nconsole.log('Hello');\n");
    execFileSync('git', ['init', '-q'], { cwd: projectDir });

    const args = ['run', '--provider', 'anthropic', '--api-key', 'sk-test-secret-key', '--base-url', server.url, '--data-dir', dataDir];
    const options = ['--permission-mode', 'acceptEdits', '--allowed-tools', 'Bash(node src/greet.js)', '--output-format', 'json'];
    const { stdout } = await run(process.execPath, [join(root, 'bin', 'deft.js'), ...args, ...options, 'Make the greeting friendlier'], {
      cwd: projectDir,
      env: { PATH: process.env.PATH, HOME: home },
    });

    const result = JSON.parse(stdout);
    expect(result).toMatchObject({ type: 'result', status: 'done', is_error: false, num_turns: 6, result: 'All done. Found: one TODO, say it louder' });
    expect(stdout).not.toContain('sk-test-secret-key');
    expect(readFileSync(join(projectDir, 'src', 'greet.js'), 'utf8')).toBe("// TODO: say it louder\nconsole.log('Howdy');\n");
    expect(toolResults(server.requests[4])[0]).toMatchObject({ isError: true, content: expect.stringContaining('Bash(git push') });
    expect(JSON.stringify(server.requests[7].body)).toContain('Not allowed; not pushing.');
    expect(lastUserText(server.requests[0])).toBe('Make the greeting friendlier');
    expect(toolResults(server.requests[3])[0].content).toContain('Howdy');

    const store = openStore({ dataDir });
    onTestFinished(() => store.close());
    const [session] = listSessions(store, { projectPath: projectDir });
    expect(session.id).toBe(result.session_id);
    const calls = loadSession(store, session.id)!.messages.flatMap((message) => message.parts.filter((part) => part.kind === 'tool'));
    expect(calls.map((part) => [part.toolName, part.state, part.decision?.source.kind])).toEqual([
      ['Read', 'success', 'mode'],
      ['Edit', 'success', 'mode'],
      ['Bash', 'success', 'rule'],
      ['Bash', 'denied', 'policy'],
      ['Task', 'success', 'mode'],
    ]);
    const [child] = listSessions(store, { includeChildren: true }).filter((entry) => entry.parentId === session.id);
    expect(child.title).toBe('Find TODOs');
    const childCalls = loadSession(store, child.id)!.messages.flatMap((message) => message.parts.filter((part) => part.kind === 'tool'));
    expect(childCalls.map((part) => [part.toolName, part.state])).toEqual([['Grep', 'success']]);
  });
});
