import { join } from 'node:path';
import type { HookMatcherConfig } from '../hooks/config.ts';
import type { McpServerEntry } from '../mcp/config/types.ts';
import { openSessionMcp, type SessionMcp } from '../mcp/session-mcp.ts';
import type { RuleBook } from '../permissions/rule-book.ts';
import type { LoadedSettings } from '../settings/types.ts';
import type { Approvals, PermissionService } from '../tools/permission.ts';
import type { ToolRegistry } from '../tools/registry.ts';
import type { AnyTool } from '../tools/tool.ts';
import type { CommandCatalog } from './commands/command-catalog.ts';
import { expandCommand, type CommandExpansion } from './commands/expand-command.ts';
import type { SessionConfinement } from '../common/process/confine.ts';
import type { Result } from '../common/result.ts';
import { askThroughApprovals, sessionShellPermission } from './commands/shell-permission.ts';
import { openLiveCatalog } from './commands/live-catalog.ts';
import type { ExtensionLocations, ExtensionSource } from './commands/source.ts';
import { loadPlugins, type LoadedPlugin, type PluginsLoad } from './plugins/load-plugins.ts';
import type { LoadedTool } from './project-tools/load-tool-file.ts';
import { loadToolFiles } from './project-tools/load-tool-files.ts';
import { projectToolsKey, projectToolsTrust } from './project-tools/project-tools-trust.ts';
import { replaceTools } from './project-tools/register-tools.ts';
import { watchProjectTools } from './project-tools/watch-project-tools.ts';
import { allowedToolsAtStart } from './skills/session-allowed-tools.ts';
import { createSkillTool } from './skills/skill-tool.ts';
import { skillListing } from './skills/skill-listing.ts';
import { turnRuleBooks } from './skills/turn-rule-book.ts';
import { createTurnRules, type TurnRules } from './skills/turn-rules.ts';

/** What must exist before the project opens: the plugins (their hooks join the session's) and the rules a turn allows. */
export interface PreparedExtensions {
  plugins: PluginsLoad;
  turnRules: TurnRules;
  /** For the permission service: the rules of a session's current turn. */
  turnRuleBooks: (sessionId: string) => RuleBook;
  hooks: HookMatcherConfig[];
}

export async function prepareExtensions(settings: LoadedSettings, locations: ExtensionLocations): Promise<PreparedExtensions> {
  const plugins = await loadPlugins(settings, locations);
  const turnRules = createTurnRules();
  return { plugins, turnRules, turnRuleBooks: turnRuleBooks(turnRules, locations.projectDir), hooks: plugins.plugins.flatMap((plugin) => plugin.hooks) };
}

/** A session's skills, commands, project tool files and plugins, once its project is open. */
export interface SessionExtensions {
  /** The skills and commands as their files are now (read again only after a change). */
  catalog(): Promise<CommandCatalog>;
  /** The session's MCP servers; absent when none is configured. */
  mcp?: SessionMcp;
  skillTool: AnyTool;
  /** Each names its file: malformed skills, commands, tool files and plugins. */
  problems: string[];
  /** The system prompt's list of the skills known now within its share of the context window; '' when there are none. */
  skillListing(contextWindow: number): string;
  /**
   * A prompt as the model reads it: `/mcp__server__prompt` and `@server:uri` mentions are filled in
   * from the MCP servers, `/name args` of a skill or command is expanded (its `allowed-tools` hold
   * until the session's turn ends), anything else stays as typed. Also for a message that joins a
   * running turn ("send now").
   */
  expandPrompt(prompt: string, sessionId: string, signal: AbortSignal): Promise<Result<string>>;
  /** Runs one prompt, expanded by `expandPrompt`, as a turn of its own; rules a skill allowed end with the turn. */
  runPrompt<T>(prompt: string, sessionId: string, signal: AbortSignal, send: (prompt: string) => Promise<T>): Promise<Result<T>>;
  close(): Promise<void>;
}

/** What the extensions take from the session's tools (the session's `SessionTools` is one). */
export interface ExtensionTools {
  settings: LoadedSettings;
  /** Project tool files, plugins' tools and MCP servers' tools join it. */
  registry: ToolRegistry;
  /** Decides the `` !`cmd` `` of commands and the Bash calls a skill's `allowed-tools` cover. */
  permissions: PermissionService;
  /** Where `` !`cmd` `` and MCP stdio servers run: the session's sandbox, or as they are. */
  sandbox: SessionConfinement;
}

export interface AttachOptions extends ExtensionLocations {
  approvals: Approvals;
  env: Readonly<Record<string, string | undefined>>;
  /** Folders the session's tools may read without asking; resource blobs are saved under the first. */
  spillDir: string;
  contextWindowTokens: number;
  /** A sign-in page of a remote MCP server the person must open. */
  openUrl(url: string): void | Promise<void>;
  /** MCP servers the host gives this session (an editor's, over ACP). */
  hostMcpServers?: readonly McpServerEntry[];
  /** The session's settings as the files hold them now (with its command-line flags), when its MCP servers reload. */
  settingsNow?: () => LoadedSettings;
  /** Problems found later, when a tool file, a skill, a command or an MCP server's tools change. */
  onProblems(problems: readonly string[]): void;
}

