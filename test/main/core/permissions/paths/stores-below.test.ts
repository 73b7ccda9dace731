import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sensitivePaths } from '../../../../../main/core/permissions/paths/special-paths.ts';
import { deepStoresIn, sensitivePathsNow } from '../../../../../main/core/permissions/paths/stores-below.ts';

const homes: string[] = [];
afterEach(() => homes.splice(0).forEach((home) => rmSync(home, { recursive: true, force: true })));

function homeWith(files: readonly string[]): string {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'deft-stores-now-')));
  homes.push(home);
  for (const file of files) {
    mkdirSync(dirname(join(home, file)), { recursive: true });
    writeFileSync(join(home, file), 'x');
  }
  return home;
}

describe('the sensitive paths as a sandbox hides them', () => {
  it('expands globs within names against what is there, and keeps the literal paths', () => {
    const home = homeWith(['.config/someapp/credentials.json', '.config/tool/auth_token', '.config/editor/settings.json', 'deploy.pem']);
    const paths = sensitivePathsNow(sensitivePaths(home, join(home, 'data/secrets')), []);
    expect(paths).toEqual(expect.arrayContaining([join(home, '.config/someapp/credentials.json'), join(home, '.config/tool/auth_token'), join(home, 'deploy.pem'), join(home, '.ssh')]));
    expect(paths).not.toContain(join(home, '.config/editor/settings.json'));
    expect(paths.some((path) => /[*?{]/.test(path))).toBe(false);
  });

  it('leaves out what lies inside a working dir: a project keeps its own keys readable', () => {
    const home = homeWith(['.config/app/credentials.json', '.config/x/credentials.json']);
    const project = join(home, '.config/app');
    const paths = sensitivePathsNow(sensitivePaths(home, join(home, 'data/secrets'), [project]), [project]);
    expect(paths).toContain(join(home, '.config/x/credentials.json'));
    expect(paths).not.toContain(join(project, 'credentials.json'));
  });

  it('looks into a linked app folder, and names where the link leads too', () => {
    const home = homeWith(['dotfiles/app/credentials.json']);
    mkdirSync(join(home, '.config'));
    symlinkSync('../dotfiles/app', join(home, '.config/app'));
    const paths = sensitivePathsNow(sensitivePaths(home, join(home, 'data/secrets')), []);
    expect(paths).toEqual(expect.arrayContaining([join(home, '.config/app/credentials.json'), join(home, 'dotfiles/app/credentials.json')]));
  });
});

describe('the files the ** patterns name below the home', () => {
  it('are found at any depth of a dot-folder and anywhere for a password database, outside the working dirs, caches and packages', () => {
    const home = homeWith(['.config/deploy/keys/prod.pem', 'Documents/vault.kdbx', 'work/project/certs/test.pem', 'work/project/x.kdbx', 'node_modules/pkg/y.kdbx', '.config/deploy/readme.md']);
    const found = deepStoresIn(home, sensitivePaths(home, join(home, 'data/secrets')), [join(home, 'work/project')]);
    expect(found.sort()).toEqual([join(home, '.config/deploy/keys/prod.pem'), join(home, 'Documents/vault.kdbx')]);
  });
});
