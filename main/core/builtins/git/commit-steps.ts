import { shellCommand } from '../shell-text/quote.ts';

/**
 * The git commands (arguments after `git`) a GitCommit call runs: with paths, they are staged
 * (new files included) and only they are committed; without, every change to tracked files is
 * committed (`commit -a`), and untracked files are left alone. Never amends, never skips hooks.
 */
export function commitSteps(message: string, paths: readonly string[] | undefined): string[][] {
  if (!paths?.length) return [['commit', '-a', '-m', message]];
  return [
    ['add', '--', ...paths],
    ['commit', '-m', message, '--', ...paths],
  ];
}

/** The same commands as a person would type them, for permission rules and the approval dialog. */
export function commitCommandLine(message: string, paths: readonly string[] | undefined): string {
  return commitSteps(message, paths)
    .map((args) => shellCommand(['git', ...args]))
    .join(' && ');
}
