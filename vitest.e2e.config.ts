import { defineConfig } from 'vitest/config';
import { modulePathOfSource } from './scripts/vitest-module-path.ts';

// Every wait here is for a condition; these are only the bounds on it, generous enough for a machine
// whose cores are all busy (scripts/e2e-under-load.sh): a test waits as long as it must, and fails
// when the condition never comes, not when the machine is slow.
export default defineConfig({
  plugins: [modulePathOfSource()],
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // expect.poll without its own timeout.
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: false,
  },
});
