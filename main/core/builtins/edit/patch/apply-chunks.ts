import { ToolError } from '../../../tools/define.ts';
import { closestRegion } from '../closest-region.ts';
import { numberedLines } from '../../files/number-lines.ts';
import type { Chunk } from './parse-patch.ts';
import { seekLines } from './seek-lines.ts';

/** The text (LF line endings) with every chunk applied; each is looked for after the one before. */
export function applyChunks(text: string, chunks: readonly Chunk[], fileName: string): string {
  const endsWithNewline = text.endsWith('\n');
  const lines = text === '' ? [] : (endsWithNewline ? text.slice(0, -1) : text).split('\n');
  const replacements: Array<{ start: number; length: number; lines: string[] }> = [];
  let cursor = 0;
  for (const [index, chunk] of chunks.entries()) {
    if (chunk.anchor !== undefined) {
      const found = seekLines(lines, [chunk.anchor], cursor, false);
      if (found === -1) throw mismatch(lines, [chunk.anchor], `its @@ line "${chunk.anchor}"`, index, fileName);
      cursor = found + 1;
    }
    if (chunk.oldLines.length === 0) {
      replacements.push({ start: lines.length, length: 0, lines: chunk.newLines });
      continue;
    }
    let wanted = chunk.oldLines;
    let start = seekLines(lines, wanted, cursor, chunk.atEnd);
    if (start === -1 && wanted.at(-1) === '') {
      wanted = wanted.slice(0, -1);
      start = seekLines(lines, wanted, cursor, chunk.atEnd);
    }
    if (start === -1) throw mismatch(lines, chunk.oldLines, 'its lines', index, fileName);
    const newLines = wanted === chunk.oldLines || chunk.newLines.at(-1) !== '' ? chunk.newLines : chunk.newLines.slice(0, -1);
    replacements.push({ start, length: wanted.length, lines: newLines });
    cursor = start + wanted.length;
  }
  for (const { start, length, lines: replacement } of replacements.sort((a, b) => b.start - a.start)) {
    lines.splice(start, length, ...replacement);
  }
  return lines.length === 0 ? '' : lines.join('\n') + (endsWithNewline || text === '' ? '\n' : '');
}

function mismatch(lines: readonly string[], wanted: readonly string[], what: string, index: number, fileName: string): ToolError {
  const region = closestRegion(lines, wanted.join('\n'));
  const near = region
    ? ` The closest region is lines ${region.first + 1}–${region.last + 1}:\n${numberedLines(lines.slice(region.first, region.last + 1), region.first + 1)}\n`
    : ' ';
  return new ToolError(
    `Hunk ${index + 1} of ${fileName} does not match the file: ${what} were not found.${near}` +
      'Read the file again and rewrite the hunk from its current lines. No file was changed.',
  );
}
