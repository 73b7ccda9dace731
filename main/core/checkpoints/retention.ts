import type { Store } from '../store/store.ts';
import { deleteBlobFile } from './blobs.ts';

export interface RetentionLimits {
  /** Checkpoints older than this are removed. */
  maxAgeMs: number;
  /** Beyond this many bytes of saved file contents, the oldest checkpoints are removed. */
  maxBytes: number;
}

export const defaultRetention: RetentionLimits = { maxAgeMs: 30 * 24 * 60 * 60 * 1000, maxBytes: 1024 * 1024 * 1024 };

/**
 * Removes checkpoints past the age limit, then the oldest ones until the saved contents fit the
 * size limit, then every blob no checkpoint needs any more. Returns the ids of the removed checkpoints.
 */
export function pruneCheckpointRecords(store: Store, limits: RetentionLimits, now = Date.now()): string[] {
  const { removed, unused } = store.db.transaction(() => {
    const removed = store
      .statement<string>('DELETE FROM checkpoints WHERE created_at < ? RETURNING id')
      .pluck()
      .all(now - limits.maxAgeMs);
    const oldest = store.statement<string>('SELECT id FROM checkpoints ORDER BY created_at, id LIMIT 1').pluck();
    while (savedBytes(store) > limits.maxBytes) {
      const id = oldest.get();
      if (!id) break;
      store.statement('DELETE FROM checkpoints WHERE id = ?').run(id);
      removed.push(id);
    }
    const unused = store
      .statement<string>('DELETE FROM blobs WHERE NOT EXISTS (SELECT 1 FROM checkpoint_files f WHERE f.blob = blobs.hash) RETURNING hash')
      .pluck()
      .all();
    return { removed, unused };
  })();
  for (const hash of unused) deleteBlobFile(store.dataDir, hash);
  return removed;
}

function savedBytes(store: Store): number {
  return store
    .statement<number>('SELECT coalesce(sum(stored_size), 0) FROM blobs WHERE EXISTS (SELECT 1 FROM checkpoint_files f WHERE f.blob = blobs.hash)')
    .pluck()
    .get() as number;
}
