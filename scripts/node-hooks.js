// Node module hooks so the TypeScript sources run under plain Node as they do under Vite:
// `import text from './x.txt?raw'` yields the file's text, `import path from './worker.ts?modulePath'`
// the path of the file (a worker's entry, which electron-vite builds as a file of its own).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('?raw')) {
    const text = await readFile(new URL(url.slice(0, -'?raw'.length)), 'utf8');
    return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  }
  if (url.startsWith('file:') && url.endsWith('?modulePath')) {
    const path = fileURLToPath(new URL(url.slice(0, -'?modulePath'.length)));
    return { format: 'module', source: `export default ${JSON.stringify(path)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
