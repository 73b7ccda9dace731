import { isExecutableFile } from '../../common/process/which.ts';
import { join } from 'node:path';

const virtualEnvironments = ['.venv', 'venv'];

/** The project's own interpreter (`.venv/bin/python3`, then `venv/bin/python3`), else `python3` from PATH. */
export function projectPython(projectDir: string): string {
  for (const folder of virtualEnvironments) {
    const candidate = join(projectDir, folder, 'bin', 'python3');
    if (isExecutableFile(candidate)) return candidate;
  }
  return 'python3';
}
