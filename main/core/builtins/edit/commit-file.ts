import { rm, stat } from 'node:fs/promises';
import { hashContent } from '../files/file-hash.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { writeFileAtomic } from '../../common/files/atomic-write.ts';

type CommitContext = Pick<ToolContext, 'sessionId' | 'messageId' | 'services'>;

/**
 * Writes a file the way every file-changing tool must: checkpoint first, then an atomic write to
 * `target` (a symlink's destination), then the session's picture of `path` becomes the new content.
 */
export async function commitFile(context: CommitContext, path: string, target: string, bytes: Buffer): Promise<void> {
  await context.services.checkpoints?.recordFileBefore(context.sessionId, context.messageId, target);
  await writeFileAtomic(target, bytes, { links: 'replace' });
  const written = await stat(target);
  context.services.fileState?.recordWrite(context.sessionId, path, {
    mtimeMs: written.mtimeMs,
    size: written.size,
    hash: hashContent(bytes),
  });
}

/** Deletes a file after checkpointing it. */
export async function deleteFile(context: CommitContext, target: string): Promise<void> {
  await context.services.checkpoints?.recordFileBefore(context.sessionId, context.messageId, target);
  await rm(target);
}
