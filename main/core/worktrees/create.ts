import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { noConfinement } from '../common/process/confine.ts';
import { runProcess } from '../common/process/run-process.ts';
import type { Result } from '../common/result.ts';
import type { SessionWorktree } from '../../../shared/vocabulary/worktrees.ts';
import { copyIntoWorktree } from './copy-files.ts';
import { git, gitOrThrow } from './git.ts';
import { checkWorktreeName, ensureProjectWorktreesDir } from './places.ts';

export interface WorktreeRequest {
  dataDir: string;
  projectDir: string;
  /** A folder and branch name; one is made up when absent. */
  name?: string;
  /** The branch or commit to start from; the project's HEAD when absent. */
  base?: string;
  /** `worktree.copyFiles`: ignored files of the project the session needs. */
  copyFiles: readonly string[];
}

export interface CreatedWorktree {
  worktree: SessionWorktree;
  /** The files of `copyFiles` copied in, relative to the project. */
  copied: string[];
  problems: string[];
}

/** Branches of session worktrees are `deft/<name>`. */
export const branchFor = (name: string): string => `deft/${name}`;

/**
 * A folder for a new session under `<dataDir>/worktrees/<project hash>/<name>`: for a git project a
 * worktree on the new branch `deft/<name>` from `base` (HEAD by default), with `copyFiles` copied in;
 * otherwise a copy-on-write clone of the project, or the reason there can be none.
 */
export async function createSessionWorktree(request: WorktreeRequest): Promise<Result<CreatedWorktree>> {
  const name = request.name ?? madeUpName();
  const badName = checkWorktreeName(name);
  if (badName) return { ok: false, error: badName };
  const path = join(ensureProjectWorktreesDir(request.dataDir, request.projectDir), name);
  if (existsSync(path)) return { ok: false, error: `There is already a worktree named ${name} for ${request.projectDir} (${path}).` };
  const top = await git(request.projectDir, ['rev-parse', '--show-toplevel']);
  return top.ok ? addGitWorktree(request, name, path) : cloneProject(request, name, path);
}

async function addGitWorktree(request: WorktreeRequest, name: string, path: string): Promise<Result<CreatedWorktree>> {
  const { projectDir } = request;
  const baseCommit = await git(projectDir, ['rev-parse', '--verify', '--quiet', `${request.base ?? 'HEAD'}^{commit}`]);
  if (!baseCommit.ok) {
    return { ok: false, error: request.base ? `${request.base} names no commit in ${projectDir}.` : `${projectDir} has no commit yet to start a worktree from.` };
  }
  const baseBranch = await branchOf(projectDir, request.base);
  const branch = branchFor(name);
  const added = await git(projectDir, ['worktree', 'add', '--quiet', '-b', branch, path, baseCommit.value.trim()]);
  if (!added.ok) return { ok: false, error: `Could not add the worktree: ${added.error}` };
  const prefix = (await gitOrThrow(projectDir, ['rev-parse', '--show-prefix'])).trim().replace(/\/$/, '');
  const cwd = prefix === '' ? path : join(path, prefix);
  const { copied, problems } = copyIntoWorktree(projectDir, cwd, request.copyFiles);
  const worktree: SessionWorktree = { kind: 'git', name, projectPath: projectDir, path, cwd, branch, baseBranch, baseCommit: baseCommit.value.trim(), finished: null };
  return { ok: true, value: { worktree, copied, problems } };
}

/** The branch the worktree will merge into: `base` when it is a branch, else the branch checked out; null for a commit or a detached HEAD. */
async function branchOf(projectDir: string, base: string | undefined): Promise<string | null> {
  if (base !== undefined) return (await git(projectDir, ['show-ref', '--verify', '--quiet', `refs/heads/${base}`])).ok ? base : null;
  const current = await git(projectDir, ['symbolic-ref', '--short', '--quiet', 'HEAD']);
  return current.ok ? current.value.trim() : null;
}

/**
 * A project that is not a git repository gets a copy-on-write clone, never a full copy: `cp` is told
 * to clone (`--reflink=always`, macOS's `-c`) and fails where the filesystem cannot (ext4, overlayfs,
 * another filesystem than the data folder's), and then the session is refused with what `cp` said.
 */
async function cloneProject(request: WorktreeRequest, name: string, path: string): Promise<Result<CreatedWorktree>> {
  const args = cloneArguments(request.projectDir, path);
  if (!args) return { ok: false, error: `${request.projectDir} is not a git repository, and Deft can make a copy-on-write clone only on Linux and macOS.` };
  const cloned = await runProcess({ file: 'cp', args, cwd: request.projectDir, confinement: noConfinement, signal: new AbortController().signal });
  if (cloned.code !== 0) {
    rmSync(path, { recursive: true, force: true });
    const said = cloned.stderr.trim().split('\n')[0] ?? `exit code ${cloned.code}`;
    return {
      ok: false,
      error: `${request.projectDir} is not a git repository, and its filesystem offers no copy-on-write clone into ${path} (${said}); Deft does not make a full copy. Make it a git repository (git init) to work in a worktree.`,
    };
  }
  const worktree: SessionWorktree = { kind: 'clone', name, projectPath: request.projectDir, path, cwd: path, branch: null, baseBranch: null, baseCommit: null, finished: null };
  return { ok: true, value: { worktree, copied: [], problems: [] } };
}

function cloneArguments(from: string, to: string): string[] | undefined {
  if (process.platform === 'linux') return ['--reflink=always', '-a', '--', `${from}/.`, to];
  if (process.platform === 'darwin') return ['-c', '-R', '-p', '--', `${from}/`, to];
  return undefined;
}

function madeUpName(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `session-${stamp}-${randomBytes(2).toString('hex')}`;
}
