import type { CliInput } from '../io.ts';
import { readAll } from '../read-input.ts';
import { UsageError } from '../usage.ts';

/** The prompt: the argument, else all of stdin when something is piped in. */
export async function readPrompt(argument: string | undefined, stdin: CliInput): Promise<string> {
  if (argument !== undefined) {
    if (argument.trim() === '') throw new UsageError('The prompt is empty.', 'run');
    return argument;
  }
  if (stdin.isTTY) throw new UsageError('deft run needs a prompt: give it as an argument, or pipe it in on stdin.', 'run');
  const text = (await readAll(stdin)).trimEnd();
  if (text.trim() === '') throw new UsageError('The prompt read from stdin is empty.', 'run');
  return text;
}
