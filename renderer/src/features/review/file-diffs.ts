import type { ChatMessage } from '../chat/conversation.ts';

const fileName = (header: string) => header.replace(/^(?:---|\+\+\+) /, '').replace(/\t.*$/, '').replace(/^[ab]\//, '');

/** The old and new line counts of a hunk header `@@ -a,b +c,d @@`. */
function hunkSize(line: string): { old: number; new: number } | undefined {
  const match = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/.exec(line);
  return match ? { old: Number(match[1] ?? 1), new: Number(match[2] ?? 1) } : undefined;
}

/**
 * Splits a unified diff of several files into each file's section, named by the file it leaves
 * (its new name, else its old). Hunk lengths are followed, so a removed `-- x` line above an
 * added `++ y` line is never taken for a file header.
 */
export function splitByFile(diff: string): Array<{ path: string; diff: string }> {
  const lines = diff.split('\n');
  const files: Array<{ path: string; lines: string[] }> = [];
  let left = { old: 0, new: 0 };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const inHunk = left.old > 0 || left.new > 0;
    if (!inHunk && line.startsWith('--- ') && lines[index + 1]?.startsWith('+++ ')) {
      const after = fileName(lines[index + 1]);
      files.push({ path: after === '/dev/null' ? fileName(line) : after, lines: [] });
    } else if (!inHunk) {
      left = hunkSize(line) ?? left;
    } else if (line.startsWith('-')) {
      left.old--;
    } else if (line.startsWith('+')) {
      left.new--;
    } else if (!line.startsWith('\\')) {
      left.old--;
      left.new--;
    }
    files.at(-1)?.lines.push(line);
  }
  return files.map((file) => ({ path: file.path, diff: `${file.lines.join('\n').trimEnd()}\n` }));
}

/** Every change the session's file tools reported (their `diff` metadata), gathered by file in the order they happened. */
export function diffsByFile(messages: readonly ChatMessage[]): Map<string, string> {
  const byFile = new Map<string, string>();
  for (const message of messages) {
    for (const part of message.parts) {
      if (part.kind !== 'tool' || part.state !== 'success' || typeof part.metadata?.diff !== 'string') continue;
      for (const file of splitByFile(part.metadata.diff)) byFile.set(file.path, (byFile.get(file.path) ?? '') + file.diff);
    }
  }
  return byFile;
}
