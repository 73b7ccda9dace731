import { z } from 'zod';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Checkpoints } from '../checkpoints/checkpoints.ts';
import { checkpointRecorder, type TurnCheckpoints } from '../checkpoints/recorder.ts';
import { noCheckpoints } from '../builtins/edit/commit-file.ts';
import type { HookMatcherConfig } from '../hooks/config.ts';
import { hookConfigFromSettings } from '../hooks/from-settings.ts';
import { createHookRunner, type HookRunner } from '../hooks/runner.ts';
import { toolHooksFrom } from '../hooks/tool-hooks.ts';
import type { RuleBook } from '../permissions/rule-book.ts';
import { createPermissions, type Permissions } from '../permissions/service.ts';
import { sensitivePaths } from '../permissions/paths/special-paths.ts';
import { deepStoresIn, sensitivePathsNow } from '../permissions/paths/stores-below.ts';
import { lazy } from '../common/lazy.ts';
import { controlPaths } from '../permissions/paths/control-files.ts';
import { secondNamesIn } from '../permissions/paths/hard-links.ts';
import { loadShellAnalyzer } from '../permissions/shell/load-analyzer.ts';
import { openSessionSandbox, type SessionSandbox } from '../sandbox/session-sandbox.ts';
import { sandboxSettingsFrom } from '../sandbox/settings.ts';
import { createServiceConfig, parseServiceSettings, type ServiceSettings } from '../services/config.ts';
import { loadSettings } from '../settings/load.ts';
import { secretsFromEnv, type Secrets } from '../settings/secrets.ts';
import { knownSecrets, secretsRedactor } from '../settings/known-secrets.ts';
import type { Redactor } from '../common/redact.ts';
import { withholdFromChildren } from '../common/process/withheld.ts';
import type { SettingsFlags } from '../settings/flags.ts';
import type { LoadedSettings } from '../settings/types.ts';
import type { Store } from '../store/store.ts';
import { commandToolsFromSettings } from '../tools/command-tool.ts';
import { createToolExecutor, type ToolExecutor } from '../tools/executor.ts';
import type { ToolEvent } from '../../../shared/vocabulary/tool-calls.ts';
import { createDiagnosticsService } from '../builtins/diagnostics/create-service.ts';
import type { EditorFiles } from '../builtins/files/editor-files.ts';
import { editorForeground } from '../builtins/foreground/editor-foreground.ts';
import type { EditorTerminals } from '../builtins/foreground/editor-terminals.ts';
import { createFileStateTracker } from '../builtins/files/file-state.ts';
import type { Approvals } from '../tools/permission.ts';
import { createPtyManager } from '../pty/manager.ts';
import { bashOutputSettings, type BashOutputSettings } from '../pty/output-settings.ts';
import { createCodeSearchIndex } from '../codesearch/code-search-index.ts';
import { createTodoStore } from '../builtins/todos/todo-store.ts';
import type { Todo } from '../../../shared/vocabulary/todos.ts';
import { createBuiltinTools, type BuiltinServices } from '../builtins/index.ts';
import type { SpillStore } from '../tools/output/spill.ts';
import { createToolRegistry, type ToolRegistry } from '../tools/registry.ts';
import { hookRuleMatcher } from './hook-rule-matcher.ts';
import { recordingExecutor } from './recording-executor.ts';
import { worktreeCommitPaths } from '../worktrees/commit-paths.ts';
import type { SessionWorktree } from '../../../shared/vocabulary/worktrees.ts';

export interface SessionToolsOptions {
  projectDir: string;
  dataDir: string;
  /** The process's spill files (built once): whole outputs too long for the model, readable by its tools. */
  spill: SpillStore;
  approvals: Approvals;
  flags?: SettingsFlags;
  home?: string;
  log?: (message: string, error?: unknown) => void;
  /** The session store: a turn's calls are recorded on the message it names in `recordOn`. */
  store?: Store;
  /** The store's checkpoints: file tools record what they change, so a rewind can undo it. */
  checkpoints?: Checkpoints;
  /** API keys of the model providers and cloud services; default: the environment. */
  secrets?: Secrets;
  /** Keys the session holds besides `secrets` and the environment's (`--api-key`, the provider's key). */
  keys?: readonly (string | undefined)[];
  /** The settings, when the caller has just loaded them with the same flags (they are read again only after a grant changes them). */
  settings?: LoadedSettings;
  /** Called after every change of a session's todo list (to keep it and show it). */
  onTodos?: (sessionId: string, todos: readonly Todo[]) => void;
  /** Output of the session's commands that no tool call is streaming (background commands), as it comes. */
  onTerminalOutput?: (event: { sessionId: string; shellId: string; data: Buffer }) => void;
  /** Hooks that come from elsewhere than the settings files (plugins), run alongside theirs. */
  extraHooks?: readonly HookMatcherConfig[];
  /** The folders of the session's plugins: control files, like the settings that name them. */
  pluginRoots?: readonly string[];
  /** The editor hosting the session (ACP), when it offers its buffers to read and write. */
  editorFiles?: EditorFiles;
  /** The editor hosting the session (ACP), when it offers its terminals: Bash runs its foreground commands there. */
  editorTerminals?: EditorTerminals;
  /** Allow rules of a session's current turn (a skill's `allowed-tools`), consulted after its grants. */
  turnRules?: (sessionId: string) => RuleBook;
  /** The worktree the session works in (`projectDir` is its place there): the sandbox lets a commit in it write what it must in the repository. */
  worktree?: SessionWorktree;
}

