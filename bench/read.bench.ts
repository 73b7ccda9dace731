import { execFile } from 'node:child_process';
import { createReadStream, closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { promisify } from 'node:util';
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
/** The figure: 5 lines at line 2,500,000 of a 160 MB file of 64-byte numbered lines (2,621,440 of them). */
const SED_FILE_BYTES = 160 * 1024 * 1024;
const SED_LINE = 2_500_000;
const SED_ROUNDS = 7;

function writeNumberedLines(path: string, bytes: number): void {
  const fd = openSync(path, 'w');
  try {
    const perBlock = 16_384;
    for (let first = 1; (first - 1) * LINE_BYTES < bytes; first += perBlock) {
      const block = Array.from({ length: perBlock }, (_, i) => `line ${String(first + i).padStart(10, '0')} `.padEnd(LINE_BYTES - 1, '.') + '\n');
      writeSync(fd, block.join(''));
    }
  } finally {
    closeSync(fd);
  }
}

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

/** Median wall times (ms) of `a` and `b`, run turn about so that a busy machine weighs on both alike. */
async function alternatingMedians(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < SED_ROUNDS + 1; round++) {
    for (const [index, fn] of [a, b].entries()) {
      const start = performance.now();
      await fn();
      if (round > 0) times[index].push(performance.now() - start);
    }
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return [median(times[0]), median(times[1])];
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

/** Read at the offset against sed, and 2,000 lines at the middle of a 1 GB file against a raw stream read of the same lines. */
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

    const numbered = join(dir, 'numbered.log');
    writeNumberedLines(numbered, SED_FILE_BYTES);
    const sed = () => promisify(execFile)('sed', ['-n', `${SED_LINE},${SED_LINE + 4}p`, numbered]);
    // A new Read tool each time knows no line starts: the whole scan, every time.
    const firstRead = () => Promise.resolve(createReadTool({ fileState: createFileStateTracker() }).execute({ file_path: numbered, offset: SED_LINE, limit: 5 }, context));
    const paging = createReadTool({ fileState: createFileStateTracker() });
    let page = 0;
    await paging.execute({ file_path: numbered, offset: SED_LINE, limit: 5 }, context);
    const nextPage = () => Promise.resolve(paging.execute({ file_path: numbered, offset: SED_LINE + 5 * ++page, limit: 5 }, context));
    const [cold, sedCold] = await alternatingMedians(firstRead, sed);
    const [warm, sedWarm] = await alternatingMedians(nextPage, sed);
    return [
      figure(`read: 5 lines at line 2,500,000 of a 160 MB file, first read (median of ${SED_ROUNDS}; goal: ratio ≤ 1.2)`, 'ms', cold, `sed -n '${SED_LINE},${SED_LINE + 4}p' on the same file`, sedCold),
      figure('read: the next 5 lines there, paging on (the line starts learnt before)', 'ms', warm, `sed -n '${SED_LINE},${SED_LINE + 4}p' on the same file`, sedWarm),
      figure('read: 2,000 lines at the middle of a 1 GB file', 'ms', tool.ms, 'raw fs stream of the same lines', raw.ms),
      figure('read: peak memory rise at the middle of a 1 GB file', 'MB', tool.peakMb, 'raw fs stream of the same lines', raw.peakMb),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
