import { readFileSync, readlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Store } from '../store/store.ts';
import { readBlob } from './blobs.ts';
import { gitBlobId, type SnapshotRepo } from './git.ts';
import { changedFiles, pathsInTree, readGitBlob, snapshotTree } from './snapshot.ts';
import { lstatIfExists, symlinkMode } from './turn.ts';
import { controlFileCheck } from './control-files.ts';

/** What rewinding does to one file, as the preview lists it. */
export type FileChange =
  | { kind: 'modified'; path: string }
  /** Created since: it will be removed. */
  | { kind: 'removed'; path: string }
  /** Deleted since: it will be brought back. */
  | { kind: 'restored'; path: string }
  /** Renamed since: `from` will go back to being `path`. */
  | { kind: 'renamed'; path: string; from: string };

/** The content a file must get back: from a tree snapshot or a recorded blob; `undefined` means it must not exist. */
export interface TargetContent {
  read(): Promise<Buffer>;
  gitId(): Promise<string>;
  link: boolean;
  mode: number;
}

export interface RewindAction {
  change: FileChange;
  target?: TargetContent;
}

export interface CheckpointRow {
  id: string;
  session_id: string;
  message_id: string;
  project_path: string;
  tree: string | null;
}

/** The first checkpoint of the turn started by `messageId`, or of the first turn after it. */
export function checkpointFor(store: Store, sessionId: string, messageId: string): CheckpointRow | undefined {
  return store
    .statement<CheckpointRow>('SELECT * FROM checkpoints WHERE session_id = ? AND message_id >= ? ORDER BY id LIMIT 1')
    .get(sessionId, messageId);
}

/**
 * Works out, file by file, how to bring the project back to its state at `checkpoint`: the tree
 * snapshotted then, completed by the files tools recorded from that turn on for the paths that
 * tree does not hold (ignored, too large, outside the project, or not there yet); the first record
 * of a path wins, being its state before any tool changed it. A path the tree holds keeps the
 * tree's content, which a command may have changed before a tool recorded it.
 */
export async function planRewind(store: Store, repo: SnapshotRepo | undefined, checkpoint: CheckpointRow): Promise<RewindAction[]> {
  const targets = new Map<string, TargetContent | undefined>();
  const isControlFile = controlFileCheck(checkpoint.project_path, store.dataDir);
  if (repo && checkpoint.tree) {
    const now = await snapshotTree(repo, isControlFile);
    for (const change of await changedFiles(repo, checkpoint.tree, now)) {
      const before = change.before;
      // A tree from before control files were left out may still hold them.
      if (before?.mode === '160000' || isControlFile(resolve(checkpoint.project_path, change.path))) continue;
      targets.set(
        change.path,
        before && {
          read: () => readGitBlob(repo, before.blob),
          gitId: async () => before.blob,
          link: before.mode === '120000',
          mode: before.mode === '100755' ? 0o755 : 0o644,
        },
      );
    }
  }
  const recorded = store
    .statement<{ path: string; blob: string | null; mode: number | null }>(
      `SELECT f.path, f.blob, f.mode FROM checkpoint_files f JOIN checkpoints c ON c.id = f.checkpoint_id
       WHERE c.session_id = ? AND c.id >= ? ORDER BY c.id DESC`,
    )
    .all(checkpoint.session_id, checkpoint.id);
  const inTree = repo && checkpoint.tree ? await pathsInTree(repo, checkpoint.tree, [...new Set(recorded.map((record) => record.path))]) : new Set<string>();
  for (const { path, blob, mode } of recorded) {
    if (inTree.has(path) || isControlFile(resolve(checkpoint.project_path, path))) continue;
    targets.set(
      path,
      blob === null
        ? undefined
        : {
            read: async () => readBlob(store.dataDir, blob),
            gitId: async () => gitBlobId(readBlob(store.dataDir, blob)),
            link: mode === symlinkMode,
            mode: mode ?? 0o644,
          },
    );
  }

  const removals: { path: string; gitId: string }[] = [];
  const restorations: RewindAction[] = [];
  const actions: RewindAction[] = [];
  for (const [path, target] of targets) {
    const current = readCurrent(resolve(checkpoint.project_path, path));
    if (!target) {
      if (current) removals.push({ path, gitId: gitBlobId(current.content) });
      continue;
    }
    if (!current) {
      restorations.push({ change: { kind: 'restored', path }, target });
      continue;
    }
    if (current.link !== target.link || gitBlobId(current.content) !== (await target.gitId())) {
      actions.push({ change: { kind: 'modified', path }, target });
    }
  }
  for (const restoration of restorations) {
    const id = await restoration.target?.gitId();
    const renamed = removals.findIndex((removal) => removal.gitId === id);
    if (renamed >= 0) {
      restoration.change = { kind: 'renamed', path: restoration.change.path, from: removals[renamed].path };
      removals.splice(renamed, 1);
    }
    actions.push(restoration);
  }
  for (const removal of removals) actions.push({ change: { kind: 'removed', path: removal.path } });
  return actions.sort((a, b) => (a.change.path < b.change.path ? -1 : 1));
}

/** A file's content as it is now (a link's target for a symlink); undefined when there is no file. */
export function readCurrent(path: string): { link: boolean; content: Buffer } | undefined {
  const stat = lstatIfExists(path);
  if (stat?.isSymbolicLink()) return { link: true, content: Buffer.from(readlinkSync(path)) };
  if (stat?.isFile()) return { link: false, content: readFileSync(path) };
  return undefined;
}
