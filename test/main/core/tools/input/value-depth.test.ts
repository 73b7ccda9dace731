import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../../../../main/core/tools/input/value-depth.ts';

function nested(depth: number): unknown {
  let value: unknown = {};
  for (let level = 1; level < depth; level++) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, the top one as depth 1', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 'x' }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: [] }] }, 3)).toBe(true);
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
  });

  it('handles 10,000 levels without recursion', () => {
    expect(nestsDeeperThan(nested(10_000), 64)).toBe(true);
    expect(nestsDeeperThan(nested(10_000), 10_000)).toBe(false);
  });

  it('treats a value that contains itself as too deep', () => {
    const cyclic: unknown[] = [];
    cyclic.push({ back: cyclic });
    expect(nestsDeeperThan(cyclic, 64)).toBe(true);
  });

  it('measures the deepest path through shared values without walking every path', () => {
    let shared: unknown = {};
    for (let level = 1; level < 60; level++) shared = { left: shared, right: shared };
    expect(nestsDeeperThan(shared, 60)).toBe(false);
    expect(nestsDeeperThan({ shallow: shared, deep: [[[[[shared]]]]] }, 64)).toBe(true);
  });
});
