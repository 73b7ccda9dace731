import { noConfinement, unconfinedSession } from '../../../../../main/core/common/process/confine.ts';
import { createBashTool } from '../../../../../main/core/builtins/bash.ts';
import { createPtyManager } from '../../../../../main/core/pty/manager.ts';
import { askThroughApprovals, sessionShellPermission } from '../../../../../main/core/extensions/commands/shell-permission.ts';
import { loadCommandCatalog, type CatalogOptions } from '../../../../../main/core/extensions/commands/command-catalog.ts';
import type { Approvals } from '../../../../../main/core/tools/permission.ts';
import type { ApprovalAnswer, ApprovalRequest } from '../../../../../shared/vocabulary/approvals.ts';
import { permissionsFor, type Setup } from '../../permissions/engine-fixtures.ts';

/**
 * A project, a home and a data dir in a temp folder, with real settings files and the given files
 * (paths from the temp root: `project/…`, `home/…`, `data/…`), the real permission service over them,
 * and a person who answers every approval request with `answer` and keeps the requests.
 */
export function extensionProject(setup: Setup = {}, answer: ApprovalAnswer = { decision: 'deny', message: 'not now' }) {
  const fixture = permissionsFor(setup);
  const asked: ApprovalRequest[] = [];
  const approvals: Approvals = {
    request: async (request) => {
      asked.push(request);
      return answer;
    },
  };
  const signal = new AbortController().signal;
  const permission = sessionShellPermission({
    permissions: fixture.permissions,
    bash: createBashTool({ pty: createPtyManager(), confinement: unconfinedSession }),
    sessionId: 'session-1',
    cwd: fixture.projectDir,
    confinement: noConfinement,
    ask: askThroughApprovals(approvals, 'session-1', signal),
  });
  const locations = { projectDir: fixture.projectDir, home: fixture.home, dataDir: fixture.dataDir };
  const catalog = (plugins?: CatalogOptions['plugins']) => loadCommandCatalog({ ...locations, ...(plugins && { plugins }) });
  /** What `expandCommand` needs, over the catalog as the files are now. */
  const expansionContext = async () => ({ ...locations, catalog: await catalog(), sessionId: 'session-1', permission, signal });
  return { ...fixture, ...locations, asked, approvals, signal, permission, catalog, expansionContext };
}
