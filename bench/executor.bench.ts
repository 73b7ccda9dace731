import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { defineTool } from '../main/core/tools/define.ts';
import { createToolExecutor } from '../main/core/tools/executor.ts';
import { createSpillStore } from '../main/core/tools/output/spill.ts';
import type { AnyTool } from '../main/core/tools/tool.ts';
import { figure, medianMicros, type Figure } from './figure.ts';

const read = defineTool({
  name: 'Read',
  description: 'Reads a file.',
  input: z.strictObject({ file_path: z.string(), offset: z.number().int().optional(), limit: z.number().int().optional() }),
  readOnly: true,
  concurrencySafe: true,
  permission: (input) => ({ paths: [{ path: input.file_path, access: 'read' }] }),
  execute: async (input) => `contents of ${input.file_path}`,
});

/** What the whole pipeline (lookup, input, validate, hooks, permission, execute, truncate) costs per call. */
export default async function run(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'deft-bench-'));
  try {
    const executor = createToolExecutor({ spill: createSpillStore({ dir: join(dataDir, 'spill') }) });
    const tools: AnyTool[] = [read];
    const turn = {
      sessionId: 's',
      messageId: 'm',
      agent: { name: 'main' },
      cwd: dataDir,
      signal: new AbortController().signal,
      messages: [],
      services: {},
      tools,
    };
    const input = { file_path: 'src/index.ts', offset: 1, limit: 100 };
    const context = { ...turn, toolCallId: 'c', progress: () => {}, metadata: () => {}, ask: async () => ({ decision: 'deny' as const }) };
    const direct = await medianMicros(() => read.execute(input, context), 20_000, 2_000);
    const piped = await medianMicros(() => executor.run({ id: 'c', name: 'Read', input }, turn), 20_000, 2_000);

    const calls = Array.from({ length: 1000 }, (_, index) => ({ id: `c${index}`, name: 'Read', input }));
    const directBatch = await medianMicros(() => Promise.all(calls.map(() => read.execute(input, context))), 20, 3);
    const turnBatch = await medianMicros(() => executor.runTurn(calls, turn), 20, 3);
    return [
      figure('executor: one call through the pipeline (no rules, no hooks)', 'µs', piped, 'calling execute directly', direct),
      figure('executor: 1,000 concurrent read-only calls in one turn', 'µs', turnBatch, '1,000 direct executes with Promise.all', directBatch),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
