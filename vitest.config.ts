import { defineConfig } from 'vitest/config';
import { modulePathOfSources } from './scripts/module-path-plugin.ts';

export default defineConfig({
  plugins: [modulePathOfSources()],
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
  },
});
