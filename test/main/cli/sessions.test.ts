import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportSession } from '../../../main/core/store/export.ts';
import { addMessage, appendPart } from '../../../main/core/store/parts.ts';
import { createSession, touchSession } from '../../../main/core/store/sessions.ts';
import { openStore } from '../../../main/core/store/store.ts';
import { recordToolEvents } from '../../../main/core/store/tool-events.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { deft } from './deft-process.ts';
import { readNotes, runHeadlessCalls, runTests } from './headless-calls.ts';

/** A data dir with a session (two tool calls, one denied, and a sub-agent session) and an older session of another project. */
async function recordedSessions() {
  const root = tempDir();
  const dataDir = join(root, 'data');
  const projectDir = join(root, 'project');
  mkdirSync(projectDir);
  const { events } = await runHeadlessCalls([readNotes, runTests]);
  const store = openStore({ dataDir });
  try {
    const other = createSession(store, { cwd: join(root, 'other'), title: 'An older session' });
    touchSession(store, other.id, 1_700_000_000_000);

    const main = createSession(store, { cwd: projectDir, title: 'Fix the failing tests', model: 'claude-test', mode: 'default' });
    const prompt = addMessage(store, main.id, 'user');
    appendPart(store, main.id, prompt.id, 'text', { text: 'Fix the failing tests\nin src/' });
    const answer = addMessage(store, main.id, 'assistant', 'claude-test');
    appendPart(store, main.id, answer.id, 'text', { text: "I'll look at the notes first." });
    const record = recordToolEvents(store, main.id, answer.id);
    for (const event of events) record(event);
    appendPart(store, main.id, answer.id, 'text', { text: 'The tests need approval to run.' });

    const child = createSession(store, { cwd: projectDir, parentId: main.id, title: 'Find the TODOs' });
    const task = addMessage(store, child.id, 'user');
    appendPart(store, child.id, task.id, 'text', { text: 'Find the TODOs' });
    const found = addMessage(store, child.id, 'assistant');
    appendPart(store, child.id, found.id, 'tool', { toolCallId: 'g1', toolName: 'Grep', state: 'success', input: { pattern: 'TODO' }, output: [{ type: 'text', text: 'src/a.ts:3: TODO' }] });
    touchSession(store, main.id, 1_800_000_000_000);
    return { root, dataDir, projectDir, main, child, other, exported: exportSession(store, main.id) };
  } finally {
    store.close();
  }
}

/** A session that ran two Task calls, each with its sub-agent session, and a third sub-agent whose call never recorded it (an interrupted run). */
function sessionWithSubagents() {
  const dataDir = join(tempDir(), 'data');
  const store = openStore({ dataDir });
  try {
    const main = createSession(store, { cwd: '/project', title: 'Tidy up' });
    const orphan = createSession(store, { cwd: '/project', parentId: main.id, title: 'Interrupted search' });
    const subagent = (title: string, found: string) => {
      const child = createSession(store, { cwd: '/project', parentId: main.id, title });
      const asked = addMessage(store, child.id, 'user');
      appendPart(store, child.id, asked.id, 'text', { text: title });
      const answer = addMessage(store, child.id, 'assistant');
      appendPart(store, child.id, answer.id, 'tool', { toolCallId: 'g1', toolName: 'Grep', state: 'success', input: { pattern: title }, output: [{ type: 'text', text: found }] });
      appendPart(store, child.id, answer.id, 'text', { text: `Report: ${found}` });
      return child;
    };
    const second = subagent('Find the FIXMEs', 'src/b.ts:9: FIXME');
    const first = subagent('Find the TODOs', 'src/a.ts:3: TODO');
    const prompt = addMessage(store, main.id, 'user');
    appendPart(store, main.id, prompt.id, 'text', { text: 'Tidy up' });
    const answer = addMessage(store, main.id, 'assistant');
    const task = (toolCallId: string, child: { id: string; title: string }) =>
      appendPart(store, main.id, answer.id, 'tool', {
        toolCallId,
        toolName: 'Task',
        state: 'success',
        input: { description: child.title, prompt: child.title, subagent_type: 'Explore' },
        output: [{ type: 'text', text: `Done: ${child.title}` }],
        metadata: { subagent: { sessionId: child.id, type: 'Explore', status: 'success', turns: 2 } },
      });
    task('t1', first);
    appendPart(store, main.id, answer.id, 'text', { text: 'Now the FIXMEs.' });
    task('t2', second);
    appendPart(store, main.id, answer.id, 'tool', { toolCallId: 't3', toolName: 'Task', state: 'cancelled', input: { description: orphan.title } });
    const last = addMessage(store, main.id, 'assistant');
    appendPart(store, main.id, last.id, 'text', { text: 'All tidy.' });
    return { dataDir, main, first, second, orphan };
  } finally {
    store.close();
  }
}

