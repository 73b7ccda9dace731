/**
 * Whether objects and arrays nest deeper than `maxDepth` in `value` (the top object is depth 1).
 * Walks without recursion; a value that contains itself counts as endlessly deep.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const deepestVisit = new Map<object, number>();
  const pending: Array<[item: unknown, depth: number]> = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > maxDepth) return true;
    if ((deepestVisit.get(item) ?? 0) >= depth) continue;
    deepestVisit.set(item, depth);
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
