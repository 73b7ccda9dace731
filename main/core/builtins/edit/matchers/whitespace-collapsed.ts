import type { Matcher, Span } from './haystack.ts';

/** Rescues different runs of spaces, tabs or line breaks between the same words. */
export const whitespaceCollapsed: Matcher = {
  name: 'whitespace-collapsed',
  find({ text }, target) {
    const words = target.trim().split(/\s+/).filter((word) => word !== '');
    if (words.length < 2) return [];
    const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'g');
    const spans: Span[] = [];
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length });
    return spans;
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
