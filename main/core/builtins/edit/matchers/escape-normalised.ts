import { exact } from './exact.ts';
import type { Matcher } from './haystack.ts';

const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', "'": "'", '`': '`', '\\': '\\', $: '$' };

/** Rescues text escaped once too often (`\n`, `\t`, `\"` written literally); the replacement is unescaped alike. */
export const escapeNormalised: Matcher = {
  name: 'escape-normalised',
  find(haystack, target) {
    const unescaped = unescape(target);
    return unescaped === target ? [] : exact.find(haystack, unescaped);
  },
  adapt: unescape,
};

function unescape(text: string): string {
  return text.replace(/\\([ntr"'`\\$])/g, (_, character: string) => escapes[character]);
}