/** What one session's tool calls work with: its settings, permissions, hooks, registry, services, and its executors. */
export interface SessionTools {
  /** What the built-in tools of this session work with (built once, shared by its agents). */
  services: BuiltinServices;
  settings: LoadedSettings;
  /** Problems with the settings, rules, hooks and command tools, each naming its file. */
  problems: string[];
  permissions: Permissions;
  /** The OS sandbox of the session's processes (or the reason there is none), from its `sandbox` settings. */
  sandbox: SessionSandbox;
  hooks: HookRunner;
  registry: ToolRegistry;
  /**
   * The executor of one session (the main one's, or a sub-agent's), with its permissions, hooks and
   * spill files, recording its calls in the store (on the turn's `recordOn`) and reporting them to `onEvent`.
   */
  executorFor(sessionId: string, onEvent?: (event: ToolEvent) => void): ToolExecutor;
  /** The session's one redactor of the keys it knows: what its executors, hooks and spill files use, for text that joins a result later. */
  redactor: Redactor;
  /** Per-turn checkpoints, when the store's are given: the agent loop begins a turn for each user message. */
  checkpoints?: TurnCheckpoints;
  close(): Promise<void>;
}

/** The tool side of a session: everything but the extensions, the model and the prompt (see `openSession`). */
export async function openSessionTools(options: SessionToolsOptions): Promise<SessionTools> {
  const home = options.home ?? homedir();
  const load = () => loadSettings({ projectDir: options.projectDir, dataDir: options.dataDir, home, flags: options.flags });
  const settings = options.settings ?? load();
  const problems = settings.errors.map((error) => error.message);
  const env = { ...process.env, ...settings.env };
  const secrets = options.secrets ?? secretsFromEnv(env);
  // Every key this session holds stays out of its children and out of what its tools and hooks hand on.
  const known = knownSecrets({ secrets, envs: [process.env, settings.env], keys: options.keys });
  const releaseSecrets = withholdFromChildren(known);
  const redactor = secretsRedactor(known);

  const permissions = createPermissions({
    projectDir: options.projectDir,
    dataDir: options.dataDir,
    home,
    loadSettings: load,
    settings,
    analyzer: loadShellAnalyzer,
    readableDirs: [options.spill.dir],
    turnRules: options.turnRules,
    pluginRoots: options.pluginRoots,
    environment: { ...process.env, ...settings.env },
  });
  problems.push(...permissions.problems());

  const sandbox = openSandbox(options, settings, home, problems);

  const hookConfigs = settings.hooks.flatMap(({ value, file }) => {
    const result = hookConfigFromSettings(value, file);
    problems.push(...result.errors);
    return result.hooks;
  });
  hookConfigs.push(...(options.extraHooks ?? []));
  const hooks = createHookRunner({
    hooks: hookConfigs,
    projectDir: options.projectDir,
    disableAllHooks: settings.disableAllHooks?.value,
    env,
    log: options.log,
    redactor,
    matchesRule: hookRuleMatcher(options.projectDir, home),
    confinement: sandbox.hooks,
  });

  const registry = createToolRegistry();
  const checkpoints = options.checkpoints && checkpointRecorder(options.checkpoints, options.projectDir);
  const pty = createPtyManager({
    // A long command output is saved whole for the model's tools: without the keys, like everything the executor hands on.
    spill: {
      write: (id, text) => options.spill.write(id, redactor.text(text)),
      open(id) {
        const file = options.spill.open(id);
        const keys = redactor.stream();
        return {
          path: file.path,
          write: (data) => file.write(Buffer.isBuffer(data) ? keys.pushBytes(data) : keys.push(data)),
          close() {
            file.write(keys.flush());
            file.close();
          },
        };
      },
    },
    maxSavedBytes: bashOutputSetting(settings, problems).maxSavedBytes,
    workingDirs: (sessionId) => permissions.workingDirs(sessionId),
    env,
    onOutput: ({ streamed, ...output }) => {
      if (!streamed) options.onTerminalOutput?.(output);
    },
  });
  const foreground = options.editorTerminals && editorForeground({ terminals: options.editorTerminals, pty, env });
  const services: BuiltinServices = {
    fileState: createFileStateTracker(),
    ...(options.editorFiles && { editorFiles: options.editorFiles }),
    diagnostics: createDiagnosticsService({ projectDir: options.projectDir, confinement: sandbox.processes }),
    confinement: sandbox,
    checkpoints: checkpoints ?? noCheckpoints,
    todos: createTodoStore({ onChange: options.onTodos }),
    cloud: createServiceConfig({ secrets, env, settings: serviceSettings(settings, problems) }),
    ruleAllows: (toolName, target) =>
      permissions.allowedByRule({
        toolName,
        aliases: registry.get(toolName)?.tool.aliases ?? [],
        input: {},
        command: target.command,
        domain: target.domain,
        specifier: target.specifier,
      }),
    codeSearch: createCodeSearchIndex({
      projectDir: options.projectDir,
      dataDir: options.dataDir,
      onNotice: (message) => options.log?.(message),
      credentialCheck: () => permissions.credentialCheck(),
    }),
    pty,
    ...(foreground && { foreground }),
  };
  for (const tool of await createBuiltinTools(services)) registry.register(tool, { kind: 'builtin' });
  for (const { value, file } of settings.tools) {
    const declared = commandToolsFromSettings(value, file, sandbox.processes);
    problems.push(...declared.errors);
    for (const tool of declared.tools) {
      const added = registry.register(tool, { kind: 'settings', origin: file });
      if (!added.ok) problems.push(`${file}: the tool "${tool.name}" is not used: the ${added.error.kept.kind} tool of that name wins`);
    }
  }

  const executorFor = (sessionId: string, onEvent?: (event: ToolEvent) => void): ToolExecutor => {
    const create = (listener?: (event: ToolEvent) => void) =>
      createToolExecutor({
        permissions,
        approvals: options.approvals,
        hooks: toolHooksFrom(hooks, { sessionId, permissionMode: () => permissions.mode(sessionId) }),
        spill: options.spill,
        onEvent: listener,
        redactor,
        log: options.log,
      });
    return options.store ? recordingExecutor(options.store, create, onEvent) : create(onEvent);
  };
  return {
    services,
    settings,
    problems,
    permissions,
    sandbox,
    hooks,
    registry,
    executorFor,
    redactor,
    checkpoints,
    async close() {
      await Promise.all([services.pty.closeAll(), services.codeSearch.close()]);
      foreground?.close();
      await hooks.close();
      await sandbox.close();
      releaseSecrets();
    },
  };
}

