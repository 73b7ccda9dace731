import { closeSync, openSync, readFileSync, statSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLineIndexCache, lineStride, type LineStarts } from '../../../../../main/core/builtins/files/line-index.ts';
import { readLineWindow } from '../../../../../main/core/builtins/files/line-window.ts';
import { detectEncoding } from '../../../../../main/core/builtins/files/text-encoding.ts';
import { createFileStateTracker } from '../../../../../main/core/builtins/files/file-state.ts';
import { HASH_LIMIT_BYTES } from '../../../../../main/core/builtins/files/read-text.ts';
import { createReadTool } from '../../../../../main/core/builtins/read.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';

/** Lines of varied lengths (1 to 150 bytes), each saying its 1-based number. */
const lineText = (n: number) => `#${n}:${'v'.repeat((n * 37) % 150)}`;

function writeLines(path: string, count: number, { trailingNewline = true, encoding = 'utf8' as BufferEncoding, bom = '' } = {}): void {
  const fd = openSync(path, 'w');
  try {
    if (bom) writeSync(fd, Buffer.from(bom, encoding));
    for (let first = 1; first <= count; first += 10_000) {
      const block = Array.from({ length: Math.min(10_000, count - first + 1) }, (_, i) => lineText(first + i)).join('\n');
      writeSync(fd, Buffer.from(first + 10_000 > count && !trailingNewline ? block : `${block}\n`, encoding));
    }
  } finally {
    closeSync(fd);
  }
}

async function windowAt(path: string, firstLine: number, maxLines: number, lineStarts?: LineStarts) {
  const handle = await open(path);
  try {
    const head = Buffer.alloc(4096);
    await handle.read(head, 0, head.length, 0);
    return await readLineWindow(handle, { encoding: detectEncoding(head), firstLine, maxLines, maxChars: 1e9, lineStarts, signal: new AbortController().signal });
  } finally {
    await handle.close();
  }
}

describe('reading at an offset through the line starts learnt before', () => {
  it('finds the same lines as a read from the start, cold or warm, at and around every stride, and learns the starts it passes', async () => {
    const path = join(tempDir(), 'lines.txt');
    const count = 50 * lineStride + 17;
    writeLines(path, count);
    const starts: LineStarts = { stride: lineStride, starts: [0] };
    const wanted = [0, 1, lineStride - 1, lineStride, lineStride + 1, 7 * lineStride, 31 * lineStride + 5, count - 3, 3 * lineStride + 2];
    for (const line of wanted) {
      const plain = await windowAt(path, line, 3);
      const indexed = await windowAt(path, line, 3, starts);
      expect(indexed.lines, `line ${line}`).toEqual(plain.lines);
      expect(indexed.lines.map((shown) => shown.text)).toEqual([line + 1, line + 2, line + 3].filter((n) => n <= count).map(lineText));
    }
    expect(starts.starts).toHaveLength(Math.floor((count - 3) / lineStride) + 1);
    const text = readFileSync(path, 'utf8');
    for (const [k, at] of starts.starts.entries()) expect(text.slice(at, at + 12).split(':')[0]).toBe(`#${k * lineStride + 1}`);
  });

  it('counts to the end past the last line, with and without a final newline, in UTF-8 with a BOM and in UTF-16', async () => {
    const dir = tempDir();
    const cases = [
      { name: 'plain.txt', options: {} },
      { name: 'no-newline.txt', options: { trailingNewline: false } },
      { name: 'bom.txt', options: { bom: '\uFEFF' } },
      { name: 'utf16.txt', options: { encoding: 'utf16le' as BufferEncoding, bom: '\uFEFF' } },
    ];
    const count = 5 * lineStride + 3;
    for (const { name, options } of cases) {
      const path = join(dir, name);
      writeLines(path, count, options);
      const { bomLength } = detectEncoding(readFileSync(path).subarray(0, 4096));
      expect(bomLength, name).toBe(options.bom ? Buffer.from(options.bom, options.encoding ?? 'utf8').length : 0);
      const starts: LineStarts = { stride: lineStride, starts: [bomLength] };
      expect((await windowAt(path, 0, 2, starts)).lines.map((line) => line.text), name).toEqual([lineText(1), lineText(2)]);
      expect((await windowAt(path, count - 1, 5, starts)).lines.map((line) => line.text), name).toEqual([lineText(count)]);
      const past = await windowAt(path, count + 10, 5, starts);
      expect(past, name).toMatchObject({ lines: [], totalLines: count });
      expect((await windowAt(path, 4 * lineStride, 1, starts)).lines.map((line) => line.text), name).toEqual([lineText(4 * lineStride + 1)]);
    }
  });

  it('gives a file its learnt starts only while its size, mtime and encoding stay the same', () => {
    const path = join(tempDir(), 'x.txt');
    writeFileSync(path, 'a\nb\n');
    const cache = createLineIndexCache();
    const stat = statSync(path);
    const learnt = cache.of(path, stat, 'utf-8', 0);
    learnt.starts.push(123);
    expect(cache.of(path, stat, 'utf-8', 0)).toBe(learnt);
    expect(cache.of(path, { ...stat, mtimeMs: stat.mtimeMs + 1 }, 'utf-8', 0).starts).toEqual([0]);
    expect(cache.of(path, { ...stat, size: stat.size + 1 }, 'utf-8', 0).starts).toEqual([0]);
    expect(cache.of(path, stat, 'utf-16le', 2).starts).toEqual([2]);
  });
});

describe('Read at offsets in a file too large to hash', () => {
  it('pages through it, and reads it afresh when it changes, even at the same size or with the old mtime put back', async () => {
    const dir = tempDir();
    const path = join(dir, 'big.log');
    const count = 900_000;
    writeLines(path, count);
    expect(statSync(path).size).toBeGreaterThan(HASH_LIMIT_BYTES);
    const { executor } = executorWith(tempDir());
    const turn = turnContext([createReadTool({ fileState: createFileStateTracker() })], { cwd: dir });
    const read = async (offset: number, limit = 3) => {
      const outcome = await executor.run({ id: `r${offset}`, name: 'Read', input: { file_path: path, offset, limit } }, turn);
      expect(outcome.status, textOf(outcome)).toBe('success');
      return textOf(outcome).split('\n').slice(0, limit).map((line) => line.split('\t')[1]);
    };
    for (const offset of [850_000, 850_003, 12_345, 899_998, 400_000]) {
      expect(await read(offset), `offset ${offset}`).toEqual([offset, offset + 1, offset + 2].map(lineText));
    }

    // Same size, new mtime: the first line becomes two, so every later line moves down by one.
    const original = statSync(path);
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.from('#\n'), 0, 2, 0);
    closeSync(fd);
    utimesSync(path, original.atime, new Date(original.mtimeMs + 5_000));
    expect(statSync(path).size).toBe(original.size);
    expect(await read(850_001)).toEqual([850_000, 850_001, 850_002].map(lineText));

    // Another size, the mtime before put back.
    const before = statSync(path);
    writeFileSync(path, 'inserted\n', { flag: 'a' });
    const appended = openSync(path, 'r+');
    writeSync(appended, Buffer.from('#1'), 0, 2, 0);
    closeSync(appended);
    utimesSync(path, before.atime, before.mtime);
    expect(statSync(path).mtimeMs).toBe(before.mtimeMs);
    expect(await read(count + 1, 1)).toEqual(['inserted']);
  }, 120_000);
});
