import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../../../../../helpers/temp-dir.ts';

/** A home folder, a data folder and a project in a fresh temporary folder, for agent files. */
export function agentSpace() {
  const root = tempDir('deft-agents-');
  const space = { home: join(root, 'home'), dataDir: join(root, 'data'), projectDir: join(root, 'project') };
  for (const dir of Object.values(space)) mkdirSync(dir, { recursive: true });
  return {
    ...space,
    /** Writes `text` to `path` under one of the space's folders and returns the file's path. */
    write(folder: string, path: string, text: string): string {
      const file = join(folder, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    },
  };
}

/** An agent file with the given frontmatter lines and body. */
export function agentFile(frontmatter: string[], body = 'You are a helpful agent.'): string {
  return ['---', ...frontmatter, '---', '', body, ''].join('\n');
}
