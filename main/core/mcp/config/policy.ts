import { z } from 'zod';
import type { LoadedSettings } from '../../settings/types.ts';
import type { McpServerEntry } from './types.ts';

const policyEntrySchema = z.union([
  z.object({ serverName: z.string() }),
  z.object({ serverCommand: z.array(z.string()).min(1) }),
  z.object({ serverUrl: z.string() }),
]);

type PolicyEntry = z.infer<typeof policyEntrySchema>;

export type PolicyVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * `deniedMcpServers` and `allowedMcpServers` of every settings file: entries name a server
 * (`serverName`), its command line (`serverCommand`, each word compared) or its URL (`serverUrl`);
 * `*` matches any run of characters. A denial wins; when any file has an allow-list, a server must
 * be on one. Entries of another shape are ignored.
 */
export function mcpPolicyVerdict(settings: LoadedSettings, server: McpServerEntry): PolicyVerdict {
  const entries = (key: string) =>
    settings.others
      .filter((other) => other.key === key && Array.isArray(other.value))
      .flatMap((other) => (other.value as unknown[]).flatMap((value) => {
        const parsed = policyEntrySchema.safeParse(value);
        return parsed.success ? [{ entry: parsed.data, file: other.file }] : [];
      }));
  const denied = entries('deniedMcpServers').find(({ entry }) => matches(entry, server));
  if (denied) return { allowed: false, reason: `${server.name}: blocked by deniedMcpServers in ${denied.file}` };
  const lists = settings.others.filter((other) => other.key === 'allowedMcpServers' && Array.isArray(other.value));
  if (lists.length === 0 || entries('allowedMcpServers').some(({ entry }) => matches(entry, server))) return { allowed: true };
  return { allowed: false, reason: `${server.name}: not on allowedMcpServers in ${lists.map((list) => list.file).join(', ')}` };
}

function matches(entry: PolicyEntry, { name, config }: McpServerEntry): boolean {
  if ('serverName' in entry) return wildcard(entry.serverName, name);
  if ('serverUrl' in entry) return config.type !== 'stdio' && wildcard(entry.serverUrl, config.url);
  const line = config.type === 'stdio' ? [config.command, ...config.args] : [];
  return line.length === entry.serverCommand.length && entry.serverCommand.every((word, index) => wildcard(word, line[index]));
}

function wildcard(pattern: string, text: string): boolean {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`, 's').test(text);
}
