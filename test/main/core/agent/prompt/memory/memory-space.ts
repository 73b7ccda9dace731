import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../../../../../helpers/temp-dir.ts';

/** A home folder, a data folder and a project, side by side in a fresh temporary folder. */
export function memorySpace() {
  const root = tempDir('deft-memory-');
  const space = { root, home: join(root, 'home'), dataDir: join(root, 'data'), projectDir: join(root, 'work', 'project') };
  for (const dir of [space.home, space.dataDir, space.projectDir]) mkdirSync(dir, { recursive: true });
  return {
    ...space,
    /** Writes a file (path relative to the space's root) and returns its absolute path. */
    write(path: string, text: string): string {
      const file = join(root, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    },
  };
}
