/** Commands whose exit code 1 means "no match" or "differences found", not a failure. */
const oneIsAnAnswer = new Set(['grep', 'egrep', 'fgrep', 'rg', 'diff', 'test', '[', '[[']);

/**
 * Whether the exit code of `command` is a failure. Code 1 of grep, rg, diff, test, `[` and
 * `git diff` is not, when that program is the last one the command line runs.
 */
export function isFailure(command: string, code: number): boolean {
  if (code === 0) return false;
  if (code !== 1) return true;
  const last = command.trim().split(/&&|\|\||[;|\n]/).pop() ?? '';
  const words = last.trim().split(/\s+/).filter((word) => !/^\w+=/.test(word));
  const program = (words[0] ?? '').split('/').pop() ?? '';
  if (oneIsAnAnswer.has(program)) return false;
  return !(program === 'git' && words.slice(1).find((word) => !word.startsWith('-')) === 'diff');
}
