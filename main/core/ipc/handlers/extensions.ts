import type { Core } from '../../core.ts';
import { errorMessage } from '../../common/errors.ts';
import { addedServerFile, addMcpServer } from '../../mcp/config/add-server.ts';
import type { McpManager } from '../../mcp/manager.ts';
import { getSession } from '../../store/sessions.ts';
import type { DomainHandlers } from '../router.ts';

type ExtensionsChannel =
  | 'extensions.commands'
  | 'extensions.mcpServers'
  | 'extensions.mcpApprove'
  | 'extensions.mcpRestart'
  | 'extensions.mcpSignIn'
  | 'extensions.mcpAdd'
  | 'extensions.mcpSetEnabled'
  | 'extensions.mcpReload';

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
  /** The other open sessions with MCP servers take the files as they are now too (each keeps its unchanged connections). */
  const reloadOthers = (sessionId: string) => {
    for (const other of core.conversations.opened()) if (other.session.id !== sessionId) void other.mcp?.reload().catch(() => undefined);
  };
  /** The session's servers as the files hold them now; a session that had none opens again to start its first. */
  const reloaded = async (sessionId: string, manager: McpManager | undefined) => {
    reloadOthers(sessionId);
    if (manager) {
      await manager.reload();
      return serversOf(sessionId, manager);
    }
    await core.conversations.reopenIdle(sessionId, 'starting its first MCP server');
    return serversOf(sessionId, await managerOf(sessionId));
  };
  return {
    'extensions.commands': async ({ sessionId }) => ({ commands: await (await core.conversations.open(sessionId)).commands() }),
    'extensions.mcpServers': async ({ sessionId }) => serversOf(sessionId, await managerOf(sessionId)),
    'extensions.mcpApprove': async ({ sessionId, name, choice }) => withServer((manager) => manager.approve(name, choice))({ sessionId, name }),
    'extensions.mcpRestart': withServer((manager, name) => manager.restart(name)),
    'extensions.mcpSignIn': withServer((manager, name) => manager.authenticate(name)),
    'extensions.mcpSetEnabled': async ({ sessionId, name, enabled }) =>
      withServer(async (manager) => {
        await manager.setEnabled(name, enabled);
        reloadOthers(sessionId);
      })({ sessionId, name }),
    'extensions.mcpReload': async ({ sessionId }) => reloaded(sessionId, await managerOf(sessionId)),
    'extensions.mcpAdd': async ({ sessionId, scope, name, server }) => {
      const manager = await managerOf(sessionId);
      const session = getSession(core.store(), sessionId);
      if (!session) throw new Error(`No session ${sessionId}.`);
      const existing = manager?.status().find((known) => known.name === name);
      if (existing) throw new Error(`This session already has an MCP server named "${name}", declared in ${existing.file}: choose another name.`);
      const locations = { projectDir: session.cwd, dataDir: core.dataDir };
      const written = addMcpServer(locations, scope, name, server);
      if (!written.ok) throw new Error(written.error);
      try {
        return await reloaded(sessionId, manager);
      } catch (error) {
        throw new Error(`"${name}" is saved in ${addedServerFile(scope, locations)} and starts when the session opens again: ${errorMessage(error)}`, { cause: error });
      }
    },
  };
}
