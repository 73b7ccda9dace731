const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

export interface Expansion {
  text: string;
  /** Variables that were unset and had no default; their `${...}` is left in the text. */
  missing: string[];
}

/** Replaces `${VAR}` and `${VAR:-default}` with the variable's value (the default when unset or empty). */
export function expandEnv(text: string, env: Readonly<Record<string, string | undefined>>): Expansion {
  const missing: string[] = [];
  const expanded = text.replace(REFERENCE, (whole, name: string, fallback: string | undefined) => {
    const value = env[name];
    if (value !== undefined && (value !== '' || fallback === undefined)) return value;
    if (fallback !== undefined) return fallback;
    missing.push(name);
    return whole;
  });
  return { text: expanded, missing };
}
