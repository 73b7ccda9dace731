/**
 * A value made at its first use and kept. For zod schemas a run may never use (a hook's output, an
 * MCP entry, a plugin's manifest): building one costs tens of µs an instance, paid at start-up when
 * built at import.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
