import { z } from 'zod';
import { callDecision, callState } from '../../vocabulary/tool-calls.ts';
import { turnFailure } from '../../vocabulary/turn-failure.ts';
import { deletedWorktree, worktreeWish } from '../../vocabulary/worktrees.ts';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';

const id = z.string().min(1).max(200);
const path = z.string().min(1).max(4096);

export const sessionSummary = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  title: z.string(),
  model: z.string().nullable(),
  provider: z.string().nullable(),
  mode: z.string().nullable(),
  cwd: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

export const storedPart = z.object({
  id: z.string(),
  kind: z.enum(['text', 'reasoning', 'tool']),
  text: z.string().nullable(),
  toolCallId: z.string().nullable(),
  toolName: z.string().nullable(),
  state: callState.nullable(),
  input: z.unknown(),
  output: z.unknown(),
  spillPath: z.string().nullable(),
  durationMs: z.number().nullable(),
  decision: callDecision.nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  /** What a command drew in its terminal, escape sequences kept (its end); absent from exports made before it was kept. */
  terminal: z.string().nullable().default(null),
  note: z.string().nullable(),
  createdAt: z.number(),
});

export const storedMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'system']),
  model: z.string().nullable(),
  createdAt: z.number(),
  parts: z.array(storedPart),
  /** Images the person gave with this prompt (base64). */
  images: z.array(z.object({ mediaType: z.string(), data: z.string() })).optional(),
});
export type StoredMessage = z.infer<typeof storedMessage>;

export const searchHit = z.object({
  sessionId: z.string(),
  sessionTitle: z.string(),
  messageId: z.string(),
  partId: z.string(),
  snippet: z.string(),
});

export const fileChange = z.object({
  kind: z.enum(['modified', 'removed', 'restored', 'renamed']),
  path: z.string(),
  from: z.string().optional(),
});

/** A file the session changed, against its start; `diff` is unified and empty when the file was not diffed. */
export const sessionFileChange = z.object({
  path: z.string(),
  status: z.enum(['added', 'modified', 'deleted', 'renamed']),
  from: z.string().optional(),
  added: z.number().int().optional(),
  removed: z.number().int().optional(),
  diff: z.string(),
  binary: z.literal(true).optional(),
  /** Not diffed: the file is over 1 MB, or the diffs before it already filled the answer. */
  tooLarge: z.literal(true).optional(),
  /** The diff stops early; the counts are the whole file's. */
  truncated: z.literal(true).optional(),
});
export type SessionFileChange = z.infer<typeof sessionFileChange>;

const sessionRef = z.strictObject({ id });
const sessionCursor = z.strictObject({ updatedAt: z.number().int(), id });
const messageRef = z.strictObject({ id, messageId: id });

export const sessionsContract = {
  requests: {
    /** `worktree`: the session works in a new git worktree of the project (or a copy-on-write clone), or is refused with the reason. */
    'sessions.create': {
      input: z.strictObject({ projectPath: path, model: z.string().min(1).max(200).optional(), provider: z.string().min(1).max(64).optional(), worktree: worktreeWish.optional() }),
      output: sessionSummary,
    },
    'sessions.list': {
      input: z.strictObject({ projectPath: path.optional(), limit: z.number().int().min(1).max(500).optional(), after: sessionCursor.optional() }).optional(),
      /** `next`, given back as `after`, asks for the following page; absent on the last one. */
      output: z.object({ sessions: z.array(sessionSummary), next: sessionCursor.optional() }),
    },
    'sessions.load': {
      input: z.strictObject({ id, before: id.optional() }),
      /** Oldest first; `olderThan` asks for the page before it. */
      /** `failure`: how the session's last turn failed, when it did. */
      output: z.object({ session: sessionSummary, messages: z.array(storedMessage), olderThan: z.string().optional(), failure: turnFailure.optional() }),
    },
    'sessions.search': {
      input: z.strictObject({ query: z.string().min(1).max(1000), projectPath: path.optional() }),
      output: z.object({ hits: z.array(searchHit) }),
    },
    'sessions.rename': {
      input: z.strictObject({ id, title: z.string().min(1).max(500) }),
      output: sessionSummary,
    },
    /** Refused, with nothing deleted, for a session in an open worktree unless `worktree` says what becomes of it. */
    'sessions.delete': { input: sessionRef.extend({ worktree: deletedWorktree.optional() }), output: z.object({ id: z.string() }) },
    'sessions.export': { input: sessionRef, output: z.object({ json: z.string() }) },
    /** Every file changed since the session's first checkpoint, by any tool or command. */
    'sessions.changes': { input: sessionRef, output: z.object({ files: z.array(sessionFileChange) }) },
    'sessions.rewindPreview': { input: messageRef, output: z.object({ changes: z.array(fileChange) }) },
    'sessions.rewind': {
      input: messageRef.extend({ dropConversation: z.boolean() }),
      output: z.object({ changes: z.array(fileChange), droppedMessages: z.number(), prompt: z.string().optional() }),
    },
  },
  events: {
    /** A session changed: its title (from its first prompt), mode or last activity. */
    'sessions.updated': sessionSummary,
  },
} satisfies ContractPart<typeof channels.sessions>;
