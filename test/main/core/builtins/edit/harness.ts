import { noConfinement } from '../../../../../main/core/common/process/confine.ts';
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createApplyPatchTool } from '../../../../../main/core/builtins/apply-patch.ts';
import { createEditTool } from '../../../../../main/core/builtins/edit.ts';
import { createInsertTool } from '../../../../../main/core/builtins/insert.ts';
import { createMultiEditTool } from '../../../../../main/core/builtins/multi-edit.ts';
import { createNotebookEditTool } from '../../../../../main/core/builtins/notebook-edit.ts';
import { createWriteTool } from '../../../../../main/core/builtins/write.ts';
import { createDiagnosticsService } from '../../../../../main/core/builtins/diagnostics/create-service.ts';
import { hashFileSync } from '../../../../../main/core/builtins/files/file-hash.ts';
import { createFileStateTracker } from '../../../../../main/core/builtins/files/file-state.ts';
import type { PermissionRequest, PermissionService } from '../../../../../main/core/tools/permission.ts';
import type { ApprovalAnswer, ApprovalRequest } from '../../../../../shared/vocabulary/approvals.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';

export interface SessionOptions {
  /** Ask the person about every call; `answer` decides (default: allow once). */
  ask?: boolean;
  answer?: (request: ApprovalRequest) => ApprovalAnswer | Promise<ApprovalAnswer>;
}

/**
 * The file-changing tools in a real executor over `dir`, with the real file-state tracker and a
 * checkpoint recorder that keeps each file's content as it was before the write.
 */
export function editSession(dir: string, options: SessionOptions = {}) {
  const fileState = createFileStateTracker();
  const checkpoints: Array<{ path: string; content: string | undefined }> = [];
  const asked: ApprovalRequest[] = [];
  const permissionRequests: PermissionRequest[] = [];
  const permissions: PermissionService = {
    decide: (request) => {
      permissionRequests.push(request);
      return options.ask
        ? { behavior: 'ask', source: { kind: 'default', detail: 'test' } }
        : { behavior: 'allow', source: { kind: 'default', detail: 'test' } };
    },
  };
  const approvals = {
    request: async (request: ApprovalRequest) => {
      asked.push(request);
      return options.answer ? options.answer(request) : ({ decision: 'allow', scope: 'once' } as const);
    },
  };
  const { executor, events } = executorWith(dir, { permissions, approvals });
  const services = {
    fileState,
    diagnostics: createDiagnosticsService({ projectDir: dir, confinement: noConfinement }),
    checkpoints: {
      recordFileBefore: async (_session: string, _message: string, path: string) => {
        checkpoints.push({ path, content: contentOrNothing(path) });
      },
    },
  };
  const tools = [createEditTool, createMultiEditTool, createWriteTool, createInsertTool, createApplyPatchTool, createNotebookEditTool].map((create) => create(services));
  const turn = turnContext(tools, { cwd: dir });

  return {
    fileState,
    checkpoints,
    asked,
    permissionRequests,
    events,
    /** What Read records: the session has seen the file as it is now. */
    read(path: string) {
      const stat = statSync(path);
      fileState.recordRead(turn.sessionId, path, { mtimeMs: stat.mtimeMs, size: stat.size, hash: hashFileSync(path) });
    },
    async call(name: string, input: unknown) {
      const outcome = await executor.run({ id: randomUUID(), name, input }, turn);
      return { ...outcome, text: textOf(outcome) };
    },
  };
}

function contentOrNothing(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
