import type { Store } from '../store/store.ts';
import { newId } from '../store/ids.ts';
import { forgetTurnEnd } from '../store/sessions.ts';
import { openSnapshotRepo, snapshottedProjects, type SnapshotRepo } from './git.ts';
import { defaultRetention, pruneCheckpointRecords, type RetentionLimits } from './retention.ts';
import { applyRewind, type SkippedRewindFile } from './rewind-apply.ts';
import { checkpointFor, planRewind, type CheckpointRow, type FileChange } from './rewind-plan.ts';
import type { SessionFileChange } from './session-changes.ts';
import { snapshotTree } from './snapshot.ts';
import { controlFileCheck } from './control-files.ts';
import { recordFileBefore, type Turn } from './turn.ts';
import { errorMessage } from '../common/errors.ts';

export interface RewindResult {
  changes: FileChange[];
  /** How many messages were dropped (the rewound-to message and everything after it). */
  droppedMessages: number;
  /** The text of the rewound-to message, for the input box, when the conversation was dropped. */
  prompt?: string;
  /** Files the rewind did not touch, with the reason (a folder on the way became a link). */
  skipped: SkippedRewindFile[];
}

export interface Checkpoints {
  /** Starts the checkpoint of a turn: snapshots the project tree as the turn begins. */
  beginTurn(sessionId: string, messageId: string, projectDir: string): Promise<Turn>;
  recordFileBefore(turn: Turn, path: string): void;
  /** What `rewind` would change, touching nothing. */
  previewRewind(sessionId: string, messageId: string): Promise<FileChange[]>;
  /** Brings the files back to their state before `messageId` (a user message) and optionally drops that message and all after it. */
  rewind(sessionId: string, messageId: string, options?: { dropConversation?: boolean }): Promise<RewindResult>;
  /** Every file the session changed, with its diff against the session's first checkpoint; none for a session without one. */
  sessionChanges(sessionId: string): Promise<SessionFileChange[]>;
  /** Applies the retention limits; returns the ids of the checkpoints removed. */
  prune(limits?: Partial<RetentionLimits>): Promise<string[]>;
}

export function createCheckpoints(store: Store): Checkpoints {
  const queues = new Map<string, Promise<unknown>>();

  /** One git operation at a time per project, since they share an index file. */
  const withRepo = <T>(projectDir: string, work: (repo: SnapshotRepo) => Promise<T>): Promise<T> => {
    const previous = queues.get(projectDir) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(async () => work(await openSnapshotRepo(store.dataDir, projectDir)));
    queues.set(projectDir, next);
    return next;
  };

  const planBackTo = (checkpoint: CheckpointRow | undefined) =>
    checkpoint ? withRepo(checkpoint.project_path, (repo) => planRewind(store, checkpoint.tree ? repo : undefined, checkpoint)) : Promise.resolve([]);
  const plan = async (sessionId: string, messageId: string) => {
    const checkpoint = checkpointFor(store, sessionId, messageId);
    return { checkpoint, actions: await planBackTo(checkpoint) };
  };

  return {
    async beginTurn(sessionId, messageId, projectDir) {
      const checkpointId = newId();
      let tree: string | null = null;
      let snapshotError: string | undefined;
      try {
        tree = await withRepo(projectDir, async (repo) => {
          const id = await snapshotTree(repo, controlFileCheck(projectDir, store.dataDir));
          await repo.run(['update-ref', `refs/deft/${checkpointId}`, id]);
          return id;
        });
      } catch (error) {
        snapshotError = errorMessage(error);
      }
      store
        .statement('INSERT INTO checkpoints (id, session_id, message_id, project_path, tree, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(checkpointId, sessionId, messageId, projectDir, tree, Date.now());
      return { store, checkpointId, sessionId, messageId, projectDir, ...(snapshotError && { snapshotError }) };
    },

    recordFileBefore,

    async previewRewind(sessionId, messageId) {
      return (await plan(sessionId, messageId)).actions.map((action) => action.change);
    },

    async rewind(sessionId, messageId, options = {}) {
      const known = store.statement('SELECT 1 FROM messages WHERE id = ? AND session_id = ?').get(messageId, sessionId);
      if (!known) throw new Error(`No message ${messageId} in session ${sessionId}.`);
      const { checkpoint, actions } = await plan(sessionId, messageId);
      const skipped = checkpoint ? await applyRewind(checkpoint.project_path, actions) : [];
      const changes = actions.map((action) => action.change);
      if (!options.dropConversation) return { changes, droppedMessages: 0, skipped };
      return store.db.transaction(() => {
        const prompt = store
          .statement<string>(`SELECT group_concat(text, '') FROM (SELECT text FROM parts WHERE message_id = ? AND kind = 'text' ORDER BY seq)`)
          .pluck()
          .get(messageId);
        const droppedMessages = store.statement('DELETE FROM messages WHERE session_id = ? AND id >= ?').run(sessionId, messageId).changes;
        // The last turn was among them: its failure is no longer the conversation's.
        forgetTurnEnd(store, sessionId);
        return { changes, droppedMessages, skipped, ...(prompt && { prompt }) };
      })();
    },

    async sessionChanges(sessionId) {
      const first = store.statement<CheckpointRow>('SELECT * FROM checkpoints WHERE session_id = ? ORDER BY id LIMIT 1').get(sessionId);
      if (!first) return [];
      // With the diff library, only when someone looks at a session's changes.
      const { describeSessionChanges } = await import('./session-changes.ts');
      return describeSessionChanges(first.project_path, await planBackTo(first));
    },

    async prune(limits = {}) {
      const removed = pruneCheckpointRecords(store, { ...defaultRetention, ...limits });
      for (const projectDir of snapshottedProjects(store.dataDir)) await withRepo(projectDir, (repo) => dropStaleRefs(store, repo));
      return removed;
    },
  };
}

/** Removes the refs of checkpoints that are gone, then lets git drop the trees nothing needs. */
async function dropStaleRefs(store: Store, repo: SnapshotRepo): Promise<void> {
  const refs = (await repo.run(['for-each-ref', '--format=%(refname)', 'refs/deft/'])).toString().split('\n').filter(Boolean);
  const exists = store.statement('SELECT 1 FROM checkpoints WHERE id = ?');
  const stale = refs.filter((ref) => !exists.get(ref.slice('refs/deft/'.length)));
  if (stale.length === 0) return;
  await repo.run(['update-ref', '--stdin'], stale.map((ref) => `delete ${ref}\n`).join(''));
  await repo.run(['gc', '--quiet', '--prune=now']);
}
