import type { TurnContext } from '../main/core/tools/tool-call.ts';
import type { AnyTool, ToolServices } from '../main/core/tools/tool.ts';

/** One model turn as the benchmarks run it: a single session, nothing cancelled. */
export function benchTurn(cwd: string, tools: AnyTool[], services: ToolServices = {}): TurnContext {
  return {
    sessionId: 's',
    messageId: 'm',
    agent: { name: 'main' },
    cwd,
    signal: new AbortController().signal,
    messages: [],
    services,
    tools,
  };
}