describe('deft sessions', () => {
  it('lists the sessions, latest first, of every project or of one', async () => {
    const { dataDir, projectDir, main, other } = await recordedSessions();
    const listed = deft(['sessions', 'list', '--data-dir', dataDir]);
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')).toEqual([
      `${main.id}  2027-01-15 08:00  Fix the failing tests  ${projectDir}`,
      `${other.id}  2023-11-14 22:13  An older session       ${other.cwd}`,
      '',
    ]);
    const json = JSON.parse(deft(['sessions', 'list', '--json', '--cwd', projectDir], { env: { DEFT_DATA_DIR: dataDir } }).stdout);
    expect(json).toEqual([expect.objectContaining({ id: main.id, title: 'Fix the failing tests', cwd: projectDir, parentId: null })]);
    expect(deft(['sessions', 'list', '--limit', '1', '--data-dir', dataDir]).stdout).not.toContain(other.id);
    expect(deft(['sessions', 'list', '--limit', 'all', '--data-dir', dataDir])).toMatchObject({ code: 2, stderr: expect.stringContaining('--limit') });
  });

  it('lists nothing, and creates nothing, where there is no store', () => {
    const dataDir = join(tempDir(), 'data');
    expect(deft(['sessions', 'list'], { env: { DEFT_DATA_DIR: dataDir } })).toMatchObject({ code: 0, stdout: 'No sessions.\n' });
    expect(deft(['sessions', 'list', '--json', '--data-dir', dataDir]).stdout).toBe('[]\n');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('shows a transcript: prompts, answers, tool calls with their status and result, and the sub-agent sessions', async () => {
    const { dataDir, projectDir, main, child } = await recordedSessions();
    const { code, stdout } = deft(['sessions', 'show', main.id, '--data-dir', dataDir]);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual([`Session ${main.id} · Fix the failing tests`, `cwd ${projectDir} · model claude-test · mode default · updated 2027-01-15 08:00`]);
    expect(stdout).toContain('\n\n> Fix the failing tests\n> in src/\n\n');
    expect(stdout).toContain("I'll look at the notes first.\n⏺ Read(notes.txt) ✓\n  ⎿ ");
    expect(stdout).toMatch(/\n {2}⎿ .*first line/);
    expect(stdout).toMatch(/\n⏺ Bash\(npm test\) ✗ denied\n {2}⎿ Permission denied: This is a headless run.*\nThe tests need approval to run\.\n/);
    expect(stdout).toContain(`\n\nSub-agent sessions no call above names (e.g. interrupted runs):\n\n    Sub-agent session ${child.id} · Find the TODOs\n`);
    expect(stdout).toContain('\n    > Find the TODOs\n\n    ⏺ Grep(TODO) ✓\n      ⎿ src/a.ts:3: TODO\n');

    const tree = JSON.parse(deft(['sessions', 'show', '--json', main.id, '--data-dir', dataDir]).stdout);
    expect(tree.session).toMatchObject({ id: main.id, title: 'Fix the failing tests' });
    expect(tree.messages).toHaveLength(2);
    expect(tree.messages[1].parts.map((part: { kind: string; state: string | null }) => part.state ?? part.kind)).toEqual(['text', 'success', 'denied', 'text']);
    expect(tree.children).toEqual([expect.objectContaining({ session: expect.objectContaining({ id: child.id, parentId: main.id }), children: [] })]);
  });

  it('shows each sub-agent session indented under the Task call that ran it, and the ones no call names at the end', () => {
    const { dataDir, main, first, second, orphan } = sessionWithSubagents();
    const { code, stdout } = deft(['sessions', 'show', main.id, '--data-dir', dataDir]);
    expect(code).toBe(0);
    const body = stdout.split('\n').slice(3).map((line) => line.replace(/updated .*/, 'updated …'));
    expect(body).toEqual([
      '> Tidy up',
      '',
      '⏺ Task(Find the TODOs) ✓',
      '  ⎿ Done: Find the TODOs',
      '',
      `    Sub-agent session ${first.id} · Find the TODOs`,
      '    cwd /project · updated …',
      '',
      '    > Find the TODOs',
      '',
      '    ⏺ Grep(Find the TODOs) ✓',
      '      ⎿ src/a.ts:3: TODO',
      '    Report: src/a.ts:3: TODO',
      '',
      'Now the FIXMEs.',
      '⏺ Task(Find the FIXMEs) ✓',
      '  ⎿ Done: Find the FIXMEs',
      '',
      `    Sub-agent session ${second.id} · Find the FIXMEs`,
      '    cwd /project · updated …',
      '',
      '    > Find the FIXMEs',
      '',
      '    ⏺ Grep(Find the FIXMEs) ✓',
      '      ⎿ src/b.ts:9: FIXME',
      '    Report: src/b.ts:9: FIXME',
      '',
      '⏺ Task(Interrupted search) ✗ cancelled',
      '',
      'All tidy.',
      '',
      'Sub-agent sessions no call above names (e.g. interrupted runs):',
      '',
      `    Sub-agent session ${orphan.id} · Interrupted search`,
      '    cwd /project · updated …',
      '',
    ]);

    const tree = JSON.parse(deft(['sessions', 'show', '--json', main.id, '--data-dir', dataDir]).stdout);
    expect(tree.parentToolCallId).toBeNull();
    expect(tree.children.map((child: { session: { id: string }; parentToolCallId: string | null }) => [child.session.id, child.parentToolCallId])).toEqual([
      [orphan.id, null],
      [second.id, 't2'],
      [first.id, 't1'],
    ]);
  });

  it('exports a session as the store exports it, and imports it again as a new session', async () => {
    const { root, dataDir, main, exported } = await recordedSessions();
    const printed = deft(['sessions', 'export', main.id, '--data-dir', dataDir]);
    expect(printed.code).toBe(0);
    expect(JSON.parse(printed.stdout)).toEqual(exported);

    expect(deft(['sessions', 'export', main.id, '--out', 'session.json', '--data-dir', dataDir], { cwd: root })).toMatchObject({ code: 0, stdout: '' });
    expect(JSON.parse(readFileSync(join(root, 'session.json'), 'utf8'))).toEqual(exported);

    const otherData = join(root, 'elsewhere');
    const imported = deft(['sessions', 'import', 'session.json', '--data-dir', otherData], { cwd: root });
    expect(imported).toMatchObject({ code: 0, stdout: expect.stringMatching(/^[0-9A-Z]{26}\n$/) });
    const newId = imported.stdout.trim();
    expect(newId).not.toBe(main.id);
    const copy = JSON.parse(deft(['sessions', 'export', newId, '--data-dir', otherData]).stdout);
    expect(copy.session).toEqual(exported.session);
    expect(copy.messages.map((m: { parts: unknown[] }) => m.parts.length)).toEqual(exported.messages.map((m) => m.parts.length));

    const fromStdin = deft(['sessions', 'import', '-', '--data-dir', otherData], { input: printed.stdout });
    expect(fromStdin.code).toBe(0);
    expect(fromStdin.stdout.trim()).not.toBe(newId);
  });

  it('fails with exit code 1 and a clear message on an unknown id or a file that is not an export', async () => {
    const { root, dataDir } = await recordedSessions();
    for (const command of ['show', 'export']) {
      expect(deft(['sessions', command, 'NOPE', '--data-dir', dataDir])).toEqual({ code: 1, stdout: '', stderr: `deft: No session NOPE in ${dataDir}.\n` });
    }
    writeFileSync(join(root, 'broken.json'), '{"format": ');
    expect(deft(['sessions', 'import', 'broken.json', '--data-dir', dataDir], { cwd: root })).toMatchObject({ code: 1, stderr: expect.stringMatching(/^deft: broken\.json is not JSON: /) });
    writeFileSync(join(root, 'other.json'), '{"format": "something-else"}');
    expect(deft(['sessions', 'import', 'other.json', '--data-dir', dataDir], { cwd: root })).toMatchObject({ code: 1, stderr: expect.stringContaining('Not a Deft session export') });
  });

  it('rejects wrong usage with exit code 2', () => {
    expect(deft(['sessions'])).toMatchObject({ code: 2, stderr: expect.stringContaining('needs a subcommand: list, show, export or import') });
    expect(deft(['sessions', 'remove', 'x'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown subcommand: sessions remove') });
    expect(deft(['sessions', 'show'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Missing ID.') });
    expect(deft(['sessions', 'export', 'a', 'b'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Unexpected argument: b') });
    expect(deft(['sessions', 'list', '--out', 'x'])).toMatchObject({ code: 2, stderr: `deft: Unknown option '--out'.\nRun "deft help sessions" for usage.\n` });
  });
});
