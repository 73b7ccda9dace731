import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSessionChanges } from '../../../../main/core/checkpoints/session-changes.ts';
import type { RewindAction } from '../../../../main/core/checkpoints/rewind-plan.ts';
import { bash, projectWithCheckpoints, write } from './project.ts';

describe('the changes of a session', () => {
  it('lists what commands and tools changed since the first checkpoint, each with its diff against then', async () => {
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({
      'notes.txt': 'a draft note\n',
      'config.json': '{ "debug": false }\n',
      'gone.txt': 'deleted later\n',
      'old-name.txt': 'moved later\n',
      'keep.txt': 'untouched\n',
    });
    const { turn } = await userTurn();
    bash(project, `sed -i 's/false/true/' config.json && rm gone.txt`);
    checkpoints.recordFileBefore(turn, 'notes.txt');
    write(project, 'notes.txt', 'a final note\n');
    const second = await userTurn();
    checkpoints.recordFileBefore(second.turn, 'src/added.ts');
    write(project, 'src/added.ts', 'export const added = 1;\n');
    renameSync(join(project, 'old-name.txt'), join(project, 'new-name.txt'));

    expect(await checkpoints.sessionChanges(session.id)).toEqual([
      {
        path: 'config.json',
        status: 'modified',
        added: 1,
        removed: 1,
        diff: '--- a/config.json\n+++ b/config.json\n@@ -1,1 +1,1 @@\n-{ "debug": false }\n+{ "debug": true }\n',
      },
      { path: 'gone.txt', status: 'deleted', added: 0, removed: 1, diff: '--- a/gone.txt\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-deleted later\n' },
      { path: 'notes.txt', status: 'modified', added: 1, removed: 1, diff: '--- a/notes.txt\n+++ b/notes.txt\n@@ -1,1 +1,1 @@\n-a draft note\n+a final note\n' },
      { path: 'new-name.txt', status: 'renamed', from: 'old-name.txt', added: 0, removed: 0, diff: '--- a/old-name.txt\n+++ b/new-name.txt\n' },
      {
        path: 'src/added.ts',
        status: 'added',
        added: 1,
        removed: 0,
        diff: '--- /dev/null\n+++ b/src/added.ts\n@@ -0,0 +1,1 @@\n+export const added = 1;\n',
      },
    ]);
  });

  it('keeps the state a command left out of the base when a tool records the file after it', async () => {
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({ 'a.txt': 'one\n' });
    await userTurn();
    const second = await userTurn();
    bash(project, `echo two > a.txt`);
    checkpoints.recordFileBefore(second.turn, 'a.txt');
    write(project, 'a.txt', 'three\n');
    expect((await checkpoints.sessionChanges(session.id)).map((file) => file.diff)).toEqual(['--- a/a.txt\n+++ b/a.txt\n@@ -1,1 +1,1 @@\n-one\n+three\n']);
  });

  it('names binary files without diffing them, and files the snapshot skipped from what tools recorded', async () => {
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({ '.gitignore': '*.env\n', 'secret.env': 'KEY=1\n', 'data.bin': 'text for now' });
    const { turn } = await userTurn();
    checkpoints.recordFileBefore(turn, 'secret.env');
    write(project, 'secret.env', 'KEY=2\n');
    write(project, 'data.bin', Buffer.from([0, 1, 2]));
    write(project, 'other.env', 'ignored and never recorded');
    expect(await checkpoints.sessionChanges(session.id)).toEqual([
      { path: 'data.bin', status: 'modified', diff: '', binary: true },
      { path: 'secret.env', status: 'modified', added: 1, removed: 1, diff: '--- a/secret.env\n+++ b/secret.env\n@@ -1,1 +1,1 @@\n-KEY=1\n+KEY=2\n' },
    ]);
  });

  it('returns no files for a session that never took a checkpoint', async () => {
    const { project, checkpoints, session } = projectWithCheckpoints({ 'a.txt': 'one\n' });
    rmSync(join(project, 'a.txt'));
    expect(await checkpoints.sessionChanges(session.id)).toEqual([]);
  });
});

describe('describeSessionChanges limits', () => {
  const lines = (count: number, word: string) => Array.from({ length: count }, (_, index) => `${word} ${index}\n`).join('');
  const modified = (path: string, before: string): RewindAction => ({
    change: { kind: 'modified', path },
    target: { read: async () => Buffer.from(before), gitId: async () => '', link: false, mode: 0o644 },
  });

  it('cuts a long diff at whole lines with fitted hunk counts, skips files over the input cap, and stops at the total', async () => {
    const { project } = projectWithCheckpoints({ 'long.txt': lines(100, 'new'), 'huge.txt': lines(200, 'new'), 'last.txt': 'new\n' });
    const limits = { maxInputBytes: 1000, maxDiffChars: 100, maxTotalChars: 120 };
    const files = await describeSessionChanges(project, [modified('long.txt', lines(100, 'old')), modified('huge.txt', 'old\n'), modified('last.txt', 'old\n')], limits);

    expect(files[0]).toMatchObject({ path: 'long.txt', added: 100, removed: 100, truncated: true });
    expect(files[0].diff).toBe(`--- a/long.txt\n+++ b/long.txt\n@@ -1,13 +0,0 @@\n${lines(13, '-old')}`);
    expect(files[1]).toEqual({ path: 'huge.txt', status: 'modified', diff: '', tooLarge: true });
    expect(files[2]).toEqual({ path: 'last.txt', status: 'modified', added: 1, removed: 1, diff: '', tooLarge: true });
  });
});
