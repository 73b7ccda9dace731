import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';

/**
 * An existing file may be changed only when this session read it and it has not changed since.
 * Without a `fileState` service (a bare executor, a test) the check is skipped.
 */
export function assertFresh(context: Pick<ToolContext, 'sessionId' | 'services'>, absolutePath: string): void {
  const verdict = context.services.fileState?.checkUnchanged(context.sessionId, absolutePath);
  if (verdict && !verdict.ok) throw new ToolError(verdict.message);
}
