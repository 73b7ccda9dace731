import { createCheckpoints, type Checkpoints } from '../../checkpoints/checkpoints.ts';
import type { Core } from '../../core.ts';
import { exportSession } from '../../store/export.ts';
import { loadSession } from '../../store/load.ts';
import { searchMessages } from '../../store/search.ts';
import { deleteSession, getSession, listSessions, renameSession } from '../../store/sessions.ts';
import { getWorktree } from '../../store/worktrees.ts';
import type { DomainHandlers } from '../router.ts';
import { worktreeFinisher } from './worktrees.ts';

type SessionsChannel =
  | 'sessions.create'
  | 'sessions.list'
  | 'sessions.load'
  | 'sessions.search'
  | 'sessions.rename'
  | 'sessions.delete'
  | 'sessions.export'
  | 'sessions.changes'
  | 'sessions.rewindPreview'
  | 'sessions.rewind';

export function sessionsHandlers(core: Core): DomainHandlers<SessionsChannel> {
  let checkpoints: Checkpoints | undefined;
  const checkpointsOf = () => (checkpoints ??= createCheckpoints(core.store()));
  const worktrees = worktreeFinisher(core);
  const existing = (id: string) => {
    const session = getSession(core.store(), id);
    if (!session) throw new Error(`No session ${id}.`);
    return session;
  };
  const idle = (id: string) => {
    if (core.conversations.isRunning(id)) throw new Error(`Session ${id} is answering a prompt: cancel it first.`);
  };
  return {
    'sessions.create': (input) => core.conversations.create(input),
    'sessions.list': (input = {}) => {
      const limit = input.limit ?? 50;
      const sessions = listSessions(core.store(), { projectPath: input.projectPath, limit, after: input.after });
      const last = sessions.at(-1);
      return last && sessions.length === limit ? { sessions, next: { updatedAt: last.updatedAt, id: last.id } } : { sessions };
    },
    'sessions.load': ({ id, before }) => {
      const loaded = loadSession(core.store(), id, { before });
      if (!loaded) throw new Error(`No session ${id}.`);
      return loaded;
    },
    'sessions.search': ({ query, projectPath }) => ({ hits: searchMessages(core.store(), query, { projectPath }) }),
    'sessions.rename': ({ id, title }) => {
      renameSession(core.store(), id, title);
      return existing(id);
    },
    'sessions.delete': async ({ id, worktree: becomes }) => {
      existing(id);
      const worktree = getWorktree(core.store(), id);
      const open = worktree && !worktree.finished ? worktree : undefined;
      if (open && !becomes) {
        const branch = open.branch ? ` (branch ${open.branch})` : '';
        throw new Error(`Session ${id} works in the worktree ${open.name}${branch}: say whether to keep its branch or remove the worktree and branch. Nothing was deleted.`);
      }
      // A running turn is cancelled first: a worktree is never finished under one.
      await core.conversations.release(id);
      if (open && becomes === 'keep') await worktrees.keep(id);
      else if (open && typeof becomes === 'object') await worktrees.discard(id, becomes.discard);
      deleteSession(core.store(), id);
      return { id };
    },
    'sessions.export': ({ id }) => ({ json: JSON.stringify(exportSession(core.store(), id), null, 2) }),
    'sessions.changes': async ({ id }) => {
      existing(id);
      return { files: await checkpointsOf().sessionChanges(id) };
    },
    'sessions.rewindPreview': async ({ id, messageId }) => {
      existing(id);
      return { changes: await checkpointsOf().previewRewind(id, messageId) };
    },
    'sessions.rewind': async ({ id, messageId, dropConversation }) => {
      existing(id);
      idle(id);
      await core.conversations.release(id);
      return checkpointsOf().rewind(id, messageId, { dropConversation });
    },
  };
}
