import { normalizeWhitespace } from './wildcard.ts';

export interface CommandPattern {
  /** Whitespace normalised, a legacy `:*` suffix rewritten to ` *`. */
  pattern: string;
  warning?: string;
}

/**
 * Reads the specifier of a Bash, Monitor or PowerShell rule. The legacy suffix `:*` (prefix
 * match) is the same as ` *`; only at the very end: elsewhere the `:` is literal.
 */
export function readCommandPattern(spec: string): CommandPattern {
  const pattern = normalizeWhitespace(spec);
  if (pattern.endsWith(':*')) {
    const prefix = pattern.slice(0, -2).trimEnd();
    return { pattern: prefix === '' ? '*' : `${prefix} *` };
  }
  if (!pattern.includes(':*')) return { pattern };
  return {
    pattern,
    warning:
      '":*" means "with any arguments" only at the end of the rule; here the ":" is literal and the "*" matches any characters. Move ":*" to the end for prefix matching, or write " *".',
  };
}
