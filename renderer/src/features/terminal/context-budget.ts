/** A count of scarce things in use (WebGL contexts), never above `limit`. */
export function createContextBudget(limit: number) {
  let inUse = 0;
  return {
    /** Takes one if one is free. */
    acquire(): boolean {
      if (inUse >= limit) return false;
      inUse += 1;
      return true;
    },
    release(): void {
      inUse = Math.max(0, inUse - 1);
    },
    get inUse(): number {
      return inUse;
    },
  };
}
