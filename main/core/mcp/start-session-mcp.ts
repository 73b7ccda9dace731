import { createMcpManager } from './manager.ts';
import type { McpConfig } from './config/load-mcp-config.ts';
import type { McpServerEntry } from './config/types.ts';
import { expandMcpMentions, mentionAttachmentsText } from './mentions.ts';
import { McpPromptError, mcpPromptCommands, promptUsage, runMcpPrompt } from './prompts/prompt-commands.ts';
import { createListMcpResourcesTool } from './resources/list-mcp-resources.ts';
import { createReadMcpResourceTool } from './resources/read-mcp-resource.ts';
import type { SessionMcp, SessionMcpOptions } from './session-mcp.ts';
import { maxMcpOutputTokens } from './tools/output-limits.ts';
import { syncMcpTools } from './tools/sync.ts';

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
