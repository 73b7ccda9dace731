import type { McpConnections } from './types.ts';
import { resourceText } from './resources/contents.ts';
import { readServerResource } from './resources/server-resources.ts';
import { normaliseMcpName } from './tools/names.ts';
import { errorMessage } from '../common/errors.ts';

export interface McpMention {
  /** As written, e.g. `@github:issue://123`. */
  mention: string;
  server: string;
  uri: string;
}

export interface McpMentionAttachment extends McpMention {
  /** The resource's contents as text (binary parts described). */
  text: string;
}

export interface McpMentionExpansion {
  attachments: McpMentionAttachment[];
  /** One line per mention that could not be read: an unknown server, a URI the server refused. */
  problems: string[];
}

// `@server:scheme://rest` at the start or after whitespace or an opening bracket, so `me@host.com` and `@src/file.ts` stay as they are.
const mentionPattern = /(?<=^|[\s([{"'])@([A-Za-z0-9_.-]+):([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s]+)/g;
const trailingPunctuation = /[.,;:!?)\]}"']+$/;

/** The distinct `@server:uri` mentions of a prompt, in order. */
export function findMcpMentions(text: string): McpMention[] {
  const seen = new Set<string>();
  const mentions: McpMention[] = [];
  for (const match of text.matchAll(mentionPattern)) {
    const uri = match[2].replace(trailingPunctuation, '');
    const mention = `@${match[1]}:${uri}`;
    if (seen.has(mention)) continue;
    seen.add(mention);
    mentions.push({ mention, server: match[1], uri });
  }
  return mentions;
}

/** Reads the resources a prompt mentions as `@server:uri`, to attach to the user's turn. */
export async function expandMcpMentions(text: string, connections: McpConnections, signal?: AbortSignal): Promise<McpMentionExpansion> {
  const attachments: McpMentionAttachment[] = [];
  const problems: string[] = [];
  for (const mention of findMcpMentions(text)) {
    const server =
      connections.get(mention.server) ?? connections.connected().find((entry) => normaliseMcpName(entry.name) === mention.server);
    if (!server) {
      problems.push(`${mention.mention}: no MCP server "${mention.server}" is connected`);
      continue;
    }
    try {
      const contents = await readServerResource(server, mention.uri, signal);
      attachments.push({ ...mention, text: contents.map(resourceText).join('\n') });
    } catch (error) {
      if (signal?.aborted) throw error;
      problems.push(`${mention.mention}: ${errorMessage(error)}`);
    }
  }
  return { attachments, problems };
}

/** The attachments as one block of text for the user turn. */
export function mentionAttachmentsText(attachments: readonly McpMentionAttachment[]): string {
  return attachments
    .map((attachment) => `<mcp-resource server="${attachment.server}" uri="${attachment.uri}">\n${attachment.text}\n</mcp-resource>`)
    .join('\n\n');
}
