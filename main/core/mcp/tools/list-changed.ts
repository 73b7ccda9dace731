import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

export type McpListKind = 'tools' | 'resources' | 'prompts';

/**
 * Calls `onChange` when the server says one of its lists changed. The SDK keeps one handler per
 * notification, so this is the client's only listener for these three.
 */
export async function watchListChanges(client: Client, onChange: (kind: McpListKind) => void): Promise<void> {
  const { ToolListChangedNotificationSchema, ResourceListChangedNotificationSchema, PromptListChangedNotificationSchema } = await import(
    '@modelcontextprotocol/sdk/types.js'
  );
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => onChange('tools'));
  client.setNotificationHandler(ResourceListChangedNotificationSchema, () => onChange('resources'));
  client.setNotificationHandler(PromptListChangedNotificationSchema, () => onChange('prompts'));
}
