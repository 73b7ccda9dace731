import { createAppInfoService, type AppInfoService } from './app/info.ts';
import { createEventBus, type EventBus } from './events.ts';
import { appName, appVersion } from './version.ts';

export interface CoreOptions {
  dataDir: string;
  /** The Electron version when running inside the desktop app; null for the CLI and tests. */
  electronVersion?: string | null;
  /** The environment to probe (PATH and friends); defaults to this process's. */
  env?: NodeJS.ProcessEnv;
}

/** Every service of Deft, independent of Electron: used by the desktop app, the CLI and the tests. */
export interface Core {
  dataDir: string;
  events: EventBus;
  app: AppInfoService;
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
  return { dataDir: options.dataDir, events, app };
}
