import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionWorktree } from '../../../../shared/vocabulary/worktrees.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { commitAsRepository, git } from '../../core/worktrees/git-project.ts';
import { acpProject, startAcp } from './acp-process.ts';

const timeout = 120_000;
const allowOnce = () => ({ outcome: { outcome: 'selected' as const, optionId: 'allow_once' } });
const editTheNotes = [
  { toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } }] },
  { toolCalls: [{ id: 'toolu_edit', name: 'Edit', input: { file_path: 'notes.txt', old_string: 'second line', new_string: 'second line, in the worktree' } }] },
  { text: 'Edited in the worktree.' },
];

/** `acpProject`'s folder as a repository on `main` with its notes committed. */
async function repository(replies: typeof editTheNotes) {
  const project = await acpProject(replies);
  commitAsRepository(project.projectDir);
  return project;
}

describe('deft acp sessions in worktrees', () => {
  it(
    'makes the worktree _meta.deft.worktree asks for, answers where it is, and works there: the edit, its diff and its location are the worktree’s',
    async () => {
      const project = await repository(editTheNotes);
      const editor = startAcp(project, { answer: allowOnce });
      await editor.initialize();
      const created = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [], _meta: { deft: { worktree: { name: 'acp', base: 'main' } }, other: { kept: true } } });
      const worktree = (created._meta?.deft as { worktree: SessionWorktree }).worktree;
      expect(worktree).toMatchObject({ kind: 'git', name: 'acp', branch: 'deft/acp', baseBranch: 'main', projectPath: project.projectDir, finished: null });
      expect(worktree.cwd.startsWith(`${project.dataDir}-worktrees/`)).toBe(true);

      const { stopReason } = await editor.agent.request('session/prompt', { sessionId: created.sessionId, prompt: [{ type: 'text', text: 'Edit the notes.' }] });
      expect(stopReason).toBe('end_turn');
      const edited = join(worktree.cwd, 'notes.txt');
      expect(readFileSync(edited, 'utf8')).toBe('first line\nsecond line, in the worktree\n');
      expect(readFileSync(join(project.projectDir, 'notes.txt'), 'utf8')).toBe('first line\nsecond line\n');
      const [asked] = editor.log.permissions;
      expect(asked.toolCall.locations).toEqual([{ path: edited }]);
      expect(asked.toolCall.content).toContainEqual(expect.objectContaining({ type: 'diff', path: edited }));
      expect(editor.updates('tool_call').map((call) => call.locations)).toEqual([[{ path: edited }], [{ path: edited }]]);
      expect(git(project.projectDir, 'worktree', 'list', '--porcelain')).toContain(`branch refs/heads/deft/acp`);

      const listed = await editor.agent.request('session/list', { cwd: project.projectDir });
      expect(listed.sessions).toEqual([expect.objectContaining({ sessionId: created.sessionId, cwd: worktree.cwd })]);
      expect(await editor.close()).toBe(0);

      // Loaded again, it works where it did.
      const again = startAcp(project);
      await again.initialize();
      await again.agent.request('session/load', { sessionId: created.sessionId, cwd: project.projectDir, mcpServers: [] });
      const replayed = again.updates('tool_call').find((call) => call.toolCallId === 'toolu_edit');
      expect(replayed?.locations).toEqual([{ path: edited }]);
      await again.close();
    },
    timeout,
  );

  it(
    'takes a name alone or true, works in cwd when asked for none, and refuses what it cannot do with the reason',
    async () => {
      const project = await repository([]);
      const editor = startAcp(project);
      await editor.initialize();
      const named = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [], _meta: { deft: { worktree: 'by-name' } } });
      expect(named._meta?.deft).toMatchObject({ worktree: { name: 'by-name', branch: 'deft/by-name', baseBranch: 'main' } });
      const madeUp = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [], _meta: { deft: { worktree: true } } });
      expect(madeUp._meta?.deft).toMatchObject({ worktree: { name: expect.stringMatching(/^session-/), branch: expect.stringMatching(/^deft\/session-/) } });
      const plain = await editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [], _meta: { deft: { worktree: false } } });
      expect(plain._meta).toBeUndefined();

      for (const [meta, said] of [
        [{ deft: { worktree: 3 } }, /_meta\.deft\.worktree: .*Deft takes _meta\.deft\.worktree as true, "NAME", or/],
        [{ deft: { worktree: { name: 'x', branch: 'y' } } }, /_meta\.deft\.worktree/],
        [{ deft: { worktrees: true } }, /_meta\.deft: .*worktrees/],
        [{ deft: { worktree: '../out' } }, /cannot name a worktree/],
        [{ deft: { worktree: { base: 'no-such-branch' } } }, /no-such-branch names no commit/],
      ] as const) {
        await expect(editor.agent.request('session/new', { cwd: project.projectDir, mcpServers: [], _meta: meta })).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(said) });
      }
      const folder = join(tempDir(), 'plain');
      mkdirSync(folder);
      await editor.agent.request('session/new', { cwd: folder, mcpServers: [], _meta: { deft: { worktree: 'copy' } } }).then(
        (made) => expect(made._meta?.deft).toMatchObject({ worktree: { kind: 'clone', branch: null } }),
        (refused: Error) => expect(refused.message).toMatch(/is not a git repository, and its filesystem offers no copy-on-write clone/),
      );
      expect(existsSync(join(`${project.dataDir}-worktrees`))).toBe(true);
      await editor.close();
    },
    timeout,
  );
});
