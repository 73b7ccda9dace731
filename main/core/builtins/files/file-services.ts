import type { Validation } from '../../tools/tool.ts';

/** What a session last read of a file, so Edit and Write can refuse to work on a stale picture. */
export interface FileReadRecord {
  mtimeMs: number;
  size: number;
  /** sha256 of the content as read. */
  hash: string;
}

/** Kept per session by Read; consulted by Edit, MultiEdit, Write, Insert, ApplyPatch, NotebookEdit. */
export interface FileStateTracker {
  recordRead(sessionId: string, absolutePath: string, record: FileReadRecord): void;
  lastRead(sessionId: string, absolutePath: string): FileReadRecord | undefined;
  /** `ok` when the file was read in this session and has not changed since; else a message for the model. */
  checkUnchanged(sessionId: string, absolutePath: string): Validation;
  /** After a tool wrote the file: the session's picture of it is the new content. */
  recordWrite(sessionId: string, absolutePath: string, record: FileReadRecord): void;
}

/** Called by every file-changing tool before it writes, so the change can be undone. */
export interface CheckpointRecorder {
  recordFileBefore(sessionId: string, messageId: string, absolutePath: string): Promise<void>;
}
