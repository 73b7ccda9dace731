import type { Core } from '../../core.ts';
import type { McpManager } from '../../mcp/manager.ts';
import type { DomainHandlers } from '../router.ts';

type ExtensionsChannel = 'extensions.commands' | 'extensions.mcpServers' | 'extensions.mcpApprove' | 'extensions.mcpRestart' | 'extensions.mcpSignIn';

/** The slash commands and MCP servers of a session, which opens if it is not open yet. */
export function extensionsHandlers(core: Core): DomainHandlers<ExtensionsChannel> {
  const managerOf = async (sessionId: string) => (await core.conversations.open(sessionId)).mcp;
  const serversOf = (sessionId: string, manager: McpManager | undefined) => ({ sessionId, servers: manager?.status() ?? [] });
  const withServer = (act: (manager: McpManager, name: string) => Promise<void>) => async ({ sessionId, name }: { sessionId: string; name: string }) => {
    const manager = await managerOf(sessionId);
    if (!manager?.status().some((server) => server.name === name)) throw new Error(`Session ${sessionId} has no MCP server "${name}".`);
    await act(manager, name);
    return serversOf(sessionId, manager);
  };
  return {
    'extensions.commands': async ({ sessionId }) => ({ commands: await (await core.conversations.open(sessionId)).commands() }),
    'extensions.mcpServers': async ({ sessionId }) => serversOf(sessionId, await managerOf(sessionId)),
    'extensions.mcpApprove': async ({ sessionId, name, choice }) => withServer((manager) => manager.approve(name, choice))({ sessionId, name }),
    'extensions.mcpRestart': withServer((manager, name) => manager.restart(name)),
    'extensions.mcpSignIn': withServer((manager, name) => manager.authenticate(name)),
  };
}
