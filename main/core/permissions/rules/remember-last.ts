/**
 * A pure function of one string that answers a repeated argument from memory. Every rule of a
 * list is asked about the same command or path in turn, so the last argument is the one that
 * comes back.
 */
export function rememberLast<T>(compute: (text: string) => T): (text: string) => T {
  let lastText: string | undefined;
  let lastValue!: T;
  return (text) => {
    if (text !== lastText) {
      lastValue = compute(text);
      lastText = text;
    }
    return lastValue;
  };
}
