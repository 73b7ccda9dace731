import { readFile, realpath, stat } from 'node:fs/promises';
import { relative } from 'node:path';
import { FILE_HEADERS_ONLY, formatPatch, type StructuredPatch } from 'diff';
import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { commitFile, deleteFile, type CommitServices } from './commit-file.ts';
import { encodeLike, plainText, textFileOf, type TextFile } from './text-file.ts';
import { changedHunks } from '../../common/text/unified-diff.ts';

/** One file a tool is about to create, change or delete, worked out in full before anything is written. */
export interface FileChange {
  /** The absolute path the session names the file by. */
  path: string;
  /** Where the bytes land: the symlink's target when `path` is a link. */
  target: string;
  /** The file as it was; absent when the change creates it. */
  before?: TextFile;
  /** The new text (LF line endings), or null when the file is deleted. */
  after: string | null;
  /** Diff hunks from `before` to `after`, for the approval, the UI and the model. */
  patch: StructuredPatch;
  /** Where `before` was read from when the change moves the file; that file is deleted after `path` is written. */
  movedFrom?: { path: string; target: string };
}

/** Larger files are held in memory several times over while edited; a stream editor suits them better. */
const maxEditableBytes = 100 * 1024 * 1024;

/** Reads the file a change starts from; absent when it does not exist yet. */
export async function loadFile(path: string): Promise<{ target: string; file?: TextFile }> {
  const target = await writeTarget(path);
  try {
    const found = await stat(target);
    if (found.isDirectory()) throw new ToolError(`${path} is a directory, not a file.`);
    if (found.size > maxEditableBytes) {
      throw new ToolError(`${path} is ${Math.round(found.size / 1024 / 1024)} MB, too large to edit here (the limit is 100 MB); change it with a command such as sed instead.`);
    }
    return { target, file: textFileOf(await readFile(target)) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { target };
    throw error;
  }
}

export function fileChange(
  cwd: string,
  path: string,
  target: string,
  before: TextFile | undefined,
  after: string | null,
  movedFrom?: FileChange['movedFrom'],
): FileChange {
  const oldName = before ? `a/${displayName(cwd, movedFrom?.path ?? path)}` : '/dev/null';
  const newName = after === null ? '/dev/null' : `b/${displayName(cwd, path)}`;
  const patch = changedHunks(oldName, newName, before?.text ?? '', after ?? '');
  return { path, target, before, after, patch, ...(movedFrom && { movedFrom }) };
}

/** The unified diff of every change, one file after another (a move without edits shows as its headers). */
export function diffOf(changes: readonly FileChange[]): string {
  return changes.map((change) => formatPatch(change.patch, FILE_HEADERS_ONLY)).join('');
}

/** Whether every file is still byte for byte what the change was computed from (and a move's destination still free). */
export async function unchangedOnDisk(changes: readonly FileChange[]): Promise<boolean> {
  for (const change of changes) {
    const now = await bytesOrNothing(change.movedFrom?.target ?? change.target);
    if (now === undefined ? change.before !== undefined : !change.before?.bytes.equals(now)) return false;
    if (change.movedFrom && (await bytesOrNothing(change.target)) !== undefined) return false;
  }
  return true;
}

async function bytesOrNothing(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes every change; a new file is written as UTF-8 with LF line endings, an existing one keeps its BOM and line endings. */
export async function commitChanges(services: CommitServices, context: ToolContext, changes: readonly FileChange[]): Promise<void> {
  for (const change of changes) {
    if (change.after === null) await deleteFile(services, context, change.target);
    else await commitFile(services, context, change.path, change.target, encodeLike(change.before ?? plainText, change.after));
    if (change.movedFrom) await deleteFile(services, context, change.movedFrom.target);
  }
}

function displayName(cwd: string, path: string): string {
  const inside = relative(cwd, path);
  return inside.startsWith('..') || inside === '' ? path.replace(/^\//, '') : inside;
}

/** The file a write lands on: a symlink's target, so the link itself stays a link. */
async function writeTarget(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return path;
    throw error;
  }
}
