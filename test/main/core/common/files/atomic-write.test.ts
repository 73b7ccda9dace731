import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic, writeFileAtomicSync, type AtomicWriteOptions } from '../../../../../main/core/common/files/atomic-write.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

const writers = {
  async: (path: string, data: string, options: AtomicWriteOptions) => writeFileAtomic(path, data, options),
  sync: async (path: string, data: string, options: AtomicWriteOptions) => writeFileAtomicSync(path, data, options),
};

describe.each(Object.entries(writers))('the atomic writer (%s)', (_name, write) => {
  it('creates missing folders and leaves no temporary file behind', async () => {
    const dir = tempDir();
    const file = join(dir, 'a', 'b', 'settings.json');
    await write(file, '{}\n', { links: 'follow' });
    expect(readFileSync(file, 'utf8')).toBe('{}\n');
    expect(readdirSync(join(dir, 'a', 'b'))).toEqual(['settings.json']);
  });

  it('keeps the mode of the file it replaces, unless given one', async () => {
    const dir = tempDir();
    const file = join(dir, 'script.sh');
    writeFileSync(file, 'old');
    chmodSync(file, 0o751);
    await write(file, 'new', { links: 'replace' });
    expect(statSync(file).mode & 0o7777).toBe(0o751);
    await write(file, 'newer', { links: 'replace', mode: 0o600 });
    expect(statSync(file).mode & 0o7777).toBe(0o600);
  });

  it("with links 'follow', replaces the file a symbolic link points at and keeps the link", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'real'));
    writeFileSync(join(dir, 'real', 'target.json'), 'old');
    symlinkSync(join(dir, 'real', 'target.json'), join(dir, 'link.json'));
    await write(join(dir, 'link.json'), 'new', { links: 'follow' });
    expect(lstatSync(join(dir, 'link.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'real', 'target.json'), 'utf8')).toBe('new');
  });

  it("with links 'replace', puts the file in the link's place and leaves the old target alone", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'target.txt'), 'old');
    symlinkSync(join(dir, 'target.txt'), join(dir, 'link.txt'));
    await write(join(dir, 'link.txt'), 'new', { links: 'replace' });
    expect(lstatSync(join(dir, 'link.txt')).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(dir, 'link.txt'), 'utf8')).toBe('new');
    expect(readFileSync(join(dir, 'target.txt'), 'utf8')).toBe('old');
  });
});
