import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules of DESIGN §2: each layer may only reach the layers beneath it. */
const forbid = (...patterns) => ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }];

const electron = [['electron', 'electron/*'], 'Only main/electron and preload may import electron.'];
const mainElectron = [['**/main/electron', '**/main/electron/**', '**/electron/**'], 'main/electron is the app shell; nothing below it may depend on it.'];
const renderer = [['**/renderer/**'], 'The renderer is reached only through IPC.'];
const main = [['**/main/**'], 'Code outside main/ may not import main/.'];
const preload = [['**/preload/**'], 'The preload is loaded by Electron, never imported.'];
const cli = [['**/main/cli/**', '**/cli/**'], 'main/core is used by the CLI, not the other way round.'];
const node = [['node:*', 'fs', 'path', 'child_process', 'os'], 'The renderer has no Node.js; ask main through window.deft.'];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.tools/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['renderer/**'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['shared/**'], rules: { 'no-restricted-imports': forbid(electron, main, renderer, preload) } },
  { files: ['renderer/**'], rules: { 'no-restricted-imports': forbid(electron, main, preload, node) } },
  { files: ['preload/**'], rules: { 'no-restricted-imports': forbid(main, renderer) } },
  { files: ['main/core/**'], rules: { 'no-restricted-imports': forbid(electron, mainElectron, renderer, preload, cli) } },
  { files: ['main/cli/**'], rules: { 'no-restricted-imports': forbid(electron, mainElectron, renderer, preload) } },
  { files: ['main/electron/**'], rules: { 'no-restricted-imports': forbid(renderer, preload, cli) } },
);
