import { join } from 'node:path';
import { builtinTools } from './builtin/index.ts';
import { createToolExecutor, type ExecutorOptions, type ToolExecutor } from './executor.ts';
import type { ToolEvent } from '../../../shared/vocabulary/tool-calls.ts';
import { createSpillStore, type SpillStore } from './output/spill.ts';
import { createToolRegistry, type ToolRegistry } from './registry.ts';

export interface ToolSystemOptions extends Omit<ExecutorOptions, 'spill' | 'onEvent'> {
  dataDir: string;
}

export interface ToolSystem {
  registry: ToolRegistry;
  executor: ToolExecutor;
  spill: SpillStore;
  /** Subscribes to every call's events (store, UI, CLI); returns the unsubscribe. */
  onEvent(listener: (event: ToolEvent) => void): () => void;
  /** Starts the spill-file cleanup (now and hourly); returns its stop. */
  start(): () => void;
}

/** The registry with the built-ins, the executor, and the spill files under the data dir. */
export function createToolSystem({ dataDir, ...options }: ToolSystemOptions): ToolSystem {
  const registry = createToolRegistry();
  for (const tool of builtinTools) registry.register(tool, { kind: 'builtin' });
  const spill = createSpillStore({
    dir: join(dataDir, 'tool-output'),
    onError: (error) => options.log?.('Cleaning spill files failed', error),
  });
  const listeners = new Set<(event: ToolEvent) => void>();
  const executor = createToolExecutor({
    ...options,
    spill,
    onEvent: (event) => {
      for (const listener of listeners) listener(event);
    },
  });
  return {
    registry,
    executor,
    spill,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => spill.startCleanup(),
  };
}
