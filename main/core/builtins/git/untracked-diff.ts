import { gitSaid, runGit } from './run-git.ts';
import { ToolError } from '../../tools/define.ts';

/** Untracked files beyond this many are listed by name only. */
export const maxUntrackedDiffs = 100;

export const diffOptions = ['--no-color', '--no-ext-diff', '--no-textconv'] as const;

/** Untracked, not ignored files under the pathspecs, each as a diff that adds it. */
export async function untrackedDiff(root: string, pathspecs: readonly string[], signal: AbortSignal): Promise<string> {
  const listed = await runGit(['ls-files', '--others', '--exclude-standard', '-z', '--', ...pathspecs], root, signal);
  if (listed.code !== 0) throw new ToolError(`Listing the untracked files failed: ${gitSaid(listed)}`);
  const files = listed.stdout.split('\0').filter(Boolean);
  const parts: string[] = [];
  for (const file of files.slice(0, maxUntrackedDiffs)) {
    const diff = await runGit(['diff', '--no-index', ...diffOptions, '--', '/dev/null', file], root, signal);
    if (diff.code !== 0 && diff.code !== 1) throw new ToolError(`Showing the untracked file ${file} failed: ${gitSaid(diff)}`);
    parts.push(diff.stdout);
  }
  const rest = files.slice(maxUntrackedDiffs);
  if (rest.length > 0) parts.push(`[${rest.length} more untracked files, not shown: ${rest.join(', ')}]\n`);
  return parts.join('');
}
