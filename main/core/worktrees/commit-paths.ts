import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { lstatOrNothing, realpathOrNothing } from '../common/files/look.ts';
import type { SessionWorktree } from '../../../shared/vocabulary/worktrees.ts';

/** What the sandbox lets a session's commands write outside its worktree so `git commit` works there, and what it never lets them write. */
export interface CommitPaths {
  writable: string[];
  unwritable: string[];
  /** The object store among `writable`, whose loose objects the sandbox checks against their names after each command. */
  objects: string;
}

/**
 * A linked worktree's git dir is `<repository>/.git/worktrees/<name>`, outside the worktree, and a
 * commit also writes the repository's object store and the branch's ref and reflog. Those become
 * writable: the worktree's git dir, `objects/`, and the folders of the session branches' refs and
 * reflogs (`refs/heads/deft/`, `logs/refs/heads/deft/`, so never another branch's). What decides
 * which git dir, config or hooks git uses stays unwritable even there: the git dir's `commondir`
 * and `gitdir` (where git looks), `config.worktree`, `info/`, `hooks/` and `modules/` (submodules'
 * git dirs, each with hooks and config), `objects/info/` (alternates name other object stores) and
 * `objects/pack/`.
 * The repository's `config` and `hooks/` are never among the writable folders at all.
 *
 * Read from git's own files and taken only when they agree with each other (the worktree's `.git`
 * names the git dir, whose `gitdir` names that `.git` back, and which lies in `worktrees/` of its
 * `commondir`); undefined for a clone, or where they do not.
 */
export function worktreeCommitPaths(worktree: SessionWorktree): CommitPaths | undefined {
  if (worktree.kind !== 'git' || !worktree.branch) return undefined;
  const dotGit = join(worktree.path, '.git');
  if (!lstatOrNothing(dotGit)?.isFile()) return undefined;
  const named = pointer(dotGit, /^gitdir: (.+)$/);
  const gitDir = named && realpathOrNothing(resolve(worktree.path, named));
  const common = gitDir && pointer(join(gitDir, 'commondir'), /^(.+)$/);
  const commonDir = gitDir && common && realpathOrNothing(resolve(gitDir, common));
  const back = gitDir && pointer(join(gitDir, 'gitdir'), /^(.+)$/);
  if (!gitDir || !commonDir || !back || dirname(gitDir) !== join(commonDir, 'worktrees') || realpathOrNothing(back) !== realpathOrNothing(dotGit)) return undefined;
  const branchFolder = dirname(worktree.branch);
  if (branchFolder === '.') return undefined;
  const refs = join(commonDir, 'refs', 'heads', branchFolder);
  const logs = join(commonDir, 'logs', 'refs', 'heads', branchFolder);
  // A branch whose ref was packed (`git pack-refs`) has no loose folder; a commit makes one, where the sandbox could not.
  for (const folder of [refs, logs]) mkdirSync(folder, { recursive: true });
  const objects = join(commonDir, 'objects');
  return {
    writable: [gitDir, objects, refs, logs],
    // A pack's index could name an object the pack does not hold, and cannot be checked as cheaply as a loose object: a commit writes none.
    unwritable: [...['commondir', 'gitdir', 'config.worktree', 'info', 'hooks', 'modules'].map((name) => join(gitDir, name)), join(objects, 'info'), join(objects, 'pack')],
    objects,
  };
}

/** The one line of a git pointer file, as `pattern`'s first group. */
function pointer(file: string, pattern: RegExp): string | undefined {
  try {
    return pattern.exec(readFileSync(file, 'utf8').trim())?.[1];
  } catch {
    return undefined;
  }
}
