import { linkSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hardLinksOf } from '../../../../../main/core/permissions/paths/hard-links.ts';
import { resolveToolPath } from '../../../../../main/core/permissions/paths/resolve.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

describe('resolveToolPath', () => {
  it('expands ~, folds .., and follows symlinks, also for files that do not exist yet', () => {
    const root = realpathSync(tempDir());
    mkdirSync(join(root, 'project', 'src'), { recursive: true });
    mkdirSync(join(root, 'outside'));
    symlinkSync(join(root, 'outside'), join(root, 'project', 'src', 'link'));
    const cwd = join(root, 'project');
    expect(resolveToolPath('~/a/../b', cwd, '/home/u')).toEqual({ lexical: '/home/u/b', real: '/home/u/b' });
    expect(resolveToolPath('src/link/new/file.txt', cwd, '/h')).toEqual({
      lexical: join(cwd, 'src', 'link', 'new', 'file.txt'),
      real: join(root, 'outside', 'new', 'file.txt'),
    });
  });

  it('follows dangling symlinks and chains of them to where a write would land', () => {
    const root = realpathSync(tempDir());
    mkdirSync(join(root, 'project'));
    symlinkSync(join(root, 'outside', 'created.txt'), join(root, 'project', 'dangling'));
    symlinkSync(join(root, 'project', 'dangling'), join(root, 'project', 'chain'));
    symlinkSync('loop-b', join(root, 'project', 'loop-a'));
    symlinkSync('loop-a', join(root, 'project', 'loop-b'));
    const cwd = join(root, 'project');
    expect(resolveToolPath('dangling', cwd, '/h').real).toBe(join(root, 'outside', 'created.txt'));
    expect(resolveToolPath('chain', cwd, '/h').real).toBe(join(root, 'outside', 'created.txt'));
    expect(() => resolveToolPath('loop-a', cwd, '/h')).not.toThrow();
  });
});

describe('resolveToolPath as the kernel walks a path', () => {
  it('takes .. after a symlink from where the link leads, not from the link', () => {
    const root = realpathSync(tempDir());
    mkdirSync(join(root, 'home', '.config', 'app'), { recursive: true });
    mkdirSync(join(root, 'home', '.ssh'));
    writeFileSync(join(root, 'home', '.ssh', 'id_rsa'), 'key');
    mkdirSync(join(root, 'project'));
    symlinkSync(join(root, 'home', '.config', 'app'), join(root, 'project', 'link'));
    const resolved = resolveToolPath('link/../../.ssh/id_rsa', join(root, 'project'), '/h');
    expect(resolved.lexical).toBe(join(root, '.ssh', 'id_rsa'));
    expect(resolved.real).toBe(join(root, 'home', '.ssh', 'id_rsa'));
  });

  it('reads /proc/self/root, //x and /./x as the paths they are', () => {
    expect(resolveToolPath('/proc/self/root/etc/hostname', '/', '/h').real).toBe(realpathSync('/etc/hostname'));
    expect(resolveToolPath('/proc/thread-self/root/etc', '/', '/h').real).toBe('/etc');
    expect(resolveToolPath('//etc/./hostname', '/', '/h')).toEqual({ lexical: '/etc/hostname', real: realpathSync('/etc/hostname') });
  });
});

describe('hard links of protected files', () => {
  function planted() {
    const root = realpathSync(tempDir());
    mkdirSync(join(root, 'home', '.ssh'), { recursive: true });
    mkdirSync(join(root, 'project'));
    const key = join(root, 'home', '.ssh', 'id_rsa');
    writeFileSync(key, 'key');
    writeFileSync(join(root, 'project', 'plain.txt'), 'x');
    return { root, key, protectedPaths: [join(root, 'home', '.ssh')] };
  }

  it('gives a second name of a protected file that file as its real form', () => {
    const { root, key, protectedPaths } = planted();
    linkSync(key, join(root, 'project', 'copy'));
    const resolved = resolveToolPath('copy', join(root, 'project'), '/h', hardLinksOf(protectedPaths));
    expect(resolved).toEqual({ lexical: join(root, 'project', 'copy'), real: key });
  });

  it('leaves files with one name, and hard links of other files, as they are', () => {
    const { root, protectedPaths } = planted();
    linkSync(join(root, 'project', 'plain.txt'), join(root, 'project', 'plain-too.txt'));
    const links = hardLinksOf(protectedPaths);
    expect(resolveToolPath('plain.txt', join(root, 'project'), '/h', links).real).toBe(join(root, 'project', 'plain.txt'));
    expect(resolveToolPath('plain-too.txt', join(root, 'project'), '/h', links).real).toBe(join(root, 'project', 'plain-too.txt'));
    expect(links.fileLinkedTo(join(root, 'project', 'missing'))).toBeUndefined();
  });

  it('sees a link made after the last decision, as each decision makes its own index', () => {
    const { root, key, protectedPaths } = planted();
    expect(hardLinksOf(protectedPaths).fileLinkedTo(key)).toBeUndefined();
    linkSync(key, join(root, 'project', 'late'));
    expect(hardLinksOf(protectedPaths).fileLinkedTo(join(root, 'project', 'late'))).toBe(key);
  });
});
