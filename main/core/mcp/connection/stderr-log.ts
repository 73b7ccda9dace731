/** The last `limit` characters a server wrote to stderr. */
export interface StderrLog {
  append(chunk: string): void;
  text(): string;
  /** The last non-empty line, for a failure's reason. */
  lastLine(): string | undefined;
}

export function createStderrLog(limit = 64 * 1024): StderrLog {
  let text = '';
  return {
    append(chunk) {
      text += chunk;
      if (text.length > limit) text = text.slice(text.length - limit);
    },
    text: () => text,
    lastLine: () => text.split('\n').map((line) => line.trim()).filter(Boolean).at(-1),
  };
}
