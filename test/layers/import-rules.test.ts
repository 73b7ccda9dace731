import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const importRules = new Set(['no-restricted-imports', 'deft/layer-imports']);

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId !== null && importRules.has(m.ruleId)).map((m) => m.message);
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
    ['main/core/common/x.ts', "import { secretNames } from '../settings/secrets.ts';"],
    ['main/core/common/text/x.ts', "import type { ToolContext } from '../../tools/tool.ts';"],
    ['main/core/common/x.ts', "import { secretNames } from '../../../shared/ipc/domains/secrets.ts';"],
    ['main/core/common/x.ts', "export { createCore } from '../core.ts';"],
    ['main/core/common/x.ts', "const loaded = import('../tools/registry.ts');"],
    ['main/core/tools/x.ts', "import { spawn } from 'node:child_process';"],
    ['main/core/tools/x.ts', "import { createBuiltinTools } from '../builtins/index.ts';"],
    ['main/core/tools/input/x.ts', "import type { PtyManager } from '../../pty/manager.ts';"],
    ['main/core/tools/x.ts', "import type { CodeSearchIndex } from '../codesearch/code-search-index.ts';"],
    ['main/core/tools/x.ts', "import type { ServiceConfig } from '../services/config.ts';"],
    ['main/core/tools/x.ts', "import type { Agent } from '../agent/agent.ts';"],
    ['main/core/builtins/x.ts', "import type { Agent } from '../agent/agent.ts';"],
    ['main/core/builtins/edit/x.ts', "import type { SessionTools } from '../../session/session-tools.ts';"],
    ['main/core/store/x.ts', "import type { ToolEvent } from '../tools/tool-call.ts';"],
    ['main/core/store/x.ts', "import { openSession } from '../session/open-session.ts';"],
    ['main/core/pty/x.ts', "import type { IPty } from 'node-pty';"],
    ['main/core/sandbox/x.ts', "import type { Permissions } from '../permissions/service.ts';"],
    ['main/core/sandbox/x.ts', "import type { PtyManager } from '../pty/manager.ts';"],
    ['main/core/hooks/x.ts', "import { execFile } from 'child_process';"],
    ['main/core/common/text/x.ts', "import { spawn } from 'node:child_process';"],
    ['main/cli/x.ts', "import { spawn } from 'node:child_process';"],
    ['main/electron/x.ts', "import { spawn } from 'node:child_process';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await importErrors(file, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['main/cli/x.ts', "import { createCore } from '../core/core.ts';"],
    ['main/electron/x.ts', "import { app } from 'electron';"],
    ['preload/x.ts', "import { contextBridge } from 'electron';"],
    ['renderer/src/x.ts', "import type { AppInfo } from '../../shared/ipc/contract.ts';"],
    ['main/core/common/text/x.ts', "import { errorMessage } from '../errors.ts';"],
    ['main/core/common/x.ts', "import { launch } from './process/launch.ts';"],
    ['main/core/common/x.ts', "import { parseTree } from 'jsonc-parser';\nimport { join } from 'node:path';"],
    ['main/core/settings/x.ts', "import { errorMessage } from '../common/errors.ts';"],
    ['main/core/tools/x.ts', "import { errorMessage } from '../common/errors.ts';\nimport type { ToolEvent } from '../../../shared/vocabulary/tool-calls.ts';"],
    ['main/core/store/x.ts', "import { errorMessage } from '../common/errors.ts';\nimport type { Todo } from '../../../shared/vocabulary/todos.ts';"],
    ['main/core/builtins/x.ts', "import { defineTool } from '../tools/define.ts';\nimport type { PtyManager } from '../pty/manager.ts';"],
    ['main/core/common/process/x.ts', "import { spawn } from 'node:child_process';"],
    ['main/core/common/process/x.ts', "import type { IPty } from 'node-pty';"],
    ['main/core/sandbox/x.ts', "import { which } from '../common/process/which.ts';\nimport type { LoadedSettings } from '../settings/types.ts';"],
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
