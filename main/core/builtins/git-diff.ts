import { resolve } from 'node:path';
import { z } from 'zod';
import { defineTool, ToolError } from '../tools/define.ts';
import { repositoryRoot } from './git/repository-root.ts';
import { gitSaid, runGit } from './git/run-git.ts';
import { diffOptions, untrackedDiff } from './git/untracked-diff.ts';
import { workingTreeBase } from './git/working-tree-base.ts';
import description from './git-diff.txt?raw';

export const gitDiff = defineTool({
  name: 'GitDiff',
  aliases: ['git_diff'],
  description,
  input: z.strictObject({
    ref: z
      .string()
      .trim()
      .min(1)
      .regex(/^[^-]/)
      .optional()
      .describe('Compare the working tree with this commit, branch or tag, or give a range "A..B" / "A...B"; default HEAD'),
    paths: z.array(z.string().min(1)).optional().describe('Only these files or folders (absolute or project-relative)'),
    staged: z.boolean().optional().describe('Only what is staged for the next commit'),
  }),
  readOnly: true,
  concurrencySafe: true,
  searchHint: 'git changes diff uncommitted staged',
  permission: (input) => ({ paths: (input.paths ?? ['.']).map((path) => ({ path, access: 'read' as const, searched: true })) }),
  activity: (input) => `Showing the git diff${input.ref ? ` against ${input.ref}` : ''}`,
  async execute(input, context) {
    const { signal } = context;
    const root = await repositoryRoot(context.cwd, signal);
    const pathspecs = (input.paths ?? []).map((path) => resolve(context.cwd, path));
    const { what, withUntracked } = comparison(input.ref, input.staged === true);
    const base = input.ref ?? (input.staged ? undefined : await workingTreeBase(root, signal));
    const args = ['diff', ...diffOptions, ...(input.staged ? ['--cached'] : []), ...(base ? [base] : []), '--', ...pathspecs];
    const tracked = await runGit(args, root, signal);
    if (tracked.code !== 0) throw new ToolError(`git diff failed: ${gitSaid(tracked)}`);
    const untracked = withUntracked ? await untrackedDiff(root, pathspecs, signal) : '';
    const diff = tracked.stdout + untracked;
    return diff.trim() === '' ? `No changes: ${what}.` : `${what}:\n${diff}`;
  },
});

/** What a call compares, in words for the model, and whether untracked files belong to it. */
function comparison(ref: string | undefined, staged: boolean): { what: string; withUntracked: boolean } {
  if (staged) return { what: `staged changes against ${ref ?? 'HEAD'}`, withUntracked: false };
  if (ref?.includes('..')) return { what: `changes in ${ref}`, withUntracked: false };
  return { what: `the working tree against ${ref ?? 'HEAD'}, untracked files included`, withUntracked: true };
}
