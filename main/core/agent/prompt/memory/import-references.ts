/** An `@path` in a memory file: `reference` as written after the `@`. */
export interface ImportReference {
  reference: string;
  /** 1-based, for problems. */
  line: number;
}

const fenceOpening = /^ {0,3}(`{3,}|~{3,})/;
const mention = /(?<=^|[\s(])@(\S+)/g;
const trailingPunctuation = /[.,;:!?)\]}'"]+$/;

/**
 * The `@path` imports of a memory file, in order: `@relative/path`, `@~/path`, `@/abs/path`,
 * anywhere in the text except in code spans and fenced code blocks. A word after `@` counts only
 * when it looks like a path (holds a `/` or a `.`), so `@alice` in prose is not an import;
 * sentence punctuation after a path is not part of it.
 */
export function findImportReferences(text: string): ImportReference[] {
  const found: ImportReference[] = [];
  let fence: { char: string; length: number } | undefined;
  text.split('\n').forEach((line, index) => {
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      return;
    }
    const opening = fenceOpening.exec(line);
    if (opening) {
      fence = { char: opening[1][0], length: opening[1].length };
      return;
    }
    for (const match of withoutCodeSpans(line).matchAll(mention)) {
      const reference = match[1].replace(trailingPunctuation, '');
      if (/[./]/.test(reference)) found.push({ reference, line: index + 1 });
    }
  });
  return found;
}

function closesFence(line: string, fence: { char: string; length: number }): boolean {
  const closing = new RegExp(`^ {0,3}${fence.char === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
  return closing.test(line);
}

/** The line with every code span (a run of backticks up to the next run of the same length) blanked out. */
function withoutCodeSpans(line: string): string {
  let result = '';
  let position = 0;
  while (position < line.length) {
    const open = /`+/g;
    open.lastIndex = position;
    const start = open.exec(line);
    if (!start) break;
    const ticks = start[0];
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g');
    close.lastIndex = start.index + ticks.length;
    const end = close.exec(line);
    if (!end) {
      result += line.slice(position, start.index + ticks.length);
      position = start.index + ticks.length;
      continue;
    }
    const spanEnd = end.index + ticks.length;
    result += line.slice(position, start.index) + ' '.repeat(spanEnd - start.index);
    position = spanEnd;
  }
  return result + line.slice(position);
}
