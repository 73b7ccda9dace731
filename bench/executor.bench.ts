import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { defineTool } from '../main/core/tools/define.ts';
import { createToolExecutor } from '../main/core/tools/executor.ts';
import { createSpillStore } from '../main/core/tools/output/spill.ts';
import type { AnyTool } from '../main/core/tools/tool.ts';
import { benchTurn } from './bench-turn.ts';
import { figure, medianMicros, type Figure } from './figure.ts';
import { projectWithRules } from './project-with-rules.ts';

const read = defineTool({
  name: 'Read',
  description: 'Reads a file.',
  input: z.strictObject({ file_path: z.string(), offset: z.number().int().optional(), limit: z.number().int().optional() }),
  readOnly: true,
  concurrencySafe: true,
  permission: (input) => ({ paths: [{ path: input.file_path, access: 'read' }] }),
  execute: async (input) => `contents of ${input.file_path}`,
});

/** 200 rules of every kind, none of which covers the benchmark's reads, so each is looked at. */
function rules() {
  const allow = Array.from({ length: 120 }, (_, i) => (i % 2 ? `Bash(npm run task${i} *)` : `Edit(/generated/part${i}/**)`));
  const deny = Array.from({ length: 50 }, (_, i) => (i % 2 ? `Read(./secrets${i}/**)` : `Bash(rm -rf /data${i} *)`));
  const ask = Array.from({ length: 30 }, (_, i) => `Read(//etc/conf${i}/**)`);
  return { allow, deny, ask };
}

/** What the whole pipeline (lookup, input, validate, hooks, permission, execute, truncate) costs per call. */
export default async function run(): Promise<Figure[]> {
  const project = projectWithRules(rules());
  try {
    const { projectDir, permissions } = project;
    mkdirSync(join(projectDir, 'src'));
    writeFileSync(join(projectDir, 'src', 'index.ts'), 'export {};\n');
    const executor = createToolExecutor({ permissions, spill: createSpillStore({ dir: join(project.root, 'spill') }) });
    const tools: AnyTool[] = [read];
    const turn = benchTurn(projectDir, tools);
    const input = { file_path: 'src/index.ts', offset: 1, limit: 100 };
    const context = { ...turn, toolCallId: 'c', progress: () => {}, metadata: () => {}, ask: async () => ({ decision: 'deny' as const }) };
    const direct = await medianMicros(() => read.execute(input, context), 20_000, 2_000);
    const piped = await medianMicros(() => executor.run({ id: 'c', name: 'Read', input }, turn), 20_000, 2_000);

    const calls = Array.from({ length: 1000 }, (_, index) => ({ id: `c${index}`, name: 'Read', input }));
    const directBatch = await medianMicros(() => Promise.all(calls.map(() => read.execute(input, context))), 20, 3);
    const turnBatch = await medianMicros(() => executor.runTurn(calls, turn), 20, 3);
    return [
      figure('executor: one call through the pipeline (200 permission rules, no hooks)', 'µs', piped, 'calling execute directly', direct),
      figure('executor: 1,000 concurrent read-only calls in one turn', 'µs', turnBatch, '1,000 direct executes with Promise.all', directBatch),
    ];
  } finally {
    project.remove();
  }
}
