import { createAppInfoService, type AppInfoService } from './app/info.ts';
import { createEventBus, type EventBus } from './events.ts';
import { openStore, type Store } from './store/store.ts';
import { createToolSystem, type ToolSystem } from './tools/tool-system.ts';
import { appName, appVersion } from './version.ts';

export interface CoreOptions {
  dataDir: string;
  /** The Electron version when running inside the desktop app; null for the CLI and tests. */
  electronVersion?: string | null;
  /** The environment to probe (PATH and friends); defaults to this process's. */
  env?: NodeJS.ProcessEnv;
  /** Where unexpected failures go with their stack. */
  log?: (message: string, error: unknown) => void;
}

/** Every service of Deft, independent of Electron: used by the desktop app, the CLI and the tests. */
export interface Core {
  dataDir: string;
  events: EventBus;
  app: AppInfoService;
  tools: ToolSystem;
  /** The session store, opened on first use (so `deft doctor` never creates one). */
  store(): Store;
  /** Closes what the core opened. */
  close(): void;
}

export function createCore(options: CoreOptions): Core {
  const events = createEventBus();
  const app = createAppInfoService(
    {
      name: appName,
      version: appVersion,
      dataDir: options.dataDir,
      electronVersion: options.electronVersion ?? null,
      env: options.env ?? process.env,
    },
    events,
  );
  const tools = createToolSystem({ dataDir: options.dataDir, log: options.log });
  let store: Store | undefined;
  return {
    dataDir: options.dataDir,
    events,
    app,
    tools,
    store: () => (store ??= openStore({ dataDir: options.dataDir })),
    close() {
      store?.close();
      store = undefined;
    },
  };
}
