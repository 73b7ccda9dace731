import { noConfinement, unconfinedSession } from '../../../../main/core/common/process/confine.ts';
import { onTestFinished } from 'vitest';
import { createBuiltinTools, type BuiltinServices } from '../../../../main/core/builtins/index.ts';
import { createDiagnosticsService } from '../../../../main/core/builtins/diagnostics/create-service.ts';
import { noCheckpoints } from '../../../../main/core/builtins/edit/commit-file.ts';
import { createFileStateTracker } from '../../../../main/core/builtins/files/file-state.ts';
import { createTodoStore } from '../../../../main/core/builtins/todos/todo-store.ts';
import { createCodeSearchIndex } from '../../../../main/core/codesearch/code-search-index.ts';
import { createPtyManager } from '../../../../main/core/pty/manager.ts';
import { createServiceConfig } from '../../../../main/core/services/config.ts';
import { secretsFromEnv } from '../../../../main/core/settings/secrets.ts';
import { createSpillStore } from '../../../../main/core/tools/output/spill.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

/**
 * The services of a session's built-ins over `projectDir`, all real: terminals, file state, todos,
 * the project's TypeScript diagnostics, its code index in `dataDir`, cloud services with no keys, no
 * rule allowing anything and no checkpoints; `overrides` replace any of them. Nothing starts or is
 * written until a tool uses it; `close` ends the terminals and the index.
 */
export function builtinServices(projectDir: string, dataDir: string, overrides: Partial<BuiltinServices> = {}) {
  const services: BuiltinServices = {
    pty: createPtyManager({ spill: createSpillStore({ dir: `${dataDir}/spill` }) }),
    confinement: unconfinedSession,
    fileState: createFileStateTracker(),
    checkpoints: noCheckpoints,
    diagnostics: createDiagnosticsService({ projectDir, confinement: noConfinement }),
    todos: createTodoStore(),
    cloud: createServiceConfig({ secrets: secretsFromEnv({}), env: {} }),
    codeSearch: createCodeSearchIndex({ projectDir, dataDir }),
    ruleAllows: () => false,
    ...overrides,
  };
  const close = async () => {
    await Promise.all([services.pty.closeAll(), services.codeSearch.close()]);
  };
  return { services, close };
}

/** Every built-in tool (as the session holds it: a descriptor, loaded at its first call) over `builtinServices` of `projectDir` and a temporary data folder, closed when the test finishes. */
export function builtinToolsOver(projectDir: string, overrides: Partial<BuiltinServices> = {}) {
  const { services, close } = builtinServices(projectDir, tempDir('deft-builtins-data-'), overrides);
  onTestFinished(close);
  return createBuiltinTools(services);
}
