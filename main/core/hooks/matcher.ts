/** A compiled matcher: tests the event's matcher field (a tool name, a session source, …). */
export type Matcher = { ok: true; matches(value: string | undefined): boolean } | { ok: false; message: string };

const exactNames = /^[A-Za-z0-9_\- ,|]+$/;

/**
 * Claude Code's matcher semantics: `*`, empty or missing matches everything; a matcher of only
 * letters, digits, `_`, `-`, space, `,` and `|` is a list of exact names; anything else is an
 * unanchored regular expression (`Edit.*` also matches `NotebookEdit`).
 */
export function compileMatcher(matcher: string | undefined): Matcher {
  if (matcher === undefined || matcher === '' || matcher === '*') return { ok: true, matches: () => true };
  if (exactNames.test(matcher)) {
    const names = matcher.split(/[|,]/).map((name) => name.trim()).filter(Boolean);
    return { ok: true, matches: (value) => value !== undefined && names.includes(value) };
  }
  try {
    const pattern = new RegExp(matcher);
    return { ok: true, matches: (value) => value !== undefined && pattern.test(value) };
  } catch (error) {
    return { ok: false, message: `invalid regular expression ${JSON.stringify(matcher)}: ${(error as Error).message}; it matches nothing` };
  }
}
