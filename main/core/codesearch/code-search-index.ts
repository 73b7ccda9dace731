import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { IndexWriter, SyncCounts } from './index-writer.ts';
import type { CodeSearchHit, Searcher } from './search.ts';
import type { HoldsCredentials } from './sync.ts';
import { watchProject, type ProjectWatcher } from './watcher.ts';
import { errorMessage } from '../common/errors.ts';

export type { CodeSearchHit } from './search.ts';
export type { SyncCounts } from './index-writer.ts';

export interface CodeSearchIndexOptions {
  projectDir: string;
  /** Deft's data folder; the index lives in `<dataDir>/codesearch/`. */
  dataDir: string;
  /** Follow file changes with a recursive watcher (default true); without one every search first compares the whole tree. */
  watch?: boolean;
  /** Quiet time before watched changes are indexed (default 300 ms); a search indexes pending changes at once. */
  debounceMs?: number;
  /** Told when something the person may want to know happened, such as a damaged index being rebuilt. */
  onNotice?(message: string): void;
  /**
   * Made once per update: whether a file holds credentials (a credential store, a second name of one,
   * a link to one, an env file). Such a file's content is never stored, so no search returns it.
   */
  credentialCheck?: () => HoldsCredentials;
}

export interface CodeSearchStats {
  /** Files in the index (text and skipped binary or large files). */
  files: number;
  /** Whether a watcher follows changes. */
  watching: boolean;
  /** What the last update did; `full` compared the whole tree, `paths` only the files the watcher named. */
  lastSync?: SyncCounts & { kind: 'full' | 'paths' };
  /** Everything indexed and removed since this index was opened. */
  totals: SyncCounts;
}

/** A ranked full-text index of one project's code, kept up to date with its files. */
export interface CodeSearchIndex {
  readonly projectDir: string;
  /** Brings the index up to date (building it on first use), then ranks places for a free-text query. */
  search(query: string, maxResults: number): Promise<CodeSearchHit[]>;
  /** Compares the whole tree with the index and writes what changed. */
  refresh(): Promise<SyncCounts>;
  stats(): CodeSearchStats;
  /** Stops the watcher and closes the database once any update under way has stopped. */
  close(): Promise<void>;
}

/** Where a project's index lives: one SQLite file per real project path. */
export function indexFileFor(dataDir: string, projectDir: string): string {
  const key = createHash('sha256').update(realpathSync(projectDir)).digest('hex').slice(0, 24);
  return join(dataDir, 'codesearch', `${key}.sqlite`);
}

/** The index's database, writer, search and sync: loaded with the first search or refresh, which a session may never make. */
async function indexCode() {
  const [database, writer, search, sync] = await Promise.all([import('./database.ts'), import('./index-writer.ts'), import('./search.ts'), import('./sync.ts')]);
  return { ...database, ...writer, ...search, ...sync };
}

type IndexCode = Awaited<ReturnType<typeof indexCode>>;

interface Open {
  code: IndexCode;
  db: Database;
  writer: IndexWriter;
  searcher: Searcher;
}

