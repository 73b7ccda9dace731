import { createDeferredToolIndex } from '../main/core/tools/deferred-index.ts';
import type { TurnContext } from '../main/core/tools/tool-call.ts';
import type { AnyTool } from '../main/core/tools/tool.ts';

/** One model turn as the benchmarks run it: a single session, no deferred tools, nothing cancelled. */
export function benchTurn(cwd: string, tools: AnyTool[]): TurnContext {
  return {
    sessionId: 's',
    messageId: 'm',
    agent: { name: 'main' },
    cwd,
    signal: new AbortController().signal,
    messages: [],
    deferredTools: createDeferredToolIndex([], new Set(), () => ''),
    tools,
  };
}
