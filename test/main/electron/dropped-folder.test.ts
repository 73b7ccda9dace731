import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { droppedFolderPath } from '../../../main/electron/dropped-folder.ts';
import { tempDir } from '../../helpers/temp-dir.ts';

describe('droppedFolderPath', () => {
  it('gives the folder of a file:// URL', () => {
    const folder = join(tempDir(), 'my project');
    mkdirSync(folder);
    expect(droppedFolderPath(pathToFileURL(folder).href)).toBe(folder);
  });

  it('ignores files, missing paths and other schemes', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'file.txt'), 'x');
    expect(droppedFolderPath(pathToFileURL(join(dir, 'file.txt')).href)).toBeNull();
    expect(droppedFolderPath(pathToFileURL(join(dir, 'missing')).href)).toBeNull();
    expect(droppedFolderPath('https://example.com/')).toBeNull();
    expect(droppedFolderPath('not a url')).toBeNull();
  });
});
