import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { Store } from '../store/store.ts';

/**
 * File contents saved before a tool changed them: one brotli-compressed file per distinct content,
 * named by its sha256, under `<data dir>/checkpoints/blobs/`. They live beside the database, not
 * in it, so the database stays small and quick to write, back up and vacuum, while the `blobs`
 * table keeps their sizes for retention.
 */
export function blobPath(dataDir: string, hash: string): string {
  return join(dataDir, 'checkpoints', 'blobs', hash.slice(0, 2), `${hash}.br`);
}

/** Saves the content once however often it is saved, and returns its hash. */
export function saveBlob(store: Store, content: Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex');
  const path = blobPath(store.dataDir, hash);
  if (!existsSync(path)) {
    const compressed = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, compressed);
    renameSync(temporary, path);
  }
  store
    .statement('INSERT OR IGNORE INTO blobs (hash, size, stored_size) VALUES (?, ?, ?)')
    .run(hash, content.length, statSync(path).size);
  return hash;
}

export function readBlob(dataDir: string, hash: string): Buffer {
  return brotliDecompressSync(readFileSync(blobPath(dataDir, hash)));
}

export function deleteBlobFile(dataDir: string, hash: string): void {
  rmSync(blobPath(dataDir, hash), { force: true });
}
