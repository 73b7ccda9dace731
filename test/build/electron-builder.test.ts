import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8'));
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

describe('electron-builder.yml', () => {
  it('names the app and every platform target', () => {
    expect(config).toMatchObject({ productName: 'Deft', appId: expect.any(String) });
    expect(config.linux.target).toEqual(expect.arrayContaining(['AppImage', 'deb']));
    expect(config.mac.target).toEqual([{ target: 'dmg', arch: 'universal' }]);
    expect(config.win.target).toBe('nsis');
  });

  it('packs files that exist after the build, including the entry points', () => {
    expect(existsSync(join(root, 'out')), 'out/ is missing: run "npm run build" first').toBe(true);
    for (const pattern of config.files.filter((p: string) => !p.startsWith('!'))) {
      expect(globSync(pattern, { cwd: root }).length, pattern).toBeGreaterThan(0);
    }
    for (const entry of [packageJson.main, 'out/preload/index.cjs', 'out/renderer/index.html']) {
      expect(existsSync(join(root, entry)), entry).toBe(true);
    }
  });

  it('unpacks the native modules it ships from the archive', () => {
    const nativeModules = globSync('node_modules/{node-pty,better-sqlite3}/**/*.node', { cwd: root });
    expect(nativeModules.length).toBeGreaterThan(0);
    expect(config.asarUnpack).toContain('**/*.node');
  });
});
