import type { Plugin } from 'vite';

/**
 * `import path from './x.ts?modulePath'` under Vitest: the source file's path, which a worker thread
 * runs with Node's own TypeScript support (electron-vite bundles such a module apart instead).
 */
export function modulePathOfSource(): Plugin {
  return {
    name: 'deft-module-path-of-source',
    enforce: 'pre',
    load: (id: string) => (id.endsWith('?modulePath') ? `export default ${JSON.stringify(id.slice(0, -'?modulePath'.length))};` : undefined),
  };
}
