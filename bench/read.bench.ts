import { createReadStream, closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReadTool } from '../main/core/builtins/read.ts';
import { createFileStateTracker } from '../main/core/builtins/files/file-state.ts';
import { createDeferredToolIndex } from '../main/core/tools/deferred-index.ts';
import type { ToolContext } from '../main/core/tools/tool.ts';
import { figure, type Figure } from './figure.ts';

const LINE_BYTES = 64;
const FILE_BYTES = 1024 * 1024 * 1024;
const LINES = FILE_BYTES / LINE_BYTES;
const MIDDLE = LINES / 2;
const WINDOW = 2_000;
const RUNS = 3;

function writeGigabyte(path: string): void {
  const block = Buffer.alloc(1024 * 1024, `${'x'.repeat(LINE_BYTES - 1)}\n`);
  const fd = openSync(path, 'w');
  try {
    for (let written = 0; written < FILE_BYTES; written += block.length) writeSync(fd, block);
  } finally {
    closeSync(fd);
  }
}

/** The floor for reading lines by number in Node: a plain stream, newlines counted, the window collected. */
async function rawWindow(path: string, firstLine: number, count: number): Promise<string> {
  const taken: string[] = [];
  let line = 1;
  let partial = '';
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    let from = 0;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, from)) {
      if (line >= firstLine) taken.push(partial + chunk.toString('utf8', from, at));
      partial = '';
      line++;
      from = at + 1;
      if (taken.length === count) return taken.join('\n');
    }
    if (line >= firstLine) partial += chunk.toString('utf8', from);
  }
  return taken.join('\n');
}

/** Median wall time (ms) and the largest rise of resident memory (MB) seen while `fn` ran. */
async function measure(fn: () => Promise<unknown>): Promise<{ ms: number; peakMb: number }> {
  const times: number[] = [];
  let peak = 0;
  for (let run = 0; run < RUNS; run++) {
    globalThis.gc?.();
    const base = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss - base)), 2);
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss - base);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(RUNS / 2)], peakMb: Math.max(peak, 0) / (1024 * 1024) };
}

/** Read of 2,000 lines at the middle of a 1 GB file, against a raw stream read of the same lines. */
export default async function run(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'deft-bench-read-'));
  try {
    const path = join(dir, 'huge.log');
    writeGigabyte(path);
    const context = {
      sessionId: 's',
      messageId: 'm',
      toolCallId: 'c',
      agent: { name: 'main' },
      cwd: dir,
      signal: new AbortController().signal,
      progress: () => {},
      metadata: () => {},
      ask: async () => ({ decision: 'deny' as const }),
      messages: [],
      deferredTools: createDeferredToolIndex([], new Set(), () => ''),
    } satisfies ToolContext;
    const input = { file_path: path, offset: MIDDLE, limit: WINDOW };
    await rawWindow(path, MIDDLE, WINDOW);
    const raw = await measure(() => rawWindow(path, MIDDLE, WINDOW));
    const read = createReadTool({ fileState: createFileStateTracker() });
    const tool = await measure(() => Promise.resolve(read.execute(input, context)));
    return [
      figure('read: 2,000 lines at the middle of a 1 GB file', 'ms', tool.ms, 'raw fs stream of the same lines', raw.ms),
      figure('read: peak memory rise at the middle of a 1 GB file', 'MB', tool.peakMb, 'raw fs stream of the same lines', raw.peakMb),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
