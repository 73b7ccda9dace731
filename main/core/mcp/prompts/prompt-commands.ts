import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';
import { contentBlockText } from '../tools/call-result.ts';
import { mcpToolName } from '../tools/names.ts';
import { collectPages } from '../tools/paginate.ts';
import { serverCallError } from '../tools/server-errors.ts';
import type { ConnectedMcpServer, McpConnections } from '../types.ts';
import { splitArguments } from './split-arguments.ts';

export interface McpPromptCommand {
  /** Without the slash: `mcp__<server>__<prompt>`, normalised like tool names. */
  name: string;
  server: string;
  prompt: string;
  description: string;
  arguments: Array<{ name: string; description?: string; required: boolean }>;
}

/** An error the person should read, e.g. missing arguments or an unknown command. */
export class McpPromptError extends Error {
  override name = 'McpPromptError';
}

/** The prompts of every connected server, as slash commands. A server that fails to list them is left out. */
export async function mcpPromptCommands(connections: McpConnections, signal?: AbortSignal): Promise<McpPromptCommand[]> {
  const lists = await Promise.all(connections.connected().map((server) => serverPrompts(server, signal).catch(() => [])));
  return lists.flat().sort((a, b) => a.name.localeCompare(b.name));
}

async function serverPrompts(server: ConnectedMcpServer, signal?: AbortSignal): Promise<McpPromptCommand[]> {
  if (!server.client.getServerCapabilities()?.prompts) return [];
  const prompts = await collectPages(async (cursor) => {
    const page = await server.client.listPrompts(cursor ? { cursor } : undefined, { signal });
    return { items: page.prompts, nextCursor: page.nextCursor };
  });
  return prompts.map((prompt) => toCommand(server.name, prompt));
}

function toCommand(server: string, prompt: Prompt): McpPromptCommand {
  return {
    name: mcpToolName(server, prompt.name),
    server,
    prompt: prompt.name,
    description: prompt.description ?? prompt.title ?? `${prompt.name} from the ${server} MCP server`,
    arguments: (prompt.arguments ?? []).map((argument) => ({
      name: argument.name,
      description: argument.description,
      required: argument.required === true,
    })),
  };
}

/** `/mcp__server__prompt <a> [b]` */
export function promptUsage(command: McpPromptCommand): string {
  const names = command.arguments.map((argument) => (argument.required ? `<${argument.name}>` : `[${argument.name}]`));
  return [`/${command.name}`, ...names].join(' ');
}

/**
 * Runs `/name args…`: the words (quotes respected) fill the prompt's arguments in order, the last
 * taking any left over; returns the prompt's messages as the text of the user's turn.
 */
export async function runMcpPrompt(connections: McpConnections, name: string, argsText: string, signal?: AbortSignal): Promise<string> {
  const commandName = name.replace(/^\//, '');
  const command = (await mcpPromptCommands(connections, signal)).find((entry) => entry.name === commandName);
  if (!command) throw new McpPromptError(`/${commandName} is not a prompt of any connected MCP server.`);
  const args = assignArguments(command, splitArguments(argsText));
  const server = connections.get(command.server);
  if (!server) throw new McpPromptError(`The MCP server "${command.server}" is not connected right now; it will be retried.`);
  let result: GetPromptResult;
  try {
    result = await server.client.getPrompt({ name: command.prompt, arguments: args }, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new McpPromptError(serverCallError(server.name, error, `The MCP server "${server.name}" is not connected right now.`).message);
  }
  return promptText(result);
}

function assignArguments(command: McpPromptCommand, words: string[]): Record<string, string> {
  const declared = command.arguments;
  const args: Record<string, string> = {};
  declared.forEach((argument, index) => {
    const value = index === declared.length - 1 ? words.slice(index).join(' ') : words[index];
    if (value) args[argument.name] = value;
  });
  const missing = declared.filter((argument) => argument.required && !(argument.name in args)).map((argument) => argument.name);
  if (missing.length > 0) {
    throw new McpPromptError(`/${command.name} needs ${missing.join(', ')}. Usage: ${promptUsage(command)}`);
  }
  return args;
}

function promptText(result: GetPromptResult): string {
  const single = result.messages.length === 1 && result.messages[0].role === 'user';
  return result.messages
    .map((message) => {
      const text = contentBlockText(message.content);
      return single ? text : `${message.role === 'user' ? 'User' : 'Assistant'}: ${text}`;
    })
    .join('\n\n');
}
