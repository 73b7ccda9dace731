import type { Confinement } from '../common/process/confine.ts';
import type { Result } from '../common/result.ts';
import type { LoadedSettings } from '../settings/types.ts';
import type { ToolRegistry } from '../tools/registry.ts';
import { createMcpManager, type McpManager } from './manager.ts';
import type { McpConfig } from './config/load-mcp-config.ts';
import type { McpServerEntry } from './config/types.ts';
import { expandMcpMentions, mentionAttachmentsText } from './mentions.ts';
import { McpPromptError, mcpPromptCommands, promptUsage, runMcpPrompt } from './prompts/prompt-commands.ts';
import { createListMcpResourcesTool } from './resources/list-mcp-resources.ts';
import { createReadMcpResourceTool } from './resources/read-mcp-resource.ts';
import { maxMcpOutputTokens } from './tools/output-limits.ts';
import { syncMcpTools } from './tools/sync.ts';

/** An MCP server a plugin brings, as its manifest or `.mcp.json` declares it. */
export interface PluginServer {
  plugin: string;
  name: string;
  config: unknown;
  file: string;
}

export interface SessionMcpOptions {
  projectDir: string;
  dataDir: string;
  home: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Where stdio servers run (the session's sandbox, or `noConfinement`). */
  confinement: Confinement;
  settings: LoadedSettings;
  /** The settings as the files hold them now, for the manager's `reload`. */
  settingsNow?: () => LoadedSettings;
  registry: ToolRegistry;
  pluginServers: readonly PluginServer[];
  /** Servers the host gives this session (an editor's, over ACP), as the person's own: no project approval, the same permission rules. */
  hostServers?: readonly McpServerEntry[];
  /** The session's working directories, answered to `roots/list`. */
  workingDirectories: () => readonly string[];
  /** Where resource blobs are saved for the model to read (a folder the permission service lets it read). */
  blobDir: string;
  contextWindowTokens: number;
  /** A sign-in page the person must open. */
  openUrl: (url: string) => void | Promise<void>;
  /** Problems found while the session runs (a server's tools changed, a schema fell back). */
  onProblems(problems: readonly string[]): void;
}

/** A session's MCP servers: connected, their tools in the registry, their prompts and resources reachable from a prompt. */
export interface SessionMcp {
  manager: McpManager;
  /** `/mcp__server__prompt args` becomes the prompt's text; `@server:uri` mentions bring their resources. */
  preparePrompt(prompt: string, signal: AbortSignal): Promise<Result<string>>;
  /** The servers' prompts as slash commands, for the composer. */
  commands(signal?: AbortSignal): Promise<Array<{ name: string; description: string; argumentHint: string }>>;
  close(): Promise<void>;
}

const promptCommand = /^\/(mcp__\S+)(?:\s+([\s\S]*))?$/;

/** Connects the configured servers (`lowest`: the plugins' and the host's, below the settings'), their tools in the registry, their prompts and resources reachable from a prompt. */
export async function startSessionMcp(options: SessionMcpOptions, lowest: readonly McpServerEntry[], config: McpConfig): Promise<SessionMcp> {
  const manager = createMcpManager({ ...options, pluginServers: lowest, config });
  for (const tool of [createListMcpResourcesTool(manager), createReadMcpResourceTool(manager, { blobDir: options.blobDir })]) {
    options.registry.register(tool, { kind: 'mcp', origin: 'resources' });
  }
  await manager.start();
  const sync = syncMcpTools(manager, options.registry, (change) => {
    options.onProblems(change.problems);
    // The settings screen lists each server's tools; a server that changed its list shows the new one.
    if (change.kind === 'tools') void manager.refreshTools(change.server).catch(() => undefined);
  }, {
    contextWindowTokens: options.contextWindowTokens,
    maxOutputTokens: maxMcpOutputTokens(options.env),
  });
  await sync.ready;

  const mcp: SessionMcp = {
    manager,
    async preparePrompt(prompt, signal) {
      let text = prompt;
      const command = promptCommand.exec(prompt.trim());
      if (command) {
        try {
          text = await runMcpPrompt(manager, command[1], command[2] ?? '', signal);
        } catch (error) {
          if (error instanceof McpPromptError) return { ok: false, error: error.message };
          throw error;
        }
      }
      const mentions = await expandMcpMentions(text, manager, signal);
      options.onProblems(mentions.problems);
      return { ok: true, value: mentions.attachments.length > 0 ? `${text}\n\n${mentionAttachmentsText(mentions.attachments)}` : text };
    },
    async commands(signal) {
      return (await mcpPromptCommands(manager, signal)).map((entry) => ({ name: entry.name, description: entry.description, argumentHint: promptUsage(entry) }));
    },
    async close() {
      sync.stop();
      await manager.close();
    },
  };
  return mcp;
}
