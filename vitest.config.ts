import { defineConfig } from 'vitest/config';
import { modulePathOfSource } from './scripts/vitest-module-path.ts';

export default defineConfig({
  plugins: [modulePathOfSource()],
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
  },
});
