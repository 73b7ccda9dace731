import { FILE_HEADERS_ONLY, formatPatch, type StructuredPatch } from 'diff';
import { resolve } from 'node:path';
import { changedHunks } from '../common/text/unified-diff.ts';
import { looksBinary } from '../common/text/binary.ts';
import { readCurrent, type RewindAction } from './rewind-plan.ts';

/** One file the session changed, against its state when the session's first checkpoint was taken. */
export interface SessionFileChange {
  /** Where the file is now; where it was, for a deleted one. */
  path: string;
  status: 'added' | 'modified' | 'deleted' | 'renamed';
  /** A renamed file's path at the session's start. */
  from?: string;
  /** Lines added and removed; absent when the file was not diffed (binary or too large). */
  added?: number;
  removed?: number;
  /** A unified diff against the session's start; empty when the file was not diffed. */
  diff: string;
  binary?: true;
  /** Not diffed: a side is over `maxInputBytes`, or the diffs of the files before it used up `maxTotalChars`. */
  tooLarge?: true;
  /** The diff's lines stop once they would pass `maxDiffChars` characters; the counts are still the whole file's. */
  truncated?: true;
}

export interface DiffLimits {
  maxInputBytes: number;
  maxDiffChars: number;
  maxTotalChars: number;
}

export const defaultDiffLimits: DiffLimits = { maxInputBytes: 1024 * 1024, maxDiffChars: 200_000, maxTotalChars: 2_000_000 };

/** The bytes looked at to tell a binary file, as git does. */
const binaryProbeBytes = 8000;

/**
 * Turns the plan that would rewind the project to the session's start into what the session did
 * to each file, with a diff from the content then to the content now.
 */
export async function describeSessionChanges(
  projectDir: string,
  actions: readonly RewindAction[],
  limits: DiffLimits = defaultDiffLimits,
): Promise<SessionFileChange[]> {
  let budget = limits.maxTotalChars;
  const files: SessionFileChange[] = [];
  for (const { change, target } of actions) {
    const before = target ? await target.read() : undefined;
    const now = change.kind === 'renamed' ? change.from : change.path;
    const after = change.kind === 'restored' ? undefined : readCurrent(resolve(projectDir, now))?.content;
    const entry = sessionEntry(change);
    const diffed = diffFile(entry, before, after, { ...limits, maxDiffChars: Math.min(limits.maxDiffChars, budget) });
    budget -= diffed.diff.length;
    files.push({ ...entry, ...diffed });
  }
  return files;
}

type Entry = Pick<SessionFileChange, 'path' | 'status' | 'from'>;

/** A rewind's change read the other way round: what it would undo is what the session did. */
function sessionEntry(change: RewindAction['change']): Entry {
  switch (change.kind) {
    case 'modified':
      return { path: change.path, status: 'modified' };
    case 'removed':
      return { path: change.path, status: 'added' };
    case 'restored':
      return { path: change.path, status: 'deleted' };
    case 'renamed':
      return { path: change.from, status: 'renamed', from: change.path };
  }
}

function diffFile(entry: Entry, before: Buffer | undefined, after: Buffer | undefined, limits: DiffLimits): Omit<SessionFileChange, keyof Entry> {
  if ((before?.length ?? 0) > limits.maxInputBytes || (after?.length ?? 0) > limits.maxInputBytes) return { diff: '', tooLarge: true };
  if ((before && isBinary(before)) || (after && isBinary(after))) return { diff: '', binary: true };
  const oldName = before ? `a/${entry.from ?? entry.path}` : '/dev/null';
  const newName = after ? `b/${entry.path}` : '/dev/null';
  const patch = changedHunks(oldName, newName, before?.toString('utf8') ?? '', after?.toString('utf8') ?? '');
  const counts = lineCounts(patch);
  const kept = keepWithin(patch, limits.maxDiffChars);
  if (kept.hunks.length === 0 && patch.hunks.length > 0) return { ...counts, diff: '', tooLarge: true };
  return { ...counts, diff: formatPatch(kept, FILE_HEADERS_ONLY), ...(kept !== patch && { truncated: true }) };
}

function isBinary(content: Buffer): boolean {
  return looksBinary(content.subarray(0, binaryProbeBytes));
}

function lineCounts(patch: StructuredPatch): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const hunk of patch.hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added++;
      else if (line.startsWith('-')) removed++;
    }
  }
  return { added, removed };
}

/** The patch itself when its lines fit `maxChars`, else its lines up to there, the last hunk's header counts fitted to what is kept. */
function keepWithin(patch: StructuredPatch, maxChars: number): StructuredPatch {
  let left = maxChars;
  const hunks: StructuredPatch['hunks'] = [];
  for (const hunk of patch.hunks) {
    const lines: string[] = [];
    for (const line of hunk.lines) {
      left -= line.length + 1;
      if (left < 0) break;
      lines.push(line);
    }
    if (lines.length === hunk.lines.length) {
      hunks.push(hunk);
      continue;
    }
    const oldLines = lines.filter((line) => !line.startsWith('+') && !line.startsWith('\\')).length;
    const newLines = lines.filter((line) => !line.startsWith('-') && !line.startsWith('\\')).length;
    if (lines.length > 0) hunks.push({ ...hunk, lines, oldLines, newLines });
    return { ...patch, hunks };
  }
  return patch;
}
