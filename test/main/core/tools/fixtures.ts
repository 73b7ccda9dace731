import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { createDeferredToolIndex } from '../../../../main/core/tools/deferred-index.ts';
import { defineTool, ToolError } from '../../../../main/core/tools/define.ts';
import { createToolExecutor, type ExecutorOptions } from '../../../../main/core/tools/executor.ts';
import type { ToolEvent } from '../../../../shared/vocabulary/tool-calls.ts';
import { allowEverything } from '../../../helpers/allow-everything.ts';
import { createSpillStore } from '../../../../main/core/tools/output/spill.ts';
import type { TurnContext } from '../../../../main/core/tools/tool-call.ts';
import type { KnownTool } from '../../../../main/core/tools/descriptor.ts';
import type { AnyTool } from '../../../../main/core/tools/tool.ts';

/** Tools whose behaviour the executor tests can steer, recording what reached `execute`. */
export function fixtureTools() {
  const executed: Array<{ tool: string; input: unknown }> = [];
  const record = (tool: string, input: unknown) => executed.push({ tool, input });

  const echo = defineTool({
    name: 'Echo',
    aliases: ['echo_text'],
    description: 'Returns its text.',
    input: z.strictObject({ text: z.string(), times: z.number().int().min(1).optional() }),
    readOnly: true,
    concurrencySafe: true,
    execute(input) {
      record('Echo', input);
      return input.text.repeat(input.times ?? 1);
    },
  });

  const sleeper = defineTool({
    name: 'Sleep',
    description: 'Waits.',
    input: z.strictObject({ ms: z.number().int().min(0) }),
    readOnly: true,
    concurrencySafe: true,
    async execute(input, context) {
      record('Sleep', input);
      await sleep(input.ms, undefined, { signal: context.signal });
      return `slept ${input.ms} ms`;
    },
  });

  const writer = defineTool({
    name: 'Write',
    description: 'Writes a file.',
    input: z.strictObject({ file_path: z.string(), content: z.string(), ms: z.number().optional() }),
    validate: (input) =>
      input.file_path.includes('\0') ? { ok: false, message: 'file_path contains a NUL byte' } : { ok: true },
    permission: (input) => ({ paths: [{ path: input.file_path, access: 'write' }] }),
    async execute(input) {
      record('Write', input);
      if (input.ms) await sleep(input.ms);
      return `wrote ${input.content.length} characters to ${input.file_path}`;
    },
  });

  const failing = defineTool({
    name: 'Fail',
    description: 'Fails.',
    input: z.strictObject({ kind: z.enum(['tool', 'crash']) }),
    execute(input) {
      record('Fail', input);
      if (input.kind === 'tool') throw new ToolError('the file is locked by another program');
      throw new TypeError('cannot read properties of undefined');
    },
  });

  const stubborn = defineTool({
    name: 'Stubborn',
    description: 'Ignores its abort signal.',
    input: z.strictObject({}),
    timeoutMs: () => 50,
    async execute() {
      record('Stubborn', {});
      await sleep(5_000);
      return 'finished anyway';
    },
  });

  const tools: AnyTool[] = [echo, sleeper, writer, failing, stubborn];
  return { tools, executed };
}

export function turnContext(tools: readonly KnownTool[], overrides: Partial<TurnContext> = {}): TurnContext {
  return {
    sessionId: 'session-1',
    messageId: 'message-1',
    agent: { name: 'main' },
    cwd: process.cwd(),
    signal: new AbortController().signal,
    messages: [],
    deferredTools: createDeferredToolIndex([], new Set(), () => ''),
    tools,
    ...overrides,
  };
}

export function executorWith(dataDir: string, options: Partial<ExecutorOptions> = {}) {
  const events: ToolEvent[] = [];
  const logged: unknown[] = [];
  const executor = createToolExecutor({
    permissions: allowEverything,
    spill: createSpillStore({ dir: `${dataDir}/spill` }),
    onEvent: (event) => events.push(event),
    log: (_message, error) => logged.push(error),
    ...options,
  });
  return { executor, events, logged };
}

export function textOf(outcome: { content: ReadonlyArray<{ type: string; text?: string }> }): string {
  return outcome.content.map((part) => part.text ?? '').join('\n');
}
