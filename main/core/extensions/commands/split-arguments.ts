/** The words of an argument string, as a shell would split them: quoted parts stay together, without their quotes. */
export function splitArguments(text: string): string[] {
  const words: string[] = [];
  let current: string | undefined;
  let quote: '"' | "'" | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && (text[index + 1] === '"' || text[index + 1] === '\\')) current += text[++index];
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current ??= '';
    } else if (/\s/.test(char)) {
      if (current !== undefined) words.push(current);
      current = undefined;
    } else if (char === '\\' && index + 1 < text.length) {
      current = (current ?? '') + text[++index];
    } else {
      current = (current ?? '') + char;
    }
  }
  if (current !== undefined) words.push(current);
  return words;
}
