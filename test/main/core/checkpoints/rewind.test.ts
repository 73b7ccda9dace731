import { chmodSync, existsSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSession } from '../../../../main/core/store/load.ts';
import { addMessage, appendPart } from '../../../../main/core/store/parts.ts';
import { bash, projectWithCheckpoints, write } from './project.ts';

const binary = Buffer.from([0, 1, 2, 255, 254, 0, 10, 13, 0x89, 0x50, 0x4e, 0x47]);

describe('rewind', () => {
  it('restores edits, removes created files, brings back deleted ones, and undoes renames', async () => {
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({
      'src/edit.ts': 'export const a = 1;\n',
      'src/gone.ts': 'deleted later\n',
      'src/old-name.ts': 'moved later\n',
      'keep.txt': 'untouched\n',
    });
    const { message, turn } = await userTurn();
    checkpoints.recordFileBefore(turn, join(project, 'src/edit.ts'));
    write(project, 'src/edit.ts', 'export const a = 2;\n');
    checkpoints.recordFileBefore(turn, 'src/new/created.ts');
    write(project, 'src/new/created.ts', 'new\n');
    checkpoints.recordFileBefore(turn, 'src/gone.ts');
    rmSync(join(project, 'src/gone.ts'));
    renameSync(join(project, 'src/old-name.ts'), join(project, 'src/new-name.ts'));

    const preview = await checkpoints.previewRewind(session.id, message.id);
    expect(preview).toEqual([
      { kind: 'modified', path: 'src/edit.ts' },
      { kind: 'restored', path: 'src/gone.ts' },
      { kind: 'removed', path: 'src/new/created.ts' },
      { kind: 'renamed', path: 'src/old-name.ts', from: 'src/new-name.ts' },
    ]);
    expect(readFileSync(join(project, 'src/edit.ts'), 'utf8')).toBe('export const a = 2;\n');

    const result = await checkpoints.rewind(session.id, message.id);
    expect(result.changes).toEqual(preview);
    expect(readFileSync(join(project, 'src/edit.ts'), 'utf8')).toBe('export const a = 1;\n');
    expect(readFileSync(join(project, 'src/gone.ts'), 'utf8')).toBe('deleted later\n');
    expect(readFileSync(join(project, 'src/old-name.ts'), 'utf8')).toBe('moved later\n');
    expect(existsSync(join(project, 'src/new-name.ts'))).toBe(false);
    expect(existsSync(join(project, 'src/new'))).toBe(false);
    expect(readFileSync(join(project, 'keep.txt'), 'utf8')).toBe('untouched\n');
    expect(await checkpoints.previewRewind(session.id, message.id)).toEqual([]);
  });

  it("never lists nor touches Deft's control files: an always-allow written, a rule file edited, a tool file made", async () => {
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({
      'src/a.ts': 'one\n',
      '.claude/settings.json': '{"permissions":{"deny":["Bash(rm:*)"]}}\n',
    });
    const { message, turn } = await userTurn();
    write(project, 'src/a.ts', 'two\n');
    checkpoints.recordFileBefore(turn, '.deft/settings.local.json');
    write(project, '.deft/settings.local.json', '{"permissions":{"allow":["Bash(make)"]}}\n');
    write(project, '.claude/settings.json', '{}\n');
    bash(project, 'mkdir -p .deft/tools && echo "export default {}" > .deft/tools/t.ts && echo "{}" > .mcp.json');

    expect(await checkpoints.previewRewind(session.id, message.id)).toEqual([{ kind: 'modified', path: 'src/a.ts' }]);
    expect((await checkpoints.sessionChanges(session.id)).map((change) => change.path)).toEqual(['src/a.ts']);
    await checkpoints.rewind(session.id, message.id);
    expect(readFileSync(join(project, 'src/a.ts'), 'utf8')).toBe('one\n');
    expect(readFileSync(join(project, '.deft/settings.local.json'), 'utf8')).toContain('Bash(make)');
    expect(readFileSync(join(project, '.claude/settings.json'), 'utf8')).toBe('{}\n');
    expect(existsSync(join(project, '.deft/tools/t.ts'))).toBe(true);
    expect(existsSync(join(project, '.mcp.json'))).toBe(true);
  });

  it('catches what a shell command changed between snapshots, binary files, modes and links included', async () => {
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({ 'data.bin': binary, 'run.sh': 'echo hi\n', 'notes.md': 'a\n' });
    chmodSync(join(project, 'run.sh'), 0o755);
    symlinkSync('notes.md', join(project, 'link.md'));
    const { message } = await userTurn();
    bash(project, `printf '\\x00\\xff changed' > data.bin; echo 'echo bye' > run.sh; chmod 644 run.sh; rm notes.md link.md; mkdir -p gen && echo out > gen/out.txt; ln -s gen/out.txt latest`);

    expect(await checkpoints.previewRewind(session.id, message.id)).toEqual([
      { kind: 'modified', path: 'data.bin' },
      { kind: 'removed', path: 'gen/out.txt' },
      { kind: 'removed', path: 'latest' },
      { kind: 'restored', path: 'link.md' },
      { kind: 'restored', path: 'notes.md' },
      { kind: 'modified', path: 'run.sh' },
    ]);
    await checkpoints.rewind(session.id, message.id);
    expect(readFileSync(join(project, 'data.bin'))).toEqual(binary);
    expect(readFileSync(join(project, 'run.sh'), 'utf8')).toBe('echo hi\n');
    expect(statSync(join(project, 'run.sh')).mode & 0o777).toBe(0o755);
    expect(readFileSync(join(project, 'link.md'), 'utf8')).toBe('a\n');
    expect(existsSync(join(project, 'gen'))).toBe(false);
    expect(existsSync(join(project, 'latest'))).toBe(false);
  });

  it('goes back to the turn named, across later turns, using the earliest recorded state of each file', async () => {
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({ 'a.txt': 'v1\n' });
    const first = await userTurn();
    checkpoints.recordFileBefore(first.turn, 'a.txt');
    write(project, 'a.txt', 'v2\n');
    const second = await userTurn();
    checkpoints.recordFileBefore(second.turn, 'a.txt');
    write(project, 'a.txt', 'v3\n');
    write(project, 'b.txt', 'from turn 2\n');

    await checkpoints.rewind(session.id, second.message.id);
    expect(readFileSync(join(project, 'a.txt'), 'utf8')).toBe('v2\n');
    expect(existsSync(join(project, 'b.txt'))).toBe(false);
    await checkpoints.rewind(session.id, first.message.id);
    expect(readFileSync(join(project, 'a.txt'), 'utf8')).toBe('v1\n');
  });

  it('undoes a command that changed a file before a tool recorded it, the snapshot holding the state before both', async () => {
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({ 'a.txt': 'one\n' });
    const { message, turn } = await userTurn();
    bash(project, 'echo two > a.txt');
    checkpoints.recordFileBefore(turn, 'a.txt');
    write(project, 'a.txt', 'one\n');
    expect(await checkpoints.previewRewind(session.id, message.id)).toEqual([]);
    write(project, 'a.txt', 'three\n');
    await checkpoints.rewind(session.id, message.id);
    expect(readFileSync(join(project, 'a.txt'), 'utf8')).toBe('one\n');
  });

  it('restores files the snapshot skips (ignored, over 2 MB) from what tools recorded', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({ '.gitignore': 'secret.env\n', 'secret.env': 'KEY=1\n', 'big.dat': big });
    const { message, turn } = await userTurn();
    checkpoints.recordFileBefore(turn, 'secret.env');
    checkpoints.recordFileBefore(turn, 'big.dat');
    write(project, 'secret.env', 'KEY=2\n');
    write(project, 'big.dat', 'small now');
    write(project, 'ignored-too.env', 'not recorded');
    bash(project, 'echo "*.env" >> .gitignore');
    expect(await checkpoints.previewRewind(session.id, message.id)).toEqual([
      { kind: 'modified', path: '.gitignore' },
      { kind: 'modified', path: 'big.dat' },
      { kind: 'modified', path: 'secret.env' },
    ]);
    await checkpoints.rewind(session.id, message.id);
    expect(readFileSync(join(project, 'big.dat')).equals(big)).toBe(true);
    expect(readFileSync(join(project, 'secret.env'), 'utf8')).toBe('KEY=1\n');
  });

  it('can drop the conversation from the rewound message on, handing back its text', async () => {
    const { store, checkpoints, session, userTurn } = projectWithCheckpoints({ 'a.txt': 'a' });
    const kept = await userTurn();
    appendPart(store, session.id, kept.message.id, 'text', { text: 'first question' });
    const rewound = await userTurn();
    appendPart(store, session.id, rewound.message.id, 'text', { text: 'second question' });
    const answer = addMessage(store, session.id, 'assistant');
    appendPart(store, session.id, answer.id, 'text', { text: 'an answer' });

    const result = await checkpoints.rewind(session.id, rewound.message.id, { dropConversation: true });
    expect(result).toMatchObject({ droppedMessages: 2, prompt: 'second question' });
    expect(loadSession(store, session.id)?.messages.map((m) => m.id)).toEqual([kept.message.id]);
    expect(store.db.prepare('SELECT count(*) AS n FROM checkpoints').get()).toEqual({ n: 1 });
    await expect(checkpoints.rewind(session.id, rewound.message.id)).rejects.toThrow(/No message/);
  });

  it('hands back the whole text of a message written in several parts, in order', async () => {
    const { store, checkpoints, session, userTurn } = projectWithCheckpoints({});
    const { message } = await userTurn();
    for (const text of ['one ', 'two ', 'three']) appendPart(store, session.id, message.id, 'text', { text });
    expect((await checkpoints.rewind(session.id, message.id, { dropConversation: true })).prompt).toBe('one two three');
  });
});

describe('a turn whose project cannot be snapshotted', () => {
  it('still records the files tools change, and says why the snapshot failed', async () => {
    const { project, store, checkpoints, session } = projectWithCheckpoints({ 'a.txt': 'before' });
    const message = addMessage(store, session.id, 'user');
    const turn = await checkpoints.beginTurn(session.id, message.id, join(project, 'not-there'));
    expect(turn.snapshotError).toMatch(/git|ENOENT/);
    checkpoints.recordFileBefore(turn, join(project, 'a.txt'));
    write(project, 'a.txt', 'after');
    expect(await checkpoints.previewRewind(session.id, message.id)).toEqual([{ kind: 'modified', path: join(project, 'a.txt') }]);
    await checkpoints.rewind(session.id, message.id);
    expect(readFileSync(join(project, 'a.txt'), 'utf8')).toBe('before');
  });
});
