/** Splits command arguments at whitespace; "double" or 'single' quotes keep spaces inside one argument. */
export function splitArguments(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3]);
  return words;
}
