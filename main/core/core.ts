import { createAppInfoService, type AppInfoService } from './app/info.ts';
import { windowlessShell, type DesktopShell } from './desktop/desktop-shell.ts';
import { createConversations, type Conversations } from './conversations/conversations.ts';
import { createEventBus, type EventBus } from './events.ts';
import { toolOutputDir } from './paths.ts';
import type { SecretCipher } from './settings/secrets.ts';
import { openStore, type Store } from './store/store.ts';
import { createSpillStore, type SpillStore } from './tools/output/spill.ts';
import { appName, appVersion } from './version.ts';
import { createWorkspace, type Workspace } from './workspace/workspace.ts';

export interface CoreOptions {
  dataDir: string;
  /** The Electron version when running inside the desktop app; null for the CLI and tests. */
  electronVersion?: string | null;
  /** The environment to probe (PATH and friends); defaults to this process's. */
  env?: NodeJS.ProcessEnv;
  /** Where unexpected failures go with their stack. */
  log?: (message: string, error: unknown) => void;
  /** Native dialogs and windows, given by the desktop app; other hosts refuse those calls. */
  desktop?: DesktopShell;
  /** Encrypts the keys stored from the settings screen (Electron's safeStorage); plain text without one. */
  cipher?: SecretCipher;
}

/** Every service of Deft, independent of Electron: used by the desktop app, the CLI and the tests. */
export interface Core {
  dataDir: string;
  events: EventBus;
  app: AppInfoService;
  desktop: DesktopShell;
  /** The spill files every session of this process writes; `startCleanup` keeps them within age and size. */
  spill: SpillStore;
  /** The open conversations and their approvals. */
  conversations: Conversations;
  /** Projects, settings files, stored keys, grants, model and service checks: the settings screens' services. */
  workspace: Workspace;
  /** The session store, opened on first use (so `deft doctor` never creates one). */
  store(): Store;
  /** Ends the open conversations (their turns cancelled, their terminals killed), then closes the store. */
  close(): Promise<void>;
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
  const spill = createSpillStore({ dir: toolOutputDir(options.dataDir), onError: (error) => options.log?.('Cleaning spill files failed', error) });
  let store: Store | undefined;
  const openedStore = () => (store ??= openStore({ dataDir: options.dataDir }));
  const env = options.env ?? process.env;
  const workspace = createWorkspace({
    dataDir: options.dataDir,
    env,
    store: openedStore,
    cipher: options.cipher,
    home: env.HOME,
    // Session grants live in the open conversation's permission service.
    openPermissions: (projectDir, sessionId) => conversations.permissionsFor(sessionId !== undefined ? { sessionId } : { projectDir }),
  });
  const conversations = createConversations({ store: openedStore, spill, events, dataDir: options.dataDir, env, home: env.HOME, secrets: workspace.keys, log: options.log });
  return {
    dataDir: options.dataDir,
    events,
    app,
    desktop: options.desktop ?? windowlessShell,
    spill,
    conversations,
    workspace,
    store: openedStore,
    async close() {
      await conversations.close();
      store?.close();
      store = undefined;
    },
  };
}
