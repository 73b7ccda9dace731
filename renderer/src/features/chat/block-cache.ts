import { markdownBlocks } from './markdown-blocks.ts';

/**
 * What markdown blocks rendered to, by their text, least recently used first, `size` at most. A
 * block kept right after a shorter text it grew from replaces it, as a streaming block does.
 */
export function createBlockCache<Rendered>(size: number) {
  const kept = new Map<string, Rendered>();
  let lastKept: string | undefined;
  return {
    get(text: string): Rendered | undefined {
      const known = kept.get(text);
      if (known !== undefined) {
        kept.delete(text);
        kept.set(text, known);
      }
      return known;
    },
    keep(text: string, rendered: Rendered): void {
      if (lastKept !== undefined && text.startsWith(lastKept)) kept.delete(lastKept);
      lastKept = text;
      kept.set(text, rendered);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
    },
    /** Whether every block of `text` is kept, so showing it parses nothing. */
    holdsAll(text: string): boolean {
      return markdownBlocks(text).every((block) => kept.has(block));
    },
  };
}
