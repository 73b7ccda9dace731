import { createHash } from 'node:crypto';

const maxToolNameLength = 64;
const hashLength = 8;

/** A server, tool or prompt name as it may appear inside a tool or command name: anything outside `[A-Za-z0-9_-]` becomes `_`. */
export function normaliseMcpName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * `mcp__<server>__<tool>`, normalised; a name over 64 characters keeps its start and ends with a
 * hash of the whole, so the same server and tool always give the same name.
 */
export function mcpToolName(server: string, tool: string): string {
  const full = `mcp__${normaliseMcpName(server)}__${normaliseMcpName(tool)}`;
  if (full.length <= maxToolNameLength) return full;
  const hash = createHash('sha256').update(full).digest('hex').slice(0, hashLength);
  return `${full.slice(0, maxToolNameLength - hashLength - 1)}_${hash}`;
}