export async function attachExtensions(prepared: PreparedExtensions, tools: ExtensionTools, options: AttachOptions): Promise<SessionExtensions> {
  const { projectDir, dataDir, home } = options;
  const plugins = prepared.plugins.plugins;
  const trust = projectToolsTrust(tools.settings);
  const problems = [...prepared.plugins.problems, ...trust.problems];
  const cacheDir = join(dataDir, 'cache', 'tool-files');

  let projectTools: LoadedTool[] = [];
  const watch = await watchProjectTools({
    projectDir,
    trusted: trust.trusted,
    cacheDir,
    onChange(changed, found) {
      options.onProblems([...found, ...replaceTools(tools.registry, projectTools, changed, 'project')]);
      projectTools = changed;
    },
  });
  problems.push(...watch.initial.problems, ...replaceTools(tools.registry, [], watch.initial.tools, 'project'));
  projectTools = watch.initial.tools;

  for (const plugin of plugins.filter((entry) => entry.toolFiles.length > 0)) {
    if (plugin.scope === 'project' && !trust.trusted) {
      problems.push(`${plugin.root}: the plugin's tool files were not loaded: a plugin named by the shared project settings runs only with "${projectToolsKey}": true in .deft/settings.local.json`);
      continue;
    }
    const loaded = await loadToolFiles(plugin.toolFiles, { cacheDir });
    problems.push(...loaded.problems, ...replaceTools(tools.registry, [], loaded.tools, 'plugin'));
  }

  const catalog = await openLiveCatalog(
    {
      projectDir,
      dataDir,
      home,
      plugins: { skills: pluginSources(plugins, (plugin) => plugin.skillDirs), commands: pluginSources(plugins, (plugin) => plugin.commandPaths) },
    },
    options.onProblems,
  );
  problems.push(...catalog.latest().problems);
  const allowedToolsOf = allowedToolsAtStart(catalog.latest());

  const { mcp, problems: mcpProblems } = await openSessionMcp({
    projectDir,
    dataDir,
    home,
    env: options.env,
    confinement: tools.sandbox.mcpServers,
    settings: tools.settings,
    settingsNow: options.settingsNow,
    registry: tools.registry,
    pluginServers: plugins.flatMap((plugin) => plugin.mcpServers.map((server) => ({ plugin: plugin.name, ...server }))),
    hostServers: options.hostMcpServers,
    workingDirectories: () => [projectDir],
    blobDir: join(options.spillDir, 'mcp'),
    contextWindowTokens: options.contextWindowTokens,
    openUrl: options.openUrl,
    onProblems: options.onProblems,
  });
  problems.push(...mcpProblems);

  const bash = tools.registry.get('Bash')?.tool;
  if (!bash) throw new Error('The Bash tool is not registered');
  const skillTool = createSkillTool({ skills: async () => (await catalog.current()).skills, projectDir, permissions: tools.permissions, confinement: tools.sandbox.processes, bash, turnRules: prepared.turnRules, allowedToolsOf, home });

  const expand = async (prompt: string, sessionId: string, signal: AbortSignal): Promise<Result<CommandExpansion> | undefined> =>
    expandCommand(prompt, {
      catalog: await catalog.current(),
      projectDir,
      dataDir,
      home,
      sessionId,
      signal,
      permission: sessionShellPermission({
        permissions: tools.permissions,
        bash,
        sessionId,
        cwd: projectDir,
        confinement: tools.sandbox.processes,
        ask: askThroughApprovals(options.approvals, sessionId, signal),
      }),
    });

  const expandPrompt = async (prompt: string, sessionId: string, signal: AbortSignal): Promise<Result<string>> => {
    const filled = mcp ? await mcp.preparePrompt(prompt, signal) : { ok: true as const, value: prompt };
    if (!filled.ok) return filled;
    const expansion = await expand(filled.value, sessionId, signal);
    if (expansion === undefined) return filled;
    if (!expansion.ok) return expansion;
    const { allowedTools, name, file, prompt: expanded } = expansion.value;
    const inForce = allowedToolsOf({ file, allowedTools });
    if (inForce.withheld) options.onProblems([inForce.withheld]);
    prepared.turnRules.add(sessionId, inForce.rules, `/${name}`);
    return { ok: true, value: expanded };
  };

  return {
    catalog: () => catalog.current(),
    ...(mcp && { mcp }),
    skillTool,
    problems,
    skillListing: (contextWindow) => skillListing(catalog.latest().skills, { contextWindow }),
    expandPrompt,
    async runPrompt(prompt, sessionId, signal, send) {
      try {
        const expanded = await expandPrompt(prompt, sessionId, signal);
        return expanded.ok ? { ok: true, value: await send(expanded.value) } : expanded;
      } finally {
        prepared.turnRules.clear(sessionId);
      }
    },
    async close() {
      watch.close();
      await mcp?.close();
    },
  };
}

function pluginSources(plugins: readonly LoadedPlugin[], dirsOf: (plugin: LoadedPlugin) => readonly string[]): ExtensionSource[] {
  return plugins.flatMap((plugin) => dirsOf(plugin).map((dir): ExtensionSource => ({ dir, scope: 'plugin', namespace: plugin.name, pluginRoot: plugin.root })));
}
