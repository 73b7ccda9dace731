import { gitSaid, runGit } from './run-git.ts';

/** HEAD, or the empty tree while the repository has no commit yet, so a diff shows every file as added. */
export async function workingTreeBase(root: string, signal: AbortSignal): Promise<string> {
  const head = await runGit(['rev-parse', '--verify', '--quiet', 'HEAD'], root, signal);
  if (head.code === 0) return 'HEAD';
  const empty = await runGit(['hash-object', '-t', 'tree', '/dev/null'], root, signal);
  if (empty.code !== 0) throw new Error(`git hash-object failed: ${gitSaid(empty)}`);
  return empty.stdout.trim();
}
