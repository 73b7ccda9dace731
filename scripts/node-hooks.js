// Node module hooks so the TypeScript sources run under plain Node as they do under Vite:
// `import text from './x.txt?raw'` yields the file's text; `import path from './x.ts?modulePath'`
// the file's own path (electron-vite bundles such a module apart, to start it as a worker thread).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('?raw')) {
    const text = await readFile(new URL(url.slice(0, -'?raw'.length)), 'utf8');
    return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  }
  if (url.startsWith('file:') && url.endsWith('?modulePath')) {
    const path = fileURLToPath(url.slice(0, -'?modulePath'.length));
    return { format: 'module', source: `export default ${JSON.stringify(path)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
