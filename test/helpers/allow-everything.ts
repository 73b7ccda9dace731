import type { PermissionService } from '../../main/core/tools/permission.ts';

/**
 * For tests and benchmarks of what a tool does once it may run: every call is allowed, unless a hook
 * asks. Product code has no such service; an executor built without one refuses every call.
 */
export const allowEverything: PermissionService = {
  decide: (request) =>
    request.hook?.decision === 'ask'
      ? { behavior: 'ask', reason: request.hook.reason, source: request.hook.source }
      : { behavior: 'allow', source: request.hook?.source ?? { kind: 'policy', detail: 'test: everything allowed' } },
};
