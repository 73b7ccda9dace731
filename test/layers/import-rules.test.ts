import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer import rules (DESIGN §2)', () => {
  it.each([
    ['main/core/x.ts', "import { app } from 'electron';"],
    ['main/core/x.ts', "import { ipcMain } from 'electron/main';"],
    ['main/core/tools/x.ts', "import { registerIpc } from '../../electron/ipc.ts';"],
    ['main/core/x.ts', "import { runCli } from '../cli/cli.ts';"],
    ['main/cli/x.ts', "import { app } from 'electron';"],
    ['main/cli/x.ts', "import { registerIpc } from '../electron/ipc.ts';"],
    ['renderer/src/x.ts', "import { createCore } from '../../main/core/core.ts';"],
    ['renderer/src/x.ts', "import { readFileSync } from 'node:fs';"],
    ['renderer/src/x.ts', "import { ipcRenderer } from 'electron';"],
    ['shared/ipc/x.ts', "import { createCore } from '../../main/core/core.ts';"],
    ['shared/ipc/x.ts', "import { App } from '../../renderer/src/App.tsx';"],
    ['preload/x.ts', "import { createCore } from '../main/core/core.ts';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await importErrors(file, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['main/cli/x.ts', "import { createCore } from '../core/core.ts';"],
    ['main/electron/x.ts', "import { app } from 'electron';"],
    ['preload/x.ts', "import { contextBridge } from 'electron';"],
    ['renderer/src/x.ts', "import type { AppInfo } from '../../shared/ipc/contract.ts';"],
  ])('%s may: %s', async (file, code) => {
    expect(await importErrors(file, `${code}\nexport {};\n`)).toEqual([]);
  });

  it('makes the lint command fail on a main/core file importing electron', () => {
    const result = spawnSync(
      process.execPath,
      [join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', 'main/core/bad.ts'],
      { cwd: root, input: "import { app } from 'electron';\nexport const x = app;\n", encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('Only main/electron and preload may import electron');
  });
});
