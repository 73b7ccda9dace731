import type { SlashCommand } from '../../../../shared/ipc/domains/extensions.ts';

/** The commands whose name holds the query: those starting with it first, each group by name. */
export function matchCommands(commands: readonly SlashCommand[], query: string): SlashCommand[] {
  const wanted = query.toLowerCase();
  const byName = (a: SlashCommand, b: SlashCommand) => a.name.localeCompare(b.name);
  const named = commands.filter((command) => command.name.toLowerCase().includes(wanted));
  const starting = named.filter((command) => command.name.toLowerCase().startsWith(wanted)).sort(byName);
  const containing = named.filter((command) => !command.name.toLowerCase().startsWith(wanted)).sort(byName);
  return [...starting, ...containing];
}
