import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAssetPath } from '../../../../main/core/page-files/asset-path.ts';
import { readRendererFile } from '../../../../main/core/page-files/renderer-files.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

function site() {
  const dir = tempDir();
  const root = join(dir, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<html></html>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  symlinkSync(join(dir, 'secret.txt'), join(root, 'assets', 'link.js'));
  return { dir, root };
}

describe('resolveAssetPath', () => {
  it('serves files inside the root, and index.html for /', () => {
    const { root } = site();
    expect(resolveAssetPath(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveAssetPath(root, '/assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(resolveAssetPath(root, '/assets/%61pp.js')).toBe(join(root, 'assets', 'app.js'));
  });

  it('refuses every way out of the root', () => {
    const { root } = site();
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets%2f..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/link.js',
      '/index.html%00.js',
      '/%E0%A4%A',
      '/missing.js',
      '/assets',
    ]) {
      expect(resolveAssetPath(root, path), path).toBeNull();
    }
  });

  it('serves with a content type and the content security policy', async () => {
    const { root } = site();
    const file = await readRendererFile(root, '/assets/app.js');
    expect(file?.headers['Content-Type']).toMatch(/^text\/javascript/);
    expect(file?.headers['Content-Security-Policy']).toContain("script-src 'self'");
    expect(await readRendererFile(root, '/../secret.txt')).toBeNull();
  });
});
