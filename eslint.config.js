import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerImports } from './eslint/layer-imports.js';

/** Import rules of DESIGN §2: each layer may only reach the layers beneath it. */
const forbid = (...patterns) => ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }];

const electron = [['electron', 'electron/*'], 'Only main/electron and preload may import electron.'];
const mainElectron = [['**/main/electron', '**/main/electron/**', '**/electron/**'], 'main/electron is the app shell; nothing below it may depend on it.'];
const renderer = [['**/renderer/**'], 'The renderer is reached only through IPC.'];
const main = [['**/main/**'], 'Code outside main/ may not import main/.'];
const preload = [['**/preload/**'], 'The preload is loaded by Electron, never imported.'];
const cli = [['**/main/cli/**', '**/cli/**'], 'main/core is used by the CLI, not the other way round.'];
const node = [['node:*', 'fs', 'path', 'child_process', 'os'], 'The renderer has no Node.js; ask main through window.deft.'];
const childProcess = [
  ['node:child_process', 'child_process', 'node-pty'],
  'Child processes start only in main/core/common/process (launch, launchPty, runProcess), where their environment is decided.',
];

/** The layers inside main/core, each with the folders it may import from besides its own (DESIGN §2). */
const coreLayers = [
  { folder: 'main/core/common', may: [] },
  // The store is a leaf: the vocabulary's types and the general library, nothing else of the core.
  { folder: 'main/core/store', may: ['main/core/common', 'shared'] },
  // The tool kernel knows no built-in, terminal, index, cloud client or agent.
  { folder: 'main/core/tools', may: ['main/core/common', 'shared'] },
  // The built-ins know the kernel and the services they are given, never the agent or the session.
  { folder: 'main/core/builtins', may: ['main/core/tools', 'main/core/common', 'main/core/services', 'main/core/pty', 'main/core/codesearch', 'shared'] },
  // The OS sandbox reads its settings and builds the library's configuration; it knows no tool, session or permission.
  { folder: 'main/core/sandbox', may: ['main/core/common', 'main/core/settings', 'shared'] },
];

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
  // One list per folder: flat config does not merge two `no-restricted-imports` settings, the last wins.
  { files: ['main/core/**'], rules: { 'no-restricted-imports': forbid(electron, mainElectron, renderer, preload, cli, childProcess) } },
  { files: ['main/core/common/process/**'], rules: { 'no-restricted-imports': forbid(electron, mainElectron, renderer, preload, cli) } },
  { files: ['main/cli/**'], rules: { 'no-restricted-imports': forbid(electron, mainElectron, renderer, preload, childProcess) } },
  { files: ['main/electron/**'], rules: { 'no-restricted-imports': forbid(renderer, preload, cli, childProcess) } },
  {
    files: ['main/core/**'],
    plugins: { deft: { rules: { 'layer-imports': layerImports } } },
    rules: { 'deft/layer-imports': ['error', { root: import.meta.dirname, layers: coreLayers }] },
  },
);
