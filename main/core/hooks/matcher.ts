import { errorMessage } from '../common/errors.ts';
import type { Result } from '../common/result.ts';

/** A compiled matcher: tests the event's matcher field (a tool name, a session source, …). */
export type Matcher = Result<(value: string | undefined) => boolean>;

const exactNames = /^[A-Za-z0-9_\- ,|]+$/;

/**
 * Claude Code's matcher semantics: `*`, empty or missing matches everything; a matcher of only
 * letters, digits, `_`, `-`, space, `,` and `|` is a list of exact names; anything else is an
 * unanchored regular expression (`Edit.*` also matches `NotebookEdit`).
 */
export function compileMatcher(matcher: string | undefined): Matcher {
  if (matcher === undefined || matcher === '' || matcher === '*') return { ok: true, value: () => true };
  if (exactNames.test(matcher)) {
    const names = matcher.split(/[|,]/).map((name) => name.trim()).filter(Boolean);
    return { ok: true, value: (value) => value !== undefined && names.includes(value) };
  }
  try {
    const pattern = new RegExp(matcher);
    return { ok: true, value: (value) => value !== undefined && pattern.test(value) };
  } catch (error) {
    return { ok: false, error: `invalid regular expression ${JSON.stringify(matcher)}: ${errorMessage(error)}; it matches nothing` };
  }
}
