import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLlmServer, toolResults } from '../../mocks/llm-server/index.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { deft, startDeft } from './deft-process.ts';
import { jsonLines } from './scripted-run.ts';
import { branches, git } from '../core/worktrees/git-project.ts';

const timeout = { timeout: 240_000 };
const original = 'alpha\nbeta\ngamma\ndelta\nepsilon\n';

/** Reads notes.txt, makes one edit, then waits in the shell for `go` before showing the file: the edits of all three are made by then. */
const sessionScript = (from: string, to: string) => [
  { toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } }] },
  { toolCalls: [{ id: 'toolu_edit', name: 'Edit', input: { file_path: 'notes.txt', old_string: from, new_string: to } }] },
  { toolCalls: [{ id: 'toolu_look', name: 'Bash', input: { command: 'while [ ! -e go ]; do sleep 0.1; done; cat notes.txt' } }] },
  { text: 'Edited.' },
];

/** Polls `look` until it sees something; past a generous bound it fails with what `context` says. */
async function until<T>(look: () => T | undefined, context: () => string): Promise<T> {
  const giveUp = Date.now() + 150_000;
  for (;;) {
    const seen = look();
    if (seen !== undefined) return seen;
    if (Date.now() > giveUp) throw new Error(`Still waiting; so far:\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('three sessions in three worktrees of one repository', () => {
  it('edit one file at once without seeing each other; two merge (combined, or a conflict reported), the third is discarded', timeout, async () => {
    const root = tempDir();
    const project = join(root, 'project');
    const dataDir = join(root, 'data');
    const home = join(root, 'home');
    mkdirSync(project);
    mkdirSync(home);
    git(project, 'init', '-q', '-b', 'main');
    git(project, 'config', 'user.name', 'Ada');
    git(project, 'config', 'user.email', 'ada@example.com');
    writeFileSync(join(project, 'notes.txt'), original);
    git(project, 'add', '-A');
    git(project, 'commit', '-qm', 'notes');
    // The barrier file the sessions wait for stays out of their commits.
    writeFileSync(join(project, '.git', 'info', 'exclude'), 'go\n');
    const options = { cwd: project, env: { HOME: home, DEFT_DATA_DIR: '' } };

    const edits = { top: ['alpha', 'ALPHA'], bottom: ['epsilon', 'EPSILON'], clash: ['alpha', 'Alpha from the third'] } as const;
    const sessions = await Promise.all(
      Object.entries(edits).map(async ([name, [from, to]]) => {
        const server = await startLlmServer({ replies: sessionScript(from, to) });
        const run = startDeft(
          ['run', '--provider', 'anthropic', '--model', 'claude-sonnet-4-5', '--base-url', server.url, '--api-key', 'sk-ant-test-key-0123456789', '--data-dir', dataDir,
            '--worktree', name, '--output-format', 'stream-json', '--allowed-tools', 'Read Edit Bash', `Change ${from}`],
          options,
        );
        let stdout = '';
        run.child.stdout!.on('data', (text: string) => (stdout += text));
        let stderr = '';
        run.child.stderr!.on('data', (text: string) => (stderr += text));
        return { name, server, run, expected: original.replace(from, to), stdout: () => stdout, said: () => `${stdout}\n${stderr}` };
      }),
    );
    try {
      const worktrees = await Promise.all(
        sessions.map((session) =>
          until(() => {
            const text = session.stdout();
            const init = text.includes('\n') ? jsonLines(text.slice(0, text.lastIndexOf('\n') + 1)).find((line) => line.subtype === 'init') : undefined;
            return init?.worktree as { path: string; branch: string; base_branch: string } | undefined;
          }, session.said),
        ),
      );
      // All three have made their edit (each waits for `go` before looking again) and are still running.
      for (const [index, session] of sessions.entries()) {
        expect(worktrees[index]).toMatchObject({ branch: `deft/${session.name}`, base_branch: 'main' });
        await until(() => (readFileSync(join(worktrees[index].path, 'notes.txt'), 'utf8') === session.expected ? true : undefined), session.said);
      }
      expect(readFileSync(join(project, 'notes.txt'), 'utf8')).toBe(original);
      for (const worktree of worktrees) writeFileSync(join(worktree.path, 'go'), '');
      const ends = await Promise.all(sessions.map((session) => session.run.done));
      for (const [index, end] of ends.entries()) {
        expect(end.code, end.stderr).toBe(0);
        expect(end.stderr).toContain(`Working in the worktree ${worktrees[index].path} on branch deft/${sessions[index].name} (from main)`);
        // What each session's shell showed it after all three edits: its own change, no other.
        const [look] = toolResults(sessions[index].server.requests[3]);
        expect(look.content).toContain(sessions[index].expected.trimEnd());
      }
    } finally {
      await Promise.all(sessions.map((session) => session.server.close()));
    }

    const worktrees = (...args: string[]) => deft(['worktrees', ...args, '--data-dir', dataDir], options);
    expect(worktrees('list').stdout.trim().split('\n')).toHaveLength(3);
    expect(worktrees('status', 'top').stdout).toContain('uncommitted:\n    M    notes.txt');

    const first = worktrees('merge', 'top');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Merged deft/top into main (fast-forward');

    const clash = worktrees('merge', 'clash');
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain('Merging deft/clash into main conflicts in notes.txt.');
    expect(readFileSync(join(project, 'notes.txt'), 'utf8')).toBe(original.replace('alpha', 'ALPHA'));
    expect(git(project, 'status', '--porcelain')).toBe('');

    const second = worktrees('merge', 'bottom');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('Merged deft/bottom into main (merge commit');
    expect(readFileSync(join(project, 'notes.txt'), 'utf8')).toBe('ALPHA\nbeta\ngamma\ndelta\nEPSILON\n');

    const asked = worktrees('discard', 'clash');
    expect(asked.code).toBe(1);
    expect(asked.stderr).toMatch(/Discarding clash needs a confirmation\. It would lose:\n {2}commit [0-9a-f]+ Changes of Deft session/);
    const discarded = worktrees('discard', 'clash', '--yes');
    expect(discarded.code, discarded.stderr).toBe(0);
    expect(branches(project)).toEqual(['main']);
    expect(git(project, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(existsSync(join(root, 'data-worktrees'))).toBe(true);
    expect(worktrees('list').stdout).toBe('No session worktrees.\n');
  });
});
