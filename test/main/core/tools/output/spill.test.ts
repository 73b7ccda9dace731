import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createSpillStore } from '../../../../../main/core/tools/output/spill.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

const spillName = /^\d{13}-[0-9a-f]{12}-[\w-]{1,64}\.txt$/;
const start = 1_700_000_000_000;
const minute = 60_000;

/** Sets a file's modification time, in milliseconds since the epoch. */
const age = (path: string, mtimeMs: number) => utimesSync(path, mtimeMs / 1000, mtimeMs / 1000);

describe('spill store', () => {
  it('writes the whole text to a new file and returns its absolute path', async () => {
    const dir = join(tempDir(), 'data', 'spill');
    const store = createSpillStore({ dir, now: () => start });
    const text = 'first line\n漢字 😀\r\n'.repeat(10_000);
    const path = await store.write('call_1', text);
    expect(isAbsolute(path)).toBe(true);
    expect(dirname(path)).toBe(dir);
    expect(basename(path)).toMatch(spillName);
    expect(basename(path)).toMatch(/^1700000000000-[0-9a-f]{12}-call_1\.txt$/);
    expect(await readFile(path, 'utf8')).toBe(text);
    expect(readdirSync(dir)).toEqual([basename(path)]);
    if (process.platform !== 'win32') expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('keeps hostile ids inside the folder and never reuses a name', async () => {
    const dir = tempDir();
    const store = createSpillStore({ dir, now: () => start });
    const ids = ['../../escape', 'a/b\\c:d', '', '.', 'x'.repeat(500), 'call_1', 'call_1'];
    const paths = await Promise.all(ids.map((id) => store.write(id, id)));
    for (const [index, path] of paths.entries()) {
      expect(dirname(path)).toBe(dir);
      expect(basename(path)).toMatch(spillName);
      expect(readFileSync(path, 'utf8')).toBe(ids[index]);
    }
    expect(new Set(paths).size).toBe(ids.length);
    expect(readdirSync(dir).sort()).toEqual(paths.map((path) => basename(path)).sort());
  });

  it('names files so that they sort by age', async () => {
    let now = start;
    const store = createSpillStore({ dir: tempDir(), now: () => now });
    const names: string[] = [];
    for (const id of ['zeta', 'alpha', 'mid']) {
      names.push(basename(await store.write(id, id)));
      now += 1;
    }
    expect([...names].sort()).toEqual(names);
  });

  it('removes files older than the maximum age', async () => {
    const dir = tempDir();
    const now = start + 10 * minute;
    const store = createSpillStore({ dir, maxAgeMs: 5 * minute, now: () => now });
    const old = await store.write('old', 'a'.repeat(10));
    const older = await store.write('older', 'b'.repeat(20));
    const fresh = await store.write('fresh', 'c'.repeat(30));
    const edge = await store.write('edge', 'd');
    age(old, start + 4 * minute);
    age(older, start);
    age(fresh, now);
    age(edge, now - 5 * minute);
    expect(await store.cleanup()).toEqual({ removedFiles: 2, freedBytes: 30 });
    expect(readdirSync(dir).sort()).toEqual([basename(edge), basename(fresh)].sort());
  });

  it('removes the oldest files until the rest fit the total size', async () => {
    const dir = tempDir();
    const store = createSpillStore({ dir, maxTotalBytes: 200, now: () => start });
    const paths = [];
    for (const id of ['second', 'fourth', 'first', 'third']) paths.push(await store.write(id, id[0].repeat(100)));
    const [second, fourth, first, third] = paths;
    [first, second, third, fourth].forEach((path, index) => age(path, start - (4 - index) * minute));
    expect(await store.cleanup()).toEqual({ removedFiles: 2, freedBytes: 200 });
    expect(readdirSync(dir).sort()).toEqual([basename(third), basename(fourth)].sort());
    expect(await store.cleanup()).toEqual({ removedFiles: 0, freedBytes: 0 });
  });

  it('leaves alone everything it could not have written', async () => {
    const root = tempDir();
    const dir = join(root, 'spill');
    const outside = join(root, 'outside.txt');
    writeFileSync(outside, 'keep me');
    const store = createSpillStore({ dir, maxAgeMs: 0, maxTotalBytes: 0, now: () => start });
    const ours = await store.write('ours', 'remove me');
    const foreign = [
      'notes.txt',
      '1700000000000-0123456789ab-notes.md',
      'x1700000000000-0123456789ab-call.txt',
      '1700000000000-0123456789ab-call.txt.bak',
    ];
    for (const name of foreign) writeFileSync(join(dir, name), 'foreign');
    mkdirSync(join(dir, '1700000000000-0123456789ab-folder.txt'));
    symlinkSync(outside, join(dir, '1700000000000-0123456789ab-link.txt'));
    for (const name of readdirSync(dir)) age(join(dir, name), start - 30 * 24 * 60 * minute);
    age(outside, start - 30 * 24 * 60 * minute);

    expect(await store.cleanup()).toEqual({ removedFiles: 1, freedBytes: 'remove me'.length });
    expect(readdirSync(dir).sort()).toEqual(
      [...foreign, '1700000000000-0123456789ab-folder.txt', '1700000000000-0123456789ab-link.txt'].sort(),
    );
    expect(readdirSync(dir)).not.toContain(basename(ours));
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
  });

  it('removes temporary files left behind by an interrupted write', async () => {
    const dir = tempDir();
    const leftover = join(dir, '1700000000000-0123456789ab-call.txt.tmp');
    writeFileSync(leftover, 'half');
    age(leftover, start - 8 * 24 * 60 * minute);
    const store = createSpillStore({ dir, now: () => start });
    expect(await store.cleanup()).toEqual({ removedFiles: 1, freedBytes: 4 });
  });

  it('finds nothing to clean in a folder that does not exist yet', async () => {
    const store = createSpillStore({ dir: join(tempDir(), 'missing') });
    expect(await store.cleanup()).toEqual({ removedFiles: 0, freedBytes: 0 });
  });

  it('fails to write when the folder cannot be created', async () => {
    const file = join(tempDir(), 'file');
    writeFileSync(file, '');
    await expect(createSpillStore({ dir: file }).write('call', 'text')).rejects.toThrow();
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('cleans up at once and then every interval, reports failures, and stops', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const notADir = join(tempDir(), 'file');
    writeFileSync(notADir, '');
    const errors: unknown[] = [];
    let reported = () => {};
    const nextReport = () => new Promise<void>((resolve) => (reported = resolve));
    const onError = (error: unknown) => {
      errors.push(error);
      reported();
    };
    const store = createSpillStore({ dir: notADir, onError });

    let report = nextReport();
    const stop = store.startCleanup(1000);
    await report;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'ENOTDIR' });
    expect(vi.getTimerCount()).toBe(1);

    report = nextReport();
    vi.advanceTimersByTime(1000);
    await report;
    expect(errors).toHaveLength(2);

    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not keep the process alive for its timer', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    onTestFinished(() => void setInterval.mockRestore());
    const stop = createSpillStore({ dir: join(tempDir(), 'spill') }).startCleanup();
    const timer = setInterval.mock.results[0].value as NodeJS.Timeout;
    expect(setInterval.mock.calls[0][1]).toBe(60 * minute);
    expect(timer.hasRef()).toBe(false);
    stop();
  });
});
