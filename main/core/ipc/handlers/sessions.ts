import { createCheckpoints, type Checkpoints } from '../../checkpoints/checkpoints.ts';
import type { Core } from '../../core.ts';
import { exportSession } from '../../store/export.ts';
import { loadSession } from '../../store/load.ts';
import { searchMessages } from '../../store/search.ts';
import { deleteSession, getSession, listSessions, renameSession } from '../../store/sessions.ts';
import type { DomainHandlers } from '../router.ts';

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
    'sessions.delete': async ({ id }) => {
      existing(id);
      await core.conversations.release(id);
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
