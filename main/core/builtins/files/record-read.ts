import type { Stats } from 'node:fs';
import type { ToolContext } from '../../tools/tool.ts';

/** Tells the session's file-state tracker, when there is one, what was just read. */
export function recordRead(context: ToolContext, absolutePath: string, stat: Stats, hash: string): void {
  context.services.fileState?.recordRead(context.sessionId, absolutePath, { mtimeMs: stat.mtimeMs, size: stat.size, hash });
}
