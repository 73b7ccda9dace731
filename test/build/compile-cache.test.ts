import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp-dir.ts';

const root = join(import.meta.dirname, '../..');

/** Every file below `dir`, as paths relative to it. */
const filesBelow = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name) : []);

function runVersion(env: NodeJS.ProcessEnv): void {
  expect(existsSync(join(root, 'out', 'main', 'cli.js')), 'out/ is missing: run "npm run build" first').toBe(true);
  execFileSync(process.execPath, [join(root, 'bin', 'deft.js'), '--version'], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
}

describe.runIf(process.platform === 'linux')("the built CLI's compile cache", () => {
  it("is kept in the person's cache folder", () => {
    const home = tempDir();
    runVersion({ HOME: home });
    expect(filesBelow(join(home, '.cache', 'deft', 'compile')).length).toBeGreaterThan(0);
  });

  it('follows XDG_CACHE_HOME, and NODE_COMPILE_CACHE above it', () => {
    const home = tempDir();
    runVersion({ HOME: home, XDG_CACHE_HOME: join(home, 'xdg') });
    expect(filesBelow(join(home, 'xdg', 'deft', 'compile')).length).toBeGreaterThan(0);
    runVersion({ HOME: home, XDG_CACHE_HOME: join(home, 'other'), NODE_COMPILE_CACHE: join(home, 'node-cache') });
    expect(filesBelow(join(home, 'node-cache')).length).toBeGreaterThan(0);
    expect(existsSync(join(home, 'other'))).toBe(false);
  });
});
