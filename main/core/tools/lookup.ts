import { closestNames } from '../common/validation/closest-names.ts';
import type { Result } from '../common/result.ts';
import type { KnownTool } from './descriptor.ts';

/**
 * Finds the tool a model named among the tools offered to it: by name, then alias, then either
 * without regard to case. A tool that exists but is not offered here is reported as such.
 */
export function lookupTool(name: string, offered: readonly KnownTool[], everyTool: readonly KnownTool[] = offered): Result<KnownTool> {
  const found = findTool(name, offered);
  if (found) return { ok: true, value: found };
  const elsewhere = findTool(name, everyTool);
  if (elsewhere) {
    return { ok: false, error: `The tool "${elsewhere.name}" is not available here (it is disabled or not allowed for this agent). Use one of the tools you were given.` };
  }
  const candidates = offered.flatMap((tool) => [tool.name, ...tool.aliases]);
  const near = closestNames(name, candidates, 10)
    .map((candidate) => findTool(candidate, offered)!.name)
    .filter((value, index, all) => all.indexOf(value) === index)
    .slice(0, 5);
  const shown = JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name);
  return {
    ok: false,
    error: near.length
      ? `No tool is named ${shown}. The closest tools are: ${near.join(', ')}.`
      : `No tool is named ${shown}. Available tools: ${offered.map((tool) => tool.name).join(', ')}.`,
  };
}

function findTool(name: string, tools: readonly KnownTool[]): KnownTool | undefined {
  const lower = name.toLowerCase();
  return (
    tools.find((tool) => tool.name === name) ??
    tools.find((tool) => tool.aliases.includes(name)) ??
    tools.find((tool) => tool.name.toLowerCase() === lower || tool.aliases.some((alias) => alias.toLowerCase() === lower))
  );
}
