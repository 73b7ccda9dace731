import type { ToolCallRequest, TurnContext } from './tool-call.ts';
import { isLoaded } from './descriptor.ts';
import type { toolInput } from './input/tool-input.ts';
import { lookupTool } from './lookup.ts';
import type { ToolOutcome } from '../../../shared/vocabulary/tool-calls.ts';

type RunCall = (call: ToolCallRequest, turn: TurnContext) => Promise<ToolOutcome>;

/**
 * Runs the calls of one model turn: consecutive concurrency-safe calls together (at most
 * `maxParallel` at once), every other call alone and in order. Results keep the model's order.
 */
export async function runScheduled(
  calls: readonly ToolCallRequest[],
  turn: TurnContext,
  run: RunCall,
  maxParallel: number,
): Promise<ToolOutcome[]> {
  const results: ToolOutcome[] = new Array(calls.length);
  if (calls.length === 0) return results;
  // The input parser is the call stages' (loaded with the first call): a turn without calls needs neither.
  const { toolInput } = await import('./input/tool-input.ts');
  let start = 0;
  while (start < calls.length) {
    let end = start + 1;
    if (isConcurrencySafe(calls[start], turn, toolInput)) {
      while (end < calls.length && isConcurrencySafe(calls[end], turn, toolInput)) end++;
    }
    await pool(calls.slice(start, end), maxParallel, async (call, index) => {
      results[start + index] = await run(call, turn);
    });
    start = end;
  }
  return results;
}

/** Unknown tools and unreadable input fail at once without side effects, so they may run alongside. */
function isConcurrencySafe(call: ToolCallRequest, turn: TurnContext, parse: typeof toolInput): boolean {
  const found = lookupTool(call.name, turn.tools, turn.allTools);
  if (!found.ok) return true;
  const tool = found.value;
  // Only a loaded tool can judge by the input; a described one's answer is data.
  if (!isLoaded(tool) || typeof tool.concurrencySafe === 'boolean') return tool.concurrencySafe === true;
  const { concurrencySafe } = tool;
  const input = parse(tool, call.input);
  if (!input.ok) return true;
  try {
    return concurrencySafe(input.value);
  } catch {
    return false;
  }
}

async function pool<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
