import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPython } from '../../../../../main/core/builtins/python/project-python.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

function interpreter(project: string, folder: string, mode = 0o755): string {
  const path = join(project, folder, 'bin', 'python3');
  mkdirSync(join(project, folder, 'bin'), { recursive: true });
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, mode);
  return path;
}

describe('projectPython', () => {
  it('takes .venv before venv, and python3 from PATH when neither has one', () => {
    const project = tempDir();
    expect(projectPython(project)).toBe('python3');
    const venv = interpreter(project, 'venv');
    expect(projectPython(project)).toBe(venv);
    const dotVenv = interpreter(project, '.venv');
    expect(projectPython(project)).toBe(dotVenv);
  });

  it('skips an interpreter file that cannot be executed', () => {
    const project = tempDir();
    interpreter(project, '.venv', 0o644);
    expect(projectPython(project)).toBe('python3');
  });
});
