import { hash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inThisThread, inWorkers, type ObserveRequest } from '../../../../main/core/codesearch/observers.ts';
import { workersFromFiles } from '../../../../main/core/codesearch/sync.ts';
import { indexedProject, pathsOf, writeFiles } from './project-tree.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

describe('code search in worker threads', () => {
  it('reads and cuts files in a worker exactly as in this thread', async () => {
    const projectDir = tempDir('deft-codesearch-observe-');
    const long = Array.from({ length: 130 }, (_, line) => (line === 70 ? 'export function parseHTTPConfig() {}' : `const value${line} = ${line};`)).join('\n');
    writeFiles(
      projectDir,
      {
        'src/long.ts': `${long}\n`,
        'lib/user_profile.py': 'class UserProfile:\n    def load_user(self):\n        pass\n',
        'image.bin': Buffer.from([0, 1, 2, 3, 0]),
        'huge.txt': 'x'.repeat(8192),
        'known.ts': 'export const known = 1;\n',
        'touched.ts': 'export const touched = 2;\n',
        'ünïcode.rs': 'pub fn größe() -> u32 { 1 }\n',
      },
      true,
    );
    const statOf = (path: string) => statSync(join(projectDir, path));
    const request: ObserveRequest = {
      projectDir,
      maxBytes: 4096,
      now: Date.now(),
      files: [
        ...['src/long.ts', 'lib/user_profile.py', 'image.bin', 'huge.txt', 'ünïcode.rs', 'gone.ts'].map((path) => ({ path, known: undefined })),
        { path: 'known.ts', known: { id: 1, size: statOf('known.ts').size, mtimeMs: statOf('known.ts').mtimeMs, hash: 'whatever' } },
        { path: 'touched.ts', known: { id: 2, size: 0, mtimeMs: 0, hash: hash('sha1', 'export const touched = 2;\n') } },
      ],
    };
    const workers = inWorkers();
    try {
      const inWorker = await workers.observe(request);
      expect(inWorker).toEqual(await inThisThread.observe(request));
      expect(inWorker.map((observation) => observation.kind)).toEqual(['read', 'read', 'read', 'read', 'read', 'missing', 'same', 'touched']);
      const [long, , binary, huge] = inWorker;
      expect(long.kind === 'read' && long.rows?.chunks.map((chunk) => [chunk.startLine, chunk.endLine])).toEqual([[1, 50], [41, 90], [81, 130]]);
      expect(long.kind === 'read' && long.rows?.chunks[1].compoundWords).toContain('parse http config');
      expect(binary.kind === 'read' && binary.rows).toBeNull();
      expect(huge.kind === 'read' && huge.rows).toBeNull();
    } finally {
      await workers.close();
    }
  });

  it('builds a large project through the workers: every file in, the credential file out', async () => {
    const files: Record<string, string> = {};
    for (let n = 0; n < 2500; n++) files[`pkg${n % 25}/file${n}.ts`] = `export function handler${n}(request: Request) {\n  return respondWith${n % 7}(request);\n}\n`;
    files['pkg3/secrets.ts'] = 'export const apiToken = "handler42";\n';
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(workersFromFiles);
    const { index } = indexedProject(files, { credentialCheck: () => (path) => path.endsWith('secrets.ts') });
    expect(await index.refresh()).toEqual({ indexed: 2500, removed: 0, unchanged: 0, reread: 0 });
    expect(index.stats().files).toBe(2500);
    const [best] = await index.search('handler1234', 5);
    expect(best).toMatchObject({ path: 'pkg9/file1234.ts', symbol: { name: 'handler1234', line: 1 } });
    expect(pathsOf(await index.search('respond with', 3))).toHaveLength(3);
    expect(pathsOf(await index.search('apiToken', 5))).toEqual([]);
  }, 120_000);
});
