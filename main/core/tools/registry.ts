import type { KnownTool } from './descriptor.ts';

export type ToolSourceKind = 'builtin' | 'settings' | 'project' | 'plugin' | 'mcp';

export interface ToolSource {
  kind: ToolSourceKind;
  /** Where it came from: a settings file, a tool file, a plugin or an MCP server. */
  origin?: string;
}

export interface ToolConflict {
  name: string;
  kept: ToolSource;
  rejected: ToolSource;
}

export interface RegisteredTool {
  tool: KnownTool;
  source: ToolSource;
}

export interface ToolRegistry {
  /** Adds a tool; on a clash with a name or alias already taken, a built-in wins, else the first comer. */
  register(tool: KnownTool, source: ToolSource): { ok: true } | { ok: false; error: ToolConflict };
  unregister(name: string): boolean;
  /** Every tool, sorted by name. */
  all(): RegisteredTool[];
  get(name: string): RegisteredTool | undefined;
  /** Clashes seen so far: the losers are reported, never dropped silently. */
  conflicts(): readonly ToolConflict[];
}

export function createToolRegistry(): ToolRegistry {
  const byName = new Map<string, RegisteredTool>();
  const conflicts: ToolConflict[] = [];

  const owner = (name: string) =>
    byName.get(name) ?? [...byName.values()].find((entry) => entry.tool.aliases.includes(name));

  return {
    register(tool, source) {
      for (const name of [tool.name, ...tool.aliases]) {
        const existing = owner(name);
        if (!existing) continue;
        if (source.kind === 'builtin' && existing.source.kind !== 'builtin') {
          byName.delete(existing.tool.name);
          conflicts.push({ name, kept: source, rejected: existing.source });
          continue;
        }
        const conflict = { name, kept: existing.source, rejected: source };
        conflicts.push(conflict);
        return { ok: false, error: conflict };
      }
      byName.set(tool.name, { tool, source });
      return { ok: true };
    },
    unregister: (name) => byName.delete(name),
    all: () => [...byName.values()].sort((a, b) => compareNames(a.tool.name, b.tool.name)),
    get: (name) => byName.get(name),
    conflicts: () => conflicts,
  };
}

export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
