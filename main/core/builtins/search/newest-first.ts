import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * rg's output put in newest-first order after the fact. rg sorting by time itself (`--sortr=modified`)
 * runs single-threaded and stats every file it walks; here rg runs unsorted on all its threads and
 * only the files it prints are looked at, each once, while rg is still running.
 *
 * rg prints each file's lines together, so its output is a list of per-file groups. They are ordered
 * by modification time, newest first, ties by path, so that the order is the same on every run.
 */
export interface NewestFirstOptions {
  /** The folder rg runs in: the paths it prints are relative to it. */
  cwd: string;
  /** How many lines from the start of the ordered output are wanted (offset + limit; Infinity for all). */
  linesWanted: number;
  /** What the kept lines may add up to; past it the oldest groups no page can reach are let go. */
  maxKeptChars: number;
  /** Put between two files' groups (the `--` rg prints between context blocks), or nothing. */
  betweenFiles?: string;
}

export interface NewestFirstLines {
  /** Adds one output line of the file `path`; false when the lines wanted alone pass `maxKeptChars`: reading should stop. */
  add(path: string, line: string): boolean;
  /** A line between blocks (rg's `--`): kept when the next line is of the same file; between files `betweenFiles` stands instead. */
  addSeparator(line: string): void;
  /** The first `linesWanted` lines in order, and how many lines there are in all, kept or only counted. */
  ordered(): { lines: string[]; total: number };
}

interface FileGroup {
  path: string;
  mtimeMs: number;
  lines: string[];
  chars: number;
  /** Lines of the group that are only counted: past `linesWanted` within it, or all once the group was let go. */
  counted: number;
  /** Lies past every page: its lines are counted only. */
  letGo: boolean;
  /** A separator seen after the group's last line: kept only when the group goes on after it. */
  separator?: string;
}

/** Newest first, ties by path. */
export const newerFirst = (a: Pick<FileGroup, 'mtimeMs' | 'path'>, b: Pick<FileGroup, 'mtimeMs' | 'path'>) =>
  b.mtimeMs - a.mtimeMs || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

export function newestFirstLines({ cwd, linesWanted, maxKeptChars, betweenFiles }: NewestFirstOptions): NewestFirstLines {
  const kept = new Map<string, FileGroup>();
  const betweenLines = betweenFiles === undefined ? 0 : 1;
  let current: FileGroup | undefined;
  let keptChars = 0;
  let groups = 0;
  let countedLines = 0;
  /** The last group kept at the last letting go: a group ordered after it lies past every page. */
  let cutoff: FileGroup | undefined;

  const groupOf = (path: string): FileGroup => {
    if (current?.path === path) return current;
    if (current) current.separator = undefined;
    const mtimeMs = modifiedAt(join(cwd, path));
    groups++;
    const group: FileGroup = { path, mtimeMs, lines: [], chars: 0, counted: 0, letGo: cutoff !== undefined && newerFirst(cutoff, { path, mtimeMs }) < 0 };
    if (!group.letGo) kept.set(path, group);
    current = group;
    return group;
  };

  const push = (group: FileGroup, line: string) => {
    if (group.letGo || group.lines.length >= linesWanted) {
      group.counted++;
      countedLines++;
      return;
    }
    group.lines.push(line);
    group.chars += line.length + 1;
    keptChars += line.length + 1;
  };

  /** Lets go of the oldest groups beyond the lines wanted; false when those wanted alone are too many. */
  const letGoOfOldest = (): boolean => {
    const sorted = [...kept.values()].sort(newerFirst);
    let lines = 0;
    let needed = 0;
    while (needed < sorted.length && lines < linesWanted) lines += sorted[needed++].lines.length + betweenLines;
    if (needed === sorted.length) return false;
    for (const group of sorted.slice(needed)) {
      kept.delete(group.path);
      keptChars -= group.chars;
      countedLines += group.lines.length;
      group.counted += group.lines.length;
      group.lines = [];
      group.chars = 0;
      group.letGo = true;
    }
    cutoff = sorted[needed - 1];
    return keptChars <= maxKeptChars;
  };

  return {
    add(path, line) {
      const group = groupOf(path);
      if (group.separator !== undefined) {
        push(group, group.separator);
        group.separator = undefined;
      }
      push(group, line);
      return keptChars <= maxKeptChars || letGoOfOldest();
    },
    addSeparator(line) {
      if (current) current.separator = line;
    },
    ordered() {
      const lines: string[] = [];
      for (const group of [...kept.values()].sort(newerFirst)) {
        if (lines.length >= linesWanted) break;
        if (lines.length > 0 && betweenFiles !== undefined) lines.push(betweenFiles);
        lines.push(...group.lines);
        // A group cut at `linesWanted` reaches past any page: what follows it is not wanted.
        if (group.counted > 0) break;
      }
      const keptLines = [...kept.values()].reduce((sum, group) => sum + group.lines.length, 0);
      return { lines, total: keptLines + countedLines + Math.max(0, groups - 1) * betweenLines };
    },
  };
}

/** A file's modification time; a file that is gone by now sorts last. */
export function modifiedAt(path: string): number {
  try {
    return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity;
  } catch {
    return -Infinity;
  }
}
