/** Watches the tool calls of a session for a model stuck repeating itself. */
export interface LoopGuard {
  /** Records calls in order; returns what the model keeps doing when it is stuck, else undefined. */
  observe(calls: ReadonlyArray<{ name: string; input: unknown }>): string | undefined;
}

/** The same call three times in a row, or two calls alternating A-B-A-B, across responses. */
export function createLoopGuard(): LoopGuard {
  let recent: Array<{ key: string; name: string }> = [];
  return {
    observe(calls) {
      let found: string | undefined;
      for (const call of calls) {
        recent = [...recent.slice(-3), { key: `${call.name}\u0000${stableJson(call.input)}`, name: call.name }];
        found ??= stuck(recent);
        if (found) recent = [];
      }
      return found;
    },
  };
}

function stuck(recent: ReadonlyArray<{ key: string; name: string }>): string | undefined {
  const [a, b, c, d] = recent.slice(-4).reverse();
  if (a && b && c && a.key === b.key && b.key === c.key) return `called ${a.name} with the same input three times in a row`;
  if (a && b && c && d && a.key !== b.key && a.key === c.key && b.key === d.key) {
    return `alternated between the same ${b.name} and ${a.name} calls twice`;
  }
  return undefined;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
