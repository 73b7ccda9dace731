import { statSync, type Stats } from 'node:fs';
import { ToolError } from '../../tools/define.ts';
import type { Validation } from '../../tools/tool.ts';
import { hashFileSync } from './file-hash.ts';

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

/** The hash of a record made without hashing (Read skips hashing very large files): only mtime and size count. */
export const UNHASHED = '';

/**
 * Remembers, per session and absolute path, what was last read or written. A file whose mtime and size
 * still match is unchanged; otherwise its current content is hashed, so a file touched but not changed
 * still counts as unchanged.
 */
export function createFileStateTracker(): FileStateTracker {
  const sessions = new Map<string, Map<string, FileReadRecord>>();

  function remember(sessionId: string, absolutePath: string, record: FileReadRecord): void {
    let files = sessions.get(sessionId);
    if (!files) sessions.set(sessionId, (files = new Map()));
    files.set(absolutePath, { ...record });
  }

  function lastRead(sessionId: string, absolutePath: string): FileReadRecord | undefined {
    const record = sessions.get(sessionId)?.get(absolutePath);
    return record && { ...record };
  }

  function checkUnchanged(sessionId: string, absolutePath: string): Validation {
    const record = sessions.get(sessionId)?.get(absolutePath);
    if (!record) {
      return { ok: false, message: `You have not read ${absolutePath} in this session. Read it first, then try again.` };
    }
    const readAgain = `${absolutePath} has changed since you last read it. Read it again, then try again.`;
    let current: { mtimeMs: number; size: number };
    try {
      current = statSync(absolutePath);
    } catch {
      return { ok: false, message: `${absolutePath} no longer exists (it was removed or renamed since you read it). Check the path, or Read it again.` };
    }
    if (current.mtimeMs === record.mtimeMs && current.size === record.size) return { ok: true };
    if (current.size !== record.size || record.hash === UNHASHED) return { ok: false, message: readAgain };
    if (hashFileSync(absolutePath) !== record.hash) return { ok: false, message: readAgain };
    record.mtimeMs = current.mtimeMs;
    return { ok: true };
  }

  return { recordRead: remember, recordWrite: remember, lastRead, checkUnchanged };
}

/** Tells the session's tracker what was just read. */
export function recordRead(fileState: FileStateTracker, sessionId: string, absolutePath: string, stat: Stats, hash: string): void {
  fileState.recordRead(sessionId, absolutePath, { mtimeMs: stat.mtimeMs, size: stat.size, hash });
}

/** An existing file may be changed only when this session read it and it has not changed since. */
export function assertFresh(fileState: FileStateTracker, sessionId: string, absolutePath: string): void {
  const verdict = fileState.checkUnchanged(sessionId, absolutePath);
  if (!verdict.ok) throw new ToolError(verdict.message);
}
