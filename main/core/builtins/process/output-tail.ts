/**
 * The end of a long output, where errors and tracebacks are, with a line saying how much was cut.
 * For error answers, which the executor passes to the model as they are.
 */
export function outputTail(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.length - maxChars;
  return `[… ${cut.toLocaleString('en-US')} characters cut from the start]\n${text.slice(cut)}`;
}
