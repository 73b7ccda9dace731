import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRipgrep, ripgrepMissingMessage } from '../../../../../main/core/common/ripgrep/find-ripgrep.ts';
import { pathWith, tempDir } from '../../../../helpers/temp-dir.ts';

const noBundled = async () => null;

describe('findRipgrep', () => {
  it('prefers the binary of @vscode/ripgrep, installed with the app', async () => {
    expect(await findRipgrep({ env: { PATH: '' } })).toMatch(/@vscode[\\/]ripgrep-[^\\/]+[\\/]bin[\\/]rg(\.exe)?$/);
  });

  it('falls back to rg on PATH when the package is absent', async () => {
    const bin = pathWith(tempDir(), { rg: fakeRipgrep() });
    expect(await findRipgrep({ env: { PATH: bin }, bundled: noBundled })).toBe(join(bin, 'rg'));
  });

  it('falls back to PATH when the packaged binary cannot be executed', async () => {
    const broken = join(tempDir(), 'rg');
    writeFileSync(broken, '');
    const bin = pathWith(tempDir(), { rg: fakeRipgrep() });
    expect(await findRipgrep({ env: { PATH: bin }, bundled: async () => broken })).toBe(join(bin, 'rg'));
  });

  it('says what to install when there is no ripgrep at all', async () => {
    const bin = pathWith(tempDir(), { node: process.execPath });
    const search = findRipgrep({ env: { PATH: bin }, bundled: noBundled });
    await expect(search).rejects.toThrow(ripgrepMissingMessage);
    expect(ripgrepMissingMessage).toMatch(/@vscode\/ripgrep/);
    expect(ripgrepMissingMessage).toMatch(/apt install ripgrep/);
  });
});

function fakeRipgrep(): string {
  const rg = join(tempDir(), 'rg');
  writeFileSync(rg, '#!/bin/sh\n');
  chmodSync(rg, 0o755);
  return rg;
}
