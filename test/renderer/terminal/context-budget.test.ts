import { describe, expect, it } from 'vitest';
import { createContextBudget } from '../../../renderer/src/features/terminal/context-budget.ts';

describe('createContextBudget', () => {
  it('hands out no more than its limit and takes back what is released', () => {
    const budget = createContextBudget(2);
    expect([budget.acquire(), budget.acquire(), budget.acquire()]).toEqual([true, true, false]);
    budget.release();
    expect(budget.inUse).toBe(1);
    expect(budget.acquire()).toBe(true);
    expect(budget.acquire()).toBe(false);
  });
});
