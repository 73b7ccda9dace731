/** Permission rules allowed for one session until its turn ends: a skill's `allowed-tools`. */
export interface TurnRules {
  /** Adds rules, naming the skill or command they come from. */
  add(sessionId: string, rules: readonly string[], origin: string): void;
  /** The session's rules now, each with its origin. */
  rules(sessionId: string): ReadonlyArray<{ rule: string; origin: string }>;
  /** Changes each time a session's rules change, so a reader may cache what it built from them. */
  version(sessionId: string): number;
  /** Ends the turn: the session's rules are gone. */
  clear(sessionId: string): void;
}

export function createTurnRules(): TurnRules {
  const bySession = new Map<string, Array<{ rule: string; origin: string }>>();
  const versions = new Map<string, number>();
  const bump = (sessionId: string) => versions.set(sessionId, (versions.get(sessionId) ?? 0) + 1);
  return {
    add(sessionId, rules, origin) {
      if (rules.length === 0) return;
      bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), ...rules.map((rule) => ({ rule, origin }))]);
      bump(sessionId);
    },
    rules: (sessionId) => bySession.get(sessionId) ?? [],
    version: (sessionId) => versions.get(sessionId) ?? 0,
    clear(sessionId) {
      if (bySession.delete(sessionId)) bump(sessionId);
    },
  };
}