/** Opens a project's index lazily: nothing is read or built until the first search or refresh. */
export function createCodeSearchIndex(options: CodeSearchIndexOptions): CodeSearchIndex {
  const { projectDir, dataDir, onNotice = () => {} } = options;
  const credentialCheck = options.credentialCheck ?? (() => () => false);
  const file = indexFileFor(dataDir, projectDir);
  const lifetime = new AbortController();
  const totals: SyncCounts = { indexed: 0, removed: 0, unchanged: 0, reread: 0 };
  const dirty = new Set<string>();
  let lastSync: CodeSearchStats['lastSync'];
  let opened: Open | undefined;
  let synced = false;
  let watcher: ProjectWatcher | null = null;
  let debounce: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(() => {
      lifetime.signal.throwIfAborted();
      return work();
    });
    queue = run.catch(() => {});
    return run;
  };

  const open = async (code: IndexCode): Promise<Open> => {
    if (opened) return opened;
    mkdirSync(join(dataDir, 'codesearch'), { recursive: true });
    let db: Database;
    try {
      db = await code.openIndexDatabase(file);
    } catch (error) {
      if (!code.isCorruption(error)) throw error;
      onNotice(`The code search index ${file} could not be read (${errorMessage(error)}); it is being rebuilt.`);
      code.deleteDatabaseFiles(file);
      db = await code.openIndexDatabase(file);
    }
    opened = { code, db, writer: code.createIndexWriter(db), searcher: code.createSearcher(db) };
    return opened;
  };

  /** Runs an operation on the open index; a damaged database is deleted, rebuilt from the files and the operation tried once more. */
  const withIndex = async <T>(operation: (index: Open) => Promise<T> | T): Promise<T> => {
    const code = await indexCode();
    try {
      return await operation(await open(code));
    } catch (error) {
      if (!code.isCorruption(error)) throw error;
      onNotice(`The code search index ${file} is damaged (${errorMessage(error)}); it is being rebuilt.`);
      opened?.db.close();
      opened = undefined;
      synced = false;
      code.deleteDatabaseFiles(file);
      return operation(await open(code));
    }
  };

  const record = ({ addCounts }: IndexCode, counts: SyncCounts, kind: 'full' | 'paths') => {
    lastSync = { ...counts, kind };
    addCounts(totals, counts);
    return counts;
  };

  const syncEverything = async ({ code, db, writer }: Open) => {
    dirty.clear();
    const sync = () => code.syncAll(projectDir, writer, lifetime.signal, credentialCheck());
    const { counts, listed } = await (writer.isEmpty() ? code.buildingInBulk(db, sync) : sync());
    watcher?.follow(new Set(listed.map(dirname).map((dir) => (dir === '.' ? '' : dir))));
    synced = true;
    return record(code, counts, 'full');
  };

  /** Indexes the paths the watcher named; a path the index does not know (a new file, a folder, an ignore file) needs the whole tree. */
  const syncDirty = async (index: Open) => {
    const paths = [...dirty];
    dirty.clear();
    const known = index.writer.knownFiles(paths);
    if (paths.some((path) => !known.has(path))) return syncEverything(index);
    return record(index.code, await index.code.syncPaths(projectDir, index.writer, paths, known, lifetime.signal, credentialCheck()), 'paths');
  };

  if (options.watch !== false) {
    const flushDirty = () => exclusive(() => withIndex((index) => (synced && dirty.size > 0 ? syncDirty(index) : undefined))).catch(() => {});
    watcher = watchProject(
      projectDir,
      (path) => {
        dirty.add(path);
        clearTimeout(debounce);
        if (synced) debounce = setTimeout(flushDirty, options.debounceMs ?? 300);
      },
      (error) => {
        onNotice(`Code search stopped following file changes (${error.message}); each search now checks the files first.`);
        watcher?.close();
        watcher = null;
      },
    );
  }

  return {
    projectDir,
    search(query, maxResults) {
      return exclusive(() =>
        withIndex(async (index) => {
          await watcherEventsDelivered();
          if (!synced || !watcher) await syncEverything(index);
          else if (dirty.size > 0) await syncDirty(index);
          return index.searcher(query, maxResults);
        }),
      );
    },
    refresh() {
      return exclusive(() => withIndex(syncEverything));
    },
    stats() {
      const files = opened ? Number(opened.db.prepare('SELECT count(*) FROM files').pluck().get()) : 0;
      return { files, watching: watcher !== null, lastSync, totals: { ...totals } };
    },
    close() {
      lifetime.abort(new Error('The code search index was closed.'));
      clearTimeout(debounce);
      watcher?.close();
      watcher = null;
      return queue.then(() => {
        opened?.db.close();
        opened = undefined;
      });
    },
  };
}

/**
 * Resolves after the event loop has polled for I/O at least once, so that the watcher has reported a file written
 * just before. One `setImmediate` is not enough when called from an I/O callback: it runs before the next poll.
 */
async function watcherEventsDelivered(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
}
