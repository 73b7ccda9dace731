import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { build, type Plugin } from 'vite';

const root = import.meta.dirname;

const bundledDependencies = [
  '@ai-sdk/anthropic',
  '@ai-sdk/openai',
  '@ai-sdk/openai-compatible',
  '@mozilla/readability',
  'diff',
  'jsonc-parser',
  'linkedom',
  'turndown',
  'yaml',
  'zod',
];

/**
 * The browser's preload for `deft web` (preload/web.ts): one classic script beside Electron's
 * preload, built after it. A second build, because a sandboxed preload must be a single file and
 * one build cannot make two entries without sharing chunks between them.
 */
function browserPreload(): Plugin {
  return {
    name: 'deft-browser-preload',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir: resolve(root, 'out/preload'),
          emptyOutDir: false,
          minify: false,
          rollupOptions: { input: resolve(root, 'preload/web.ts'), output: { format: 'iife', entryFileNames: 'web.js' } },
        },
      });
    },
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Pure-JS dependencies are bundled so only what is used is loaded (zod alone would otherwise load
      // sixty locale files); native ones (better-sqlite3, node-pty, sharp) and wasm ones stay external.
      externalizeDeps: { exclude: bundledDependencies },
      rollupOptions: {
        input: {
          index: resolve(root, 'main/electron/main.ts'),
          cli: resolve(root, 'main/cli/main.ts'),
        },
      },
    },
  },
  preload: {
    plugins: [browserPreload()],
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve(root, 'preload/index.ts') },
        // A sandboxed preload must be one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [react()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      rollupOptions: { input: resolve(root, 'renderer/index.html') },
    },
  },
});
