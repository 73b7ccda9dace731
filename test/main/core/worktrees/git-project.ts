import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../../../helpers/temp-dir.ts';

/** A real git repository on branch `main` with these files in its first commit, and an identity of its own. */
export function gitProject(files: Record<string, string>): string {
  const project = join(tempDir('deft-worktree-'), 'project');
  mkdirSync(project);
  writeFiles(project, files);
  commitAsRepository(project);
  return project;
}

/** Makes a folder (a repository with no commit yet, or none) a repository on `main` with all it holds in a first commit, and an identity of its own. */
export function commitAsRepository(project: string): void {
  git(project, 'init', '-q');
  git(project, 'symbolic-ref', 'HEAD', 'refs/heads/main');
  git(project, 'config', 'user.name', 'Ada');
  git(project, 'config', 'user.email', 'ada@example.com');
  git(project, 'add', '-A');
  git(project, 'commit', '-qm', 'first');
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } });
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

export const branches = (project: string): string[] => git(project, 'branch', '--format=%(refname:short)').trim().split('\n');
