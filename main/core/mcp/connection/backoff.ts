export interface BackoffOptions {
  /** The first delay, in ms (1 s by default); each next one doubles. */
  baseMs?: number;
  maxMs?: number;
  /** Restarts tried after a crash before the server is left `failed`. */
  attempts?: number;
  /** How long a server must stay connected before a crash counts as a new one (30 s by default). */
  stableMs?: number;
}

/** Whether a connection that lasted `upMs` was stable, so the restarts count from zero again. */
export const wasStable = (upMs: number, { stableMs = 30_000 }: BackoffOptions = {}) => upMs >= stableMs;

/** The wait before restart number `attempt` (0-based), or undefined when no attempt is left. */
export function restartDelay(attempt: number, { baseMs = 1000, maxMs = 30_000, attempts = 5 }: BackoffOptions = {}): number | undefined {
  if (attempt >= attempts) return undefined;
  return Math.min(baseMs * 2 ** attempt, maxMs);
}
