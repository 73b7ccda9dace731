import { homedir } from 'node:os';
import type { FolderCompletion } from '../../../shared/ipc/domains/folders.ts';
import type { CheckResultView, TestedService } from '../../../shared/ipc/domains/models.ts';
import type { Permissions } from '../permissions/service.ts';
import { createSecretFileStore } from '../settings/secret-file.ts';
import { firstSecrets, plainTextCipher, secretsFromEnv, type SecretCipher, type Secrets, type SecretStore } from '../settings/secrets.ts';
import type { Store } from '../store/store.ts';
import type { GrantsService } from './grants.ts';
import type { ModelsService } from './models.ts';
import { completeFolder } from './folder-completion.ts';
import { createProjectsService, type ProjectsService } from './projects.ts';
import { createSettingsFilesService, type SettingsFilesService } from './settings-files.ts';

export interface WorkspaceOptions {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  store: () => Store;
  /** Encrypts stored keys (Electron's safeStorage); plain text without one. */
  cipher?: SecretCipher;
  home?: string;
  /** The permission service of a project open in a conversation, for its session grants. */
  openPermissions?: (projectDir: string, sessionId?: string) => Permissions | undefined;
}

/** What the settings screens and the project list work with. */
export interface Workspace {
  projects: ProjectsService;
  /** Completes a typed folder path (the browser's stand-in for the folder dialog). */
  folders: { complete(path: string): FolderCompletion };
  settings: SettingsFilesService;
  /** The keys stored from the settings screen. */
  secrets: SecretStore;
  /** Stored keys first, then the environment: what services and model runs should read. */
  keys: Secrets;
  /** Loaded on first use, like the other services that pull in the permission engine or network clients. */
  grants(): Promise<GrantsService>;
  models(): Promise<ModelsService>;
  testService(service: TestedService): Promise<CheckResultView>;
}

export function createWorkspace(options: WorkspaceOptions): Workspace {
  const secrets = createSecretFileStore({ dataDir: options.dataDir, cipher: options.cipher ?? plainTextCipher });
  const keys = firstSecrets(secrets, secretsFromEnv(options.env));
  const projects = createProjectsService(options);
  const settings = createSettingsFilesService({ dataDir: options.dataDir, home: options.home, isProject: projects.isProject });
  const runEnv = () => ({ ...options.env, ...stringsOf(settings.read({ scope: 'user' }).value?.env) });
  const home = options.home ?? homedir();
  return {
    projects,
    folders: { complete: (path) => completeFolder(path, home) },
    settings,
    secrets,
    keys,
    grants: once(async () => (await import('./grants.ts')).createGrantsService(options)),
    models: once(async () => {
      const [{ createModelsService }, { loadSettings, loadUserSettings }] = await Promise.all([import('./models.ts'), import('../settings/load.ts')]);
      const settingsFor = (projectDir?: string) => {
        if (projectDir === undefined) return loadUserSettings({ dataDir: options.dataDir, home });
        if (!projects.isProject(projectDir)) throw new Error(`${projectDir} is not an open project.`);
        return loadSettings({ projectDir, dataDir: options.dataDir, home });
      };
      return createModelsService({ secrets: keys, env: runEnv, processEnv: options.env, settingsFor });
    }),
    testService: async (service) => (await import('./service-checks.ts')).createServiceChecks({ dataDir: options.dataDir, secrets: keys, env: options.env })(service),
  };
}

/** The string values of a settings file's `env` object; nothing when it is missing or malformed. */
function stringsOf(env: unknown): Record<string, string> {
  if (typeof env !== 'object' || env === null || Array.isArray(env)) return {};
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
