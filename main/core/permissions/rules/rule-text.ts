/** A rule's text split into its tool name and, between the outer parentheses, its specifier. */
export type RuleParts = { toolName: string; spec?: string } | { error: string };

const escapeHint = 'escape a literal parenthesis as \\( or \\)';

/**
 * Splits `Tool` or `Tool(spec)`. Parentheses inside the spec must balance unless escaped;
 * `\(`, `\)` and `\\` in the spec are unescaped (Claude Code writes them that way), any other
 * backslash is left for the spec's own grammar.
 */
export function splitRuleText(text: string): RuleParts {
  const open = findUnescaped(text, '(', 0);
  if (open < 0) {
    if (findUnescaped(text, ')', 0) >= 0) return { error: `unbalanced ")"; ${escapeHint}` };
    return { toolName: text };
  }
  const close = matchingClose(text, open);
  if (close < 0) return { error: `the "(" has no matching ")"; ${escapeHint}` };
  if (close !== text.length - 1) return { error: `text after the closing ")"; ${escapeHint}` };
  return { toolName: text.slice(0, open).trim(), spec: unescapeSpec(text.slice(open + 1, close)).trim() };
}

function findUnescaped(text: string, char: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

function matchingClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i;
  }
  return -1;
}

function unescapeSpec(spec: string): string {
  return spec.replace(/\\([()\\])/g, '$1');
}
