import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobPath } from '../../../../main/core/checkpoints/blobs.ts';
import { snapshotGitDir } from '../../../../main/core/checkpoints/git.ts';
import { pruneCheckpointRecords } from '../../../../main/core/checkpoints/retention.ts';
import { deleteSession } from '../../../../main/core/store/sessions.ts';
import { projectWithCheckpoints, write } from './project.ts';

describe('checkpoint blobs and retention', () => {
  it('stores each content once, compressed, named by its sha256, and records absence', async () => {
    const { store, project, checkpoints, userTurn } = projectWithCheckpoints({ 'a.txt': 'same '.repeat(1000), 'b.txt': 'same '.repeat(1000) });
    const { turn } = await userTurn();
    checkpoints.recordFileBefore(turn, 'a.txt');
    checkpoints.recordFileBefore(turn, 'b.txt');
    checkpoints.recordFileBefore(turn, 'missing.txt');
    write(project, 'a.txt', 'changed');
    checkpoints.recordFileBefore(turn, 'a.txt');
    const rows = store.db.prepare('SELECT path, blob FROM checkpoint_files ORDER BY path').all() as Array<{ path: string; blob: string | null }>;
    expect(rows.map((r) => r.path)).toEqual(['a.txt', 'b.txt', 'missing.txt']);
    expect(rows[0].blob).toBe(rows[1].blob);
    expect(rows[0].blob).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[2].blob).toBeNull();
    const blob = store.db.prepare('SELECT size, stored_size AS stored FROM blobs').get() as { size: number; stored: number };
    expect(blob.size).toBe(5000);
    expect(blob.stored).toBeLessThan(100);
    expect(existsSync(blobPath(store.dataDir, rows[0].blob as string))).toBe(true);
  });

  it('removes checkpoints past the age limit, then the oldest until the size fits, then the blobs nobody needs', async () => {
    const { store, project, checkpoints, userTurn } = projectWithCheckpoints({});
    const turns = [];
    for (let i = 0; i < 4; i++) {
      write(project, `f${i}.bin`, Buffer.from(Array.from({ length: 4000 }, (_, j) => (j * 7919 + i * 104729) % 251)));
      const { turn } = await userTurn();
      checkpoints.recordFileBefore(turn, `f${i}.bin`);
      turns.push(turn);
    }
    const setAge = (id: string, createdAt: number) => store.db.prepare('UPDATE checkpoints SET created_at = ? WHERE id = ?').run(createdAt, id);
    turns.forEach((turn, i) => setAge(turn.checkpointId, 1000 + i));
    const blobFiles = () => readdirSync(join(store.dataDir, 'checkpoints', 'blobs'), { recursive: true }).filter((f) => String(f).endsWith('.br'));
    expect(blobFiles()).toHaveLength(4);

    expect(pruneCheckpointRecords(store, { maxAgeMs: 10_000, maxBytes: 1e9 }, 1000 + 10_000.5)).toEqual([turns[0].checkpointId]);
    const oneBlob = (store.db.prepare('SELECT max(stored_size) AS n FROM blobs').get() as { n: number }).n;
    expect(pruneCheckpointRecords(store, { maxAgeMs: 1e12, maxBytes: oneBlob + 1 }, 2000)).toEqual([turns[1].checkpointId, turns[2].checkpointId]);
    expect(blobFiles()).toHaveLength(1);
    expect(store.db.prepare('SELECT count(*) AS n FROM blobs').get()).toEqual({ n: 1 });
  });

  it('prune drops the snapshot refs of removed checkpoints, including those of deleted sessions', async () => {
    const { store, checkpoints, session, userTurn, project } = projectWithCheckpoints({ 'a.txt': 'a' });
    await userTurn();
    await userTurn();
    const refs = () => readdirSync(join(snapshotGitDir(store.dataDir, project), 'refs', 'deft'));
    expect(refs()).toHaveLength(2);
    deleteSession(store, session.id);
    expect(await checkpoints.prune()).toEqual([]);
    expect(existsSync(join(snapshotGitDir(store.dataDir, project), 'refs', 'deft')) ? refs() : []).toEqual([]);
  });
});
