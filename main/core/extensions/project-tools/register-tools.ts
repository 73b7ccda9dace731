import type { ToolRegistry, ToolSourceKind } from '../../tools/registry.ts';
import type { LoadedTool } from './load-tool-file.ts';

/**
 * Swaps the tools a loader gave before for the ones it gives now, each registered with its file as
 * origin. Returns a line per tool that lost a name clash (a built-in, or a tool registered first, wins).
 */
export function replaceTools(
  registry: ToolRegistry,
  previous: readonly LoadedTool[],
  next: readonly LoadedTool[],
  kind: Extract<ToolSourceKind, 'project' | 'plugin'>,
): string[] {
  for (const { tool, file } of previous) {
    if (registry.get(tool.name)?.source.origin === file) registry.unregister(tool.name);
  }
  const problems: string[] = [];
  for (const { tool, file } of next) {
    const added = registry.register(tool, { kind, origin: file });
    if (!added.ok) {
      const { kept } = added.error;
      problems.push(`${file}: the tool "${tool.name}" is not used: the ${kept.kind} tool${kept.origin ? ` of ${kept.origin}` : ''} named "${added.error.name}" wins`);
    }
  }
  return problems;
}
