import { lstat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { SnapshotRepo } from './git.ts';

export const maxSnapshotFileBytes = 2 * 1024 * 1024;

/**
 * Records the project tree as it is now and returns the git tree id: every file git would not
 * ignore (the project's .gitignore files apply), except files over `maxFileBytes` and those
 * `leaveOut` names (by absolute path).
 */
export async function snapshotTree(repo: SnapshotRepo, leaveOut: (path: string) => boolean, maxFileBytes = maxSnapshotFileBytes): Promise<string> {
  const listed = splitZ(await repo.run(['ls-files', '-z', '--cached', '--others', '--exclude-standard']));
  const update: string[] = [];
  const left: string[] = [];
  for (const path of new Set(listed)) {
    if (path.endsWith('/')) continue;
    const absolute = join(repo.workTree, path);
    if (leaveOut(absolute)) {
      left.push(path);
      continue;
    }
    const stat = await lstat(absolute).catch(() => undefined);
    if (stat?.isFile() && stat.size > maxFileBytes) left.push(path);
    else update.push(path);
  }
  if (update.length > 0) await repo.run(['update-index', '-z', '--add', '--remove', '--stdin'], joinZ(update));
  if (left.length > 0) await repo.run(['update-index', '-z', '--force-remove', '--stdin'], joinZ(left));
  return (await repo.run(['write-tree'])).toString().trim();
}

export interface TreeEntry {
  mode: string;
  blob: string;
}

export interface TreeChange {
  path: string;
  /** The entry in the older tree; absent when the file was created since. */
  before?: TreeEntry;
}

/** The files that differ between two trees, each with its entry in the first. */
export async function changedFiles(repo: SnapshotRepo, from: string, to: string): Promise<TreeChange[]> {
  const fields = splitZ(await repo.run(['diff-tree', '-r', '-z', '--no-renames', from, to]));
  const changes: TreeChange[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode, , oldBlob, , status] = fields[i].replace(/^:/, '').split(' ');
    const path = fields[i + 1];
    changes.push(status === 'A' ? { path } : { path, before: { mode: oldMode, blob: oldBlob } });
  }
  return changes;
}

/** Which of `paths` the tree holds as files (paths outside the project, or naming a line break, it never does). */
export async function pathsInTree(repo: SnapshotRepo, tree: string, paths: readonly string[]): Promise<Set<string>> {
  const asked = paths.filter((path) => !isAbsolute(path) && !path.includes('\n'));
  if (asked.length === 0) return new Set();
  const answers = (await repo.run(['cat-file', '--batch-check=%(objecttype)'], asked.map((path) => `${tree}:${path}\n`).join('')))
    .toString('utf8')
    .split('\n');
  return new Set(asked.filter((_, index) => answers[index] === 'blob'));
}

export async function readGitBlob(repo: SnapshotRepo, blob: string): Promise<Buffer> {
  return repo.run(['cat-file', 'blob', blob]);
}

function splitZ(output: Buffer): string[] {
  return output.toString('utf8').split('\0').filter((field) => field !== '');
}

function joinZ(paths: readonly string[]): string {
  return paths.map((path) => `${path}\0`).join('');
}
