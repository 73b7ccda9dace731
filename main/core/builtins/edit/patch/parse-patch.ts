import { ToolError } from '../../../tools/define.ts';

/** One change of an update: the lines it expects (context and removed) and the lines that replace them. */
export interface Chunk {
  /** The text after `@@`, a line to find before this chunk's lines. */
  anchor?: string;
  oldLines: string[];
  newLines: string[];
  /** Marked `*** End of File`: the lines end the file. */
  atEnd: boolean;
}

export type PatchOperation =
  | { kind: 'add'; path: string; lines: string[] }
  | { kind: 'delete'; path: string }
  | { kind: 'update'; path: string; moveTo?: string; chunks: Chunk[] };

const begin = '*** Begin Patch';
const end = '*** End Patch';
const headers = { add: '*** Add File: ', delete: '*** Delete File: ', update: '*** Update File: ', move: '*** Move to: ' };
const endOfFile = '*** End of File';

/** Parses the `*** Begin Patch` … `*** End Patch` envelope GPT-family models write. */
export function parsePatch(patch: string): PatchOperation[] {
  const lines = patch.replaceAll('\r\n', '\n').trim().split('\n');
  if (lines[0].trim() !== begin) throw malformed(`the first line must be "${begin}"`);
  if (lines.at(-1)!.trim() !== end) throw malformed(`the last line must be "${end}"`);
  const body = lines.slice(1, -1);
  const operations: PatchOperation[] = [];
  let index = 0;
  while (index < body.length) {
    const line = body[index];
    if (line.startsWith(headers.add)) {
      const added: string[] = [];
      for (index++; index < body.length && !body[index].startsWith('*** '); index++) {
        if (!body[index].startsWith('+')) throw malformed(`line "${body[index]}" of an added file must start with "+"`);
        added.push(body[index].slice(1));
      }
      operations.push({ kind: 'add', path: pathOf(line, headers.add), lines: added });
    } else if (line.startsWith(headers.delete)) {
      operations.push({ kind: 'delete', path: pathOf(line, headers.delete) });
      index++;
    } else if (line.startsWith(headers.update)) {
      const path = pathOf(line, headers.update);
      index++;
      const moveTo = body[index]?.startsWith(headers.move) ? pathOf(body[index++], headers.move) : undefined;
      const start = index;
      while (index < body.length && !isFileHeader(body[index])) index++;
      const chunks = parseChunks(body.slice(start, index), path);
      if (chunks.length === 0 && !moveTo) throw malformed(`"Update File: ${path}" has no changes`);
      operations.push({ kind: 'update', path, moveTo, chunks });
    } else if (line.trim() === '') {
      index++;
    } else {
      throw malformed(`unexpected line "${line}"; expected "${headers.add}", "${headers.update}" or "${headers.delete}"`);
    }
  }
  if (operations.length === 0) throw malformed('it changes no file');
  return operations;
}

function parseChunks(lines: readonly string[], path: string): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk | undefined;
  const open = (anchor?: string) => {
    current = { anchor, oldLines: [], newLines: [], atEnd: false };
    chunks.push(current);
    return current;
  };
  for (const line of lines) {
    if (line.startsWith('@@')) {
      const anchor = line.slice(2).trim();
      open(anchor === '' ? undefined : anchor);
    } else if (line === endOfFile) {
      if (!current) throw malformed(`"${endOfFile}" in ${path} follows no change`);
      current.atEnd = true;
    } else {
      const chunk = current ?? open();
      const marker = line[0] ?? ' ';
      const rest = line.slice(1);
      if (marker === ' ') {
        chunk.oldLines.push(rest);
        chunk.newLines.push(rest);
      } else if (marker === '-') chunk.oldLines.push(rest);
      else if (marker === '+') chunk.newLines.push(rest);
      else throw malformed(`line "${line}" in the changes of ${path} must start with " ", "-", "+" or "@@"`);
    }
  }
  return chunks;
}

function isFileHeader(line: string): boolean {
  return line.startsWith(headers.add) || line.startsWith(headers.delete) || line.startsWith(headers.update);
}

function pathOf(line: string, header: string): string {
  const path = line.slice(header.length).trim();
  if (path === '') throw malformed(`"${line}" names no file`);
  return path;
}

function malformed(why: string): ToolError {
  return new ToolError(`The patch is malformed: ${why}. Write it as "${begin}", then "${headers.update}path" with @@ hunks of " ", "-" and "+" lines (or "${headers.add}" / "${headers.delete}"), then "${end}".`);
}