/**
 * The session's sandbox: writes to the working dirs and the scratch folders, the sensitive paths
 * unreadable, the control files unwritable.
 */
function openSandbox(options: SessionToolsOptions, settings: LoadedSettings, home: string, problems: string[]): SessionSandbox {
  const read = sandboxSettingsFrom(settings, home);
  problems.push(...read.problems);
  const workingDirs = [options.projectDir, ...settings.permissions.additionalDirectories.map((entry) => entry.value)];
  // Expanding the patterns reads folders of the home: done at a sandboxed start, the `**` walk at the first only.
  const sensitive = sensitivePaths(home, join(options.dataDir, 'secrets'));
  const deepStores = lazy(() => deepStoresIn(home, sensitive, workingDirs));
  const commit = read.settings.enabled && options.worktree ? worktreeCommitPaths(options.worktree) : undefined;
  const scratchDir = join(options.dataDir, 'scratch');
  const spillDir = options.spill.dir;
  return openSessionSandbox({
    settings: read.settings,
    workingDirs,
    scratchDir,
    writableOutside: commit?.writable,
    objectStores: commit ? [commit.objects] : [],
    // Deft's own state (sign-in tokens, every project's conversations) is unreadable inside, but for what commands work with.
    denyRead: [options.dataDir],
    storesNow: () => [...sensitivePathsNow(sensitive, workingDirs), ...deepStores()],
    allowRead: [scratchDir, spillDir],
    secondNames: (stores) => secondNamesIn(workingDirs, stores),
    denyWrite: [
      ...controlPaths({ projectDir: options.projectDir, home, dataDir: options.dataDir, pluginRoots: options.pluginRoots, additionalDirs: workingDirs.slice(1) }),
      ...settings.sources.map((source) => source.path),
      ...(commit?.unwritable ?? []),
    ],
    ...(options.log && { log: options.log }),
  });
}

/** The `bashOutput` key of Deft's settings, from the highest file that sets it; a malformed one is reported and left out. */
function bashOutputSetting(settings: LoadedSettings, problems: string[]): BashOutputSettings {
  const entry = settings.others.find((other) => other.key === 'bashOutput');
  if (!entry) return {};
  const parsed = bashOutputSettings().safeParse(entry.value);
  if (!parsed.success) problems.push(`${entry.file}: bashOutput: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`);
  return parsed.success ? parsed.data : {};
}

/** The `services` key of Deft's settings, from the highest file that sets it; a malformed one is reported and left out. */
function serviceSettings(settings: LoadedSettings, problems: string[]): ServiceSettings | undefined {
  const entry = settings.others.find((other) => other.key === 'services');
  if (!entry) return undefined;
  const parsed = parseServiceSettings(entry.value);
  if (!parsed.ok) problems.push(`${entry.file}: services: ${parsed.error}`);
  return parsed.ok ? parsed.value : undefined;
}
