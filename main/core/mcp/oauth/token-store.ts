import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { z } from 'zod';
import { writeFileAtomicSync } from '../../common/files/atomic-write.ts';

const serverAuthSchema = z.looseObject({
  /** The client registered (or configured) for this server, and the callback address it was registered with. */
  client: z.looseObject({ client_id: z.string() }).optional(),
  redirectUri: z.string().optional(),
  tokens: z.looseObject({ access_token: z.string(), token_type: z.string() }).optional(),
});

const fileSchema = z.record(z.string(), serverAuthSchema);

export interface ServerAuth {
  client?: OAuthClientInformationMixed;
  redirectUri?: string;
  tokens?: OAuthTokens;
}

/** OAuth clients and tokens per server URL, in `<dataDir>/mcp-auth.json`, readable by its owner only. */
export interface TokenStore {
  get(serverUrl: string): ServerAuth;
  update(serverUrl: string, change: Partial<ServerAuth>): void;
  remove(serverUrl: string): void;
}

export function mcpAuthFile(dataDir: string): string {
  return join(dataDir, 'mcp-auth.json');
}

/** A file that cannot be read as ours counts as empty; it is replaced on the next write. */
export function openTokenStore(dataDir: string): TokenStore {
  const file = mcpAuthFile(dataDir);
  const read = (): Record<string, ServerAuth> => {
    try {
      const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      return parsed.success ? (parsed.data as Record<string, ServerAuth>) : {};
    } catch {
      return {};
    }
  };
  const write = (all: Record<string, ServerAuth>) => writeFileAtomicSync(file, `${JSON.stringify(all, null, 2)}\n`, { links: 'follow', mode: 0o600 });
  return {
    get: (serverUrl) => read()[serverUrl] ?? {},
    update(serverUrl, change) {
      const all = read();
      all[serverUrl] = { ...all[serverUrl], ...change };
      write(all);
    },
    remove(serverUrl) {
      const all = read();
      delete all[serverUrl];
      write(all);
    },
  };
}
