/** Anything that could join a second command to the first: it would leave the sandbox too. */
const JOINS_COMMANDS = /[;&|`\n\r<>(){}]|\$\(/;

/**
 * Whether a command is one of `sandbox.excludedCommands`: an entry is a program (`docker`) or a
 * command prefix (`docker compose`, `npm run *`, the legacy `npm run:*`), matched on whole words at
 * the start of the command line. Only a line that is that one command is excluded: `docker ps;
 * python3 -c …` runs in the sandbox.
 */
export function isExcludedCommand(command: string, excluded: readonly string[]): boolean {
  if (JOINS_COMMANDS.test(command)) return false;
  const words = command.trim().split(/\s+/);
  return excluded.some((entry) => {
    const pattern = entry.trim().replace(/(\s+\*|:\*)$/, '').split(/\s+/);
    return pattern[0] !== '' && pattern.every((word, index) => words[index] === word);
  });
}
