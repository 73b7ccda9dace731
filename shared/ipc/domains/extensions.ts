import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';

const sessionId = z.string().min(1).max(200);
const serverName = z.string().min(1).max(200);

/** What the composer offers after `/`. */
export const slashCommand = z.object({
  name: z.string(),
  description: z.string(),
  argumentHint: z.string().optional(),
  /** Built into Deft, a skill, a command file, or an MCP server's prompt. */
  kind: z.enum(['builtin', 'skill', 'command', 'mcp']),
});
export type SlashCommand = z.infer<typeof slashCommand>;

/** Where a server's configuration came from; on a name clash local > project > user > plugin. */
export const mcpScope = z.enum(['local', 'project', 'user', 'plugin']);
export type McpScope = z.infer<typeof mcpScope>;

export const mcpServerStatus = z.enum(['pending-approval', 'disabled', 'connecting', 'connected', 'needs-auth', 'failed']);
export type McpServerStatus = z.infer<typeof mcpServerStatus>;

/** An MCP server as the UI shows it: never a header or environment value. */
export const mcpServer = z.object({
  name: z.string(),
  scope: mcpScope,
  transport: z.enum(['stdio', 'http', 'sse']),
  status: mcpServerStatus,
  error: z.string().optional(),
  toolCount: z.number().optional(),
});
export type McpServerView = z.infer<typeof mcpServer>;

const servers = z.object({ sessionId: z.string(), servers: z.array(mcpServer) });
const serverRef = z.strictObject({ sessionId, name: serverName });

export const extensionsContract = {
  requests: {
    /** Opens the session if it is not open yet. */
    'extensions.commands': { input: z.strictObject({ sessionId }), output: z.object({ commands: z.array(slashCommand) }) },
    'extensions.mcpServers': { input: z.strictObject({ sessionId }), output: servers },
    /** The person's answer for a project (`.mcp.json`) server, written to `.deft/settings.local.json`. */
    'extensions.mcpApprove': { input: serverRef.extend({ choice: z.enum(['approve', 'refuse']) }), output: servers },
    'extensions.mcpRestart': { input: serverRef, output: servers },
    /** Runs the browser sign-in of a remote server that needs it. */
    'extensions.mcpSignIn': { input: serverRef, output: servers },
  },
  events: {
    'extensions.mcpStatus': servers,
  },
} satisfies ContractPart<typeof channels.extensions>;
