import { mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
