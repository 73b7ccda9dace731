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
  /** Whether the person lets it run: off when switched off or refused, or while a project server waits for approval. */
  enabled: z.boolean(),
  /** Why a policy keeps it off; no switch turns it on then. */
  blocked: z.string().optional(),
  /** The file that declares it. */
  file: z.string(),
  error: z.string().optional(),
  toolCount: z.number().optional(),
  /** Its tools as it listed them when it connected. */
  tools: z.array(z.object({ name: z.string(), description: z.string().optional() })).optional(),
});
export type McpServerView = z.infer<typeof mcpServer>;

/** What `claude mcp add` accepts as a name: letters, digits, `-` and `_`. */
const newServerName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const text = z.string().max(8192);
const variableName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/);
const headerName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$/);

/** A server added from the settings screen: a command to run (stdio), or a streamable HTTP endpoint. */
export const newMcpServer = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('stdio'), command: z.string().trim().min(1).max(4096), args: z.array(text).max(200), env: z.record(variableName, text) }),
  z.strictObject({ type: z.literal('http'), url: z.url({ protocol: /^https?$/ }).max(4096), headers: z.record(headerName, text) }),
]);
export type NewMcpServerInput = z.infer<typeof newMcpServer>;

/** Where an added server is written: the project's `.mcp.json`, or the user's settings for every project. */
export const newServerScope = z.enum(['project', 'user']);

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
    /** Writes the server to the scope's file and starts it in the session without a restart. */
    'extensions.mcpAdd': { input: z.strictObject({ sessionId, scope: newServerScope, name: newServerName, server: newMcpServer }), output: servers },
    /** Switches a server off or on for the project, remembered in the settings (see `McpManager.setEnabled`). */
    'extensions.mcpSetEnabled': { input: serverRef.extend({ enabled: z.boolean() }), output: servers },
    /** Reads the MCP configuration files again and applies what changed. */
    'extensions.mcpReload': { input: z.strictObject({ sessionId }), output: servers },
    /** Runs the browser sign-in of a remote server that needs it. */
    'extensions.mcpSignIn': { input: serverRef, output: servers },
  },
  events: {
    'extensions.mcpStatus': servers,
  },
} satisfies ContractPart<typeof channels.extensions>;
