import { rm, stat } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { hashContent } from '../files/file-hash.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { writeFileAtomic } from '../../common/files/atomic-write.ts';
import type { EditorFiles } from '../files/editor-files.ts';
import type { FileStateTracker } from '../files/file-state.ts';

/** Called by every file-changing tool before it writes, so the change can be undone. */
export interface CheckpointRecorder {
  recordFileBefore(sessionId: string, messageId: string, absolutePath: string): Promise<void>;
}

/** Without the store's checkpoints (a session that keeps none) nothing can be rewound, so nothing is recorded. */
export const noCheckpoints: CheckpointRecorder = { recordFileBefore: async () => {} };

/** What writing a file needs besides the call: the session's picture of its files, and the undo record. */
export interface CommitServices {
  fileState: FileStateTracker;
  checkpoints: CheckpointRecorder;
  /** The editor hosting the session, when it takes writes: text lands in its buffer. */
  editorFiles?: EditorFiles;
}

type CommitContext = Pick<ToolContext, 'sessionId' | 'messageId'>;

/**
 * Writes a file the way every file-changing tool must: checkpoint first, then an atomic write to
 * `target` (a symlink's destination) — or, for text, through the editor hosting the session — then
 * the session's picture of `path` becomes the new content.
 */
export async function commitFile(services: CommitServices, context: CommitContext, path: string, target: string, bytes: Buffer): Promise<void> {
  await services.checkpoints.recordFileBefore(context.sessionId, context.messageId, target);
  const editor = services.editorFiles?.writeText;
  if (editor && isUtf8(bytes)) await editor(context.sessionId, target, bytes.toString('utf8'));
  else await writeFileAtomic(target, bytes, { links: 'replace' });
  const written = await stat(target);
  services.fileState.recordWrite(context.sessionId, path, {
    mtimeMs: written.mtimeMs,
    size: written.size,
    hash: hashContent(bytes),
  });
}

/** Deletes a file after checkpointing it. */
export async function deleteFile(services: CommitServices, context: CommitContext, target: string): Promise<void> {
  await services.checkpoints.recordFileBefore(context.sessionId, context.messageId, target);
  await rm(target);
}
