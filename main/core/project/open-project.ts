import { homedir } from 'node:os';
import type { Checkpoints } from '../checkpoints/checkpoints.ts';
import { checkpointRecorder } from '../checkpoints/recorder.ts';
import { hookConfigFromSettings } from '../hooks/from-settings.ts';
import { createHookRunner, type HookRunner } from '../hooks/runner.ts';
import { toolHooksFrom } from '../hooks/tool-hooks.ts';
import { createPermissions, type Permissions } from '../permissions/service.ts';
import { createShellAnalyzer } from '../permissions/shell/analyzer.ts';
import { loadSettings } from '../settings/load.ts';
import type { SettingsFlags } from '../settings/flags.ts';
import type { LoadedSettings } from '../settings/types.ts';
import { commandToolsFromSettings } from '../tools/command-tool.ts';
import { createToolExecutor, type ToolExecutor } from '../tools/executor.ts';
import type { ToolEvent } from '../tools/outcome.ts';
import { createDiagnosticsService } from '../tools/diagnostics/create-service.ts';
import { createFileStateTracker } from '../tools/files/file-state.ts';
import type { Approvals } from '../tools/permission.ts';
import { createPtyManager } from '../pty/manager.ts';
import { createTodoStore } from '../tools/todos/todo-store.ts';
import type { ToolServices } from '../tools/tool.ts';
import { createToolRegistry, type ToolRegistry } from '../tools/registry.ts';
import type { ToolSystem } from '../tools/tool-system.ts';
import { hookRuleMatcher } from './hook-rule-matcher.ts';

export interface OpenProjectOptions {
  projectDir: string;
  dataDir: string;
  tools: ToolSystem;
  approvals: Approvals;
  flags?: SettingsFlags;
  home?: string;
  sessionId: string;
  onEvent?: (event: ToolEvent) => void;
  log?: (message: string, error?: unknown) => void;
  /** The store's checkpoints: file tools record what they change, so a rewind can undo it. */
  checkpoints?: Checkpoints;
}

/** What one session in one project works with: its settings, permissions, hooks, tools and executor. */
export interface ProjectSession {
  /** What the tools of this session's turns reach through `context.services`. */
  services: ToolServices;
  settings: LoadedSettings;
  /** Problems with the settings, rules, hooks and command tools, each naming its file. */
  problems: string[];
  permissions: Permissions;
  hooks: HookRunner;
  registry: ToolRegistry;
  executor: ToolExecutor;
  close(): Promise<void>;
}

export function openProject(options: OpenProjectOptions): ProjectSession {
  const home = options.home ?? homedir();
  const load = () => loadSettings({ projectDir: options.projectDir, dataDir: options.dataDir, home, flags: options.flags });
  const settings = load();
  const problems = settings.errors.map((error) => error.message);

  const permissions = createPermissions({
    projectDir: options.projectDir,
    dataDir: options.dataDir,
    home,
    loadSettings: load,
    analyzer: createShellAnalyzer(),
    readableDirs: [options.tools.spill.dir],
  });
  problems.push(...permissions.problems());

  const hookConfigs = settings.hooks.flatMap(({ value, file }) => {
    const result = hookConfigFromSettings(value, file);
    problems.push(...result.errors);
    return result.hooks;
  });
  const hooks = createHookRunner({
    hooks: hookConfigs,
    projectDir: options.projectDir,
    disableAllHooks: settings.disableAllHooks?.value,
    env: { ...process.env, ...settings.env },
    log: options.log,
    matchesRule: hookRuleMatcher(options.projectDir, home),
  });

  const registry = createToolRegistry();
  for (const { tool, source } of options.tools.registry.all()) registry.register(tool, source);
  for (const { value, file } of settings.tools) {
    const declared = commandToolsFromSettings(value, file);
    problems.push(...declared.errors);
    for (const tool of declared.tools) {
      const added = registry.register(tool, { kind: 'settings', origin: file });
      if (!added.ok) problems.push(`${file}: the tool "${tool.name}" is not used: the ${added.conflict.kept.kind} tool of that name wins`);
    }
  }

  const executor = createToolExecutor({
    permissions,
    approvals: options.approvals,
    hooks: toolHooksFrom(hooks, { sessionId: options.sessionId, permissionMode: () => permissions.mode(options.sessionId) }),
    spill: options.tools.spill,
    onEvent: options.onEvent,
    log: options.log,
  });
  const services: ToolServices = {
    fileState: createFileStateTracker(),
    diagnostics: createDiagnosticsService({ projectDir: options.projectDir }),
    ...(options.checkpoints && { checkpoints: checkpointRecorder(options.checkpoints, options.projectDir) }),
    todos: createTodoStore(),
    pty: createPtyManager({
      spill: options.tools.spill,
      workingDirs: (sessionId) => permissions.workingDirs(sessionId),
      env: { ...process.env, ...settings.env },
    }),
  };
  return {
    services,
    settings,
    problems,
    permissions,
    hooks,
    registry,
    executor,
    async close() {
      await services.pty?.closeAll();
      await hooks.close();
    },
  };
}
