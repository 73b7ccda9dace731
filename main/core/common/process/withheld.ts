/**
 * What no child process gets: the keys Deft holds. A host (a session) says which ones it holds;
 * `childEnvironment` leaves them out of every child's environment started while they are withheld.
 */
export interface Withheld {
  /** Variables removed whatever their value (compared without case, as Windows does). */
  names: Iterable<string>;
  /** Values removed under any name: a variable whose value contains one goes. */
  values: Iterable<string | undefined>;
}

/** Shorter values are too likely to occur in ordinary variables (`PATH`'s parts) to count. */
const shortestValue = 8;

const withheld = new Set<{ names: Set<string>; values: string[] }>();

/** Withholds these names and values from every child started until the returned function is called. */
export function withholdFromChildren(secrets: Withheld): () => void {
  const entry = {
    names: new Set([...secrets.names].map((name) => name.toUpperCase())),
    values: [...secrets.values].filter((value): value is string => value !== undefined && value.length >= shortestValue),
  };
  withheld.add(entry);
  return () => withheld.delete(entry);
}

/** `env` without any variable that is withheld by its name or holds a withheld value. */
export function withoutWithheld(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (withheld.size === 0) return { ...env };
  const entries = [...withheld];
  const kept = (name: string, value: string | undefined) =>
    !entries.some((entry) => entry.names.has(name.toUpperCase()) || (value !== undefined && entry.values.some((secret) => value.includes(secret))));
  return Object.fromEntries(Object.entries(env).filter(([name, value]) => kept(name, value)));
}
