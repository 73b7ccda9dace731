import { describe, expect, it } from 'vitest';
import { lazy } from '../../../../main/core/common/lazy.ts';

describe('lazy', () => {
  it('makes nothing until asked, then makes the value once', () => {
    let made = 0;
    const value = lazy(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined without making it again', () => {
    let made = 0;
    const value = lazy(() => {
      made++;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
