import { z } from 'zod';
import { lazy } from '../../common/lazy.ts';
import type { Result } from '../../common/result.ts';
import type { IssuePath } from '../../common/validation/describe.ts';
import type { McpServerConfig } from './types.ts';

/** The two shapes of an entry, made at the first entry parsed. */
const entrySchemas = lazy(() => {
  const stringMap = z.record(z.string(), z.string());
  const toolNames = z.array(z.string());
  const common = {
    timeout: z.number().positive().optional(),
    includeTools: toolNames.optional(),
    excludeTools: toolNames.optional(),
  };
  const stdio = z.looseObject({
    command: z.string().min(1),
    args: z.array(z.string()).default([]),
    env: stringMap.default({}),
    cwd: z.string().optional(),
    ...common,
  });
  const remote = z.looseObject({
    url: z.string().min(1),
    headers: stringMap.default({}),
    oauth: z
      .looseObject({
        clientId: z.string().optional(),
        callbackPort: z.number().int().min(1).max(65535).optional(),
        scopes: z.array(z.string()).optional(),
      })
      .optional(),
    ...common,
  });
  return { stdio, remote };
});

export interface EntryIssue {
  /** Inside the server's entry. */
  path: IssuePath;
  reason: string;
}

export type ParsedEntry = Result<McpServerConfig, EntryIssue[]>;

/** Validates one value of `mcpServers`; unknown fields are kept out of the result but tolerated. */
export function parseServerEntry(raw: unknown): ParsedEntry {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return failed([], 'must be an object');
  const entry = raw as Record<string, unknown>;
  if (entry.type === undefined && 'url' in entry && !('command' in entry)) {
    return failed([], 'has a "url" but no "type": add "type": "http" (or "sse"); without "type" a server is taken as a stdio command');
  }
  const type = transportOf(entry.type);
  if (!type.ok) return failed(['type'], type.error);
  if (type.value === 'stdio') {
    const result = entrySchemas().stdio.safeParse(entry);
    if (!result.success) return { ok: false, error: issuesOf(result.error) };
    const { command, args, env, cwd, timeout, includeTools, excludeTools } = result.data;
    return { ok: true, value: { type: 'stdio', command, args, env, cwd, timeout, includeTools, excludeTools } };
  }
  const result = entrySchemas().remote.safeParse(entry);
  if (!result.success) return { ok: false, error: issuesOf(result.error) };
  const { url, headers, oauth, timeout, includeTools, excludeTools } = result.data;
  const oauthConfig = oauth && { clientId: oauth.clientId, callbackPort: oauth.callbackPort, scopes: oauth.scopes };
  return { ok: true, value: { type: type.value, url, headers, oauth: oauthConfig, timeout, includeTools, excludeTools } };
}

function transportOf(type: unknown): Result<McpServerConfig['type']> {
  if (type === undefined) return { ok: true, value: 'stdio' };
  if (type === 'stdio' || type === 'http' || type === 'sse') return { ok: true, value: type };
  if (type === 'streamable-http') return { ok: true, value: 'http' };
  if (type === 'ws') return { ok: false, error: '"ws" (WebSocket) servers are not supported; use "http" or "sse"' };
  return { ok: false, error: `unknown transport ${JSON.stringify(type)}; expected "stdio", "http" or "sse"` };
}

function failed(path: IssuePath, reason: string): ParsedEntry {
  return { ok: false, error: [{ path, reason }] };
}

function issuesOf(error: z.ZodError): EntryIssue[] {
  return error.issues.map((issue) => ({ path: issue.path, reason: issue.message }));
}
