import { resolve, dirname } from 'node:path';
import type { Plugin } from 'vite';

const suffix = '?modulePath';

/**
 * `import path from './worker.ts?modulePath'` under Vitest: the path of the source file, which a
 * worker thread runs with Node's own TypeScript support (electron-vite does the same for a build,
 * with the built file's path).
 */
export function modulePathOfSources(): Plugin {
  return {
    name: 'deft-module-path-of-sources',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!id.endsWith(suffix) || !importer) return undefined;
      return `\0module-path:${resolve(dirname(importer), id.slice(0, -suffix.length))}`;
    },
    load(id) {
      if (!id.startsWith('\0module-path:')) return undefined;
      return `export default ${JSON.stringify(id.slice('\0module-path:'.length))};`;
    },
  };
}
