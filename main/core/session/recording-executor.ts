import type { ToolEvent } from '../../../shared/vocabulary/tool-calls.ts';
import type { Store } from '../store/store.ts';
import { recordToolEvents } from '../store/tool-events.ts';
import type { ToolExecutor } from '../tools/executor.ts';
import type { ToolCallRequest, TurnContext } from '../tools/tool-call.ts';

type Listener = (event: ToolEvent) => void;

/**
 * An executor whose calls are recorded in the store, each on the message its turn names in
 * `recordOn` (a part per call, rewritten on every transition), before their events go on to `onEvent`.
 * `create` makes the executor itself around the listener it is given.
 */
export function recordingExecutor(store: Store, create: (onEvent: Listener) => ToolExecutor, onEvent?: Listener): ToolExecutor {
  /** The recorder of each call in progress, by its id: a turn's calls may overlap another's. */
  const recorders = new Map<string, Listener>();
  const executor = create((event) => {
    recorders.get(event.type === 'finished' ? event.outcome.toolCallId : event.toolCallId)?.(event);
    onEvent?.(event);
  });

  async function recorded<T>(calls: readonly ToolCallRequest[], turn: TurnContext, run: () => Promise<T>): Promise<T> {
    if (turn.recordOn === undefined) return run();
    const record = recordToolEvents(store, turn.sessionId, turn.recordOn);
    for (const call of calls) recorders.set(call.id, record);
    try {
      return await run();
    } finally {
      for (const call of calls) recorders.delete(call.id);
    }
  }

  return {
    run: (call, turn) => recorded([call], turn, () => executor.run(call, turn)),
    runTurn: (calls, turn) => recorded(calls, turn, () => executor.runTurn(calls, turn)),
  };
}
