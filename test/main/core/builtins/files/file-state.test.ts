import { appendFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashContent, hashFileSync } from '../../../../../main/core/builtins/files/file-hash.ts';
import { createFileStateTracker, UNHASHED } from '../../../../../main/core/builtins/files/file-state.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

function readNow(path: string) {
  const { mtimeMs, size } = statSync(path);
  return { mtimeMs, size, hash: hashFileSync(path) };
}

describe('the file-state tracker', () => {
  it('refuses a file never read, naming it and saying to Read it', () => {
    const tracker = createFileStateTracker();
    const result = tracker.checkUnchanged('s1', '/p/never.ts');
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/not read \/p\/never\.ts.*Read it first/) });
  });

  it('accepts an unchanged file, and keeps sessions apart', () => {
    const file = join(tempDir(), 'a.txt');
    writeFileSync(file, 'one\n');
    const tracker = createFileStateTracker();
    tracker.recordRead('s1', file, readNow(file));
    expect(tracker.checkUnchanged('s1', file)).toEqual({ ok: true });
    expect(tracker.checkUnchanged('s2', file).ok).toBe(false);
    expect(tracker.lastRead('s1', file)?.hash).toBe(hashContent('one\n'));
  });

  it('refuses a file changed since it was read, telling the model to read it again', () => {
    const file = join(tempDir(), 'a.txt');
    writeFileSync(file, 'one\n');
    const tracker = createFileStateTracker();
    tracker.recordRead('s1', file, readNow(file));
    appendFileSync(file, 'two\n');
    expect(tracker.checkUnchanged('s1', file)).toEqual({ ok: false, message: expect.stringMatching(/has changed since you last read it\. Read it again/) });
  });

  it('refuses a same-size change with a new mtime, found by the hash', () => {
    const file = join(tempDir(), 'a.txt');
    writeFileSync(file, 'one\n');
    const tracker = createFileStateTracker();
    tracker.recordRead('s1', file, readNow(file));
    writeFileSync(file, 'ONE\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(tracker.checkUnchanged('s1', file).ok).toBe(false);
  });

  it('accepts a file touched but not changed', () => {
    const file = join(tempDir(), 'a.txt');
    writeFileSync(file, 'one\n');
    const tracker = createFileStateTracker();
    tracker.recordRead('s1', file, readNow(file));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(tracker.checkUnchanged('s1', file)).toEqual({ ok: true });
  });

  it('without a hash (a very large file) treats any new mtime as a change', () => {
    const file = join(tempDir(), 'a.txt');
    writeFileSync(file, 'one\n');
    const tracker = createFileStateTracker();
    tracker.recordRead('s1', file, { ...readNow(file), hash: UNHASHED });
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(tracker.checkUnchanged('s1', file).ok).toBe(false);
  });

  it('says when the file is gone', () => {
    const file = join(tempDir(), 'a.txt');
    writeFileSync(file, 'one\n');
    const tracker = createFileStateTracker();
    tracker.recordRead('s1', file, readNow(file));
    unlinkSync(file);
    expect(tracker.checkUnchanged('s1', file)).toEqual({ ok: false, message: expect.stringMatching(/no longer exists/) });
  });

  it('takes a write as the new picture of the file', () => {
    const file = join(tempDir(), 'a.txt');
    writeFileSync(file, 'one\n');
    const tracker = createFileStateTracker();
    tracker.recordRead('s1', file, readNow(file));
    writeFileSync(file, 'one\ntwo\n');
    expect(tracker.checkUnchanged('s1', file).ok).toBe(false);
    tracker.recordWrite('s1', file, readNow(file));
    expect(tracker.checkUnchanged('s1', file)).toEqual({ ok: true });
  });
});
