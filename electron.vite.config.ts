import { execFileSync } from 'node:child_process';
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

/**
 * zod's namespace object (`z`) is used as a value, so the bundle would keep every one of its 60-odd
 * locales (400 KB loaded at every start); Deft reads zod's messages in English only, zod's default.
 */
function zodEnglishOnly(): Plugin {
  const localesIndex = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;
  return {
    name: 'deft-zod-english-only',
    load: (id: string) => (localesIndex.test(id) ? 'export { default as en } from "./en.js";\n' : undefined),
  };
}

/**
 * What the descriptor of each built-in tool says (traits, description, input JSON Schema), made now
 * from the sources being bundled, so a start-up of the build loads no tool's code and converts no
 * zod schema (main/core/builtins/prebuilt-descriptors.ts).
 */
function builtinToolDescriptors(): string {
  const json = execFileSync(process.execPath, ['--import', './scripts/register-node-hooks.js', 'scripts/builtin-tool-descriptors.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.stringify(json);
}

export default defineConfig({
  main: {
    plugins: [zodEnglishOnly()],
    define: { deftBuiltinToolDescriptors: builtinToolDescriptors() },
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
        // V8 keeps each module's source as a string for as long as the process runs: without the doc
        // comments (legal ones stay), and escaped to ASCII, since one character past Latin-1 makes
        // the whole string take two bytes a character.
        output: { charset: 'ascii', comments: { legal: true, annotation: false, jsdoc: false } },
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
