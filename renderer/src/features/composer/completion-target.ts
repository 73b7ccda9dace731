/** The word being completed: a slash command at the start of the prompt, or an `@` file mention anywhere. */
export interface CompletionTarget {
  kind: 'command' | 'file';
  /** What follows the `/` or `@` up to the caret. */
  query: string;
  /** Where the word starts (at its `/` or `@`) and ends (the caret or the end of the word it is in). */
  start: number;
  end: number;
}

const commandWord = /^\/(\S*)$/;
const mentionWord = /(^|\s)@(\S*)$/;

export function findCompletionTarget(text: string, caret: number): CompletionTarget | null {
  const before = text.slice(0, caret);
  const end = caret + (/^\S*/.exec(text.slice(caret))?.[0].length ?? 0);
  const command = commandWord.exec(before);
  if (command) return { kind: 'command', query: command[1], start: 0, end };
  const mention = mentionWord.exec(before);
  if (!mention) return null;
  return { kind: 'file', query: mention[2], start: mention.index + mention[1].length, end };
}

/** The prompt with the target's word replaced and a space after it, and where the caret goes. */
export function applyCompletion(text: string, target: CompletionTarget, word: string): { text: string; caret: number } {
  const rest = text.slice(target.end);
  const spaced = /^\s/.test(rest) ? rest : ` ${rest}`;
  const caret = target.start + word.length + 1;
  return { text: text.slice(0, target.start) + word + spaced, caret };
}
