import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';

/**
 * What of a tool result changes from one run to the next without telling anything new: clock
 * readings and how long something took. Replaced, so two results that differ only there compare
 * equal; a counter, a hash or `date +%s` output is kept, since a change there is news.
 */
const volatile: ReadonlyArray<[RegExp, string]> = [
  // Lines that only report time spent: `real 0m0.003s` from `time`, `Elapsed: 1.2s`, `Took 340ms`.
  [/^[ \t]*(?:real|user|sys)[ \t]+\d+m\d+(?:\.\d+)?s[ \t]*$/gim, '<elapsed>'],
  [/^.*\b(?:elapsed|took|duration)\b.*\d.*$/gim, '<elapsed>'],
  // 2026-11-30T12:00:00.123Z, 2026-11-30 12:00:00 +0100
  [/\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[ ]?[+-]\d{2}:?\d{2}\b)?/g, '<time>'],
  // 12:00:00, 12:00:00.123
  [/\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g, '<time>'],
  // Durations: 1.2 s, 340ms, 2m30s, 1.5 seconds, 12µs (Bash's `Exit code 0 · 0.4 s` among them).
  [/\b\d+(?:\.\d+)?[ ]?(?:h|m)\d+(?:\.\d+)?s\b/g, '<duration>'],
  [/\b\d+(?:\.\d+)?[ ]?(?:ns|µs|us|ms|s|sec|secs|seconds?|min|mins|minutes?)\b/g, '<duration>'],
];

/** A result's text with timestamps, durations and elapsed-time lines replaced by placeholders. */
export function normaliseResultText(text: string): string {
  return volatile.reduce((current, [pattern, placeholder]) => current.replace(pattern, placeholder), text);
}

/** A tool result as one comparable string: its texts normalised, other content as it is. */
export function normaliseResult(content: readonly ResultContent[]): string {
  return content.map((item) => (item.type === 'text' ? normaliseResultText(item.text) : JSON.stringify(item))).join('\u0000');
}
