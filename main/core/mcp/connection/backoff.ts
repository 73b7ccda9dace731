export interface BackoffOptions {
  /** The first delay, in ms (1 s by default); each next one doubles. */
  baseMs?: number;
  maxMs?: number;
  /** Restarts tried after a crash before the server is left `failed`. */
  attempts?: number;
}

/** The wait before restart number `attempt` (0-based), or undefined when no attempt is left. */
export function restartDelay(attempt: number, { baseMs = 1000, maxMs = 30_000, attempts = 5 }: BackoffOptions = {}): number | undefined {
  if (attempt >= attempts) return undefined;
  return Math.min(baseMs * 2 ** attempt, maxMs);
}
