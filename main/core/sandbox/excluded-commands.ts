/**
 * Whether a command is one of `sandbox.excludedCommands`: an entry is a program (`docker`) or a
 * command prefix (`docker compose`, `npm run *`, the legacy `npm run:*`), matched on whole words at
 * the start of the command line.
 */
export function isExcludedCommand(command: string, excluded: readonly string[]): boolean {
  const words = command.trim().split(/\s+/);
  return excluded.some((entry) => {
    const pattern = entry.trim().replace(/(\s+\*|:\*)$/, '').split(/\s+/);
    return pattern[0] !== '' && pattern.every((word, index) => words[index] === word);
  });
}
